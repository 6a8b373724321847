public import Foundation
public import InteractionKitGeometry

extension CalloutAnimation {
  /// The animated values at one moment.
  public struct Sample: Hashable, Sendable {
    /// The uniform scale about the anchor point (1 when the animation does not scale).
    public var scale: Double
    /// The opacity, 0...1 (1 when the animation does not fade).
    public var opacity: Double
    /// Whether the animation has ended: the values are its final ones.
    public var isFinished: Bool

    /// Creates a sample.
    public init(scale: Double, opacity: Double, isFinished: Bool) {
      self.scale = scale
      self.opacity = opacity
      self.isFinished = isFinished
    }

    /// The scale as a transform, `CGAffineTransform(scaleX: scale, y: scale)`: set it as the
    /// callout layer's transform, which pivots on its anchor point (see
    /// ``CalloutAnimation/anchorPoint(calloutSize:arrowPoint:)``).
    public var transform: CGAffineTransform {
      CGAffineTransform(scaleX: CGFloat(scale), y: CGFloat(scale))
    }
  }

  /// The scale and opacity `time` seconds after the animation started.
  ///
  /// Documented clamps: a time before 0 gives the first values, a time at or after ``duration``
  /// the final ones (with ``Sample/isFinished`` true), and a NaN time counts as 0. A zero-duration
  /// animation is finished from time 0 on.
  public func sample(at time: TimeInterval) -> Sample {
    let time = time.isNaN ? 0 : time
    return Sample(
      scale: scaleAnimation?.value(at: time) ?? 1, opacity: opacityAnimation?.value(at: time) ?? 1,
      isFinished: time >= duration)
  }

  /// The uniform scale `time` seconds after the start; see ``sample(at:)`` for the clamps.
  public func scale(at time: TimeInterval) -> Double { sample(at: time).scale }

  /// The opacity `time` seconds after the start; see ``sample(at:)`` for the clamps.
  public func opacity(at time: TimeInterval) -> Double { sample(at: time).opacity }

  /// The scale transform `time` seconds after the start, `CGAffineTransform(scaleX: s, y: s)`;
  /// it is the only transform any callout animation applies (the stretch too is a uniform scale).
  public func transform(at time: TimeInterval) -> CGAffineTransform { sample(at: time).transform }

  /// The values before the animation runs: presenting, the callout's hidden state (for example
  /// scale 0.7 and opacity 0 for the modern bounce); dismissing, the shown state (1 and 1).
  public var initialSample: Sample { sample(at: -.infinity) }

  /// The values after the animation ends: presenting, scale 1 and opacity 1 exactly; dismissing,
  /// the presentation's initial values exactly.
  public var finalSample: Sample { sample(at: .infinity) }
}
