public import Foundation
public import InteractionKitGeometry

/// A value that an animation can blend between two instances of, like the properties
/// Core Animation knows how to animate.
///
/// `interpolated(to:fraction:)` returns `self` at fraction 0 and `other` at fraction 1. Fractions
/// outside 0...1 happen when a timing function or spring overshoots; numeric types, points, sizes,
/// rects and transforms extrapolate along the same line, while `Color`
/// keeps every component inside 0...1 (its initializer clamps), so a colour never overshoots past
/// black, white or full opacity.
///
/// ```swift
/// let a = CGPoint(x: 0, y: 0)
/// let b = CGPoint(x: 100, y: 50)
/// a.interpolated(to: b, fraction: 0.5)   // (50, 25)
/// 2.0.interpolated(to: 4.0, fraction: 1.5)   // 5.0 (overshoot)
/// ```
///
/// Conform your own types by blending each stored component; keep the result `Sendable`.
public protocol Interpolatable: Sendable, Equatable {
  /// The value a `fraction` of the way from `self` to `other`.
  ///
  /// - Parameters:
  ///   - other: The value reached at fraction 1.
  ///   - fraction: 0 gives `self`, 1 gives `other`; values outside 0...1 extrapolate or clamp as
  ///     the conforming type documents.
  func interpolated(to other: Self, fraction: Double) -> Self
}

/// Numbers interpolate linearly and extrapolate past 0 and 1.
extension Double: Interpolatable {
  /// The number linearly interpolated (or extrapolated) toward `other`: `self + (other − self) · fraction`.
  public func interpolated(to other: Double, fraction: Double) -> Double {
    self + (other - self) * fraction
  }
}

/// Core Graphics floats interpolate linearly and extrapolate past 0 and 1.
extension CGFloat: Interpolatable {
  /// The number linearly interpolated (or extrapolated) toward `other`: `self + (other − self) · fraction`.
  public func interpolated(to other: CGFloat, fraction: Double) -> CGFloat {
    self + (other - self) * CGFloat(fraction)
  }
}

/// Points interpolate coordinate by coordinate.
extension CGPoint: Interpolatable {
  /// The point linearly interpolated (or extrapolated) toward `other`, each coordinate independently.
  public func interpolated(to other: CGPoint, fraction: Double) -> CGPoint {
    interpolated(to: other, fraction: CGFloat(fraction))
  }
}

/// Sizes interpolate dimension by dimension.
extension CGSize: Interpolatable {
  /// The size linearly interpolated (or extrapolated) toward `other`, width and height independently.
  ///
  /// Extrapolation may produce a negative dimension; layout code clamps sizes where they are used.
  public func interpolated(to other: CGSize, fraction: Double) -> CGSize {
    let f = CGFloat(fraction)
    return CGSize(width: width + (other.width - width) * f, height: height + (other.height - height) * f)
  }
}

/// Rects interpolate origin and size independently.
extension CGRect: Interpolatable {
  /// The rect linearly interpolated (or extrapolated) toward `other`, origin and size independently.
  public func interpolated(to other: CGRect, fraction: Double) -> CGRect {
    interpolated(to: other, fraction: CGFloat(fraction))
  }
}

/// Affine transforms interpolate entry by entry.
extension CGAffineTransform: Interpolatable {
  /// The transform interpolated (or extrapolated) entry by entry toward `other`.
  public func interpolated(to other: CGAffineTransform, fraction: Double) -> CGAffineTransform {
    interpolated(to: other, fraction: CGFloat(fraction))
  }
}

/// Colours interpolate in premultiplied space with `Color.interpolated(to:fraction:)`; every
/// component of the result is clamped to 0...1, so overshooting fractions saturate instead of
/// extrapolating, and a NaN fraction yields `Color.clear`.
extension Color: Interpolatable {}
