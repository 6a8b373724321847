public import Foundation

extension PointerInteraction {
  /// The two callbacks of a pointer interaction, as a value: the region for a request, and the
  /// style for a region (`UIPointerInteractionDelegate`'s `regionFor` and `styleFor`).
  ///
  /// **Why a struct of closures, not a protocol.** The style guide favours behaviour as a composable
  /// value (the way snapshot-testing's `Snapshotting` wraps closures) and keeps protocols for where
  /// one conformance per type is natural; a control's pointer behaviour is neither a type's identity
  /// nor something a type conforms to once. A value is `Sendable` without class identity or weak
  /// references, ships its presets as static members with parameterised twins (``highlight`` and
  /// ``highlight(padding:cornerRadius:)``), and combines by building a new value from another's
  /// callbacks. Both callbacks are required, so there is no optional-delegate soup; UIKit's
  /// `willEnter`/`willExit` are not callbacks at all here but effects the tracker returns
  /// (``PointerTracker/Effect``), carrying their animator.
  ///
  /// ```swift
  /// let sliderDelegate = PointerInteraction.Delegate(
  ///   region: { request, defaultRegion in
  ///     PointerRegion(rect: thumbRect, identifier: "thumb", latchingAxes: .horizontal)
  ///   },
  ///   style: { region, preview in .lift(preview) })
  /// ```
  public struct Delegate: Sendable {
    private let regionProvider: @Sendable (PointerRegionRequest, PointerRegion) -> PointerRegion?
    private let styleProvider: @Sendable (PointerRegion, PointerPreview) -> PointerStyle?

    /// Creates a delegate from its two callbacks.
    ///
    /// - Parameters:
    ///   - region: The region for a request, given the default region (the host's hit area: a
    ///     layer's bounds inset by its hit-test insets, or an area's rect, in the tracker's
    ///     coordinates, identified by the host's name). Return `nil` not to customize the pointer at
    ///     this location. Called on every pointer movement that is not latched.
    ///   - style: The style for a new region, given the host's preview. Return `nil` for the system
    ///     pointer. Called only when a new region arrives (and on invalidation).
    public init(
      region: @escaping @Sendable (_ request: PointerRegionRequest, _ defaultRegion: PointerRegion) -> PointerRegion?,
      style: @escaping @Sendable (_ region: PointerRegion, _ preview: PointerPreview) -> PointerStyle?
    ) {
      regionProvider = region
      styleProvider = style
    }

    /// Creates a delegate that keeps the default region and returns a style for it.
    public init(style: @escaping @Sendable (_ region: PointerRegion, _ preview: PointerPreview) -> PointerStyle?) {
      self.init(region: { _, defaultRegion in defaultRegion }, style: style)
    }

    /// The region for a request, given the default region.
    public func region(for request: PointerRegionRequest, defaultRegion: PointerRegion) -> PointerRegion? {
      regionProvider(request, defaultRegion)
    }

    /// The style for a region, given the host's preview.
    public func style(for region: PointerRegion, preview: PointerPreview) -> PointerStyle? {
      styleProvider(region, preview)
    }

    // MARK: Presets

    /// The default region, highlighted: the pointer morphs into the preview's frame padded by
    /// 12 × 10 (``PointerEffect/defaultShape``).
    public static let highlight = Delegate { _, preview in PointerStyle(effect: .highlight(preview)) }

    /// The default region, highlighted with an explicit padding and corner radius.
    public static func highlight(
      padding: CGSize = PointerMetrics.highlightPadding, cornerRadius: CGFloat = PointerMetrics.defaultCornerRadius
    ) -> Delegate {
      Delegate { _, preview in .highlight(preview, padding: padding, cornerRadius: cornerRadius) }
    }

    /// The default region, lifted.
    public static let lift = Delegate { _, preview in .lift(preview) }

    /// The default region with the effect picked from the preview (``PointerEffect/resolved``).
    public static let automatic = Delegate { _, preview in PointerStyle(effect: .automatic(preview)) }

    /// The default region, hovered with UIKit's defaults (overlay tint, no shadow, scaled content).
    public static let hover = hover()

    /// The default region, hovered with the given options.
    public static func hover(
      tintMode: PointerEffect.TintMode = .overlay, prefersShadow: Bool = false, prefersScaledContent: Bool = true
    ) -> Delegate {
      Delegate { _, preview in
        PointerStyle(
          effect: .hover(
            preview, preferredTintMode: tintMode, prefersShadow: prefersShadow,
            prefersScaledContent: prefersScaledContent))
      }
    }

    /// The default region with one fixed style (``PointerStyle/hidden``, ``PointerStyle/system``
    /// with accessories, a custom shape).
    public static func style(_ style: PointerStyle) -> Delegate {
      Delegate { _, _ in style }
    }

    /// Text: one region per line (the line rect containing the pointer, identified by its index),
    /// each with a vertical beam as tall as the line, held on the line's centre vertically.
    ///
    /// `lineRects` are the line rects of the whole text (see the TextLayout module's "Line rects"
    /// article), in the tracker's coordinates. Between lines and outside them there is no region
    /// (the system pointer). Non-finite rects are sanitized; the first line containing the location
    /// wins. ``text(lines:links:)`` adds the links' pieces.
    public static func textLines(_ lineRects: [CGRect]) -> Delegate {
      text(lines: lineRects, links: [])
    }

    /// Text with links: a beam over the text and the system pointer over each link.
    ///
    /// Both come from line rects (see the TextLayout module's "Line rects" article), in the
    /// tracker's coordinates: `lines` are the line rects of the whole text, `links` each link's
    /// line rects (one per piece: a link that wraps has two). A link piece under the pointer is a
    /// region of its own, identified `"link.L.P"` (link L, piece P), with ``PointerStyle/system``,
    /// as links are in text views; elsewhere on a line the region is the line, identified by its
    /// index, with a vertical beam as tall as the line. Between lines there is no region.
    /// Non-finite rects are sanitized.
    public static func text(lines: [CGRect], links: [[CGRect]]) -> Delegate {
      let lines = lines.map { PointerRegion(rect: $0).rect }
      let pieces = links.enumerated().flatMap { link, rects in
        rects.enumerated().map { piece, rect in
          PointerRegion(rect: rect, identifier: PointerRegion.ID("link.\(link).\(piece)"))
        }
      }
      return Delegate(
        region: { request, _ in
          if let piece = pieces.first(where: { $0.rect.contains(request.location) }) { return piece }
          guard let index = lines.firstIndex(where: { $0.contains(request.location) }) else { return nil }
          return PointerRegion(rect: lines[index], identifier: .init(index))
        },
        style: { region, _ in
          pieces.contains(region) ? .system : .verticalBeam(lineHeight: region.rect.height)
        })
    }
  }
}
