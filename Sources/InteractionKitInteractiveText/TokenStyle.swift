public import Foundation
public import InteractionKitGeometry
public import InteractionKitTextLayout

/// How one kind of token looks: its colour, its underline and the background it shows while pressed.
///
/// The defaults follow iOS text links (`UITextView.linkTextAttributes`): the system blue, no
/// underline, and a translucent grey rounded rect behind the token while a finger is down on it.
/// Set ``underlineStyle`` to `.single` to underline a kind, for example URLs:
///
/// ```swift
/// var style = InteractiveTextStyle()
/// style.tokenStyles[.url, default: .link].underlineStyle = .single
/// ```
public struct TokenStyle: Hashable, Sendable {
  /// The colour of the token's glyphs. Default: `Color.systemBlue`.
  public var color: Color
  /// The token's underline, drawn as a shape layer under its glyphs. Default: `.none`.
  ///
  /// `.single` is a line ``underlineThickness(fontSize:)`` thick, `.thick` twice that and `.double`
  /// two single lines one thickness apart; the first line's top sits one tenth of the font size
  /// below the baseline.
  public var underlineStyle: UnderlineStyle
  /// The underline's colour; `nil` uses ``color``. Default: `nil`.
  public var underlineColor: Color?
  /// The colour of the rounded rects drawn behind the token while it is pressed.
  /// Default: `Color.systemGray` at 30 % alpha, like a pressed link in a text view.
  public var highlightColor: Color
  /// The corner radius of the pressed highlight's rects, in points (clamped to ≥ 0; NaN becomes 0).
  /// Default: 4.
  public var highlightCornerRadius: CGFloat {
    didSet { highlightCornerRadius = Self.clampedRadius(highlightCornerRadius) }
  }

  /// Creates a token style; the defaults are those of an iOS text link.
  public init(
    color: Color = .systemBlue, underlineStyle: UnderlineStyle = .none, underlineColor: Color? = nil,
    highlightColor: Color = Color.systemGray.withAlpha(0.3), highlightCornerRadius: CGFloat = 4
  ) {
    self.color = color
    self.underlineStyle = underlineStyle
    self.underlineColor = underlineColor
    self.highlightColor = highlightColor
    self.highlightCornerRadius = Self.clampedRadius(highlightCornerRadius)
  }

  /// The iOS link look: system blue, not underlined, grey highlight while pressed.
  public static let link = TokenStyle()

  /// The iOS link look with a single underline, for hosts that underline URLs.
  public static let underlinedLink = TokenStyle(underlineStyle: .single)

  /// The thickness of a `.single` underline for a font size: one twelfth of the size, at least 1 pt.
  public static func underlineThickness(fontSize: CGFloat) -> CGFloat {
    Swift.max(1, fontSize / 12)
  }

  static func clampedRadius(_ radius: CGFloat) -> CGFloat {
    radius.isFinite && radius > 0 ? radius : 0
  }
}
