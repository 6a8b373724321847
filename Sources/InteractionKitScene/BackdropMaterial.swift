public import Foundation
public import InteractionKitGeometry

/// A blur material: what a layer shows of the content beneath it, like the `UIBlurEffect` of a
/// `UIVisualEffectView`. A layer with a ``Layer/backdropMaterial`` draws, inside its shape and
/// before its background, the pixels that lie below it blurred, their saturation changed, and a
/// tint composited over them.
///
/// The presets mirror UIKit's `UIBlurEffect.Style` materials (`systemThinMaterial`,
/// `systemMaterial`, `systemThickMaterial`, `systemChromeMaterial`), each in light and dark:
///
/// | preset | blur radius | saturation | light tint | dark tint |
/// | --- | --- | --- | --- | --- |
/// | ``thin(isDark:)`` | 16 pt | 1.8 | white 0.97 at 55 % | white 0.14 at 55 % |
/// | ``regular(isDark:)`` | 20 pt | 1.8 | white 0.97 at 72 % | white 0.12 at 72 % |
/// | ``thick(isDark:)`` | 25 pt | 1.8 | white 0.97 at 86 % | white 0.10 at 86 % |
/// | ``chrome(isDark:)`` | 20 pt | 1.8 | white 0.98 at 78 % | white 0.16 at 78 % |
///
/// What is known and what is ours: UIKit's material values are private and not documented. What is
/// public is that the system blurs with a Gaussian (the backdrop layer's `gaussianBlur` filter),
/// raises the saturation of what it blurs and tints the result; Apple's WWDC 2013 sample
/// `UIImage+ImageEffects` used blur radii of 20–30 pt, a saturation factor of 1.8 and tints of
/// white 1.0 at 30 % (light), white 0.97 at 82 % (extra light) and white 0.11 at 73 % (dark). The
/// saturation 1.8 and the range of radii are taken from that; the radius and tint of each preset,
/// their order from thin to thick and the ``fallbackColor``s are ours, chosen so that text beneath
/// a regular material can no longer be read, as on the system's menus.
public struct BackdropMaterial: Hashable, Sendable {
  /// The system materials, as `UIBlurEffect.Style`'s `systemThinMaterial` … `systemChromeMaterial`.
  public enum Style: String, Hashable, Sendable, CaseIterable, Codable {
    /// `systemThinMaterial`: more of the backdrop shows through.
    case thin
    /// `systemMaterial`: the default, used by menus and the Tapback bar.
    case regular
    /// `systemThickMaterial`: the most opaque.
    case thick
    /// `systemChromeMaterial`: for bars and chrome (the callout's bubble).
    case chrome
  }

  /// The standard deviation of the Gaussian blur, in points (as Core Image's `inputRadius`);
  /// clamped to 0…100, NaN becomes 0. Zero does not blur.
  public var blurRadius: CGFloat {
    didSet { blurRadius = Self.clampRadius(blurRadius) }
  }

  /// The saturation factor applied after the blur: 1 leaves colours as they are, 0 makes them grey,
  /// above 1 makes them more vivid; clamped to 0…4, NaN becomes 1.
  public var saturation: Double {
    didSet { saturation = Self.clampSaturation(saturation) }
  }

  /// The colour composited over the blurred, saturated backdrop, with its alpha.
  public var tintColor: Color

  /// What is drawn instead where the backdrop cannot be read (vector output: SVG, PDF), as the
  /// system does with Reduce Transparency.
  public var fallbackColor: Color

  /// Creates a material.
  ///
  /// - Parameters:
  ///   - blurRadius: The blur's standard deviation in points (clamped to 0…100).
  ///   - saturation: The saturation factor (clamped to 0…4); default 1.8.
  ///   - tintColor: The tint over the blurred backdrop.
  ///   - fallbackColor: The fill where there are no pixels to blur; default the tint, opaque.
  public init(blurRadius: CGFloat, saturation: Double = 1.8, tintColor: Color, fallbackColor: Color? = nil) {
    self.blurRadius = Self.clampRadius(blurRadius)
    self.saturation = Self.clampSaturation(saturation)
    self.tintColor = tintColor
    self.fallbackColor = fallbackColor ?? tintColor.withAlpha(1)
  }

  /// The system material `style`, light or dark (see the table in the type's documentation).
  public init(_ style: Style, isDark: Bool = false) {
    switch style {
    case .thin: self = .thin(isDark: isDark)
    case .regular: self = .regular(isDark: isDark)
    case .thick: self = .thick(isDark: isDark)
    case .chrome: self = .chrome(isDark: isDark)
    }
  }

  /// `systemThinMaterial`: blur 16 pt, saturation 1.8, white 0.97 (light) or 0.14 (dark) at 55 %.
  public static func thin(isDark: Bool = false) -> BackdropMaterial {
    BackdropMaterial(blurRadius: 16, tintColor: Color(white: isDark ? 0.14 : 0.97, alpha: 0.55))
  }

  /// `systemMaterial`: blur 20 pt, saturation 1.8, white 0.97 (light) or 0.12 (dark) at 72 %.
  public static func regular(isDark: Bool = false) -> BackdropMaterial {
    BackdropMaterial(blurRadius: 20, tintColor: Color(white: isDark ? 0.12 : 0.97, alpha: 0.72))
  }

  /// `systemThickMaterial`: blur 25 pt, saturation 1.8, white 0.97 (light) or 0.10 (dark) at 86 %.
  public static func thick(isDark: Bool = false) -> BackdropMaterial {
    BackdropMaterial(blurRadius: 25, tintColor: Color(white: isDark ? 0.10 : 0.97, alpha: 0.86))
  }

  /// `systemChromeMaterial`: blur 20 pt, saturation 1.8, white 0.98 (light) or 0.16 (dark) at 78 %.
  public static func chrome(isDark: Bool = false) -> BackdropMaterial {
    BackdropMaterial(blurRadius: 20, tintColor: Color(white: isDark ? 0.16 : 0.98, alpha: 0.78))
  }

  /// How far beyond its shape the material reads the backdrop, in points: three radii and two
  /// points (a Gaussian's weight past three standard deviations is under 0.3 %). A renderer reads
  /// no further; damage uses it to redraw that area whole when anything beneath changes.
  public var sampleOutset: CGFloat { blurRadius > 0 ? (3 * blurRadius + 2).rounded(.up) : 1 }

  private static func clampRadius(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : Swift.min(100, Swift.max(0, value)) }
  private static func clampSaturation(_ value: Double) -> Double { value.isNaN ? 1 : Swift.min(4, Swift.max(0, value)) }
}
