public import Foundation
public import InteractionKitGeometry
public import InteractionKitScene

extension CalloutBackground {
  /// The colour scheme of the modern bubble: light, or the dark variant.
  public enum Appearance: String, Hashable, Sendable, Codable, CaseIterable {
    /// White bubble, dark hairline (the reference's default).
    case light
    /// Dark grey bubble, light hairline (the reference's dark mode).
    case dark
  }

  /// The modern bubble's fill, at 96 % opacity as the reference's container alpha:
  ///
  /// | appearance | normal | highlighted |
  /// |---|---|---|
  /// | light | white | white 0.85 |
  /// | dark | white 0.2 | white 0.15 |
  public static func modernFillColor(appearance: Appearance, isHighlighted: Bool) -> Color {
    let white: Double =
      switch appearance {
      case .light: isHighlighted ? 0.85 : 1
      case .dark: isHighlighted ? 0.15 : 0.2
      }
    return Color(white: white, alpha: Modern.fillOpacity)
  }

  /// The modern bubble's hairline border colour: black at 20 % (light) or white at 20 % (dark).
  public static func modernBorderColor(appearance: Appearance) -> Color {
    appearance == .light ? Color(white: 0, alpha: 0.2) : Color(white: 1, alpha: 0.2)
  }

  /// The colour that fills the outline: the modern fill for ``appearance`` and ``isHighlighted``,
  /// or the classic ``Classic/fillColor``.
  public var fillColor: Color {
    style == .modern ? Self.modernFillColor(appearance: appearance, isHighlighted: isHighlighted) : Classic.fillColor
  }

  /// The colour of the border ring (``borderPath``): the modern hairline for ``appearance``, or the
  /// classic ``Classic/outerStrokeColor``.
  public var borderColor: Color {
    style == .modern ? Self.modernBorderColor(appearance: appearance) : Classic.outerStrokeColor
  }

  /// The drop shadow cast by the outline, with ``path`` as its shape: ``Modern/shadow`` or
  /// ``Classic/shadow``.
  public var shadow: Shadow {
    var shadow = style == .modern ? Modern.shadow : Classic.shadow
    shadow.path = path
    return shadow
  }
}

extension CalloutBackground.Modern {
  /// The opacity of the bubble's fill, 0.96 (the reference's container alpha).
  public static let fillOpacity: Double = 0.96

  /// The opacity of the fill over the chrome material the modern layers draw on, 0.4 (ours): the
  /// map shows through blurred, as under the system's callouts, and the highlight still darkens it.
  public static let fillOpacityOverMaterial: Double = 0.4

  /// The width of the hairline border, 0.5 points, drawn just outside the outline (the reference's
  /// border view is outset by 0.5 with a radius of 8.5).
  public static let borderWidth: CGFloat = 0.5

  /// The drop shadow: black at 10 %, offset (0, 4), radius 6 (the reference's shadow).
  ///
  /// The reference casts it from the body only; here the whole outline casts it, so the arrow is
  /// not left without one.
  public static let shadow = Shadow(color: .black, opacity: 0.1, offset: CGSize(width: 0, height: 4), radius: 6)
}
