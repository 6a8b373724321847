import Foundation
import InteractionKitGeometry

/// How the pointer and the content react when the pointer enters a region, as `UIPointerEffect`.
///
/// - ``highlight(_:)``: the pointer slides *under* the content and morphs into a rounded rect
///   around it, moving with a gentle parallax.
/// - ``lift(_:)``: the pointer disappears while the content scales up, gains a shadow and moves
///   with a subtle parallax.
/// - ``hover(_:preferredTintMode:prefersShadow:prefersScaledContent:)``: the pointer keeps the
///   system shape; the content is tinted, scaled or shadowed.
/// - ``automatic(_:)``: one of the three, picked from the preview (``resolved``).
///
/// Magnetism applies to highlight and lift only, never to hover (``allowsMagnetism``).
public enum PointerEffect: Hashable, Sendable {
  /// Picks an effect from the preview: see ``resolved``.
  case automatic(PointerPreview)

  /// The pointer slides under the content and morphs into its shape.
  case highlight(PointerPreview)

  /// The pointer disappears as the content scales up and gains a shadow.
  case lift(PointerPreview)

  /// The pointer keeps the system shape while the content is tinted, shadowed or scaled.
  ///
  /// The defaults are UIKit's: tint `.overlay`, no shadow, scaled content.
  case hover(
    PointerPreview, preferredTintMode: TintMode = .overlay, prefersShadow: Bool = false,
    prefersScaledContent: Bool = true)

  /// How a hover effect tints the content, as `UIPointerEffect.TintMode`.
  public enum TintMode: String, Hashable, Sendable, CaseIterable, Codable {
    /// No tint.
    case none
    /// A tint drawn over the content.
    case overlay
    /// A tint drawn under the content.
    case underlay
  }

  /// The preview the effect acts on.
  public var preview: PointerPreview {
    switch self {
    case .automatic(let preview), .highlight(let preview), .lift(let preview): preview
    case .hover(let preview, _, _, _): preview
    }
  }

  /// The effect with ``automatic(_:)`` replaced by the effect it picks; other effects unchanged.
  ///
  /// The rule (UIKit's is unpublished; this one follows the HIG's advice): a preview wider or taller
  /// than ``PointerMetrics/automaticHoverThreshold`` gets the hover effect with its defaults; a
  /// smaller preview with a background is lifted; a smaller one without a background is highlighted.
  public var resolved: PointerEffect {
    switch self {
    case .automatic(let preview):
      let side = max(preview.frame.width, preview.frame.height)
      if side > PointerMetrics.automaticHoverThreshold { return .hover(preview) }
      return preview.hasBackground ? .lift(preview) : .highlight(preview)
    case .highlight, .lift, .hover:
      return self
    }
  }

  /// Whether flicks are pulled toward regions with this effect: true for highlight and lift (after
  /// resolving automatic), false for hover, where the HIG says magnetism "would feel jarring".
  public var allowsMagnetism: Bool {
    switch resolved {
    case .highlight, .lift: true
    case .hover, .automatic: false
    }
  }

  /// The shape the effect uses when the style gives none, generated from the preview.
  ///
  /// - Highlight: the frame padded by ``PointerMetrics/highlightPadding`` (12 × 10), with a radius
  ///   concentric with the content's (its corner radius plus the smaller padding) or
  ///   ``PointerMetrics/defaultCornerRadius`` (8) for square content.
  /// - Lift and hover: the frame itself, with the content's corner radius or
  ///   ``PointerMetrics/liftCornerRadius`` (6) for square content.
  public var defaultShape: PointerShape {
    let preview = self.preview
    switch resolved {
    case .highlight:
      let padding = PointerMetrics.highlightPadding
      let radius =
        preview.cornerRadius > 0
        ? preview.cornerRadius + min(padding.width, padding.height) : PointerMetrics.defaultCornerRadius
      return .roundedRect(preview.frame.insetBy(dx: -padding.width, dy: -padding.height), radius: radius)
    case .lift, .hover, .automatic:
      let radius = preview.cornerRadius > 0 ? preview.cornerRadius : PointerMetrics.liftCornerRadius
      return .roundedRect(preview.frame, radius: radius)
    }
  }
}
