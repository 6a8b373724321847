public import Foundation

/// Finiteness checks, distances and interpolation for points.
extension CGPoint {
  /// Whether both coordinates are finite numbers (neither NaN nor infinite).
  public var isFinitePoint: Bool { x.isFinite && y.isFinite }

  /// The Euclidean distance to another point.
  public func distance(to other: CGPoint) -> CGFloat {
    let dx = other.x - x
    let dy = other.y - y
    return (dx * dx + dy * dy).squareRoot()
  }

  /// The point offset by a vector.
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> CGPoint { CGPoint(x: x + dx, y: y + dy) }

  /// The point linearly interpolated toward `other` by `fraction` (0 gives `self`, 1 gives `other`).
  public func interpolated(to other: CGPoint, fraction: CGFloat) -> CGPoint {
    CGPoint(x: x + (other.x - x) * fraction, y: y + (other.y - y) * fraction)
  }
}

/// Finiteness checks and the documented size clamp.
extension CGSize {
  /// Whether both dimensions are finite numbers.
  public var isFiniteSize: Bool { width.isFinite && height.isFinite }

  /// The size with negative or non-finite dimensions clamped to zero, and dimensions beyond
  /// ``GeometryLimits/maximumCoordinate`` clamped to it.
  ///
  /// This is the documented clamp the engine applies to sizes supplied by users.
  public var clampedToValid: CGSize {
    func f(_ v: CGFloat) -> CGFloat { v.isFinite ? Swift.min(Swift.max(0, v), GeometryLimits.maximumCoordinate) : 0 }
    return CGSize(width: f(width), height: f(height))
  }
}

/// Sanitizing, clamping, interpolation and pixel alignment for rects.
extension CGRect {
  /// Whether origin and size are all finite numbers (false for `CGRect.null` and `CGRect.infinite`).
  public var isFiniteRect: Bool { !isInfinite && origin.isFinitePoint && size.isFiniteSize }

  /// The centre of the rect.
  public var center: CGPoint { CGPoint(x: midX, y: midY) }

  /// Creates a rect of the given size centred on a point.
  public init(center: CGPoint, size: CGSize) {
    self.init(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
  }

  /// The rect made safe for geometry: standardized, with non-finite values replaced by zero, then
  /// clamped to the coordinate limits (``clampedToCoordinateLimits``: each edge within
  /// ±``GeometryLimits/maximumCoordinate``).
  ///
  /// The engine applies this clamp wherever user geometry enters (layer bounds, container sizes), so
  /// NaN, infinite or huge input never reaches a layout computation. `CGRect.null` becomes
  /// `CGRect.zero`. A finite rect within the limits only comes back standardized.
  public var sanitized: CGRect {
    if isNull { return .zero }
    let r = standardized
    func f(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
    return CGRect(x: f(r.minX), y: f(r.minY), width: f(r.width), height: f(r.height)).clampedToCoordinateLimits
  }

  /// The point of the rect nearest to `point` (the point itself when it lies inside).
  public func clampedPoint(_ point: CGPoint) -> CGPoint {
    let r = standardized
    return CGPoint(x: Swift.min(Swift.max(point.x, r.minX), r.maxX), y: Swift.min(Swift.max(point.y, r.minY), r.maxY))
  }

  /// The rect linearly interpolated toward `other` (origin and size independently).
  public func interpolated(to other: CGRect, fraction: CGFloat) -> CGRect {
    CGRect(
      x: minX + (other.minX - minX) * fraction,
      y: minY + (other.minY - minY) * fraction,
      width: width + (other.width - width) * fraction,
      height: height + (other.height - height) * fraction
    )
  }

  /// The rect with its edges snapped outward to the pixel grid of `scale` (pixels per point).
  ///
  /// A non-positive or non-finite scale is treated as 1.
  public func pixelAligned(scale: CGFloat) -> CGRect {
    let s = (scale.isFinite && scale > 0) ? scale : 1
    let r = standardized
    let minX = (r.minX * s).rounded(.down) / s
    let minY = (r.minY * s).rounded(.down) / s
    let maxX = (r.maxX * s).rounded(.up) / s
    let maxY = (r.maxY * s).rounded(.up) / s
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The smallest rect containing every rect in `rects`, or `CGRect.null` when there are none.
  public static func union(of rects: some Sequence<CGRect>) -> CGRect {
    rects.reduce(CGRect.null) { $0.union($1) }
  }
}

/// Pixel alignment of a single coordinate.
extension CGFloat {
  /// The value rounded to the nearest multiple of `1 / scale` (a non-positive scale counts as 1).
  public func pixelRounded(scale: CGFloat) -> CGFloat {
    let s = (scale.isFinite && scale > 0) ? scale : 1
    return (self * s).rounded() / s
  }
}
