import CInteractionKitPango
import Foundation

/// Conversions between points (CGFloat) and Pango units (1/1024 of a point at 72 dpi).
enum PangoUnits {
  /// Pango units per point.
  static let scale = CGFloat(PANGO_SCALE)

  /// The largest magnitude, in points, handed to Pango: far beyond any real layout, well inside Int32.
  static let maximumPoints: CGFloat = 1_000_000

  /// A length in points as Pango units, clamped to ±``maximumPoints``; NaN becomes 0.
  static func units(_ points: CGFloat) -> Int32 {
    guard !points.isNaN else { return 0 }
    let clamped = Swift.min(Swift.max(points, -maximumPoints), maximumPoints)
    return Int32((clamped * scale).rounded())
  }

  /// Pango units as points.
  static func points(_ units: Int32) -> CGFloat { CGFloat(units) / scale }

  /// A Pango rectangle as a CGRect in points.
  static func rect(_ r: PangoRectangle) -> CGRect {
    CGRect(x: points(r.x), y: points(r.y), width: points(r.width), height: points(r.height))
  }

  /// A colour component in 0…1 as Pango's 16-bit value.
  static func colorComponent(_ value: Double) -> UInt16 {
    guard value.isFinite else { return 0 }
    return UInt16((Swift.min(Swift.max(value, 0), 1) * 65535).rounded())
  }

  /// An opacity in 0…1 as Pango's 16-bit alpha. Pango reads 0 as "unset" (fully opaque), so a fully
  /// transparent colour is sent as 1/65535, which is invisible.
  static func alpha(_ value: Double) -> UInt16 { Swift.max(1, colorComponent(value)) }
}
