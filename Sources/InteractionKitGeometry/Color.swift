import Foundation

/// A colour in the sRGB space with straight (non-premultiplied) alpha, components in 0…1.
public struct Color: Hashable, Sendable, Codable {
  /// The red component, 0…1.
  public var red: Double
  /// The green component, 0…1.
  public var green: Double
  /// The blue component, 0…1.
  public var blue: Double
  /// The opacity, 0 (transparent) … 1 (opaque).
  public var alpha: Double

  /// Creates a colour; components are clamped to 0…1 and NaN becomes 0 (a documented clamp).
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    func c(_ v: Double) -> Double { v.isNaN ? 0 : Swift.min(1, Swift.max(0, v)) }
    self.red = c(red)
    self.green = c(green)
    self.blue = c(blue)
    self.alpha = c(alpha)
  }

  /// Creates a grey of the given white level.
  public init(white: Double, alpha: Double = 1) { self.init(red: white, green: white, blue: white, alpha: alpha) }

  /// Creates a colour from a 24-bit `0xRRGGBB` value.
  public init(rgb: UInt32, alpha: Double = 1) {
    self.init(
      red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255,
      blue: Double(rgb & 0xFF) / 255, alpha: alpha)
  }

  /// The same colour with another opacity.
  public func withAlpha(_ alpha: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: alpha) }

  /// The colour interpolated component-wise toward `other` in premultiplied space, as Core Animation does.
  ///
  /// The fraction is clamped to 0…1: an overshooting curve saturates at the end colour instead of
  /// extrapolating into another hue.
  public func interpolated(to other: Color, fraction: Double) -> Color {
    let fraction = fraction.isNaN ? 0 : Swift.min(1, Swift.max(0, fraction))
    let a = alpha + (other.alpha - alpha) * fraction
    guard a > 0 else { return Color(red: 0, green: 0, blue: 0, alpha: 0) }
    func mix(_ p: Double, _ q: Double) -> Double { (p * alpha + (q * other.alpha - p * alpha) * fraction) / a }
    return Color(red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue), alpha: a)
  }

  /// Hex notation `#RRGGBB` or `#RRGGBBAA` (the latter when not opaque), for SVG and debugging.
  public var hexString: String {
    func h(_ v: Double) -> String {
      let n = Int((v * 255).rounded())
      let s = String(n, radix: 16, uppercase: true)
      return s.count == 1 ? "0" + s : s
    }
    return "#" + h(red) + h(green) + h(blue) + (alpha < 1 ? h(alpha) : "")
  }

  /// Fully transparent black.
  public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
  /// Opaque black.
  public static let black = Color(white: 0)
  /// Opaque white.
  public static let white = Color(white: 1)
  /// The system blue used for links and tint (#007AFF).
  public static let systemBlue = Color(rgb: 0x007AFF)
  /// The system red (#FF3B30).
  public static let systemRed = Color(rgb: 0xFF3B30)
  /// The system green (#34C759).
  public static let systemGreen = Color(rgb: 0x34C759)
  /// The system orange (#FF9500).
  public static let systemOrange = Color(rgb: 0xFF9500)
  /// The system grey (#8E8E93).
  public static let systemGray = Color(rgb: 0x8E8E93)
  /// The primary label colour in light mode (black).
  public static let label = Color(white: 0)
  /// The secondary label colour in light mode (#3C3C43 at 60 %).
  public static let secondaryLabel = Color(rgb: 0x3C3C43, alpha: 0.6)
  /// The secondary label colour in dark mode (#EBEBF5 at 60 %).
  public static let darkSecondaryLabel = Color(rgb: 0xEBEBF5, alpha: 0.6)
  /// The grouped background colour in light mode (#F2F2F7).
  public static let systemGroupedBackground = Color(rgb: 0xF2F2F7)
}
