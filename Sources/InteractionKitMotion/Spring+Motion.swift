import Foundation

extension Spring {
  /// The spring's progress from 0 toward 1 at `time` seconds after it starts.
  ///
  /// The spring starts at rest at 0 (or moving with `initialVelocity`) and is pulled toward 1;
  /// under-damped springs pass 1 and oscillate around it. The result is the closed-form solution of
  /// `mass · x″ + damping · x′ + stiffness · (x − 1) = 0` with `x(0) = 0`, `x′(0) = initialVelocity`.
  ///
  /// - Parameters:
  ///   - time: Seconds since the start. Negative and NaN times return 0 (the spring has not
  ///     started); `+infinity` returns 1.
  ///   - initialVelocity: The starting speed in progress units per second, positive toward the
  ///     target, as in `UISpringTimingParameters` (1 means "the whole distance per second").
  ///     NaN or infinite velocities count as 0.
  ///
  /// ```swift
  /// let spring = Spring(dampingRatio: 1, response: 0.5)
  /// spring.value(at: 0)     // 0
  /// spring.value(at: 2)     // ≈ 1
  /// ```
  public func value(at time: Double, initialVelocity: Double = 0) -> Double {
    guard time > 0 else { return 0 }
    guard time.isFinite else { return 1 }
    return 1 + SpringSolution(spring: self, initialVelocity: initialVelocity).displacement(at: time)
  }

  /// The spring's speed, in progress units per second, at `time` seconds after it starts.
  ///
  /// This is the derivative of ``value(at:initialVelocity:)``. Negative and NaN times return 0 (at
  /// rest before the start), time 0 returns the sanitized `initialVelocity`, `+infinity` returns 0.
  public func velocity(at time: Double, initialVelocity: Double = 0) -> Double {
    guard time >= 0 else { return 0 }
    guard time.isFinite else { return 0 }
    return SpringSolution(spring: self, initialVelocity: initialVelocity).velocity(at: time)
  }
}

/// The closed-form motion of a spring, as the displacement `u = x − 1` from the target.
///
/// Every regime is written as `u(t) = u₀·E_C(t) + K·E_S(t)` with `K = v₀ + a·u₀`, `a = ζω₀`, where
///
/// - under-damped (ζ < 1, ω_d = ω₀√(1 − ζ²)): `E_C = e^{−at} cos ω_d t`, `E_S = e^{−at} sin(ω_d t) / ω_d`;
/// - critically damped: `E_C = e^{−at}`, `E_S = t e^{−at}`;
/// - over-damped (β = ω₀√(ζ² − 1)): `E_C = e^{−at} cosh βt`, `E_S = e^{−at} sinh(βt) / β`,
///   evaluated as differences of decaying exponentials with `expm1` so nothing overflows or cancels.
///
/// The derivatives satisfy `E_C′ = −a·E_C + σ·E_S` and `E_S′ = −a·E_S + E_C`, with σ = −ω_d², 0 or β².
struct SpringSolution {
  enum Regime {
    case underdamped(dampedFrequency: Double)
    case critical
    case overdamped(beta: Double)
  }

  /// The initial displacement: the spring starts one whole distance short of the target.
  let u0: Double = -1
  /// The sanitized initial velocity.
  let v0: Double
  /// The decay rate a = damping / (2 · mass) = ζω₀.
  let decay: Double
  /// ω₀ = √(stiffness / mass).
  let naturalFrequency: Double
  let regime: Regime

  init(spring: Spring, initialVelocity: Double) {
    v0 = initialVelocity.isFinite ? initialVelocity : 0
    naturalFrequency = spring.naturalFrequency
    decay = spring.damping / (2 * spring.mass)
    let zeta = decay / naturalFrequency
    if zeta < 1 {
      let frequency = naturalFrequency * ((1 - zeta) * (1 + zeta)).squareRoot()
      regime = frequency > 0 ? .underdamped(dampedFrequency: frequency) : .critical
    } else if zeta > 1 {
      let beta = naturalFrequency * ((zeta - 1) * (zeta + 1)).squareRoot()
      regime = beta > 0 ? .overdamped(beta: beta) : .critical
    } else {
      regime = .critical
    }
  }

  /// K = v₀ + a·u₀, the coefficient of E_S.
  var k: Double { v0 + decay * u0 }

  /// σ, with E_C′ = −a·E_C + σ·E_S.
  var sigma: Double {
    switch regime {
    case .underdamped(let frequency): -frequency * frequency
    case .critical: 0
    case .overdamped(let beta): beta * beta
    }
  }

  /// The slow decay rate: how fast the envelope of |u| shrinks in the long run.
  var slowestDecay: Double {
    switch regime {
    case .underdamped, .critical: decay
    case .overdamped(let beta): naturalFrequency * naturalFrequency / (decay + beta)
    }
  }

  /// (E_C(t), E_S(t)) for t ≥ 0.
  func basis(at t: Double) -> (c: Double, s: Double) {
    switch regime {
    case .underdamped(let frequency):
      let envelope = exp(-decay * t)
      return (envelope * cos(frequency * t), envelope * sin(frequency * t) / frequency)
    case .critical:
      let envelope = exp(-decay * t)
      return (envelope, t * envelope)
    case .overdamped(let beta):
      let slow = exp(-slowestDecay * t)  // e^{(β − a)t}
      let fast = exp(-(decay + beta) * t)  // e^{−(a + β)t}
      return ((slow + fast) / 2, slow * -expm1(-2 * beta * t) / (2 * beta))
    }
  }

  /// u(t) = x(t) − 1.
  func displacement(at t: Double) -> Double {
    let (c, s) = basis(at: t)
    return u0 * c + k * s
  }

  /// u′(t) = x′(t).
  func velocity(at t: Double) -> Double {
    let (c, s) = basis(at: t)
    return -decay * (u0 * c + k * s) + u0 * sigma * s + k * c
  }
}
