import Foundation

extension Spring {
  /// The first time after which the spring stays within `epsilon` of its target forever, in
  /// seconds, like `CASpringAnimation.settlingDuration`.
  ///
  /// The result `T` satisfies `|value(at: t) − 1| < epsilon` for every `t > T`, and the bound is
  /// exceeded just before `T` (unless `T` is 0). It is exact rather than a sampled estimate: the
  /// displacement is monotonic between its extrema, the extrema of an under-damped spring lie on the
  /// envelope `R·(ω_d/ω₀)·e^{−ζω₀t}` spaced π/ω_d apart, and a critically or over-damped spring has at
  /// most one extremum, so the last crossing of `epsilon` is bracketed and then found by bisection
  /// (to about 1e-12 s).
  ///
  /// - Parameters:
  ///   - initialVelocity: As in ``value(at:initialVelocity:)``.
  ///   - epsilon: The tolerance, in progress units; the default 0.001 is a thousandth of the
  ///     distance. NaN, zero or negative tolerances use the default.
  /// - Returns: A duration in 0...``maximumSettlingDuration`` (60 s); springs that take longer
  ///   report the cap.
  ///
  /// ```swift
  /// let spring = Spring(dampingRatio: 0.8, response: 0.5)
  /// let duration = spring.settlingDuration()   // ≈ 0.67 s
  /// ```
  public func settlingDuration(initialVelocity: Double = 0, epsilon: Double = 0.001) -> Double {
    let tolerance = (epsilon.isNaN || epsilon <= 0) ? 0.001 : epsilon
    let solution = SpringSolution(spring: self, initialVelocity: initialVelocity)
    let cap = Self.maximumSettlingDuration
    func exceeds(_ t: Double) -> Bool { abs(solution.displacement(at: t)) >= tolerance }

    // Find a monotonic piece [start, end] of u whose start exceeds the tolerance and after which
    // no extremum does; the last crossing lies inside it.
    let start: Double
    var end: Double?
    switch solution.regime {
    case .underdamped(let frequency):
      guard let (lastExceeding, next) = solution.lastUnderdampedPiece(
        exceeding: tolerance, dampedFrequency: frequency, cap: cap)
      else { return 0 }
      if lastExceeding >= cap { return cap }
      start = lastExceeding
      end = next
    case .critical, .overdamped:
      if let extremum = solution.singleExtremum(), exceeds(extremum) {
        start = extremum
        end = nil
      } else if exceeds(0) {
        start = 0
        end = solution.singleExtremum()
      } else {
        return 0
      }
    }

    // With no following extremum, |u| decreases monotonically: grow a step until the tolerance holds.
    var high: Double
    if let end {
      high = end
    } else {
      var step = Swift.max(1e-3, 0.1 / solution.naturalFrequency)
      high = start + step
      while exceeds(high) {
        if high >= cap { return cap }
        step *= 2
        high = Swift.min(cap, start + step)
      }
    }
    if start >= cap { return cap }

    var low = start
    for _ in 0..<200 {
      let middle = (low + high) / 2
      if middle <= low || middle >= high || high - low < 1e-12 { break }
      if exceeds(middle) { low = middle } else { high = middle }
    }
    return Swift.min(cap, high)
  }
}

extension SpringSolution {
  /// For an under-damped spring: the last critical point of u (an extremum, or the start t = 0)
  /// whose magnitude reaches `tolerance`, and the extremum after it; nil when none does.
  ///
  /// Extrema satisfy u′ = 0, i.e. `P cos θ + Q sin θ = 0` with θ = ω_d t, `P = K − a·u₀` and
  /// `Q = −(a·K + u₀·ω_d²) / ω_d`; they repeat every π/ω_d and their magnitudes decay as
  /// `R·(ω_d/ω₀)·e^{−at}`, with `R = √(u₀² + (K/ω_d)²)`.
  func lastUnderdampedPiece(
    exceeding tolerance: Double, dampedFrequency frequency: Double, cap: Double
  ) -> (Double, Double)? {
    var phase = atan2((k - decay * u0) * frequency, decay * k + u0 * frequency * frequency)
    if phase < 0 { phase += .pi }
    if phase >= .pi { phase -= .pi }
    let period = Double.pi / frequency
    let first = phase / frequency
    func extremum(_ index: Double) -> Double { first + index * period }
    func exceeds(_ index: Double) -> Bool {
      index >= 0 && abs(displacement(at: extremum(index))) >= tolerance
    }

    let amplitude = (u0 * u0 + (k / frequency) * (k / frequency)).squareRoot()
    let peakScale = amplitude * frequency / naturalFrequency
    // With no extremum reaching the tolerance, the piece from the start to the first extremum does.
    let startPiece: (Double, Double)? = abs(u0) >= tolerance ? (0, extremum(0)) : nil
    guard peakScale >= tolerance else { return exceeds(0) ? (extremum(0), extremum(1)) : startPiece }
    // Latest time an extremum can still reach the tolerance, from the envelope.
    let latest = log(peakScale / tolerance) / decay
    if latest > cap + period { return (cap, cap) }
    var index = Swift.max(-1, ((latest - first) / period).rounded(.down))
    // Correct for rounding in the envelope estimate with the actual displacement.
    while index >= 0 && !exceeds(index) { index -= 1 }
    while exceeds(index + 1) { index += 1 }
    guard index >= 0 else { return startPiece }
    return (extremum(index), extremum(index + 1))
  }

  /// For a critically or over-damped spring: the one time t > 0 where u′ = 0, or nil.
  func singleExtremum() -> Double? {
    let time: Double
    switch regime {
    case .underdamped:
      return nil
    case .critical:
      // u = (u₀ + K t)e^{−at}; u′ = 0 at t = (K − a·u₀) / (a·K).
      guard k != 0 else { return nil }
      time = (k - decay * u0) / (decay * k)
    case .overdamped(let beta):
      if beta < 1e-7 * naturalFrequency {
        guard k != 0 else { return nil }
        time = (k - decay * u0) / (decay * k)
      } else {
        // u = P₁e^{r₁t} + P₂e^{r₂t}; u′ = 0 where e^{(r₁ − r₂)t} = −P₂r₂ / (P₁r₁), r₁ − r₂ = 2β.
        let r1 = -slowestDecay
        let r2 = -(decay + beta)
        let ratio = -(r1 * u0 - v0) * r2 / ((v0 - r2 * u0) * r1)
        guard ratio > 0, ratio.isFinite else { return nil }
        time = log(ratio) / (2 * beta)
      }
    }
    return time > 0 && time.isFinite ? time : nil
  }
}
