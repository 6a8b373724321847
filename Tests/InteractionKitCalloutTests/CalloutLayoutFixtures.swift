import Foundation
import InteractionKitCallout
import InteractionKitGeometry
import InteractionKitTextLayout

/// A text engine for exact numbers: every grapheme is 6 pt wide except "i", which is 1 pt, whatever
/// the font, and the one line is 1.25 × the font size tall. Keeps no state.
struct MonospacedCalloutEngine: TextLayoutEngine {
  static let advance: CGFloat = 6

  /// The width of `string`: 6 a grapheme, 1 for "i".
  static func width(of string: String) -> CGFloat {
    string.reduce(0) { $0 + ($1 == "i" ? 1 : advance) }
  }

  func layout(_ text: AttributedText, in container: TextContainer) -> any TextLayout {
    MonospacedCalloutTextLayout(text: text, container: container)
  }
}

/// The one-line layout of ``MonospacedCalloutEngine``.
struct MonospacedCalloutTextLayout: TextLayout {
  let text: AttributedText
  let container: TextContainer

  var size: CGSize {
    CGSize(
      width: MonospacedCalloutEngine.width(of: text.string),
      height: text.attributes(at: 0).fontSize * 1.25)
  }

  var lineFragments: [LineFragment] {
    let rect = CGRect(origin: .zero, size: size)
    return [
      LineFragment(
        rect: rect, usedRect: rect, baseline: size.height * 0.8,
        characterRange: NSRange(location: 0, length: text.utf16Count), isRightToLeft: false)
    ]
  }

  func enclosingRects(for range: NSRange) throws(TextRangeError) -> [CGRect] { [] }
  func characterIndex(at point: CGPoint, mode: CharacterHitMode) -> Int? { nil }
  func caretRect(at offset: Int) throws(TextRangeError) -> CGRect { .zero }
}

/// Shared inputs: the reference's 320 × 480 container and titles of a given width.
enum CalloutLayoutFixture {
  static let engine = MonospacedCalloutEngine()
  static let container = CGRect(x: 0, y: 0, width: 320, height: 480)

  /// A string `width` points wide in ``MonospacedCalloutEngine``: width / 6 "a"s, then width % 6 "i"s.
  static func text(width: Int) -> String {
    String(repeating: "a", count: max(0, width) / 6) + String(repeating: "i", count: max(0, width) % 6)
  }

  /// A modern callout 150 pt wide: a 126 pt title (+ 12 + 12 insets), and a 60 pt subtitle when
  /// `subtitle` (which makes the body 52 pt tall).
  static func callout(
    style: CalloutStyle = .modern, subtitle: Bool = false, permitted: CalloutArrowDirection = .down
  ) -> Callout {
    Callout(
      title: text(width: 126), subtitle: subtitle ? text(width: 60) : nil, style: style,
      permittedArrowDirections: permitted)
  }

  static func layout(
    _ callout: Callout, target: CGRect, container: CGRect = container, scale: CGFloat = 1,
    direction: CalloutLayoutDirection = .leftToRight
  ) throws -> CalloutLayout {
    try callout.layout(pointingAt: target, in: container, engine: engine, scale: scale, layoutDirection: direction)
  }
}
