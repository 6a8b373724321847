/// What an animation shows outside its active duration, like Core Animation's `fillMode`.
///
/// ```swift
/// var timing = AnimationTiming(beginTime: 1, duration: 0.3)
/// timing.fillMode = .forwards   // keep showing the final value after 1.3 s
/// ```
public enum FillMode: String, Hashable, Sendable, Codable, CaseIterable {
  /// The animation has no effect before it starts or after it ends (`kCAFillModeRemoved`).
  case removed
  /// After the animation ends, its final value stays (`kCAFillModeForwards`).
  case forwards
  /// Before the animation starts, its initial value shows (`kCAFillModeBackwards`).
  case backwards
  /// Both ``forwards`` and ``backwards`` (`kCAFillModeBoth`).
  case both

  /// Whether the final value shows after the active duration.
  public var fillsForwards: Bool { self == .forwards || self == .both }

  /// Whether the initial value shows before the animation starts.
  public var fillsBackwards: Bool { self == .backwards || self == .both }
}
