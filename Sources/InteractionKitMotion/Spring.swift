import Foundation

/// A damped harmonic oscillator that drives an animation from 0 to 1, like `CASpringAnimation`,
/// `UISpringTimingParameters` and SwiftUI's `Spring`.
///
/// A spring is described either physically, by ``mass``, ``stiffness`` and ``damping`` (the
/// `CASpringAnimation` properties), or perceptually, by ``dampingRatio`` and ``response`` (UIKit's
/// `dampingRatio` and SwiftUI's `.spring(response:dampingFraction:)`). Both forms describe the
/// same motion:
///
/// - `stiffness = (2π / response)² · mass`
/// - `damping = 4π · dampingRatio · mass / response`
///
/// A damping ratio below 1 overshoots and oscillates (under-damped), exactly 1 approaches the target
/// as fast as possible without overshooting (critically damped), and above 1 creeps toward it
/// (over-damped). ``value(at:initialVelocity:)`` evaluates the closed-form solution of each case.
///
/// ```swift
/// let bouncy = Spring(dampingRatio: 0.6, response: 0.4)
/// let progress = bouncy.value(at: 0.25)         // overshoots past 1 around here
/// let duration = bouncy.settlingDuration()      // when it stays within 0.001 of 1
/// let physical = Spring(mass: 1, stiffness: 300, damping: 20)
/// ```
public struct Spring: Hashable, Sendable, Codable {
  /// The moving mass (`CASpringAnimation.mass`), within ``parameterRange``.
  public let mass: Double

  /// The spring constant (`CASpringAnimation.stiffness`), within ``parameterRange``.
  public let stiffness: Double

  /// The friction coefficient (`CASpringAnimation.damping`), within ``parameterRange``.
  public let damping: Double

  /// The range that ``mass``, ``stiffness`` and ``damping`` are clamped to: 0.001...1,000,000.
  ///
  /// Zero or negative values would make the motion undefined or never settle, and huge values
  /// overflow the closed-form solution, so the initializers clamp into this range.
  public static let parameterRange: ClosedRange<Double> = 0.001...1_000_000

  /// The range that ``init(dampingRatio:response:)`` clamps `response` to: 0.01...100 seconds.
  public static let responseRange: ClosedRange<Double> = 0.01...100

  /// The range that ``init(dampingRatio:response:)`` clamps `dampingRatio` to: 0...100.
  ///
  /// A ratio of 0 still yields the minimum damping of ``parameterRange``, so every spring settles
  /// eventually (possibly after the 60-second cap of ``settlingDuration(initialVelocity:epsilon:)``).
  public static let dampingRatioRange: ClosedRange<Double> = 0...100

  /// Creates a spring from its physical parameters, as `CASpringAnimation` describes them.
  ///
  /// Every parameter is clamped to ``parameterRange``; NaN, zero and negative values become the
  /// minimum 0.001 and infinity becomes the maximum.
  ///
  /// - Parameters:
  ///   - mass: The moving mass; the default is 1, as in Core Animation.
  ///   - stiffness: The spring constant; larger is faster.
  ///   - damping: The friction; larger loses energy faster.
  public init(mass: Double = 1, stiffness: Double, damping: Double) {
    self.mass = Self.clamp(mass, to: Self.parameterRange)
    self.stiffness = Self.clamp(stiffness, to: Self.parameterRange)
    self.damping = Self.clamp(damping, to: Self.parameterRange)
  }

  /// Creates a spring from its damping ratio and response, as UIKit and SwiftUI describe them.
  ///
  /// The spring has mass 1, stiffness `(2π / response)²` and damping `4π · dampingRatio / response`.
  /// `response` is clamped to ``responseRange`` and `dampingRatio` to ``dampingRatioRange``; NaN
  /// becomes the lower bound of each range.
  ///
  /// - Parameters:
  ///   - dampingRatio: 1 for no overshoot, less than 1 to bounce, more than 1 to creep.
  ///   - response: The period, in seconds, the spring would oscillate with if undamped.
  public init(dampingRatio: Double, response: Double) {
    let ratio = Self.clamp(dampingRatio, to: Self.dampingRatioRange)
    let period = Self.clamp(response, to: Self.responseRange)
    let angularFrequency = 2 * Double.pi / period
    self.init(mass: 1, stiffness: angularFrequency * angularFrequency, damping: 4 * Double.pi * ratio / period)
  }

  /// How damped the spring is relative to critical damping: `damping / (2 √(stiffness · mass))`.
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// The undamped period in seconds: `2π √(mass / stiffness)`.
  public var response: Double { 2 * Double.pi * (mass / stiffness).squareRoot() }

  /// The undamped angular frequency ω₀ = √(stiffness / mass), in radians per second.
  public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

  /// The longest duration ``settlingDuration(initialVelocity:epsilon:)`` reports: 60 seconds.
  public static let maximumSettlingDuration: Double = 60

  private static func clamp(_ value: Double, to range: ClosedRange<Double>) -> Double {
    value.isNaN ? range.lowerBound : Swift.min(range.upperBound, Swift.max(range.lowerBound, value))
  }

  // MARK: Codable

  private enum CodingKeys: String, CodingKey {
    case mass, stiffness, damping
  }

  /// Decodes the physical parameters and applies the initializer's clamps.
  ///
  /// - Throws: `DecodingError` when a parameter is missing or not a number.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      mass: try container.decode(Double.self, forKey: .mass),
      stiffness: try container.decode(Double.self, forKey: .stiffness),
      damping: try container.decode(Double.self, forKey: .damping))
  }
}
