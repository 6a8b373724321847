public import Foundation
public import InteractionKitTextTokens

extension ViewportTextLayout {
  /// The token under a point in content coordinates, with the style's touch slop.
  ///
  /// See ``token(at:slop:)``.
  public func token(at point: CGPoint) -> Token? {
    token(at: point, slop: style.touchSlop)
  }

  /// The token under a point in content coordinates, or the nearest one within `slop` points.
  ///
  /// The paragraph under the point is found by its y (O(log n)); its layout maps the point to a
  /// *character* index (`characterIndex(at:mode: .exact)`, never a glyph index), and the token that
  /// holds that character is returned only when the point also lies inside one of the token's
  /// enclosing rects: a point past the end of a line or in a line's trailing white space hits
  /// nothing. When no token is under the point, the token whose rects come closest, no farther
  /// than `slop`, wins (the earlier one on a tie); only the paragraphs within `slop` of the point
  /// are searched.
  ///
  /// Only laid-out paragraphs can be hit (those around the viewport). A non-finite point returns
  /// `nil`; a non-finite or negative slop counts as 0. With a slop of 0 the result is a token iff
  /// the point lies inside one of its enclosing rects (half-open: `minX <= x < maxX`).
  public func token(at point: CGPoint, slop: CGFloat) -> Token? {
    guard point.x.isFinite, point.y.isFinite, heights.count > 0 else { return nil }
    let slop = InteractiveTextStyle.clampedLength(slop, default: 0)
    let (index, top) = heights.paragraph(atY: Double(point.y))
    if let entry = cache[index] {
      let local = CGPoint(x: point.x, y: point.y - CGFloat(top))
      if let character = entry.layout.characterIndex(at: local, mode: .exact),
        let piece = entry.piece(containing: character),
        entry.pieces[piece].rects.contains(where: { Self.rect($0, contains: local) })
      {
        return entry.documentToken(piece)
      }
    }
    return nearestToken(to: point, within: slop)
  }

  /// The line rects of a token in content coordinates: its paragraphs' `TextLayout.lineRects(for:)`
  /// (one per line piece, pieces without width left out), each moved down by the top of its
  /// paragraph. Only laid-out paragraphs contribute, so a token outside the laid-out paragraphs has
  /// none. ``viewRect(forContentRect:)`` converts them to the view's coordinates.
  public func lineRects(for token: Token) -> [CGRect] {
    pieces(of: token).flatMap { item in item.piece.rects.map { $0.offsetBy(dx: 0, dy: item.top) } }
  }

  /// The laid-out pieces of a token, with the top of their paragraph.
  func pieces(of token: Token) -> [(index: Int, piece: ParagraphLayoutEntry.Piece, top: CGFloat)] {
    guard token.range.location >= 0, token.range.length > 0 else { return [] }
    let first = document.paragraphs.index(containing: token.range.location)
    let last = document.paragraphs.index(containing: NSMaxRange(token.range) - 1)
    var result: [(index: Int, piece: ParagraphLayoutEntry.Piece, top: CGFloat)] = []
    guard first <= last else { return [] }
    for index in first ... last {
      guard let entry = cache[index] else { continue }
      let top = CGFloat(heights.top(of: index))
      for (i, piece) in entry.pieces.enumerated() where entry.documentToken(i) == token {
        result.append((index, piece, top))
      }
    }
    return result
  }

  /// The token whose rects come closest to `point`, within `slop` (containing the point when 0).
  func nearestToken(to point: CGPoint, within slop: CGFloat) -> Token? {
    let (first, firstTop) = heights.paragraph(atY: Double(point.y - slop))
    let last = heights.index(atY: Double(point.y + slop))
    var best: (distance: CGFloat, token: Token)?
    for index in first ... Swift.max(first, last) {
      guard let entry = cache[index] else { continue }
      let top = index == first ? firstTop : heights.top(of: index)
      let local = CGPoint(x: point.x, y: point.y - CGFloat(top))
      for (i, piece) in entry.pieces.enumerated() {
        for rect in piece.rects {
          let distance = Self.distance(from: local, to: rect)
          if distance <= slop, distance < (best?.distance ?? .infinity) { best = (distance, entry.documentToken(i)) }
        }
      }
    }
    return best?.token
  }

  /// Whether a rect contains a point, half-open like `CGRectContainsPoint`.
  static func rect(_ rect: CGRect, contains point: CGPoint) -> Bool {
    rect.minX <= point.x && point.x < rect.maxX && rect.minY <= point.y && point.y < rect.maxY
  }

  /// The distance from a point to a rect: 0 inside (half-open), else to its nearest edge.
  static func distance(from point: CGPoint, to rect: CGRect) -> CGFloat {
    if Self.rect(rect, contains: point) { return 0 }
    let dx = Swift.max(rect.minX - point.x, 0, point.x - rect.maxX)
    let dy = Swift.max(rect.minY - point.y, 0, point.y - rect.maxY)
    let distance = (dx * dx + dy * dy).squareRoot()
    // On the max edge the point is outside yet 0 away: count it as just outside.
    return distance > 0 ? distance : CGFloat.leastNonzeroMagnitude
  }
}
