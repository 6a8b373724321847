public import Foundation
public import InteractionKitGeometry

/// The outline a pointer takes, as `UIPointerShape`.
///
/// Where the shape sits depends on the style (see ``PointerStyle``):
///
/// - In a style with an effect (``PointerStyle/init(effect:shape:)``), a rounded rect and a path are
///   in the tracker's coordinates (samples use the control's frame padded), and a beam is centred
///   on the preview.
/// - In a shape-only style (``PointerStyle/init(shape:constrainedAxes:)``), the shape moves with the
///   pointer: a rounded rect's origin is an offset from the pointer (so `(-10, -10, 20, 20)` is
///   centred on it), a path's origin is the pointer's location, and a beam is centred on it.
///
/// A beam's length is capped at the region's height (vertical) or width (horizontal).
public enum PointerShape: Hashable, Sendable {
  /// A rounded rectangle; the radius defaults to ``PointerMetrics/defaultCornerRadius`` (8).
  case roundedRect(CGRect, radius: CGFloat = PointerMetrics.defaultCornerRadius)

  /// A vertical bar, like the text I-beam, `length` tall and ``PointerMetrics/beamThickness`` wide.
  case verticalBeam(length: CGFloat)

  /// A horizontal bar (vertical text), `length` wide and ``PointerMetrics/beamThickness`` tall.
  case horizontalBeam(length: CGFloat)

  /// Any outline.
  case path(Path)

  /// The shape made safe to draw.
  ///
  /// A rounded rect is sanitized (`CGRect.sanitized`) and its radius clamped to 0…half its
  /// shorter side (NaN becomes 0); a beam's negative or NaN length becomes 0 and an infinite one is
  /// kept (the region caps it); a path with a non-finite point becomes the empty path.
  public var sanitized: PointerShape {
    switch self {
    case .roundedRect(let rect, let radius):
      let r = rect.sanitized
      let limit = min(r.width, r.height) / 2
      return .roundedRect(r, radius: radius.isNaN ? 0 : min(max(0, radius), limit))
    case .verticalBeam(let length):
      return .verticalBeam(length: Self.length(length))
    case .horizontalBeam(let length):
      return .horizontalBeam(length: Self.length(length))
    case .path(let path):
      return .path(Self.isFinite(path) ? path : Path())
    }
  }

  private static func length(_ value: CGFloat) -> CGFloat {
    value.isNaN ? 0 : max(0, value)
  }

  /// Whether every point of the path is finite (the path's bounds skip non-finite points, so they
  /// cannot tell).
  static func isFinite(_ path: Path) -> Bool {
    path.elements.allSatisfy { element in
      switch element {
      case .move(let p), .line(let p): p.isFinitePoint
      case .quadCurve(let p, let c): p.isFinitePoint && c.isFinitePoint
      case .curve(let p, let c1, let c2): p.isFinitePoint && c1.isFinitePoint && c2.isFinitePoint
      case .closeSubpath: true
      }
    }
  }
}
