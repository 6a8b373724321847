import Foundation

/// Snapping to the device's pixel grid at a scale (pixels per point).
///
/// The rounding directions absorb floating-point noise of up to 1e-9 pixel, so a value that is on
/// the grid up to rounding error stays where it is.
struct PixelGrid: Hashable, Sendable {
  /// Pixels per point: finite and positive.
  let scale: CGFloat

  /// A grid for `scale`; a non-finite or non-positive scale counts as 1, and a scale is clamped to
  /// `minimumScale…maximumScale`, so that coordinates within `GeometryLimits` stay finite on the grid.
  init(scale: CGFloat) {
    self.scale = scale.isFinite && scale > 0 ? Swift.min(Swift.max(scale, Self.minimumScale), Self.maximumScale) : 1
  }

  /// The smallest scale a grid takes: 1/1000 pixel per point.
  static let minimumScale: CGFloat = 1e-3

  /// The largest scale a grid takes: 1000 pixels per point.
  static let maximumScale: CGFloat = 1e3

  /// The nearest grid value (ties away from zero, like `roundf` at scale 1).
  func round(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }

  /// The largest grid value not above `value`.
  func floor(_ value: CGFloat) -> CGFloat { (value * scale + 1e-9).rounded(.down) / scale }

  /// The smallest grid value not below `value`.
  func ceil(_ value: CGFloat) -> CGFloat { (value * scale - 1e-9).rounded(.up) / scale }

  /// The largest grid-aligned rect inside `rect`; a rect too small for one pixel becomes an empty
  /// rect at its rounded centre.
  func inward(_ rect: CGRect) -> CGRect {
    var minX = ceil(rect.minX)
    var maxX = floor(rect.maxX)
    var minY = ceil(rect.minY)
    var maxY = floor(rect.maxY)
    if maxX < minX {
      minX = round(rect.midX)
      maxX = minX
    }
    if maxY < minY {
      minY = round(rect.midY)
      maxY = minY
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// `rect` with each edge moved to the nearest grid value.
  func nearest(_ rect: CGRect) -> CGRect {
    let minX = round(rect.minX)
    let minY = round(rect.minY)
    return CGRect(
      x: minX, y: minY, width: Swift.max(0, round(rect.maxX) - minX), height: Swift.max(0, round(rect.maxY) - minY))
  }
}
