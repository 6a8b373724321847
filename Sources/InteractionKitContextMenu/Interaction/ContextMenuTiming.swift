public import Foundation
public import InteractionKitGestures
public import InteractionKitMotion

/// The timings and springs of the long press → lift → menu sequence, for every context menu and
/// for link previews (which are context menus whose preview is a link's bubble).
///
/// The press part is the shared `PressTiming` (0.15 s to the press effect,
/// 0.4 s to the lift on iPhone, 0.325 s on iPad, 44 pt of movement); its values are reachable here
/// under the same names. The springs are UIKit's where the reference has them
/// (`_UIContextMenuPlatformMetrics`): the lift uses the softer submenu spring (damping 0.85,
/// response 0.32; UIKit's lift spring itself was not extracted), the present uses the accessory
/// spring (0.7, 0.4), the dismissal the critically damped submenu spring (1, 0.25). The fade-out
/// of a vanished source, 0.15 s ease-out, is the GitHawk ContextMenu library's dismissal duration.
///
/// A second tap on a source within ``doubleTapInterval`` (0.35 s, UIKit's double-tap interval,
/// assumed) and ``doubleTapDistance`` (44 pt, assumed) of the first presents its accessories only.
///
/// ```swift
/// var timing = ContextMenuTiming.pad   // lift after 0.325 s
/// timing.allowableMovement = 20
/// ```
public struct ContextMenuTiming: Hashable, Sendable {
  /// The press: delay, long-press duration, allowable movement, press spring and scale.
  public var press: PressTiming

  /// The spring that lifts the preview to the lift scale: damping ratio 0.85, response 0.32.
  public var liftSpring = Spring(dampingRatio: 0.85, response: 0.32)

  /// The spring that moves the lifted preview to its presented frame and reveals the menu and the
  /// accessories: damping ratio 0.7, response 0.4 (`setVisible:animated:` of the accessory view).
  public var expandSpring = Spring(dampingRatio: 0.7, response: 0.4)

  /// The spring that returns the preview onto its source: damping ratio 1, response 0.25.
  public var dismissSpring = Spring(dampingRatio: 1, response: 0.25)

  /// The spring of a submenu opening or closing in place: damping ratio 1, response 0.25.
  public var submenuSpring = Spring(dampingRatio: 1, response: 0.25)

  /// Seconds the preview takes to fade out when its source no longer exists: 0.15.
  ///
  /// Negative, NaN and infinite values become 0.15; 0 removes the preview at once.
  public var fadeOutDuration: TimeInterval = 0.15 {
    didSet { fadeOutDuration = fadeOutDuration.isFinite && fadeOutDuration >= 0 ? fadeOutDuration : 0.15 }
  }

  /// The pacing of the fade-out: `TimingFunction.easeOut`.
  public var fadeOutTimingFunction: TimingFunction = .easeOut

  /// Seconds from the lift of a tap on a source to the touch down of a second tap on the same
  /// source for the two to make a double-tap, which presents the source's accessories without
  /// the menu (how Messages opens Tapback): 0.35.
  ///
  /// UIKit's maximum interval between the taps of a multiple-tap `UITapGestureRecognizer`; the
  /// reference does not record it, so the value is assumed from UIKit's documented behaviour.
  /// 0 turns double-taps off; negative, NaN and infinite values become 0.35.
  public var doubleTapInterval: TimeInterval = 0.35 {
    didSet {
      doubleTapInterval = doubleTapInterval.isFinite && doubleTapInterval >= 0 ? doubleTapInterval : 0.35
    }
  }

  /// Points the second tap of a double-tap may land from where the first one lifted: 44.
  ///
  /// Assumed: the reference gives no double-tap tolerance, so it is the press's own allowable
  /// movement (44 pt, one touch target). Negative, NaN and infinite values become 44.
  public var doubleTapDistance: CGFloat = 44 {
    didSet { doubleTapDistance = doubleTapDistance.isFinite && doubleTapDistance >= 0 ? doubleTapDistance : 44 }
  }

  /// Creates a timing with the iPhone defaults, overriding the press's durations and tolerances;
  /// every value is sanitized as `PressTiming` documents.
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
    press = PressTiming(
      minimumPressDelay: minimumPressDelay, longPressDuration: longPressDuration,
      allowableMovement: allowableMovement, pressedScale: pressedScale)
  }

  /// Creates a timing around a press timing, with the default springs.
  public init(press: PressTiming) {
    self.press = press
  }

  /// The iPhone defaults: lift after 0.4 s.
  public static let phone = ContextMenuTiming(press: .phone)

  /// The iPad defaults: lift after 0.325 s, everything else as on iPhone.
  public static let pad = ContextMenuTiming(press: .pad)

  /// `PressTiming.minimumPressDelay` of ``press``.
  public var minimumPressDelay: TimeInterval {
    get { press.minimumPressDelay }
    set { press.minimumPressDelay = newValue }
  }

  /// `PressTiming.longPressDuration` of ``press``.
  public var longPressDuration: TimeInterval {
    get { press.longPressDuration }
    set { press.longPressDuration = newValue }
  }

  /// `PressTiming.allowableMovement` of ``press``.
  public var allowableMovement: CGFloat {
    get { press.allowableMovement }
    set { press.allowableMovement = newValue }
  }

  /// `PressTiming.pressedScale` of ``press``.
  public var pressedScale: CGFloat {
    get { press.pressedScale }
    set { press.pressedScale = newValue }
  }

  /// `PressTiming.pressEffectSpring` of ``press``.
  public var pressEffectSpring: Spring {
    get { press.pressEffectSpring }
    set { press.pressEffectSpring = newValue }
  }

  /// `PressTiming.effectivePressDelay` of ``press``.
  public var effectivePressDelay: TimeInterval { press.effectivePressDelay }
}
