public import Foundation
public import InteractionKitMotion

extension ContextMenuAccessory {
  /// How an accessory appears (and, reversed, disappears): the state it starts from and the timing
  /// that brings it to its frame at full opacity and scale 1.
  public struct Transition: Hashable, Sendable {
    /// The timing of a transition.
    public enum Timing: Hashable, Sendable {
      /// A spring, and the duration the host gives it (UIKit's spring animations take one).
      case spring(Spring, duration: Double)
      /// A curve over a duration in seconds.
      case curve(TimingFunction, duration: Double)
    }

    /// The scale the accessory starts at (1 for none), about its centre.
    public var initialScale: CGFloat
    /// The opacity it starts at, 0...1.
    public var initialOpacity: CGFloat
    /// The offset it starts at, relative to its frame.
    public var initialOffset: CGPoint
    /// The timing.
    public var timing: Timing

    /// Creates a transition.
    ///
    /// - Parameters:
    ///   - initialScale: The start scale; default 1.
    ///   - initialOpacity: The start opacity; default 0.
    ///   - initialOffset: The start offset; default none.
    ///   - timing: The timing.
    public init(
      initialScale: CGFloat = 1, initialOpacity: CGFloat = 0, initialOffset: CGPoint = .zero, timing: Timing
    ) {
      self.initialScale = initialScale
      self.initialOpacity = initialOpacity
      self.initialOffset = initialOffset
      self.timing = timing
    }

    /// The system's: a fade in on a UIView spring of 0.4 s with damping 0.7 (`setVisible:animated:`);
    /// the spring takes the duration as its response.
    public static let spring = Transition(timing: .spring(Spring(dampingRatio: 0.7, response: 0.4), duration: 0.4))
  }
}
