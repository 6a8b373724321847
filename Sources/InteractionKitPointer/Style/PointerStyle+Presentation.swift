public import Foundation
import InteractionKitGeometry

extension PointerStyle {
  /// The presented pointer this style gives for a model pointer at `location` in a region.
  ///
  /// - System: the system circle centred on the model pointer. Hidden: nothing (an empty frame at
  ///   the model pointer, no accessories).
  /// - Highlight: the shape (default: the preview padded 12 × 10) at its home, moved by the
  ///   parallax; the content moves with it.
  /// - Lift: the shape (default: the preview's outline) scaled by ``PointerDynamics/liftScale``
  ///   about its centre and moved by the parallax; the pointer itself is hidden behind it.
  /// - Hover: the system circle on the model pointer (or the style's shape, placed as in a
  ///   shape-only style); the content is scaled by ``PointerDynamics/hoverScale`` when it prefers.
  /// - Shape-only: the shape moves with the model pointer, held at the region's centre on the
  ///   constrained axes.
  ///
  /// The parallax offset on each axis is the model pointer's displacement from `parallaxAnchor`,
  /// clamped to half the region's size, times the effect's factor
  /// (``PointerDynamics/highlightParallax``, ``PointerDynamics/liftParallax``): the shape never
  /// leaves its home outset by `factor × region size / 2`.
  ///
  /// - Parameters:
  ///   - location: The model pointer (finite).
  ///   - region: The active region's rect; it caps beam lengths and bounds the parallax.
  ///   - parallaxAnchor: Where the parallax is measured from (the region's centre, or where the
  ///     pointer recentred).
  ///   - dynamics: The parallax factors and scales.
  public func presentedPointer(
    for location: CGPoint, in region: CGRect, parallaxAnchor: CGPoint, dynamics: PointerDynamics = .standard
  ) -> PresentedPointer {
    switch content {
    case .system:
      return .system(at: location, accessories: accessories)
    case .hidden:
      return PresentedPointer(kind: .hidden, frame: CGRect(origin: location, size: .zero))
    case .shape(let shape, let axes):
      var origin = location
      if axes.contains(.horizontal) { origin.x = region.midX }
      if axes.contains(.vertical) { origin.y = region.midY }
      return placed(shape.sanitized, following: origin, region: region, kind: .shape)
    case .effect(let effect, let explicitShape):
      let resolved = effect.resolved
      let shape = (explicitShape ?? resolved.defaultShape).sanitized
      switch resolved {
      case .highlight(let preview):
        let offset = Self.parallax(location, parallaxAnchor, region, dynamics.highlightParallax)
        var pointer = placed(shape, homeCentre: preview.frame.center, region: region, kind: .highlight)
        pointer = pointer.translated(along: .both, by: offset.x, offset.y)
        pointer.contentOffset = offset
        return pointer
      case .lift(let preview):
        let offset = Self.parallax(location, parallaxAnchor, region, dynamics.liftParallax)
        var pointer = placed(shape, homeCentre: preview.frame.center, region: region, kind: .lift)
        pointer = pointer.scaled(by: dynamics.liftScale).translated(along: .both, by: offset.x, offset.y)
        pointer.contentOffset = offset
        pointer.contentScale = dynamics.liftScale
        return pointer
      case .hover(_, _, _, let prefersScaledContent):
        var pointer =
          explicitShape == nil
          ? .system(at: location, accessories: accessories)
          : placed(shape, following: location, region: region, kind: .hover)
        pointer.kind = .hover
        pointer.contentScale = prefersScaledContent ? dynamics.hoverScale : 1
        return pointer
      case .automatic:
        // `resolved` never returns automatic.
        return .system(at: location, accessories: accessories)
      }
    }
  }

  /// The parallax offset: the displacement from the anchor, clamped to half the region, times `factor`.
  static func parallax(_ location: CGPoint, _ anchor: CGPoint, _ region: CGRect, _ factor: CGFloat) -> CGPoint {
    func axis(_ value: CGFloat, _ origin: CGFloat, _ half: CGFloat) -> CGFloat {
      let d = value - origin
      guard d.isFinite, half > 0 else { return 0 }
      return min(max(d, -half), half) * factor
    }
    return CGPoint(
      x: axis(location.x, anchor.x, region.width / 2), y: axis(location.y, anchor.y, region.height / 2))
  }

  /// A shape in the tracker's coordinates (an effect's shape): rects and paths where they are,
  /// beams centred on the preview.
  private func placed(_ shape: PointerShape, homeCentre: CGPoint, region: CGRect, kind: PresentedPointer.Kind)
    -> PresentedPointer
  {
    switch shape {
    case .roundedRect(let rect, let radius):
      return PresentedPointer(kind: kind, frame: rect, cornerRadius: radius, accessories: accessories)
    case .verticalBeam, .horizontalBeam:
      return beam(shape, at: homeCentre, region: region, kind: kind)
    case .path(let path):
      return PresentedPointer(
        kind: kind, frame: Self.bounds(of: path, or: homeCentre), path: path, accessories: accessories)
    }
  }

  /// A shape that follows the pointer: a rect offset from `origin`, a path translated to it, a beam
  /// centred on it.
  private func placed(_ shape: PointerShape, following origin: CGPoint, region: CGRect, kind: PresentedPointer.Kind)
    -> PresentedPointer
  {
    switch shape {
    case .roundedRect(let rect, let radius):
      return PresentedPointer(
        kind: kind, frame: rect.offsetBy(dx: origin.x, dy: origin.y), cornerRadius: radius, accessories: accessories)
    case .verticalBeam, .horizontalBeam:
      return beam(shape, at: origin, region: region, kind: kind)
    case .path(let path):
      let moved = path.applying(CGAffineTransform(translationX: origin.x, y: origin.y))
      return PresentedPointer(kind: kind, frame: Self.bounds(of: moved, or: origin), path: moved, accessories: accessories)
    }
  }

  /// A beam centred on `centre`, its length capped at the region's height (vertical) or width.
  private func beam(_ shape: PointerShape, at centre: CGPoint, region: CGRect, kind: PresentedPointer.Kind)
    -> PresentedPointer
  {
    let thickness = PointerMetrics.beamThickness
    let size: CGSize
    switch shape {
    case .horizontalBeam(let length): size = CGSize(width: min(length, region.width), height: thickness)
    case .verticalBeam(let length): size = CGSize(width: thickness, height: min(length, region.height))
    case .roundedRect, .path: size = .zero
    }
    return PresentedPointer(
      kind: kind, frame: CGRect(center: centre, size: size), cornerRadius: thickness / 2, accessories: accessories)
  }

  /// A path's bounds, or an empty rect at `fallback` for an empty path.
  private static func bounds(of path: Path, or fallback: CGPoint) -> CGRect {
    let box = path.boundingBox
    return box.isNull ? CGRect(origin: fallback, size: .zero) : box
  }
}

extension PresentedPointer {
  /// The pointer scaled about its frame's centre (frame, radius and path).
  func scaled(by scale: CGFloat) -> PresentedPointer {
    let c = frame.center
    let transform = CGAffineTransform(translationX: -c.x, y: -c.y)
      .concatenating(CGAffineTransform(scaleX: scale, y: scale))
      .concatenating(CGAffineTransform(translationX: c.x, y: c.y))
    var result = self
    result.frame = CGRect(center: c, size: CGSize(width: frame.width * scale, height: frame.height * scale))
    result.cornerRadius = cornerRadius * scale
    result.path = path?.applying(transform)
    return result
  }
}
