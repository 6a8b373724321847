public import InteractionKitMotion

extension CalloutAnimation {
  /// The scale's motion over ``duration``, starting at time 0, or `nil` when this animation leaves
  /// the scale at 1 (fade, none).
  ///
  /// Its timing fills both ways (before 0 it holds the first value, after the end the last), like
  /// the reference's `fillMode = forwards` with the callout hidden until it starts. Multiply the
  /// layer's transform by this uniform scale about the anchor point (Core Animation's
  /// `transform.scale`).
  public var scaleAnimation: Animation<Double>? {
    scaleCurve({ (value: Double) in value }).map { Animation(curve: $0, timing: timing) }
  }

  /// The opacity's motion over ``duration``, starting at time 0, or `nil` when this animation leaves
  /// the opacity at 1 (classic bounce, stretch, none). Its timing fills both ways.
  public var opacityAnimation: Animation<Double>? {
    opacityCurve({ (value: Double) in value }).map { Animation(curve: $0, timing: timing) }
  }

  /// The shared timing: ``duration`` from time 0, filling both ways.
  var timing: AnimationTiming {
    AnimationTiming(duration: duration, fillMode: .both)
  }

  /// The scale curve for any interpolatable number type, in this phase.
  func scaleCurve<Value: Interpolatable>(_ convert: (Double) -> Value) -> AnimationCurve<Value>? {
    switch animation {
    case .bounce where style == .modern:
      return basic(from: Self.modernBounceStartScale, to: 1, Self.modernBounceTimingFunction, convert)
    case .bounce:
      let values = phase == .present ? Self.classicBounceScales : Self.classicBounceScales.reversed()
      let segments = Array(repeating: TimingFunction.easeInEaseOut, count: values.count - 1)
      do {
        let keyframes = try Keyframes(
          values: values.map(convert), keyTimes: Self.classicBounceKeyTimes, timingFunctions: segments)
        return .keyframes(keyframes)
      } catch {
        // The constants are valid keyframes, so this never runs; a plain ease stands in if it did.
        return basic(from: Self.classicBounceScales[0], to: 1, .easeInEaseOut, convert)
      }
    case .stretch:
      return basic(from: 0, to: 1, .linear, convert)
    case .fade, .none:
      return nil
    }
  }

  /// The opacity curve for any interpolatable number type, in this phase.
  func opacityCurve<Value: Interpolatable>(_ convert: (Double) -> Value) -> AnimationCurve<Value>? {
    switch animation {
    case .bounce where style == .modern: basic(from: 0, to: 1, .easeInEaseOut, convert)
    case .fade: basic(from: 0, to: 1, .linear, convert)
    case .bounce, .stretch, .none: nil
    }
  }

  /// A basic curve between the presented values, swapped when dismissing.
  private func basic<Value: Interpolatable>(
    from start: Double, to end: Double, _ timingFunction: TimingFunction, _ convert: (Double) -> Value
  ) -> AnimationCurve<Value> {
    phase == .present
      ? .basic(from: convert(start), to: convert(end), timingFunction: timingFunction)
      : .basic(from: convert(end), to: convert(start), timingFunction: timingFunction)
  }
}
