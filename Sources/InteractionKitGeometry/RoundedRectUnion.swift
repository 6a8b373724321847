public import Foundation

/// The rounded outline of a union of rects: the "bubble" UIKit draws around text line rects.
///
/// This is the shape `UIPreviewParameters(textLineRects:)` gives a preview's `visiblePath`: each
/// line rect is padded, the padded rects are unioned, and every connected group becomes one
/// closed outline with rounded corners. The steps:
///
/// 1. **Pad.** Each rect is inset by `insets` as `UIEdgeInsetsInsetRect` does:
///    `(x + left, y + top, width − left − right, height − top − bottom)`. Negative insets grow the
///    rect (a zero-width rect padded this way counts). A rect the insets consume entirely, or that
///    ends up with zero width or height, covers nothing.
/// 2. **Union.** The padded rects become a ``RectRegion`` (``paddedRegion``): one component per
///    connected group (rects that overlap or share a piece of edge; rects meeting only at a corner
///    stay apart), possibly with holes.
/// 3. **Snap.** Small ragged steps near each component's bounding box are filled in: an outline
///    edge within 0.75 × `cornerRadius` of the box edge it faces, with nothing of the region
///    between them, is pushed out onto the box edge, and this repeats until no such edge is left
///    (at most eight rounds).
///    Unlike a plain vertex snap this only ever adds area, so every padded rect stays covered.
///    A push is skipped when it would touch another component, or when it would put a point
///    farther than 0.85 × `cornerRadius` from the padded rects (two pushes at right angles near a
///    box corner can add up); together with the concave fillets below, which reach at most
///    0.1465 × `cornerRadius` past the snapped outline, no point of the result is farther than
///    `cornerRadius` from the padded rects. The result is ``snappedRegion``.
/// 4. **Round.** Every corner of the snapped outlines gets a radius: `cornerRadius` at convex
///    corners and half of it at concave ones, capped so the corner fits. A corner takes up
///    `radius` of each adjacent edge for ``CornerStyle/circular`` and 1.528665 × `radius` for
///    ``CornerStyle/continuous`` (as in ``Path/init(roundedRect:cornerRadius:style:)``), and that
///    length is capped at half the shorter adjacent edge, so neighbouring corners never overlap.
///    It is also capped at half the distance to any other edge reaching into the corner's
///    quadrant, so corners never cross another outline; for lines of text this cap only
///    applies to very thin gaps, holes and nearby groups.
/// 5. **Draw.** Each outline becomes a closed subpath: outer outlines clockwise on screen, holes
///    counter-clockwise, continuous or circular corners, see ``path``.
///
/// With a positive radius, outlines of the result never cross or touch each other or themselves
/// (with radius zero they are the sharp outlines of ``snappedRegion``, which may share a corner
/// point), and the number of outer outlines equals the number of connected groups of padded
/// rects. ``outlines`` lists the vertices and radii used, so they can be printed as point lists.
///
/// Documented clamps (the non-validating initializer): rects with a NaN or infinite coordinate
/// are dropped; non-finite insets leave nothing to draw; a NaN or negative radius counts as
/// zero (sharp corners, no snapping) and an infinite radius rounds every corner as far as it
/// fits and snaps each group to its bounding box wherever nothing else is in the way.
public struct RoundedRectUnion: Hashable, Sendable {
  /// UIKit's text platter corner radius, 13 points.
  public static let defaultCornerRadius: CGFloat = 13

  /// One vertex of a snapped outline and the radius its corner is drawn with.
  public struct Corner: Hashable, Sendable, Codable {
    /// The sharp corner point of the snapped outline.
    public var point: CGPoint
    /// The corner radius after every cap (zero for a sharp corner).
    ///
    /// The curve leaves each edge `radius` from ``point`` for circular corners and
    /// 1.528665 × `radius` for continuous ones.
    public var radius: CGFloat
    /// Whether the outline turns toward the region here (a convex corner, radius up to the
    /// corner radius) rather than away from it (a concave corner, up to half of it).
    public var isConvex: Bool

    /// Creates a corner.
    public init(point: CGPoint, radius: CGFloat, isConvex: Bool) {
      self.point = point
      self.radius = radius
      self.isConvex = isConvex
    }
  }

  /// One closed rounded outline: its snapped vertices with their radii.
  public struct Outline: Hashable, Sendable, Codable {
    /// The corners in drawing order, starting at the top-most, then left-most vertex.
    public var corners: [Corner]
    /// Whether the outline bounds a hole (counter-clockwise on screen).
    public var isHole: Bool

    /// Creates an outline.
    public init(corners: [Corner], isHole: Bool) {
      self.corners = corners
      self.isHole = isHole
    }

    /// The snapped polygon's vertices (the sharp corner points), in drawing order.
    public var vertices: [CGPoint] { corners.map(\.point) }
  }

  /// The radius requested for convex corners after the documented clamps (zero for NaN or negative input).
  public let cornerRadius: CGFloat
  /// The corner shape.
  public let style: CornerStyle
  /// The union of the padded rects, before snapping.
  public let paddedRegion: RectRegion
  /// The union after small ragged steps were snapped onto the bounding boxes.
  public let snappedRegion: RectRegion
  /// The rounded outlines: component by component, each outer outline followed by its holes.
  public let outlines: [Outline]

  /// Builds the rounded outline of `rects`, dropping invalid input as documented on the type.
  ///
  /// - Parameters:
  ///   - rects: The rects, for example text line rects in the view's coordinates.
  ///   - insets: Applied to each rect with UIKit semantics; negative values pad. Defaults to none.
  ///   - cornerRadius: The radius of convex corners; concave corners get half. Defaults to 13.
  ///   - style: The corner shape. Defaults to ``CornerStyle/continuous``, as UIKit's platter.
  public init(
    rects: some Sequence<CGRect>, insets: EdgeInsets = .zero,
    cornerRadius: CGFloat = RoundedRectUnion.defaultCornerRadius, style: CornerStyle = .continuous
  ) {
    let radius = cornerRadius.isNaN || cornerRadius < 0 ? 0 : cornerRadius
    let padded = insets.isFinite ? rects.compactMap { RectRegion.accepted($0.inset(by: insets)) } : []
    self.init(paddedRects: padded, cornerRadius: radius, style: style)
  }

  /// Builds the rounded outline of `rects`, rejecting invalid input.
  ///
  /// Parameters as ``init(rects:insets:cornerRadius:style:)``. `CGRect.null` and rects the insets
  /// consume entirely are accepted and cover nothing; a rect of zero width or height counts when
  /// negative insets give it an area, as in UIKit.
  ///
  /// - Throws: ``RectRegionError/nonFiniteInsets`` for NaN or infinite insets,
  ///   ``RectRegionError/invalidCornerRadius`` for a NaN, negative or infinite radius, and
  ///   ``RectRegionError/nonFiniteRect(index:)`` for the first rect with a NaN or infinite
  ///   coordinate.
  public init(
    validating rects: some Sequence<CGRect>, insets: EdgeInsets = .zero,
    cornerRadius: CGFloat = RoundedRectUnion.defaultCornerRadius, style: CornerStyle = .continuous
  ) throws(RectRegionError) {
    guard insets.isFinite else { throw .nonFiniteInsets }
    guard cornerRadius.isFinite, cornerRadius >= 0 else { throw .invalidCornerRadius }
    var padded: [CGRect] = []
    for (index, rect) in rects.enumerated() where !rect.isNull {
      guard RectRegion.accepted(rect) != nil || RectRegion.isFiniteAndEmpty(rect) else {
        throw .nonFiniteRect(index: index)
      }
      if let rect = RectRegion.accepted(rect.inset(by: insets)) { padded.append(rect) }
    }
    self.init(paddedRects: padded, cornerRadius: cornerRadius, style: style)
  }

  /// Runs steps 2 to 4 on padded rects that are standardized, finite and of positive area.
  private init(paddedRects: [CGRect], cornerRadius: CGFloat, style: CornerStyle) {
    self.cornerRadius = cornerRadius
    self.style = style
    let region = RectRegion(acceptedRects: paddedRects)
    paddedRegion = region
    snappedRegion = Self.snapped(region, cornerRadius: cornerRadius)
    outlines = Self.roundedOutlines(
      snappedRegion.outlines, cornerRadius: cornerRadius, extent: RoundedCornerShape.shape(for: style).extent)
  }

  /// Whether there is nothing to draw.
  public var isEmpty: Bool { outlines.isEmpty }

  /// The rounded outlines as a path: one closed subpath per outline.
  ///
  /// Each subpath starts where its first corner's curve ends on the outgoing edge (for a single
  /// rect, exactly where ``Path/init(roundedRect:cornerRadius:style:)`` starts, with identical
  /// elements) and draws straight edges and one cubic (circular) or three cubics (continuous) per
  /// rounded corner. Outer outlines are clockwise on screen and holes counter-clockwise, so the
  /// path fills correctly under either ``FillRule``.
  public var path: Path {
    let shape = RoundedCornerShape.shape(for: style)
    var elements: [Path.Element] = []
    var frames: [CornerFrame] = []
    for outline in outlines {
      let corners = outline.corners
      let n = corners.count
      guard n >= 3 else { continue }
      frames.removeAll(keepingCapacity: true)
      for k in 1...n {
        let i = k % n
        let previous = corners[(i + n - 1) % n].point, corner = corners[i].point, next = corners[(i + 1) % n].point
        frames.append(
          CornerFrame(
            corner: corner, back: Self.direction(from: corner, to: previous), forward: Self.direction(from: corner, to: next),
            radius: corners[i].radius))
      }
      Path.appendRoundedOutline(frames, shape: shape, to: &elements)
    }
    return Path(elements: elements)
  }

  /// The axis-aligned unit direction from `a` toward `b` (the points share an x or a y).
  static func direction(from a: CGPoint, to b: CGPoint) -> (x: CGFloat, y: CGFloat) {
    if a.y == b.y { return (b.x > a.x ? 1 : -1, 0) }
    return (0, b.y > a.y ? 1 : -1)
  }
}
