public import Foundation
import InteractionKitGeometry
public import InteractionKitTextLayout

extension Callout {
  /// The size the callout takes when `size.width` points are available (UIKit's `sizeThatFits`;
  /// the height of `size` is ignored).
  ///
  /// The width is the preferred width (the text's, the content view's or the accessories', plus
  /// the margins), at least ``CalloutMetrics/minimumWidth`` and at most the available width; a
  /// title or subtitle string counts for at most the room the margins leave, less 1 pt. Below the
  /// minimum, a classic callout takes its 153 pt fallback width. The height is the body plus the
  /// arrow (57 or 65 pt modern, 70 pt classic, or a content view's height plus its insets plus the
  /// arrow). Text is measured on one line with `engine`, its width rounded up to whole points.
  ///
  /// A NaN or negative width counts as 0; an infinite width (or one beyond
  /// `GeometryLimits.maximumCoordinate`) counts as that bound, which gives the preferred width. The
  /// result is clamped to the bound, so it is always finite.
  public func sizeThatFits(_ size: CGSize, engine: any TextLayoutEngine) -> CGSize {
    let measurement = CalloutMeasurement(self, engine: engine)
    return CGSize(width: measurement.fittingWidth(available: size.width), height: measurement.height)
      .clampedToCoordinateLimits
  }

  /// Lays the callout out pointing at `target` inside `container`: the pure placement algorithm of
  /// the style (the module's "Placing a callout" article describes both).
  ///
  /// 1. The constrained area is `container` less ``constrainedInsets``, inset by the style's
  ///    ``CalloutMetrics/constrainedMargin`` (10 pt modern) and shrunk to the pixel grid.
  /// 2. The size is ``sizeThatFits(_:engine:)`` for the area's width, rounded up to the pixel grid.
  /// 3. The arrow points down, unless only ``CalloutArrowDirection/up`` is permitted, or both are
  ///    and the room above the target is shorter than the callout while the room below is larger.
  /// 4. The anchor is the midpoint of the target's top edge (arrow down) or bottom edge (arrow up),
  ///    plus ``calloutOffset``. The arrow's tip sits exactly on it (vertically, on the nearest pixel).
  /// 5. Horizontally the modern callout is centred on the anchor and clamped into the area; the
  ///    classic one is centred in the area. Either then slides so the tip stays at least
  ///    ``CalloutMetrics/anchorMargin`` (or half the width, if less) from both ends, and its origin
  ///    is snapped to the pixel grid on the side that keeps that margin.
  /// 6. ``CalloutLayout/scrollOffset`` is the offset that brings the callout and the target (outset
  ///    by ``CalloutMetrics/repositionMargin``) inside the area.
  ///
  /// - Parameters:
  ///   - target: The rect the arrow points at, in the container's coordinates; standardized.
  ///   - container: The bounds of the view that constrains the callout, in the same coordinates;
  ///     standardized.
  ///   - engine: Measures the title and subtitle strings.
  ///   - scale: Pixels per point for alignment: 1, 2 or 3; a non-finite or non-positive scale
  ///     counts as 1, and a scale is clamped to 0.001…1000.
  ///   - layoutDirection: Mirrors the interior in ``CalloutLayoutDirection/rightToLeft``.
  /// - Throws: ``CalloutLayoutError`` when `target` or `container` is not finite or reaches beyond
  ///   ±`GeometryLimits.maximumCoordinate` (10¹² pt, the engine-wide bound), so every rect and
  ///   point of the layout is finite.
  public func layout(
    pointingAt target: CGRect, in container: CGRect, engine: any TextLayoutEngine, scale: CGFloat = 1,
    layoutDirection: CalloutLayoutDirection = .leftToRight
  ) throws(CalloutLayoutError) -> CalloutLayout {
    guard target.isWithinCoordinateLimits else { throw .nonFiniteTarget(target) }
    guard container.isWithinCoordinateLimits else { throw .nonFiniteContainer(container) }
    let target = target.standardized
    let grid = PixelGrid(scale: scale)
    let metrics = self.metrics
    let measurement = CalloutMeasurement(self, engine: engine)
    let area = constrainedArea(in: container.standardized, grid: grid)

    let width = grid.ceil(measurement.fittingWidth(available: area.width))
    let height = grid.ceil(measurement.height)
    let direction = arrowDirection(target: target, area: area, height: height)
    let down = direction == .down
    let anchor = CGPoint(x: calloutOffset.x + target.midX, y: calloutOffset.y + (down ? target.minY : target.maxY))

    let x = horizontalOrigin(anchorX: anchor.x, width: width, area: area, grid: grid)
    let tipY = down ? height - metrics.bottomAnchorMargin : 0
    let frame = CGRect(x: x, y: grid.round(anchor.y) - tipY, width: width, height: height)
    let shift = down ? 0 : metrics.anchorHeight
    let interior = CalloutInterior(
      measurement: measurement, width: width, shift: shift, direction: layoutDirection, grid: grid)
    return CalloutLayout(
      style: style, frame: frame, arrowDirection: direction, arrowPoint: CGPoint(x: anchor.x - x, y: tipY),
      bodyFrame: CGRect(x: 0, y: shift, width: width, height: height - metrics.arrowAreaHeight),
      leadingAccessoryFrame: interior.leadingAccessory, trailingAccessoryFrame: interior.trailingAccessory,
      titleFrame: interior.title, subtitleFrame: interior.subtitle, contentFrame: interior.content,
      targetRect: target, constrainedRect: area,
      scrollOffset: CalloutLayout.scrollOffset(frame: frame, target: target, area: area, style: style),
      scale: grid.scale, layoutDirection: layoutDirection,
      customBackground: background.map(AnyCalloutBackgroundDrawing.init(base:)))
  }

  /// The container less the constrained insets and the style's margin, shrunk to the pixel grid.
  func constrainedArea(in container: CGRect, grid: PixelGrid) -> CGRect {
    let margin = metrics.constrainedMargin
    let inset = container.inset(by: constrainedInsets).inset(by: EdgeInsets(all: margin))
    return grid.inward(inset.isFiniteRect ? inset : container)
  }

  /// Step 3: down unless only up is permitted, or both are and up has the better room.
  func arrowDirection(target: CGRect, area: CGRect, height: CGFloat) -> CalloutArrowDirection {
    let permitted = permittedArrowDirections
    if permitted.contains(.up), permitted.contains(.down) {
      let topSpace = target.minY - area.minY
      let bottomSpace = area.maxY - target.maxY
      return topSpace < height && bottomSpace > topSpace ? .up : .down
    }
    return permitted.contains(.up) ? .up : .down
  }

  /// Step 5: the frame's x, with the tip kept `anchorMargin` (or half the width) from both ends.
  func horizontalOrigin(anchorX: CGFloat, width: CGFloat, area: CGRect, grid: PixelGrid) -> CGFloat {
    var x: CGFloat
    switch style {
    case .modern:
      x = grid.round(anchorX - width / 2)
      x = Swift.max(area.minX, Swift.min(x, area.maxX - width))
    case .classic:
      x = grid.round(area.midX - width / 2)
    }
    let margin = Swift.min(metrics.anchorMargin, width / 2)
    if anchorX < x + margin {
      x = anchorX - margin
    } else if anchorX > x + width - margin {
      x = anchorX + margin - width
    }
    // Snap toward the end the tip is nearer to, which moves the tip away from that end.
    return anchorX - x < width / 2 ? grid.floor(x) : grid.ceil(x)
  }
}
