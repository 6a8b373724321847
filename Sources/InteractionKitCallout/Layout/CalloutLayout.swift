public import Foundation
import InteractionKitGeometry

/// Where a callout goes and where everything inside it goes: the result of
/// ``Callout/layout(pointingAt:in:engine:scale:layoutDirection:)``.
///
/// ``frame``, ``targetRect`` and ``constrainedRect`` are in the container's coordinates (the
/// coordinates the target was given in); every other rect and point is in the callout's own
/// coordinates, with the origin at the frame's top-left corner.
///
/// The arrow's tip, ``arrowTip``, is exactly on the target's top edge (arrow down) or bottom edge
/// (arrow up) at its midpoint plus ``Callout/calloutOffset``; vertically it is rounded to the pixel
/// grid. When the callout and its target do not fit in the constrained area, ``scrollOffset`` is
/// the distance to move them (by scrolling the container) so that they do.
public struct CalloutLayout: Hashable, Sendable {
  /// The style the layout follows.
  public internal(set) var style: CalloutStyle

  /// The callout's frame in the container's coordinates, arrow included. Its origin is on the
  /// pixel grid.
  public internal(set) var frame: CGRect

  /// The direction the arrow points: exactly ``CalloutArrowDirection/up`` or
  /// ``CalloutArrowDirection/down``.
  public internal(set) var arrowDirection: CalloutArrowDirection

  /// The arrow's tip in the callout's coordinates (`SMCalloutBackgroundView.arrowPoint`): y is the
  /// frame's height less the bottom anchor margin when the arrow points down, 0 when it points up.
  public internal(set) var arrowPoint: CGPoint

  /// The rounded body, without the arrow, in the callout's coordinates: the full width, below the
  /// arrow when it points up.
  public internal(set) var bodyFrame: CGRect

  /// The leading accessory's frame (at the right end in right-to-left layout), or nil without one.
  public internal(set) var leadingAccessoryFrame: CGRect?

  /// The trailing accessory's frame (at the left end in right-to-left layout), or nil without one.
  public internal(set) var trailingAccessoryFrame: CGRect?

  /// The title's frame, or nil without a title (or with a content view). Its width is the room
  /// between the margins: a longer title is truncated by whoever draws it.
  public internal(set) var titleFrame: CGRect?

  /// The subtitle's frame, or nil without a subtitle (or with a content view).
  public internal(set) var subtitleFrame: CGRect?

  /// The content view's frame, or nil without a content view.
  public internal(set) var contentFrame: CGRect?

  /// The target rect, standardized, in the container's coordinates.
  public internal(set) var targetRect: CGRect

  /// The area the callout is kept in, in the container's coordinates: the container less the
  /// constrained insets and the style's ``CalloutMetrics/constrainedMargin``, shrunk to the pixel grid.
  public internal(set) var constrainedRect: CGRect

  /// How far to move the callout and its target so that both fit in ``constrainedRect``: zero when
  /// they already fit. Positive width moves right, positive height moves down. See
  /// ``offset(toContain:keeping:within:)`` for the rule.
  public internal(set) var scrollOffset: CGSize

  /// The pixels per point the layout is aligned to.
  public internal(set) var scale: CGFloat

  /// The direction of the interior.
  public internal(set) var layoutDirection: CalloutLayoutDirection

  /// The callout's custom background (``Callout/background``), kept so that drawing, hit testing
  /// and the animations' anchor follow it; nil for the style's own.
  var customBackground: AnyCalloutBackgroundDrawing? = nil

  /// The custom background the callout was laid out with (``Callout/background``), or nil for the
  /// style's built-in one.
  public var background: (any CalloutBackgroundDrawing)? { customBackground?.base }

  /// The background that draws the callout, takes its touches and gives its arrow's tip: the
  /// custom ``background``, or the style itself (``CalloutStyle`` draws its ``CalloutBackground``).
  public var effectiveBackground: any CalloutBackgroundDrawing { background ?? style }

  /// The callout's size.
  public var size: CGSize { frame.size }

  /// The callout's bounds: its own coordinate space.
  public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

  /// The arrow's tip in the container's coordinates.
  public var arrowTip: CGPoint { CGPoint(x: frame.minX + arrowPoint.x, y: frame.minY + arrowPoint.y) }

  /// The arrow's tip as a unit point of the bounds: the layer's anchor point, so that the present
  /// and dismiss animations grow from and shrink to the tip
  /// (``CalloutAnimation/anchorPoint(calloutSize:arrowPoint:)``; 0.5 on an axis of zero size).
  ///
  /// The tip is the background's (``CalloutBackgroundDrawing/arrowPoint(for:)`` of
  /// ``effectiveBackground``): the layout's ``arrowPoint`` for the built-in backgrounds, wherever a
  /// custom background puts its arrow otherwise.
  public var anchorPoint: CGPoint {
    let tip = effectiveBackground.arrowPoint(for: CalloutBackgroundContext(layout: self))
    return CalloutAnimation.anchorPoint(calloutSize: frame.size, arrowPoint: tip)
  }

  /// Whether the container must scroll before the callout appears.
  public var needsScroll: Bool { scrollOffset != .zero }

  /// The layout as it is after its container moved the callout and target by `offset`: the frame
  /// and target translated, the constrained area unchanged, the scroll offset recomputed.
  ///
  /// `translated(by: scrollOffset)` is where the callout ends up after the container scrolled to
  /// fit it; its ``scrollOffset`` is then zero whenever the callout and target can fit.
  /// Non-finite components count as 0; the moved frame and target are clamped to the coordinate
  /// limits (`GeometryLimits`), so they stay finite however far or often the layout is moved.
  public func translated(by offset: CGSize) -> CalloutLayout {
    let dx = offset.width.isFinite ? GeometryLimits.clamp(offset.width) : 0
    let dy = offset.height.isFinite ? GeometryLimits.clamp(offset.height) : 0
    var moved = self
    moved.frame = frame.offsetBy(dx: dx, dy: dy).clampedToCoordinateLimits
    moved.targetRect = targetRect.offsetBy(dx: dx, dy: dy).clampedToCoordinateLimits
    moved.scrollOffset = Self.scrollOffset(
      frame: moved.frame, target: moved.targetRect, area: constrainedRect, style: style)
    return moved
  }
}
