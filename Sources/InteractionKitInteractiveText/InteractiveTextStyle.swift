public import Foundation
public import InteractionKitGeometry
public import InteractionKitTextLayout
public import InteractionKitTextTokens

/// What a user configures on an interactive text canvas: how the text and its tokens look, and how
/// forgiving touches are.
///
/// Every numeric property is clamped on assignment (documented per property), so bad values never
/// reach layout or the interaction.
public struct InteractiveTextStyle: Hashable, Sendable {
  /// The attributes of the text outside tokens. Default: `TextAttributes()` (17 pt, black).
  public var baseAttributes: TextAttributes

  /// The style of each token kind; kinds not listed use ``defaultTokenStyle``.
  ///
  /// Default: empty, so every kind (URLs, e-mail addresses, mentions, hashtags, cashtags and custom
  /// kinds) looks like an iOS link: system blue, no underline.
  public var tokenStyles: [TokenKind: TokenStyle]

  /// The style of kinds that ``tokenStyles`` does not list. Default: ``TokenStyle/link``.
  public var defaultTokenStyle: TokenStyle

  /// How far from a token, in points, a touch still hits it when no token lies under the point.
  /// Default: 12. Non-finite or negative values become 0 (exact hits only).
  ///
  /// Apple's Human Interface Guidelines ask for 44 × 44 pt touch targets; a 17 pt line is about
  /// 20 pt tall, so 12 pt above and below a token makes a 44 pt target, and the same 12 pt on either
  /// side gives a two-character hashtag a 44 pt wide target. When several tokens are within reach,
  /// the closest one wins; a token under the point always beats a nearby one.
  public var touchSlop: CGFloat {
    didSet { touchSlop = Self.clampedLength(touchSlop, default: 0) }
  }

  /// How long, in seconds, a finger must rest on a token before it becomes a long press.
  /// Default: 0.5 (UIKit's `UILongPressGestureRecognizer.minimumPressDuration`). Non-finite or
  /// negative values become 0.5.
  public var longPressDuration: TimeInterval {
    didSet { longPressDuration = Self.clampedLength(longPressDuration, default: 0.5) }
  }

  /// How far, in points, the finger may move from where it touched down before a long press can no
  /// longer begin. Default: 10 (UIKit's `allowableMovement`). Non-finite or negative values become 10.
  public var cancelDistance: CGFloat {
    didSet { cancelDistance = Self.clampedLength(cancelDistance, default: 10) }
  }

  /// The colour of the ring drawn around the token that has keyboard focus. Default: `Color.systemBlue`.
  public var focusRingColor: Color

  /// Creates a style. The defaults are iOS's: 17 pt text, links in system blue without underline,
  /// a 12 pt touch slop, a 0.5 s long press and 10 pt of allowed movement.
  public init(
    baseAttributes: TextAttributes = TextAttributes(),
    tokenStyles: [TokenKind: TokenStyle] = [:],
    defaultTokenStyle: TokenStyle = .link,
    touchSlop: CGFloat = 12,
    longPressDuration: TimeInterval = 0.5,
    cancelDistance: CGFloat = 10,
    focusRingColor: Color = .systemBlue
  ) {
    self.baseAttributes = baseAttributes
    self.tokenStyles = tokenStyles
    self.defaultTokenStyle = defaultTokenStyle
    self.touchSlop = Self.clampedLength(touchSlop, default: 0)
    self.longPressDuration = Self.clampedLength(longPressDuration, default: 0.5)
    self.cancelDistance = Self.clampedLength(cancelDistance, default: 10)
    self.focusRingColor = focusRingColor
  }

  /// The style of a token kind: its entry in ``tokenStyles``, or ``defaultTokenStyle``.
  public func tokenStyle(for kind: TokenKind) -> TokenStyle {
    tokenStyles[kind] ?? defaultTokenStyle
  }

  /// The width of the keyboard focus ring, in points.
  public static let focusRingWidth: CGFloat = 2

  static func clampedLength<T: BinaryFloatingPoint>(_ value: T, default fallback: T) -> T {
    guard value.isFinite else { return fallback }
    return value >= 0 ? value : fallback
  }
}
