import Foundation
import InteractionKitGeometry

/// The last few pointer samples, and the flick they describe.
///
/// Keeps the three latest samples with strictly increasing times that are no older than the
/// velocity window. A sample at the same time as the previous one (including a time that went
/// backwards and was clamped) replaces it.
struct PointerVelocityEstimator: Hashable, Sendable {
  struct Sample: Hashable, Sendable {
    var location: CGPoint
    var time: TimeInterval
  }

  /// A fast movement that is slowing down, and where it would come to rest.
  struct Flick: Hashable, Sendable {
    /// The speed at the latest sample, in points per second.
    var speed: CGFloat
    /// The exponential decay rate per second used for the projection.
    var decayRate: Double
    /// Where the pointer would stop: the latest sample plus `speed / decayRate` along the motion.
    var projectedLocation: CGPoint
  }

  private(set) var samples: [Sample] = []

  /// Records a sample and drops those older than `window` before it.
  mutating func add(_ location: CGPoint, time: TimeInterval, window: TimeInterval) {
    if let last = samples.last, time <= last.time {
      samples[samples.count - 1].location = location
    } else {
      samples.append(Sample(location: location, time: time))
    }
    if samples.count > 3 { samples.removeFirst(samples.count - 3) }
    prune(now: time, window: window)
  }

  /// Drops samples older than `window` before `now`.
  mutating func prune(now: TimeInterval, window: TimeInterval) {
    samples.removeAll { now - $0.time > window }
  }

  /// Forgets every sample (a press or a release is not part of a flick).
  mutating func reset() { samples.removeAll() }

  /// The flick the samples describe, or `nil`.
  ///
  /// The two latest segments give two average velocities. It is a flick when the faster reaches
  /// `flickSpeed`, both point the same way (positive dot product) and the latest is slower. The
  /// motion is modelled as exponential decay: the rate is `ln(v₁ / v₂)` over the time between the
  /// segments' midpoints (at least `minimumDecayRate`), the speed at the latest sample is the
  /// latest segment's average corrected for the decay within it (`v₂ · k·Δt / (e^{k·Δt} − 1)`),
  /// and the pointer would travel `speed / k` further (at most `maximumProjection`). For samples
  /// at equal intervals along an exponential decay the projection is exact.
  func flick(flickSpeed: CGFloat, minimumDecayRate: Double, maximumProjection: CGFloat) -> Flick? {
    guard samples.count == 3 else { return nil }
    let a = samples[0], b = samples[1], c = samples[2]
    let dt1 = b.time - a.time, dt2 = c.time - b.time
    guard dt1 > 0, dt2 > 0 else { return nil }
    let v1 = CGPoint(x: (b.location.x - a.location.x) / dt1, y: (b.location.y - a.location.y) / dt1)
    let v2 = CGPoint(x: (c.location.x - b.location.x) / dt2, y: (c.location.y - b.location.y) / dt2)
    let s1 = hypot(v1.x, v1.y), s2 = hypot(v2.x, v2.y)
    guard s1.isFinite, s2.isFinite, max(s1, s2) >= flickSpeed, s2 > 0, s2 < s1,
      v1.x * v2.x + v1.y * v2.y > 0
    else { return nil }
    let measured = log(Double(s1 / s2)) / ((dt1 + dt2) / 2)
    let k = max(measured, minimumDecayRate)
    let kdt = k * dt2
    let speed = Double(s2) * kdt / expm1(kdt)
    let distance = min(CGFloat(speed / k), maximumProjection)
    let projected = CGPoint(x: c.location.x + v2.x / s2 * distance, y: c.location.y + v2.y / s2 * distance)
    return Flick(speed: CGFloat(speed), decayRate: k, projectedLocation: projected)
  }
}
