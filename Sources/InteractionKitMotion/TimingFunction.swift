public import Foundation

/// A cubic Bézier curve that maps linear time to animation progress, like `CAMediaTimingFunction`.
///
/// The curve runs from (0, 0) to (1, 1) with two control points. The x axis is the fraction of the
/// animation's duration that has elapsed; the y axis is the progress of the animated value. The
/// named curves use Core Animation's exact control points:
///
/// | Name | Control points |
/// | --- | --- |
/// | ``linear`` | (0, 0), (1, 1) |
/// | ``easeIn`` | (0.42, 0), (1, 1) |
/// | ``easeOut`` | (0, 0), (0.58, 1) |
/// | ``easeInEaseOut`` | (0.42, 0), (0.58, 1) |
/// | ``default`` | (0.25, 0.1), (0.25, 1) |
///
/// ```swift
/// let curve = TimingFunction.easeInEaseOut
/// curve.progress(at: 0.5)   // 0.5
/// let overshoot = TimingFunction(controlPoints: 0.3, 1.6, 0.6, 1)
/// overshoot.progress(at: 0.6)   // > 1: y may leave 0...1
/// ```
///
/// Bad input never produces NaN: see ``init(controlPoints:_:_:_:)`` for the clamps.
public struct TimingFunction: Hashable, Sendable, Codable {
  private let c1x: Double
  private let c1y: Double
  private let c2x: Double
  private let c2y: Double

  /// Creates a timing function from the two control points of its cubic Bézier curve.
  ///
  /// The parameters match `CAMediaTimingFunction(controlPoints:_:_:_:)`: `c1x, c1y` is the first
  /// control point and `c2x, c2y` the second.
  ///
  /// Clamps (documented, never a crash):
  /// - A NaN or infinite component is replaced by the value ``linear`` has in that position
  ///   (0 for both coordinates of the first point, 1 for both coordinates of the second).
  /// - The x components are then clamped to 0...1, which keeps x monotonic so every time fraction
  ///   maps to exactly one progress value. The y components are not limited, so curves may
  ///   overshoot below 0 or above 1.
  public init(controlPoints c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
    func finite(_ value: Double, or fallback: Double) -> Double { value.isFinite ? value : fallback }
    self.c1x = Swift.min(1, Swift.max(0, finite(c1x, or: 0)))
    self.c1y = finite(c1y, or: 0)
    self.c2x = Swift.min(1, Swift.max(0, finite(c2x, or: 1)))
    self.c2y = finite(c2y, or: 1)
  }

  /// The first control point of the curve, after the initializer's clamps.
  public var controlPoint1: CGPoint { CGPoint(x: c1x, y: c1y) }

  /// The second control point of the curve, after the initializer's clamps.
  public var controlPoint2: CGPoint { CGPoint(x: c2x, y: c2y) }

  /// Constant pacing: progress equals elapsed time (Core Animation's `linear`).
  public static let linear = TimingFunction(controlPoints: 0, 0, 1, 1)

  /// Starts slowly and accelerates (Core Animation's `easeIn`, control points 0.42, 0, 1, 1).
  public static let easeIn = TimingFunction(controlPoints: 0.42, 0, 1, 1)

  /// Starts quickly and decelerates (Core Animation's `easeOut`, control points 0, 0, 0.58, 1).
  public static let easeOut = TimingFunction(controlPoints: 0, 0, 0.58, 1)

  /// Accelerates, then decelerates (Core Animation's `easeInEaseOut`, control points 0.42, 0, 0.58, 1).
  public static let easeInEaseOut = TimingFunction(controlPoints: 0.42, 0, 0.58, 1)

  /// The curve Core Animation uses for implicit animations (`default`, control points 0.25, 0.1, 0.25, 1).
  public static let `default` = TimingFunction(controlPoints: 0.25, 0.1, 0.25, 1)

  /// The progress of the animated value when `fraction` of the duration has elapsed.
  ///
  /// `fraction` is clamped to 0...1 (NaN counts as 0). The endpoints are exact: 0 returns 0 and 1
  /// returns 1. Otherwise the curve parameter `t` with `x(t) = fraction` is solved to within 1e-9
  /// (Newton's method, falling back to bisection) and `y(t)` is returned.
  ///
  /// ```swift
  /// TimingFunction.easeIn.progress(at: 0.5)   // ≈ 0.3154
  /// ```
  public func progress(at fraction: Double) -> Double {
    guard fraction > 0 else { return 0 }
    guard fraction < 1 else { return 1 }
    if c1x == c1y && c2x == c2y { return fraction }
    return y(at: parameter(forFraction: fraction))
  }

  /// The curve parameter `t` in 0...1 whose x coordinate equals `fraction` (to within 1e-9).
  ///
  /// `fraction` is clamped to 0...1 (NaN counts as 0); the endpoints return 0 and 1 exactly.
  /// Because the x components of the control points lie in 0...1, x is non-decreasing in `t`, so the
  /// answer is unique wherever x is strictly increasing.
  public func parameter(forFraction fraction: Double) -> Double {
    guard fraction > 0 else { return 0 }
    guard fraction < 1 else { return 1 }
    let tolerance = 1e-9

    // Newton's method from t = fraction converges in a few steps on typical curves.
    var t = fraction
    for _ in 0..<8 {
      let error = x(at: t) - fraction
      if abs(error) < tolerance { return t }
      let slope = dx(at: t)
      guard abs(slope) > 1e-6 else { break }
      let next = t - error / slope
      guard next >= 0, next <= 1 else { break }
      t = next
    }

    // Bisection always converges because x is monotonic on 0...1.
    var low = 0.0
    var high = 1.0
    t = fraction
    for _ in 0..<200 {
      let value = x(at: t)
      if abs(value - fraction) < tolerance { return t }
      if value < fraction { low = t } else { high = t }
      let middle = (low + high) / 2
      if middle <= low || middle >= high { break }
      t = middle
    }
    return t
  }

  /// The point of the Bézier curve at parameter `t` (clamped to 0...1; NaN counts as 0).
  ///
  /// Plotting `point(atParameter:)` for `t` in 0...1 draws the curve as a designer sees it in a
  /// curve editor; the x coordinate is time and the y coordinate progress.
  public func point(atParameter t: Double) -> CGPoint {
    let t = t.isNaN ? 0 : Swift.min(1, Swift.max(0, t))
    return CGPoint(x: x(at: t), y: y(at: t))
  }

  // MARK: Polynomial form

  /// x(t) in Horner form: ((ax·t + bx)·t + cx)·t.
  private func x(at t: Double) -> Double {
    let cx = 3 * c1x
    let bx = 3 * (c2x - c1x) - cx
    let ax = 1 - cx - bx
    return ((ax * t + bx) * t + cx) * t
  }

  /// y(t) in Horner form.
  private func y(at t: Double) -> Double {
    let cy = 3 * c1y
    let by = 3 * (c2y - c1y) - cy
    let ay = 1 - cy - by
    return ((ay * t + by) * t + cy) * t
  }

  /// dx/dt.
  private func dx(at t: Double) -> Double {
    let cx = 3 * c1x
    let bx = 3 * (c2x - c1x) - cx
    let ax = 1 - cx - bx
    return (3 * ax * t + 2 * bx) * t + cx
  }

  // MARK: Codable

  private enum CodingKeys: String, CodingKey {
    case c1x, c1y, c2x, c2y
  }

  /// Decodes the four control-point components and applies the initializer's clamps.
  ///
  /// - Throws: `DecodingError` when a component is missing or not a number.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      controlPoints: try container.decode(Double.self, forKey: .c1x),
      try container.decode(Double.self, forKey: .c1y),
      try container.decode(Double.self, forKey: .c2x),
      try container.decode(Double.self, forKey: .c2y))
  }
}
