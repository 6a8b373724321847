import Foundation
import InteractionKitGeometry
import InteractionKitTextLayout
import InteractionKitTextTokens

/// One cached paragraph layout: the paragraph's text laid out with its tokens' colours, and the
/// enclosing rects of each token piece, in the paragraph's own coordinates.
struct ParagraphLayoutEntry: Sendable {
  /// A token's part inside this paragraph.
  struct Piece: Sendable {
    /// The token, with its range relative to ``ParagraphLayoutEntry/start`` (it may reach outside
    /// the paragraph when a long token was split).
    var token: Token
    /// The part of the token inside the paragraph's text, in the layout's offsets.
    var localRange: NSRange
    /// The piece's enclosing rects in the layout's coordinates.
    var rects: [CGRect]
    /// The baseline of the line under each rect.
    var baselines: [CGFloat]
  }

  /// The document offset where the paragraph starts.
  var start: Int
  /// The paragraph's length including its separator.
  var length: Int
  /// The paragraph's text (without separator) laid out.
  let layout: any TextLayout
  /// The tokens' pieces, in document order.
  let pieces: [Piece]

  /// Lays out paragraph `index` of a document.
  init(
    paragraph index: Int, of document: TextDocument, engine: any TextLayoutEngine, style: InteractiveTextStyle,
    container: TextContainer
  ) {
    let range = document.paragraphs.range(ofParagraph: index) ?? NSRange(location: document.length, length: 0)
    let content = document.contentRange(ofParagraph: index) ?? range
    var text = AttributedText(document.string(in: content), attributes: style.baseAttributes)
    var pending: [(token: Token, local: NSRange)] = []
    var rangesByColor: [Color: [NSRange]] = [:]
    for token in document.tokens(intersecting: content) {
      let lower = Swift.max(token.range.location, content.location)
      let upper = Swift.min(NSMaxRange(token.range), NSMaxRange(content))
      let local = NSRange(location: lower - content.location, length: upper - lower)
      rangesByColor[style.tokenStyle(for: token.kind).color, default: []].append(local)
      pending.append((token.offset(by: -range.location), local))
    }
    // One batch edit per colour: linear in the tokens, where an edit per token copies every run.
    for (color, ranges) in rangesByColor.sorted(by: { $0.value[0].location < $1.value[0].location }) {
      try? text.modifyAttributes(in: ranges) { $0.foregroundColor = color }
    }
    let layout = engine.layout(text, in: container)
    self.start = range.location
    self.length = range.length
    self.layout = layout
    self.pieces = pending.map { item in
      let rects = (try? layout.lineRects(for: item.local)) ?? []
      return Piece(
        token: item.token, localRange: item.local, rects: rects,
        baselines: rects.map { Self.baseline(under: $0, in: layout.lineFragments) })
    }
  }

  /// The laid-out height.
  var height: CGFloat { layout.size.height }

  /// The token (in document coordinates) of the piece at `index`.
  func documentToken(_ index: Int) -> Token { pieces[index].token.offset(by: start) }

  /// The index of the piece whose text contains a layout offset. O(log n).
  func piece(containing offset: Int) -> Int? {
    var low = 0
    var high = pieces.count
    while low < high {
      let mid = (low + high) / 2
      if NSMaxRange(pieces[mid].localRange) > offset { high = mid } else { low = mid + 1 }
    }
    guard low < pieces.count, pieces[low].localRange.location <= offset else { return nil }
    return low
  }

  /// The baseline of the line whose rect contains the middle of `rect`.
  static func baseline(under rect: CGRect, in lines: [LineFragment]) -> CGFloat {
    let y = rect.midY
    for line in lines where line.rect.minY <= y && y < line.rect.maxY { return line.baseline }
    return lines.last?.baseline ?? rect.maxY
  }
}
