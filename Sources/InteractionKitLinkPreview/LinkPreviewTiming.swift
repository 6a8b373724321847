public import Foundation
public import InteractionKitMotion

/// The timings, tolerances and springs of the long-press sequence.
///
/// The defaults are UIKit's where the reference has them (iOS 26.1 `_UILongPressClickInteractionDriver`
/// and `_UIGravityWellEffect`, decompiled) and documented choices where it does not; the module's
/// "The long-press sequence" article lists each value with its source.
///
/// Every property is sanitized on initialization and on assignment, so a timing never holds NaN,
/// a negative duration or a non-positive scale; each property documents its clamp. Springs are
/// sanitized by `Spring` itself.
///
/// ```swift
/// var timing = LinkPreviewTiming.pad            // long press after 0.325 s
/// timing.allowableMovement = 20
/// ```
public struct LinkPreviewTiming: Hashable, Sendable {
  /// Seconds of touch before the press effect begins: 0.15 (UIKit starts the press progress after
  /// at least 0.15 s of touch).
  ///
  /// Negative, NaN and infinite values become 0.15. A delay longer than ``longPressDuration``
  /// starts the press effect at the long-press time, right before the lift.
  public var minimumPressDelay: TimeInterval = 0.15 {
    didSet { minimumPressDelay = Self.duration(minimumPressDelay, or: 0.15) }
  }

  /// Seconds of touch until the preview lifts: 0.4, UIKit's `clickDownDuration` on iPhone at the
  /// default setting (0.325 on iPad, 0.5 with the accessibility "slow" setting, 0.3 with "short").
  ///
  /// Negative, NaN and infinite values become 0.4.
  public var longPressDuration: TimeInterval = 0.4 {
    didSet { longPressDuration = Self.duration(longPressDuration, or: 0.4) }
  }

  /// How far, in points, the finger may move from where it touched down before the press is
  /// cancelled: 44, UIKit's `allowableMovement` for the click interaction. Moving exactly this far
  /// is still allowed.
  ///
  /// Negative and NaN values become 44; `.infinity` never cancels.
  public var allowableMovement: CGFloat = 44 {
    didSet { allowableMovement = Self.movement(allowableMovement) }
  }

  /// The spring of the press effect (the shrink under the finger and its release): damping ratio
  /// 0.6, response 0.4, iOS 26's `_UIGravityWellEffect`.
  public var pressEffectSpring = Spring(dampingRatio: 0.6, response: 0.4)

  /// The scale the link shrinks to under the finger: 0.97.
  ///
  /// UNVERIFIED: the reference could not extract UIKit's value and estimates 0.95–0.97 by eye.
  /// Zero, negative, NaN and infinite values become 0.97.
  public var pressedScale: CGFloat = 0.97 {
    didSet { pressedScale = Self.scale(pressedScale) }
  }

  /// The spring that lifts the bubble to the lift scale: damping ratio 0.85, response 0.32, the
  /// softer of the context menu's submenu springs in `_UIContextMenuPlatformMetrics` (UIKit's lift
  /// spring itself was not extracted).
  public var liftSpring = Spring(dampingRatio: 0.85, response: 0.32)

  /// The spring that morphs the lifted bubble into the preview card: damping ratio 0.7, response
  /// 0.4, the context menu's accessory-view presentation spring (`setVisible:animated:`).
  public var expandSpring = Spring(dampingRatio: 0.7, response: 0.4)

  /// The spring that returns the preview onto the link: damping ratio 1 (no overshoot past the
  /// text), response 0.25, the context menu's critically damped submenu spring.
  public var dismissSpring = Spring(dampingRatio: 1, response: 0.25)

  /// Seconds the preview takes to fade out when its link no longer exists: 0.15 (the dismissal
  /// duration of the GitHawk ContextMenu library; UIKit's was not extracted).
  ///
  /// Negative, NaN and infinite values become 0.15; 0 removes the preview at once.
  public var fadeOutDuration: TimeInterval = 0.15 {
    didSet { fadeOutDuration = Self.duration(fadeOutDuration, or: 0.15) }
  }

  /// The pacing of the fade-out: `TimingFunction.easeOut`.
  public var fadeOutTimingFunction: TimingFunction = .easeOut

  /// Creates a timing with the iPhone defaults, overriding the given durations and tolerances;
  /// every value is sanitized as its property documents.
  ///
  /// - Parameters:
  ///   - minimumPressDelay: Seconds before the press effect; default 0.15.
  ///   - longPressDuration: Seconds until the lift; default 0.4.
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
  public static let phone = LinkPreviewTiming()

  /// The iPad defaults: long press after 0.325 s, everything else as on iPhone.
  public static let pad = LinkPreviewTiming(longPressDuration: 0.325)

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
