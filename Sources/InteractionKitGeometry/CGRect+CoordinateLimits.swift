public import Foundation

/// The engine-wide coordinate bound (``GeometryLimits/maximumCoordinate``) for a single value.
extension CGFloat {
  /// Whether the value is finite with a magnitude of at most ``GeometryLimits/maximumCoordinate``.
  public var isWithinCoordinateLimits: Bool { GeometryLimits.contains(self) }

  /// The value clamped to ±``GeometryLimits/maximumCoordinate``; NaN becomes 0.
  public var clampedToCoordinateLimits: CGFloat { GeometryLimits.clamp(self) }
}

/// The engine-wide coordinate bound for points.
extension CGPoint {
  /// Whether both coordinates are within ±``GeometryLimits/maximumCoordinate`` (false for NaN).
  public var isWithinCoordinateLimits: Bool { x.isWithinCoordinateLimits && y.isWithinCoordinateLimits }

  /// The point with each coordinate clamped to ±``GeometryLimits/maximumCoordinate``; NaN becomes 0.
  public var clampedToCoordinateLimits: CGPoint {
    isWithinCoordinateLimits ? self : CGPoint(x: x.clampedToCoordinateLimits, y: y.clampedToCoordinateLimits)
  }
}

/// The engine-wide coordinate bound for sizes.
extension CGSize {
  /// Whether both dimensions are within ±``GeometryLimits/maximumCoordinate`` (false for NaN).
  public var isWithinCoordinateLimits: Bool { width.isWithinCoordinateLimits && height.isWithinCoordinateLimits }

  /// The size with each dimension clamped to ±``GeometryLimits/maximumCoordinate``; NaN becomes 0.
  public var clampedToCoordinateLimits: CGSize {
    isWithinCoordinateLimits
      ? self : CGSize(width: width.clampedToCoordinateLimits, height: height.clampedToCoordinateLimits)
  }
}

/// The engine-wide coordinate bound for rects.
extension CGRect {
  /// Whether the rect is finite (not null, not infinite) and all four edges are within
  /// ±``GeometryLimits/maximumCoordinate``.
  public var isWithinCoordinateLimits: Bool {
    guard !isNull, !isInfinite else { return false }
    return origin.x.isWithinCoordinateLimits && origin.y.isWithinCoordinateLimits
      && (origin.x + size.width).isWithinCoordinateLimits && (origin.y + size.height).isWithinCoordinateLimits
  }

  /// The rect standardized with each edge clamped to ±``GeometryLimits/maximumCoordinate``.
  ///
  /// A rect within the limits comes back standardized and otherwise unchanged. Otherwise NaN and
  /// infinite origin coordinates and sizes count as 0 and the two edges of each axis are clamped
  /// separately, so a rect reaching past the bound keeps its part inside it (possibly an empty rect
  /// on the bound). `CGRect.null` becomes `CGRect.zero`.
  public var clampedToCoordinateLimits: CGRect {
    if isNull { return .zero }
    if isWithinCoordinateLimits { return standardized }
    func f(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
    func edges(_ origin: CGFloat, _ length: CGFloat) -> (CGFloat, CGFloat) {
      let a = GeometryLimits.clamp(f(origin))
      let b = GeometryLimits.clamp(f(origin) + f(length))
      return (Swift.min(a, b), Swift.max(a, b))
    }
    let (minX, maxX) = edges(origin.x, size.width)
    let (minY, maxY) = edges(origin.y, size.height)
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}

/// The engine-wide coordinate bound for transforms.
extension CGAffineTransform {
  /// Whether every component is within ±``GeometryLimits/maximumCoordinate`` (false for NaN).
  public var isWithinCoordinateLimits: Bool {
    [a, b, c, d, tx, ty].allSatisfy(\.isWithinCoordinateLimits)
  }

  /// The transform with every component clamped to ±``GeometryLimits/maximumCoordinate``; NaN
  /// becomes 0. Applied to a point within the limits, the result is finite.
  public var clampedToCoordinateLimits: CGAffineTransform {
    if isWithinCoordinateLimits { return self }
    return CGAffineTransform(
      a: a.clampedToCoordinateLimits, b: b.clampedToCoordinateLimits, c: c.clampedToCoordinateLimits,
      d: d.clampedToCoordinateLimits, tx: tx.clampedToCoordinateLimits, ty: ty.clampedToCoordinateLimits)
  }
}

/// The engine-wide coordinate bound for insets.
extension EdgeInsets {
  /// Whether every inset is within ±``GeometryLimits/maximumCoordinate`` (false for NaN).
  public var isWithinCoordinateLimits: Bool {
    [top, left, bottom, right].allSatisfy(\.isWithinCoordinateLimits)
  }

  /// The insets with each edge clamped to ±``GeometryLimits/maximumCoordinate``; NaN becomes 0.
  public var clampedToCoordinateLimits: EdgeInsets {
    EdgeInsets(
      top: top.clampedToCoordinateLimits, left: left.clampedToCoordinateLimits,
      bottom: bottom.clampedToCoordinateLimits, right: right.clampedToCoordinateLimits)
  }
}

extension CGRect {
  /// The rects that layout can use, standardized: null rects, rects with NaN or infinite values and
  /// rects beyond ``GeometryLimits/maximumCoordinate`` are dropped (the line rects of a text range,
  /// for example, where one bad piece must not poison the union of the others).
  public static func usable(_ rects: [CGRect]) -> [CGRect] {
    rects.compactMap { rect in
      guard !rect.isNull, rect.isFiniteRect else { return nil }
      let standardized = rect.standardized
      return standardized.isWithinCoordinateLimits ? standardized : nil
    }
  }
}
