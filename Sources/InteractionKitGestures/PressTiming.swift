public import Foundation
public import InteractionKitMotion

/// The timings and tolerances of a press that becomes a long press: the one source of these
/// numbers for link previews, context menus and interactive text.
///
/// The defaults are UIKit's (iOS 26.1 `_UILongPressClickInteractionDriver` and
/// `_UIGravityWellEffect`): the press effect after 0.15 s, the long press at 0.4 s on iPhone
/// (``pad``: 0.325 s), 44 pt of allowable movement, the press spring with damping ratio 0.6 and
/// response 0.4. The pressed scale, 0.97, is assumed: UIKit's value was not extracted, and 0.95–0.97
/// is what the effect looks like.
///
/// Every property is sanitized on initialization and on assignment, so a timing never holds NaN,
/// a negative duration or a non-positive scale; each property documents its clamp.
///
/// ```swift
/// var timing = PressTiming.pad            // long press after 0.325 s
/// timing.allowableMovement = 20
/// ```
public struct PressTiming: Hashable, Sendable {
  /// Seconds of touch before the press effect begins: 0.15.
  ///
  /// Negative, NaN and infinite values become 0.15. A delay longer than ``longPressDuration``
  /// starts the press effect at the long-press time (see ``effectivePressDelay``).
  public var minimumPressDelay: TimeInterval = 0.15 {
    didSet { minimumPressDelay = Self.duration(minimumPressDelay, or: 0.15) }
  }

  /// Seconds of touch until the long press: 0.4 (iPhone; 0.325 on iPad, 0.5 with the
  /// accessibility "slow" setting, 0.3 with "short").
  ///
  /// Negative, NaN and infinite values become 0.4.
  public var longPressDuration: TimeInterval = 0.4 {
    didSet { longPressDuration = Self.duration(longPressDuration, or: 0.4) }
  }

  /// How far, in points, the finger may move from where it touched down before the press is
  /// cancelled: 44. Moving exactly this far is still allowed.
  ///
  /// Negative and NaN values become 44; `.infinity` never cancels.
  public var allowableMovement: CGFloat = 44 {
    didSet { allowableMovement = Self.movement(allowableMovement) }
  }

  /// The spring of the press effect and of its release: damping ratio 0.6, response 0.4.
  public var pressEffectSpring = Spring(dampingRatio: 0.6, response: 0.4)

  /// The scale the source shrinks to under the finger: 0.97 (assumed, see the type's discussion).
  ///
  /// Zero, negative, NaN and infinite values become 0.97.
  public var pressedScale: CGFloat = 0.97 {
    didSet { pressedScale = Self.scale(pressedScale) }
  }

  /// Creates a timing with the iPhone defaults, overriding the given values; each is sanitized as
  /// its property documents.
  ///
  /// - Parameters:
  ///   - minimumPressDelay: Seconds before the press effect; default 0.15.
  ///   - longPressDuration: Seconds until the long press; default 0.4.
  ///   - allowableMovement: Points the finger may move; default 44.
  ///   - pressedScale: The press effect's scale; default 0.97.
  public init(
    minimumPressDelay: TimeInterval = 0.15, longPressDuration: TimeInterval = 0.4, allowableMovement: CGFloat = 44,
    pressedScale: CGFloat = 0.97
  ) {
    self.minimumPressDelay = Self.duration(minimumPressDelay, or: 0.15)
    self.longPressDuration = Self.duration(longPressDuration, or: 0.4)
    self.allowableMovement = Self.movement(allowableMovement)
    self.pressedScale = Self.scale(pressedScale)
  }

  /// The iPhone defaults: long press after 0.4 s.
  public static let phone = PressTiming()

  /// The iPad defaults: long press after 0.325 s, everything else as on iPhone.
  public static let pad = PressTiming(longPressDuration: 0.325)

  /// The accessibility "slow" setting: long press after 0.5 s.
  public static let slow = PressTiming(longPressDuration: 0.5)

  /// The accessibility "short" setting: long press after 0.3 s.
  public static let short = PressTiming(longPressDuration: 0.3)

  /// Seconds after touch-down at which the press effect begins: ``minimumPressDelay``, but never
  /// after ``longPressDuration``.
  public var effectivePressDelay: TimeInterval { Swift.min(minimumPressDelay, longPressDuration) }

  private static func duration(_ value: TimeInterval, or fallback: TimeInterval) -> TimeInterval {
    value.isFinite && value >= 0 ? value : fallback
  }

  private static func movement(_ value: CGFloat) -> CGFloat {
    value.isNaN || value < 0 ? 44 : value
  }

  private static func scale(_ value: CGFloat) -> CGFloat {
    value.isFinite && value > 0 ? value : 0.97
  }
}
