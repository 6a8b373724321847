public import Foundation
public import InteractionKitGeometry
public import InteractionKitMotion

/// An animation of one animatable layer property, like a `CABasicAnimation` with its key path.
///
/// The case names the property; the payload is a typed `Animation` of that property's value.
/// A `transformScale` animation is a convenience that animates a uniform scale about the anchor
/// point (Core Animation's `transform.scale` key path), composed before the layer's transform.
public enum PropertyAnimation: Sendable {
  /// `position`.
  case position(Animation<CGPoint>)
  /// `bounds`.
  case bounds(Animation<CGRect>)
  /// `anchorPoint`.
  case anchorPoint(Animation<CGPoint>)
  /// `transform`.
  case transform(Animation<CGAffineTransform>)
  /// `transform.scale`: a uniform scale composed before the model transform.
  case transformScale(Animation<CGFloat>)
  /// `opacity`.
  case opacity(Animation<Double>)
  /// `backgroundColor` (a layer without one animates from clear).
  case backgroundColor(Animation<Color>)
  /// `cornerRadius`.
  case cornerRadius(Animation<CGFloat>)
  /// `borderWidth`.
  case borderWidth(Animation<CGFloat>)
  /// `borderColor`.
  case borderColor(Animation<Color>)
  /// `shadowOpacity` (no effect on a layer without a shadow).
  case shadowOpacity(Animation<Double>)
  /// `shadowRadius` (no effect on a layer without a shadow).
  case shadowRadius(Animation<CGFloat>)
  /// `shadowOffset` (no effect on a layer without a shadow).
  case shadowOffset(Animation<CGSize>)

  /// The time the animation stops changing its property (begin, delay and active duration).
  public var endTime: Double {
    let t = timing
    return t.beginTime + t.delay + t.activeDuration
  }

  /// The animation's timing.
  public var timing: AnimationTiming {
    switch self {
    case .position(let a), .anchorPoint(let a): a.timing
    case .bounds(let a): a.timing
    case .transform(let a): a.timing
    case .transformScale(let a), .cornerRadius(let a), .borderWidth(let a), .shadowRadius(let a): a.timing
    case .opacity(let a), .shadowOpacity(let a): a.timing
    case .backgroundColor(let a), .borderColor(let a): a.timing
    case .shadowOffset(let a): a.timing
    }
  }

  /// Writes the animation's value at `time` into a layer; returns whether it was active.
  @discardableResult
  func apply(at time: Double, to layer: inout Layer) -> Bool {
    switch self {
    case .position(let a): return set(a, time) { layer.position = $0 }
    case .bounds(let a): return set(a, time) { layer.bounds = $0 }
    case .anchorPoint(let a): return set(a, time) { layer.anchorPoint = $0 }
    case .transform(let a): return set(a, time) { layer.transform = $0 }
    case .transformScale(let a):
      return set(a, time) { layer.transform = CGAffineTransform(scaleX: $0, y: $0).concatenating(layer.transform) }
    case .opacity(let a): return set(a, time) { layer.opacity = $0 }
    case .backgroundColor(let a): return set(a, time) { layer.backgroundColor = $0 }
    case .cornerRadius(let a): return set(a, time) { layer.cornerRadius = $0 }
    case .borderWidth(let a): return set(a, time) { layer.borderWidth = $0 }
    case .borderColor(let a): return set(a, time) { layer.borderColor = $0 }
    case .shadowOpacity(let a): return set(a, time) { layer.shadow?.opacity = min(1, max(0, $0)) }
    case .shadowRadius(let a): return set(a, time) { layer.shadow?.radius = max(0, $0) }
    case .shadowOffset(let a): return set(a, time) { layer.shadow?.offset = $0 }
    }
  }

  private func set<V>(_ animation: Animation<V>, _ time: Double, _ write: (V) -> Void) -> Bool {
    guard let value = animation.value(at: time) else { return false }
    write(value)
    return true
  }

  /// The same animation played backward.
  public func reversed() -> PropertyAnimation {
    switch self {
    case .position(let a): .position(a.reversed())
    case .bounds(let a): .bounds(a.reversed())
    case .anchorPoint(let a): .anchorPoint(a.reversed())
    case .transform(let a): .transform(a.reversed())
    case .transformScale(let a): .transformScale(a.reversed())
    case .opacity(let a): .opacity(a.reversed())
    case .backgroundColor(let a): .backgroundColor(a.reversed())
    case .cornerRadius(let a): .cornerRadius(a.reversed())
    case .borderWidth(let a): .borderWidth(a.reversed())
    case .borderColor(let a): .borderColor(a.reversed())
    case .shadowOpacity(let a): .shadowOpacity(a.reversed())
    case .shadowRadius(let a): .shadowRadius(a.reversed())
    case .shadowOffset(let a): .shadowOffset(a.reversed())
    }
  }
}

/// Animations that share one timeline, like `CAAnimationGroup`.
///
/// The members' times are relative to the group's local time: a member with begin time 0.1 starts
/// 0.1 s after the group does. The group's timing (begin time, delay, duration, repeat,
/// autoreverse, reverse, fill) maps scene time to local time; members are cut off at the group's
/// duration.
public struct AnimationGroup: Sendable {
  /// The group's own timing.
  public var timing: AnimationTiming
  /// The grouped animations.
  public var animations: [PropertyAnimation]

  /// Creates a group. A `nil` duration uses the latest member end time.
  public init(animations: [PropertyAnimation], duration: Double? = nil, beginTime: Double = 0, fillMode: FillMode = .removed) {
    self.animations = animations
    let d = duration ?? animations.map(\.endTime).max() ?? 0
    self.timing = AnimationTiming(beginTime: beginTime, duration: d, fillMode: fillMode)
  }

  /// Writes the members' values at scene `time` into a layer.
  func apply(at time: Double, to layer: inout Layer) {
    guard let fraction = timing.fraction(at: time) else { return }
    let local = fraction * timing.duration
    for animation in animations { animation.apply(at: local, to: &layer) }
  }
}

/// An animation attached to a layer under a key, as `CALayer.add(_:forKey:)` does.
public struct AttachedAnimation: Sendable {
  /// What an attached animation plays.
  public enum Kind: Sendable {
    /// One property animation.
    case single(PropertyAnimation)
    /// A group of property animations on one timeline.
    case group(AnimationGroup)
  }

  /// The animated layer.
  public var layerID: LayerID
  /// The key; adding another animation under the same key to the same layer replaces this one.
  public var key: String
  /// The animation.
  public var kind: Kind

  /// The time after which the animation no longer changes anything (ignoring fill).
  public var endTime: Double {
    switch kind {
    case .single(let a): a.endTime
    case .group(let g): g.timing.beginTime + g.timing.delay + g.timing.activeDuration
    }
  }
}
