public import Foundation
public import InteractionKitMotion

extension ContextMenuAccessory {
  /// How an accessory appears and how it disappears (the reference's `setVisible:animated:`), each
  /// direction with any Motion animation: a spring or a curve over scale, opacity and offset, or
  /// keyframes of ``Appearance`` values.
  ///
  /// The appearing half is ``initialScale``, ``initialOpacity``, ``initialOffset`` and ``timing``:
  /// it starts there and ends shown (scale 1, opaque, in place); ``Timing/keyframes(_:duration:)``
  /// plays its own values instead. ``disappearance`` is the other direction; nil (the default) plays
  /// the appearing half backward from wherever the accessory is.
  ///
  /// ```swift
  /// let pop = try Keyframes<ContextMenuAccessory.Appearance>(
  ///   values: [
  ///     .init(scale: 0.5, opacity: 0, offset: .zero), .init(scale: 1.1, opacity: 1, offset: .zero), .shown,
  ///   ],
  ///   keyTimes: [0, 0.6, 1])
  /// let transition = ContextMenuAccessory.Transition.keyframes(
  ///   pop, duration: 0.3,
  ///   disappearance: .init(finalOpacity: 0, finalOffset: CGPoint(x: 0, y: 20), timing: .curve(.easeIn, duration: 0.2)))
  /// ```
  public struct Transition: Hashable, Sendable {
    /// The timing of one direction of a transition.
    public enum Timing: Hashable, Sendable {
      /// A spring, and the duration the host gives it (UIKit's spring animations take one).
      case spring(Spring, duration: Double)
      /// A curve over a duration in seconds.
      case curve(TimingFunction, duration: Double)
      /// Keyframes of appearances played linearly in time over a duration in seconds (each segment
      /// paced by its own timing function): the accessory shows exactly the keyframes' values, and
      /// the start and end states of the transition are not used.
      case keyframes(Keyframes<Appearance>, duration: Double)

      /// Equal cases with equal values.
      public static func == (lhs: Timing, rhs: Timing) -> Bool {
        switch (lhs, rhs) {
        case (.spring(let a, let d), .spring(let b, let e)): a == b && d == e
        case (.curve(let a, let d), .curve(let b, let e)): a == b && d == e
        case (.keyframes(let a, let d), .keyframes(let b, let e)): a == b && d == e
        default: false
        }
      }

      /// Hashes the case, its spring or curve and its duration (keyframes by their key times).
      public func hash(into hasher: inout Hasher) {
        switch self {
        case .spring(let spring, let duration):
          hasher.combine(0)
          hasher.combine(spring)
          hasher.combine(duration)
        case .curve(let function, let duration):
          hasher.combine(1)
          hasher.combine(function)
          hasher.combine(duration)
        case .keyframes(let keyframes, let duration):
          hasher.combine(2)
          hasher.combine(keyframes.keyTimes)
          hasher.combine(duration)
        }
      }
    }

    /// How an accessory disappears: from where it is when the dismissal begins to a final state,
    /// over its own timing.
    public struct Disappearance: Hashable, Sendable {
      /// The scale it ends at, about its centre; default 1.
      public var finalScale: CGFloat
      /// The opacity it ends at, 0...1; default 0.
      public var finalOpacity: CGFloat
      /// The offset from its frame it ends at; default none.
      public var finalOffset: CGPoint
      /// The timing: a spring or curve blends from the appearance when the dismissal began to the
      /// final state; keyframes play their own values as given (from their first one).
      public var timing: Timing

      /// Creates a disappearance.
      ///
      /// - Parameters:
      ///   - finalScale: The end scale; default 1.
      ///   - finalOpacity: The end opacity; default 0.
      ///   - finalOffset: The end offset; default none.
      ///   - timing: The timing.
      public init(finalScale: CGFloat = 1, finalOpacity: CGFloat = 0, finalOffset: CGPoint = .zero, timing: Timing) {
        self.finalScale = finalScale
        self.finalOpacity = finalOpacity
        self.finalOffset = finalOffset
        self.timing = timing
      }

      /// A disappearance through `keyframes` over `duration` seconds (its final state is the last
      /// keyframe).
      public static func keyframes(_ keyframes: Keyframes<Appearance>, duration: Double) -> Disappearance {
        let last = keyframes.lastValue
        return Disappearance(
          finalScale: last.scale, finalOpacity: last.opacity, finalOffset: last.offset,
          timing: .keyframes(keyframes, duration: duration))
      }

      /// The final state as an appearance.
      public var finalAppearance: Appearance {
        Appearance(scale: finalScale, opacity: finalOpacity, offset: finalOffset)
      }
    }

    /// The scale the accessory starts at (1 for none), about its centre.
    public var initialScale: CGFloat
    /// The opacity it starts at, 0...1.
    public var initialOpacity: CGFloat
    /// The offset it starts at, relative to its frame.
    public var initialOffset: CGPoint
    /// The timing of its appearing.
    public var timing: Timing
    /// How it disappears; nil plays the appearing transition backward from where the accessory is
    /// when the dismissal begins (cut short when the dismissal ends).
    public var disappearance: Disappearance?

    /// Creates a transition.
    ///
    /// - Parameters:
    ///   - initialScale: The start scale; default 1.
    ///   - initialOpacity: The start opacity; default 0.
    ///   - initialOffset: The start offset; default none.
    ///   - timing: The appearing timing.
    ///   - disappearance: How it disappears; default nil (the appearing transition reversed).
    public init(
      initialScale: CGFloat = 1, initialOpacity: CGFloat = 0, initialOffset: CGPoint = .zero, timing: Timing,
      disappearance: Disappearance? = nil
    ) {
      self.initialScale = initialScale
      self.initialOpacity = initialOpacity
      self.initialOffset = initialOffset
      self.timing = timing
      self.disappearance = disappearance
    }

    /// A transition that appears through `keyframes` over `duration` seconds (its initial state is
    /// the first keyframe) and disappears with `disappearance`.
    public static func keyframes(
      _ keyframes: Keyframes<Appearance>, duration: Double, disappearance: Disappearance? = nil
    ) -> Transition {
      let first = keyframes.firstValue
      return Transition(
        initialScale: first.scale, initialOpacity: first.opacity, initialOffset: first.offset,
        timing: .keyframes(keyframes, duration: duration), disappearance: disappearance)
    }

    /// The system's: a fade in on a UIView spring of 0.4 s with damping 0.7 (`setVisible:animated:`),
    /// reversed to disappear; the spring takes the duration as its response.
    public static let spring = Transition(timing: .spring(Spring(dampingRatio: 0.7, response: 0.4), duration: 0.4))
  }
}
