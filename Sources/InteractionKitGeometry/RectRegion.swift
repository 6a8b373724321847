public import Foundation

/// The union of a set of axis-aligned rectangles, with its outlines, as a Core Graphics region.
///
/// `RectRegion` is the value-type counterpart of the regions UIKit builds from text line rects
/// (`CGSNewRegionWithRect` and `CGSUnionRegion`). Give it any rects: overlapping, touching,
/// disjoint, nested, in any order. It computes the exact union and exposes it three ways:
///
/// - ``contains(_:)`` tests a point;
/// - ``components`` lists one ``Component`` per connected group of rects, each with its outer
///   ``Outline`` and the outlines of its holes, as closed rectilinear polygons;
/// - ``path`` is the tight outline as a ``Path`` (no padding, sharp corners), the shape of
///   `UIBezierPath(wrappingAroundRects:)`.
///
/// **Connectivity.** Two rects belong to the same component when they overlap or share a piece
/// of edge of positive length. Rects that meet only at a corner point stay separate components,
/// and their outlines touch at that point.
///
/// **Outlines.** Every outline alternates horizontal and vertical edges. Outer outlines run
/// clockwise on screen (y grows downward; the region is on the right of each edge), holes run
/// counter-clockwise, so the ``path`` fills correctly under either ``FillRule``. Each outline
/// starts at its top-most, then left-most vertex. No vertex repeats, and no vertex is collinear
/// with its neighbours: the unit directions of the two edges at every vertex are perpendicular
/// (their cross product is ±1, never below 0.001 in magnitude). Coordinates are the rects' own
/// edge coordinates, exactly; nothing is rounded.
///
/// **Bad input.** A rect with a NaN or infinite coordinate (including `CGRect.infinite`, and a
/// finite rect whose far edge overflows to infinity) is dropped by ``init(_:)`` and reported as
/// ``RectRegionError/nonFiniteRect(index:)`` by ``init(validating:)``. `CGRect.null` and rects of
/// zero width or height cover no area and are ignored by both. Negative sizes are standardized
/// first, as Core Graphics does.
///
/// **Cost.** A sweep over the sorted x coordinates: O(n log n) plus the size of the slab
/// decomposition, which is linear for rects stacked like text lines and at most quadratic.
///
/// Two regions are equal when they cover the same points, whatever rects built them.
public struct RectRegion: Hashable, Sendable {
  /// A closed rectilinear polygon: the outer boundary of one component or the boundary of a hole.
  public struct Outline: Hashable, Sendable {
    /// The polygon's corners in drawing order, starting at the top-most, then left-most vertex.
    ///
    /// The closing edge from the last vertex back to the first is implied.
    public var vertices: [CGPoint]
    /// Whether the outline bounds a hole (counter-clockwise on screen) rather than a component's
    /// outside (clockwise on screen).
    public var isHole: Bool

    /// Creates an outline from its vertices.
    public init(vertices: [CGPoint], isHole: Bool) {
      self.vertices = vertices
      self.isHole = isHole
    }

    /// The smallest rect containing every vertex.
    public var bounds: CGRect { vertices.isEmpty ? .null : Box(enclosing: vertices).rect }

    /// The enclosed area, positive for outer outlines and negative for holes (shoelace formula).
    public var signedArea: CGFloat {
      var sum: CGFloat = 0
      for i in vertices.indices {
        let a = vertices[i], b = vertices[(i + 1) % vertices.count]
        sum += a.x * b.y - b.x * a.y
      }
      return sum / 2
    }
  }

  /// One connected group of rects: its outer outline and the outlines of its holes.
  public struct Component: Hashable, Sendable {
    /// The outer boundary, clockwise on screen.
    public var outline: Outline
    /// The boundaries of the holes inside this component, counter-clockwise on screen, ordered by
    /// their first vertex (top to bottom, then left to right).
    public var holes: [Outline]

    /// Creates a component from its outer outline and holes.
    public init(outline: Outline, holes: [Outline] = []) {
      self.outline = outline
      self.holes = holes
    }

    /// The outer outline followed by the holes.
    public var outlines: [Outline] { [outline] + holes }

    /// The component's bounding box (the bounds of its outer outline).
    public var bounds: CGRect { outline.bounds }
  }

  /// The rects that contribute area, standardized, in input order.
  ///
  /// Rects that were dropped (non-finite, null, zero width or height) are not listed. For the
  /// snapped region of a ``RoundedRectUnion`` the snapping fills follow the padded rects.
  public let rects: [CGRect]

  /// The connected groups of the union, ordered by the first vertex of their outer outline (top to
  /// bottom, then left to right).
  public let components: [Component]

  /// The union as vertical slabs of merged y intervals; the canonical form used for equality.
  let slabs: SlabDecomposition

  /// The component index of each interval in ``slabs``.
  let intervalComponents: [Int]

  /// An empty region.
  public static let empty = RectRegion(rects: [], slabs: SlabDecomposition(), components: [], intervalComponents: [])

  /// Creates the union of `rects`, dropping rects that cannot be represented.
  ///
  /// Rects with a NaN or infinite coordinate are dropped (use ``init(validating:)`` to be told
  /// instead); `CGRect.null` and rects of zero width or height cover nothing.
  public init(_ rects: some Sequence<CGRect>) {
    self.init(acceptedRects: rects.compactMap(Self.accepted))
  }

  /// Creates the union of `rects`, rejecting rects with a NaN or infinite coordinate.
  ///
  /// `CGRect.null` and rects of zero width or height are accepted and cover nothing.
  ///
  /// - Throws: ``RectRegionError/nonFiniteRect(index:)`` for the first rect whose origin or size
  ///   is NaN or infinite, or whose far edge overflows to infinity.
  public init(validating rects: some Sequence<CGRect>) throws(RectRegionError) {
    var accepted: [CGRect] = []
    for (index, rect) in rects.enumerated() {
      if let rect = Self.accepted(rect) {
        accepted.append(rect)
      } else if !rect.isNull, !Self.isFiniteAndEmpty(rect) {
        throw .nonFiniteRect(index: index)
      }
    }
    self.init(acceptedRects: accepted)
  }

  /// Builds the region from rects already standardized, finite and of positive area.
  init(acceptedRects: [CGRect]) {
    self.init(boxes: acceptedRects.map(Box.init), rects: acceptedRects)
  }

  /// Builds the region from finite boxes of positive area, keeping their edges exactly; `rects`
  /// are reported as ``rects``.
  init(boxes: [Box], rects: [CGRect]) {
    let slabs = SlabDecomposition(rects: boxes)
    let traced = ContourTracer.trace(slabs)
    self.init(rects: rects, slabs: slabs, components: traced.components, intervalComponents: traced.intervalComponents)
  }

  private init(rects: [CGRect], slabs: SlabDecomposition, components: [Component], intervalComponents: [Int]) {
    self.rects = rects
    self.slabs = slabs
    self.components = components
    self.intervalComponents = intervalComponents
  }

  /// The rect standardized when it is finite and its edges enclose an area, otherwise `nil`.
  ///
  /// The edges are compared rather than the size: a width below the spacing of floating-point
  /// numbers at `minX` gives `maxX == minX`, which covers nothing.
  static func accepted(_ rect: CGRect) -> CGRect? {
    guard !rect.isNull, rect.isFiniteRect else { return nil }
    let r = rect.standardized
    guard r.maxX.isFinite, r.maxY.isFinite, r.maxX > r.minX, r.maxY > r.minY else { return nil }
    return r
  }

  /// Whether the rect is finite (edges included) but its edges enclose no area.
  static func isFiniteAndEmpty(_ rect: CGRect) -> Bool {
    guard rect.isFiniteRect else { return false }
    let r = rect.standardized
    return r.maxX.isFinite && r.maxY.isFinite && !(r.maxX > r.minX && r.maxY > r.minY)
  }

  /// Whether the region covers no area.
  public var isEmpty: Bool { slabs.edges.isEmpty }

  /// Every outline: each component's outer outline followed by its holes, component by component.
  public var outlines: [Outline] { components.flatMap(\.outlines) }

  /// The smallest rect containing the region, or `CGRect.null` when it is empty.
  public var bounds: CGRect { slabs.bounds }

  /// The area covered, counting overlaps once.
  public var area: CGFloat { slabs.area }

  /// Whether `point` lies in the region.
  ///
  /// Each rect covers its points with `minX <= x < maxX` and `minY <= y < maxY`, as
  /// `CGRect.contains(_:)`, and the region covers the points any rect covers. A NaN or infinite
  /// point is never inside.
  public func contains(_ point: CGPoint) -> Bool {
    slabs.interval(containing: point) != nil
  }

  /// The index in ``components`` of the component that covers `point`, or `nil` outside the region.
  ///
  /// Uses the same half-open rule as ``contains(_:)``.
  public func componentIndex(containing point: CGPoint) -> Int? {
    slabs.interval(containing: point).map { intervalComponents[$0] }
  }

  /// The tight outline of the union: every outline as a closed polygon, with sharp corners.
  ///
  /// Outer outlines are clockwise on screen and holes counter-clockwise, so the path fills the
  /// region exactly under ``FillRule/nonZero`` and ``FillRule/evenOdd``. An empty region gives an
  /// empty path.
  public var path: Path {
    var path = Path()
    for outline in outlines { path.addPolygon(outline.vertices) }
    return path
  }

  /// Whether two regions cover the same points.
  public static func == (lhs: RectRegion, rhs: RectRegion) -> Bool { lhs.slabs == rhs.slabs }

  /// Hashes the covered points (the canonical slab decomposition), consistently with `==`.
  public func hash(into hasher: inout Hasher) { hasher.combine(slabs) }
}
