public import Foundation
public import InteractionKitGeometry

/// What the pointer looks like on screen and where: the *presented* pointer, as opposed to the
/// model pointer that tracks the input.
///
/// Every shape is a rounded rect (``frame`` and ``cornerRadius``) or, for path shapes, a ``path``;
/// ``outline`` gives the one to draw. The content under an effect moves by ``contentOffset`` and
/// scales by ``contentScale`` about its centre.
public struct PresentedPointer: Hashable, Sendable {
  /// What kind of pointer is shown.
  public enum Kind: String, Hashable, Sendable, CaseIterable, Codable {
    /// The system pointer: a circle centred on the model pointer.
    case system
    /// Nothing is shown; ``PresentedPointer/frame`` is an empty rect at the model pointer.
    case hidden
    /// The pointer has slid under the content and taken the highlight shape.
    case highlight
    /// The pointer is hidden behind the lifted content; the outline is the lifted content's.
    case lift
    /// The pointer keeps the system shape over tinted or scaled content.
    case hover
    /// A style's own shape (beam, rounded rect or path) moving with the pointer.
    case shape
  }

  /// What kind of pointer is shown.
  public var kind: Kind

  /// The outline's rectangle in the tracker's coordinates (the bounding box of ``path`` when there
  /// is one).
  public var frame: CGRect

  /// The outline's corner radius (ignored when ``path`` is set).
  public var cornerRadius: CGFloat

  /// The outline, for path shapes; `nil` when the outline is the rounded ``frame``.
  public var path: Path?

  /// How far the content under an effect is moved by the parallax; zero without an effect.
  public var contentOffset: CGPoint

  /// The scale applied to the content about its centre (lift, scaled hover); 1 otherwise.
  public var contentScale: CGFloat

  /// The accessories shown around ``position``.
  public var accessories: [PointerAccessory]

  /// Creates a presented pointer.
  public init(
    kind: Kind, frame: CGRect, cornerRadius: CGFloat = 0, path: Path? = nil, contentOffset: CGPoint = .zero,
    contentScale: CGFloat = 1, accessories: [PointerAccessory] = []
  ) {
    self.kind = kind
    self.frame = frame
    self.cornerRadius = cornerRadius
    self.path = path
    self.contentOffset = contentOffset
    self.contentScale = contentScale
    self.accessories = accessories
  }

  /// The system pointer (a circle of ``PointerMetrics/systemPointerDiameter``) centred on `location`.
  public static func system(at location: CGPoint, accessories: [PointerAccessory] = []) -> PresentedPointer {
    let d = PointerMetrics.systemPointerDiameter
    return PresentedPointer(
      kind: .system, frame: CGRect(center: location, size: CGSize(width: d, height: d)), cornerRadius: d / 2,
      accessories: accessories)
  }

  /// Where the presented pointer is: the centre of its ``frame``.
  public var position: CGPoint { frame.center }

  /// Whether a pointer shape is visible (not hidden, not behind lifted content).
  public var isPointerVisible: Bool {
    switch kind {
    case .system, .highlight, .hover, .shape: true
    case .hidden, .lift: false
    }
  }

  /// The outline to draw: ``path``, or the rounded ``frame``.
  public var outline: Path {
    path ?? Path(roundedRect: frame, cornerRadius: cornerRadius)
  }

  /// The accessories' outlines, placed around ``position``.
  public var accessoryPaths: [Path] {
    accessories.map { $0.path(around: position) }
  }

  /// The pointer part of the way toward `other`, for sampling a morph: frames, radii, content
  /// offsets and scales are interpolated linearly by `fraction` (which may overshoot, as springs
  /// do); the kind, path and accessories switch to `other`'s at the halfway point.
  public func interpolated(to other: PresentedPointer, fraction: CGFloat) -> PresentedPointer {
    let t = fraction.isFinite ? fraction : 1
    let late = t >= 0.5
    let lerp = { (a: CGFloat, b: CGFloat) in a + (b - a) * t }
    var result = late ? other : self
    result.frame = frame.interpolated(to: other.frame, fraction: t).sanitized
    result.cornerRadius = max(0, lerp(cornerRadius, other.cornerRadius))
    result.contentOffset = contentOffset.interpolated(to: other.contentOffset, fraction: t)
    result.contentScale = max(0, lerp(contentScale, other.contentScale))
    if let path = result.path {
      // A path keeps its shape and follows the interpolated frame's origin.
      let source = (late ? other : self).frame
      result.path = path.applying(
        CGAffineTransform(translationX: result.frame.minX - source.minX, y: result.frame.minY - source.minY))
    }
    return result
  }
}
