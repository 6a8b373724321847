import Foundation
import InteractionKitTestSupport
import InteractionKitMotion

/// Reference implementations written independently of the module, used as test oracles.
enum Reference {
  /// One coordinate of a cubic Bézier from 0 to 1 in Bernstein form.
  static func bezier(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
    let s = 1 - t
    return 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t
  }

  /// Progress of a timing curve by dense bisection on x(t) until the bracket is below 1e-12.
  static func progress(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double, at fraction: Double) -> Double {
    var low = 0.0
    var high = 1.0
    while high - low > 1e-12 {
      let middle = (low + high) / 2
      if bezier(c1x, c2x, middle) < fraction { low = middle } else { high = middle }
    }
    return bezier(c1y, c2y, (low + high) / 2)
  }

  /// Position and velocity of `m x'' + c x' + k (x - 1) = 0`, x(0) = 0, x'(0) = v0, by classic
  /// fourth-order Runge–Kutta with a fixed step.
  static func integrateSpring(
    mass m: Double, stiffness k: Double, damping c: Double, initialVelocity v0: Double,
    until end: Double, step: Double = 1e-4
  ) -> (position: Double, velocity: Double) {
    func acceleration(_ x: Double, _ v: Double) -> Double { (-c * v - k * (x - 1)) / m }
    var x = 0.0
    var v = v0
    var t = 0.0
    while t < end - 1e-15 {
      let h = Swift.min(step, end - t)
      let k1x = v
      let k1v = acceleration(x, v)
      let k2x = v + h / 2 * k1v
      let k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
      let k3x = v + h / 2 * k2v
      let k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
      let k4x = v + h * k3v
      let k4v = acceleration(x + h * k3x, v + h * k3v)
      x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
      v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
      t += h
    }
    return (x, v)
  }
}

/// A small deterministic generator (SplitMix64) for tests that build their own data.
typealias SeededGenerator = SplitMix64

extension SplitMix64 {
}
