public import Foundation
public import InteractionKitMotion
import InteractionKitGeometry

/// How a context menu's preview looks at one instant: one frame of the long-press filmstrip, like
/// the values of a `CALayer`'s presentation layer.
///
/// A renderer draws the platter ``size`` points large, scaled by ``scale`` about its centre, at
/// ``center`` in the container's coordinates, with ``opacity``. The platter's content cross-fades
/// from the lifted source (a link's bubble, a view; ``morphProgress`` 0) to the custom preview
/// content (1) when the configuration has one, the rest of the container is dimmed by
/// ``dimming``, and the menu and the accessories are revealed by ``menuProgress``.
///
/// ```swift
/// let frame = transition.sample(at: 0.55)
/// frame.platterFrame   // the rect to draw the platter in
/// ```
public struct ContextMenuPresentation: Hashable, Sendable, Interpolatable {
  /// The platter's centre, in the container's coordinates.
  public var center: CGPoint

  /// The platter's unscaled size: the bubble's size at ``morphProgress`` 0, the card's at 1, and a
  /// blend of the two in between.
  public var size: CGSize

  /// The scale applied to the platter about its centre: 1 at rest, the pressed scale under the
  /// finger, the lift scale when lifted. Springs may overshoot it.
  public var scale: CGFloat

  /// The platter's opacity, 0...1: 1 except while fading out.
  public var opacity: Double

  /// How far the bubble has morphed into the preview card, 0...1.
  public var morphProgress: Double

  /// How strongly the rest of the container is dimmed, 0...1: 0 at rest, 1 while lifted or presented.
  public var dimming: Double

  /// How far the menu and the accessories have appeared, 0...1: 0 until the preview is presented,
  /// 1 once the present transition settled, back to 0 on a dismissal. A renderer scales the menu
  /// from ``ContextMenuMetrics`` minimum scale toward 1 and fades it in with this value.
  public var menuProgress: Double

  /// Creates a presentation. `opacity`, `morphProgress` and `dimming` are clamped to 0...1 (NaN
  /// becomes 0); the other values are stored as given.
  public init(
    center: CGPoint, size: CGSize, scale: CGFloat = 1, opacity: Double = 1, morphProgress: Double = 0,
    dimming: Double = 0, menuProgress: Double = 0
  ) {
    self.menuProgress = Self.unit(menuProgress)
    self.center = center
    self.size = size
    self.scale = scale
    self.opacity = Self.unit(opacity)
    self.morphProgress = Self.unit(morphProgress)
    self.dimming = Self.unit(dimming)
  }

  /// The rect the scaled platter covers: ``size`` times ``scale``, centred on ``center``.
  ///
  /// A negative scale or size (a spring overshooting past zero) gives a zero-size rect at the centre.
  public var platterFrame: CGRect {
    let factor = Swift.max(0, scale)
    let width = Swift.max(0, size.width * factor)
    let height = Swift.max(0, size.height * factor)
    return CGRect(center: center, size: CGSize(width: width, height: height))
  }

  /// The presentation a `fraction` of the way toward `other`.
  ///
  /// Centre, size and scale blend linearly and extrapolate when a spring overshoots; opacity, morph
  /// progress and dimming blend and are then clamped to 0...1.
  public func interpolated(to other: ContextMenuPresentation, fraction: Double) -> ContextMenuPresentation {
    ContextMenuPresentation(
      center: center.interpolated(to: other.center, fraction: fraction),
      size: size.interpolated(to: other.size, fraction: fraction),
      scale: scale.interpolated(to: other.scale, fraction: fraction),
      opacity: opacity.interpolated(to: other.opacity, fraction: fraction),
      morphProgress: morphProgress.interpolated(to: other.morphProgress, fraction: fraction),
      dimming: dimming.interpolated(to: other.dimming, fraction: fraction),
      menuProgress: menuProgress.interpolated(to: other.menuProgress, fraction: fraction))
  }

  private static func unit(_ value: Double) -> Double {
    value.isNaN ? 0 : Swift.min(1, Swift.max(0, value))
  }
}
