import Foundation
import InteractionKitInteractiveText
import InteractionKitTextTokens
import PropertyBased
import Testing

/// Edits through a viewport layout leave it exactly as a full layout at the same viewport would:
/// the same visible paragraphs and frames, the same laid-out paragraphs, the same viewport. Edits
/// below what the layout walked through only re-anchor the viewport, so this checks that shortcut
/// against the full pass (edits above, inside and below the viewport, appends at the end, new
/// paragraphs, tokens made and broken, a new overscan between edits).
struct ViewportEditPropertyTests {
  static let pieces = ["word ", "some words here ", "a.co ", "@name ", "#tag ", "\n", "\n\n", "é ", "长 ", "😀 "]

  static func randomText(_ count: Int, using random: inout SeededGenerator) -> String {
    (0..<count).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &random)] }.joined()
  }

  /// What a caller can see of a layout.
  static func snapshot(_ layout: ViewportTextLayout) -> [String] {
    layout.visibleParagraphs.map { "\($0.index) \($0.range) \($0.frame) \($0.tokens.count)" }
      + ["viewport \(layout.viewport)", "laid out \(layout.laidOutParagraphIndices)", "size \(layout.contentSize)"]
  }

  @Test func editsLeaveTheLayoutAsAFullPassWould() async throws {
    await propertyCheck(count: 120, input: Gen.int(in: 0...1_000_000)) { seed in
      var random = SeededGenerator(seed: UInt64(seed))
      let text = Self.randomText(Int.random(in: 0...600, using: &random), using: &random)
      guard
        let made = try? makeLayout(
          text, viewportHeight: CGFloat(Int.random(in: 40...400, using: &random)),
          overscan: CGFloat([0, 20, 200][Int.random(in: 0..<3, using: &random)]))
      else { return }
      var layout = made.layout
      // Scroll somewhere first.
      let top = CGFloat(Int.random(in: 0...Int(max(1, layout.contentSize.height) / 2), using: &random))
      try? layout.setViewport(CGRect(x: 0, y: top, width: 320, height: layout.viewport.height))
      for _ in 0..<12 {
        // Sometimes a new overscan, which the next edit must honour.
        if Int.random(in: 0..<6, using: &random) == 0 { layout.overscan = CGFloat(Int.random(in: 0...400, using: &random)) }
        let length = layout.document.length
        // Half the edits near the end, where the shortcut applies.
        let lower =
          Bool.random(using: &random)
          ? Int.random(in: 0...length, using: &random) : Int.random(in: max(0, length - 200)...length, using: &random)
        let upper = min(length, lower + Int.random(in: 0...8, using: &random))
        let replacement = Self.randomText(Int.random(in: 0...3, using: &random), using: &random)
        guard (try? layout.replaceCharacters(in: NSRange(location: lower, length: upper - lower), with: replacement)) != nil
        else { continue }
        var full = layout
        try? full.setViewport(layout.viewport)
        #expect(Self.snapshot(layout) == Self.snapshot(full), "seed \(seed)")
      }
    }
  }
}
