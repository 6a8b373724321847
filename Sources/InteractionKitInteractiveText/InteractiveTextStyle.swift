public import Foundation
public import InteractionKitGeometry
public import InteractionKitGestures
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

  /// When a finger resting on a token becomes a long press, and how far it may move first: the
  /// one `PressTiming` of the engine, so a long press on a token means what it means on a link or
  /// a message. Default: `PressTiming.phone` (0.4 s, 44 pt of allowable movement).
  ///
  /// The text's interaction reads `PressTiming.longPressDuration` and
  /// `PressTiming.allowableMovement`; it has no press delay (its highlight at touch down is its
  /// press effect), so the press delay, spring and scale are not used here. A text view that wants
  /// other numbers sets them here (`style.pressTiming = .slow`, or
  /// `PressTiming(longPressDuration: 0.5, allowableMovement: 10)`); `PressTiming` sanitizes them.
  public var pressTiming: PressTiming

  /// The colour of the ring drawn around the token that has keyboard focus. Default: `Color.systemBlue`.
  public var focusRingColor: Color

  /// Creates a style. The defaults are iOS's: 17 pt text, links in system blue without underline,
  /// a 12 pt touch slop and the phone's press timing (a 0.4 s long press, 44 pt of allowed
  /// movement).
  public init(
    baseAttributes: TextAttributes = TextAttributes(),
    tokenStyles: [TokenKind: TokenStyle] = [:],
    defaultTokenStyle: TokenStyle = .link,
    touchSlop: CGFloat = 12,
    pressTiming: PressTiming = .phone,
    focusRingColor: Color = .systemBlue
  ) {
    self.baseAttributes = baseAttributes
    self.tokenStyles = tokenStyles
    self.defaultTokenStyle = defaultTokenStyle
    self.touchSlop = Self.clampedLength(touchSlop, default: 0)
    self.pressTiming = pressTiming
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
