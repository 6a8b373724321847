import Foundation
import InteractionKitInteractiveText
import InteractionKitTextLayout
import InteractionKitTextTokens
import PropertyBased
import Testing

@Suite struct TokenHitPropertyTests {
  /// A random document with several paragraphs of words, tokens, emoji and combining marks.
  static func randomDocument(_ rng: inout SeededGenerator) -> String {
    let words = ["a", "word", "@ab", "#c", "@longer_name", "#t2", "😀", "👨‍👩‍👧", "e\u{301}", "日本", "x"]
    var paragraphs: [String] = []
    for _ in 0 ..< Int.random(in: 1 ... 6, using: &rng) {
      var words2: [String] = []
      for _ in 0 ..< Int.random(in: 0 ... 25, using: &rng) { words2.append(words[Int.random(in: 0 ..< words.count, using: &rng)]) }
      paragraphs.append(words2.joined(separator: Int.random(in: 0 ..< 5, using: &rng) == 0 ? "  " : " "))
    }
    return paragraphs.joined(separator: "\n")
  }

  /// Without slop, `token(at:)` returns a token iff the point lies inside one of that token's
  /// enclosing rects (taken from each paragraph's layout independently of the hit test).
  @Test func tokenAtWithoutSlopIsExactlyTheEnclosingRects() async throws {
    await propertyCheck(count: 150, input: Gen.int(in: 0 ... 1_000_000)) { seed in
      var rng = SeededGenerator(seed: UInt64(seed))
      let width = CGFloat(Int.random(in: 3 ... 40, using: &rng) * 10)
      let (layout, _) = try makeLayout(Self.randomDocument(&rng), width: width)
      // The oracle: every token's rects, from the laid-out paragraphs' own layouts.
      var oracle: [(token: Token, rect: CGRect)] = []
      for paragraph in layout.visibleParagraphs {
        for token in paragraph.tokens {
          let local = NSRange(location: token.range.location - paragraph.range.location, length: token.range.length)
          for rect in try paragraph.layout.enclosingRects(for: local) {
            oracle.append((token, rect.offsetBy(dx: 0, dy: paragraph.frame.minY)))
          }
        }
      }
      let height = layout.contentSize.height
      for i in 0 ..< 60 {
        var point: CGPoint
        if i % 2 == 0, let target = oracle.randomElement(using: &rng)?.rect {
          // Near a token: inside, on its edges, or just outside.
          point = CGPoint(
            x: target.minX + CGFloat(Int.random(in: -4 ... Int(target.width) + 4, using: &rng)),
            y: target.minY + CGFloat(Int.random(in: -4 ... 24, using: &rng)))
        } else {
          point = CGPoint(
            x: CGFloat(Double.random(in: -20 ... Double(width) + 20, using: &rng)),
            y: CGFloat(Double.random(in: -20 ... Double(height) + 20, using: &rng)))
        }
        let expected = oracle.first { item in
          item.rect.minX <= point.x && point.x < item.rect.maxX && item.rect.minY <= point.y && point.y < item.rect.maxY
        }?.token
        #expect(layout.token(at: point, slop: 0) == expected, "point \(point)")
      }
    }
  }

  /// With slop, a hit is either exact or the token whose rects come closest, within the slop.
  @Test func tokenAtWithSlopIsTheClosestWithinReach() async throws {
    await propertyCheck(count: 100, input: Gen.int(in: 0 ... 1_000_000)) { seed in
      var rng = SeededGenerator(seed: UInt64(seed))
      let (layout, _) = try makeLayout(Self.randomDocument(&rng), width: 200)
      var rects: [(token: Token, rect: CGRect)] = []
      for token in layout.document.tokens {
        for rect in layout.lineRects(for: token) { rects.append((token, rect)) }
      }
      for _ in 0 ..< 40 {
        let point = CGPoint(
          x: CGFloat(Double.random(in: -20 ... 220, using: &rng)),
          y: CGFloat(Double.random(in: -20 ... Double(layout.contentSize.height) + 20, using: &rng)))
        func distance(_ rect: CGRect) -> CGFloat {
          if rect.minX <= point.x && point.x < rect.maxX && rect.minY <= point.y && point.y < rect.maxY { return 0 }
          let dx = max(rect.minX - point.x, 0, point.x - rect.maxX)
          let dy = max(rect.minY - point.y, 0, point.y - rect.maxY)
          return (dx * dx + dy * dy).squareRoot()
        }
        let best = rects.map { ($0.token, distance($0.rect)) }.filter { $0.1 <= 12 }.min { $0.1 < $1.1 }
        let hit = layout.token(at: point, slop: 12)
        #expect((hit == nil) == (best == nil), "point \(point)")
        if let hit, let best {
          let hitDistance = rects.filter { $0.token == hit }.map { distance($0.rect) }.min() ?? .infinity
          #expect(abs(hitDistance - best.1) < 1e-9, "point \(point)")
        }
      }
    }
  }
}
