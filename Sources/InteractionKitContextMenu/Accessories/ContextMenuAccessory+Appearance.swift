public import Foundation
import InteractionKitMotion

extension ContextMenuAccessory {
  /// How an accessory looks at one instant of its appearing or disappearing transition: a scale
  /// about its centre, an opacity and an offset from its placed frame.
  public struct Appearance: Hashable, Sendable {
    /// The scale about the accessory's centre.
    public var scale: CGFloat
    /// The opacity, 0...1.
    public var opacity: CGFloat
    /// The offset from the accessory's placed (and tracked) frame.
    public var offset: CGPoint

    /// Creates an appearance.
    public init(scale: CGFloat, opacity: CGFloat, offset: CGPoint) {
      self.scale = scale
      self.opacity = opacity
      self.offset = offset
    }

    /// Fully shown: scale 1, opaque, in place.
    public static let shown = Appearance(scale: 1, opacity: 1, offset: .zero)
  }
}

extension ContextMenuAccessory.Transition {
  /// The transition's progress from its initial state (0) to shown (1), `elapsed` seconds after it
  /// began: the spring's value until it settles (it may overshoot 1), or the curve's progress over
  /// the duration.
  /// Negative and NaN times give 0; times past the duration give 1.
  public func progress(at elapsed: TimeInterval) -> Double {
    guard elapsed > 0 else { return 0 }
    switch timing {
    case .spring(let spring, _):
      // The spring runs until it settles (its response sets the pace; the duration is UIKit's
      // nominal one for the same spring).
      return elapsed >= spring.settlingDuration() ? 1 : spring.value(at: elapsed)
    case .curve(let function, let duration):
      guard duration > 0, elapsed < duration else { return 1 }
      return function.progress(at: elapsed / duration)
    }
  }

  /// The seconds the transition moves for: until its spring settles (within 0.001 of shown, as
  /// ``progress(at:)`` reports exactly 1 from then on), or its curve's duration (0 for a negative
  /// or NaN one). A renderer needs no frame for the accessory after it.
  public var settlingDuration: TimeInterval {
    switch timing {
    case .spring(let spring, _): spring.settlingDuration()
    case .curve(_, let duration): duration > 0 ? duration : 0
    }
  }

  /// The appearance at `progress` (0 the initial state, 1 shown); opacity is clamped to 0...1.
  public func appearance(progress: Double) -> ContextMenuAccessory.Appearance {
    let p = CGFloat(progress.isFinite ? progress : 1)
    return ContextMenuAccessory.Appearance(
      scale: initialScale + (1 - initialScale) * p,
      opacity: Swift.min(1, Swift.max(0, initialOpacity + (1 - initialOpacity) * p)),
      offset: CGPoint(x: initialOffset.x * (1 - p), y: initialOffset.y * (1 - p)))
  }
}
