public import Foundation
public import InteractionKitTextLayout

/// A text engine for exact numbers in tests and benchmarks: every character is `advance` points
/// wide (default 8), lines are 1.25 × the font size tall, and text wraps at the container's width
/// between characters. Keeps no state, needs no fonts.
public struct FixedAdvanceTextEngine: TextLayoutEngine {
  /// The width of one character.
  public var advance: CGFloat

  /// Creates an engine with an advance of `advance` points a character.
  public init(advance: CGFloat = 8) {
    self.advance = advance
  }

  /// Lays `text` out in lines of `floor(width / advance)` characters (one line without a width).
  public func layout(_ text: AttributedText, in container: TextContainer) -> any TextLayout {
    FixedAdvanceTextLayout(text: text, container: container, advance: advance)
  }
}

/// The layout of ``FixedAdvanceTextEngine``.
public struct FixedAdvanceTextLayout: TextLayout {
  /// The text laid out.
  public let text: AttributedText
  /// The container it was laid out in.
  public let container: TextContainer
  /// The width of one character.
  public let advance: CGFloat

  private var count: Int { text.utf16Count }
  private var lineHeight: CGFloat { (text.utf16Count > 0 ? text.attributes(at: 0).fontSize : 17) * 1.25 }
  private var perLine: Int {
    guard let width = container.width, width.isFinite, width >= advance else { return Swift.max(1, count) }
    return Swift.max(1, Int(width / advance))
  }

  /// The size of the laid-out lines.
  public var size: CGSize {
    let lines = Swift.max(1, (count + perLine - 1) / perLine)
    let widest = Swift.min(count, perLine)
    return CGSize(width: CGFloat(widest) * advance, height: CGFloat(lines) * lineHeight)
  }

  /// One fragment per line.
  public var lineFragments: [LineFragment] {
    stride(from: 0, to: Swift.max(count, 1), by: perLine).enumerated().map { line, start in
      let length = Swift.min(perLine, count - start)
      let rect = CGRect(
        x: 0, y: CGFloat(line) * lineHeight, width: CGFloat(Swift.max(0, length)) * advance, height: lineHeight)
      return LineFragment(
        rect: rect, usedRect: rect, baseline: rect.minY + lineHeight * 0.8,
        characterRange: NSRange(location: start, length: Swift.max(0, length)), isRightToLeft: false)
    }
  }

  /// No rects: tests of this engine's users do not hit-test text.
  public func enclosingRects(for range: NSRange) throws(TextRangeError) -> [CGRect] { [] }
  /// No index: tests of this engine's users do not hit-test text.
  public func characterIndex(at point: CGPoint, mode: CharacterHitMode) -> Int? { nil }
  /// The origin: tests of this engine's users draw no caret.
  public func caretRect(at offset: Int) throws(TextRangeError) -> CGRect { .zero }
}
