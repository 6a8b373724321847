public import Foundation
public import InteractionKitMotion

/// One animated step of the long-press sequence: where it starts and ends, how it moves, and which
/// rects the bubble hugs while it runs.
///
/// The interaction creates a transition with every visual effect it returns; a renderer samples it
/// with ``sample(at:)`` on each frame (or at fixed times, for a filmstrip). Each transition starts
/// from the previous one's value at its ``beginTime``, so consecutive transitions join without a
/// jump even when one interrupts another.
///
/// ```swift
/// if case .lift(let lift) = effect {
///   lift.sample(at: lift.beginTime)   // exactly lift.from
///   lift.sample(at: lift.endTime)     // exactly lift.to: scaled by the lift scale, at the source centre
/// }
/// ```
public struct ContextMenuTransition: Equatable, Sendable {
  /// Which step of the sequence a transition animates.
  public enum Kind: Hashable, Sendable, CaseIterable {
    /// The source shrinks slightly under the finger (press-effect spring).
    case pressEffect
    /// The press was cancelled: the source springs back to rest (press-effect spring).
    case cancelPressEffect
    /// The preview lifts to the lift scale over the dimmed container (lift spring).
    case lift
    /// The lifted preview moves to its presented frame (morphing into the custom preview content,
    /// when there is one) and the menu and accessories appear (expand spring).
    case expand
    /// The preview shrinks back and springs onto the source's current position (dismiss spring).
    case dismissToSource
    /// The source no longer exists: the preview fades out where it is (fade-out duration and curve).
    case fadeOut
  }

  /// The step this transition animates.
  public let kind: Kind

  /// The rects the preview hugs during this transition, in the container's coordinates: the
  /// source's line rects when the transition began (for ``Kind/dismissToSource``, its current
  /// rects), or the source's frame when the whole source is the preview.
  public let lineRects: [CGRect]

  /// The animation of the presentation, filling both before its start and after its end.
  public let animation: Animation<ContextMenuPresentation>

  /// Creates a transition from an animation; its timing's fill mode is set to `FillMode.both`
  /// so that ``sample(at:)`` is defined at every time.
  public init(
    kind: Kind, lineRects: [CGRect], animation: Animation<ContextMenuPresentation>
  ) {
    var filled = animation
    filled.timing.fillMode = .both
    self.kind = kind
    self.lineRects = lineRects
    self.animation = filled
  }

  /// A transition driven by a spring, lasting until the spring settles (within 0.001 of the end).
  static func spring(
    _ kind: Kind, lineRects: [CGRect], from: ContextMenuPresentation,
    to: ContextMenuPresentation, spring: Spring, beginTime: TimeInterval
  ) -> ContextMenuTransition {
    ContextMenuTransition(
      kind: kind, lineRects: lineRects,
      animation: .spring(from: from, to: to, spring: spring, beginTime: beginTime))
  }

  /// The absolute time, in seconds, at which the transition starts.
  public var beginTime: TimeInterval { animation.timing.startTime }

  /// The absolute time at which the transition ends (the spring settles or the fade completes).
  public var endTime: TimeInterval { animation.timing.endTime }

  /// The seconds from ``beginTime`` to ``endTime``.
  public var duration: TimeInterval { animation.timing.activeDuration }

  /// The presentation at ``beginTime``.
  public var from: ContextMenuPresentation { animation.curve.startValue }

  /// The presentation at and after ``endTime``.
  public var to: ContextMenuPresentation { animation.curve.endValue }

  /// The presentation at absolute `time` seconds.
  ///
  /// At or before ``beginTime`` the result is exactly ``from``; at or after ``endTime`` exactly
  /// ``to``; in between, the spring's (or timing function's) progress blends the two, overshooting
  /// where an under-damped spring does (opacity, morph progress and dimming stay within 0...1).
  /// A NaN time counts as the start.
  public func sample(at time: TimeInterval) -> ContextMenuPresentation {
    guard !time.isNaN, time > beginTime else { return from }
    guard time < endTime else { return to }
    return animation.value(at: time) ?? from
  }

  /// Whether the transition has ended at `time` (false for NaN).
  public func isFinished(at time: TimeInterval) -> Bool { time >= endTime }
}
