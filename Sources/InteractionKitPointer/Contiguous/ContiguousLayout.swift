public import Foundation
public import InteractionKitGeometry

/// A row or column of controls spaced so that their enlarged hit areas touch: the pointer glides from
/// one control to the next and never sees a gap.
///
/// On a pointer device each control catches the pointer before the pointer reaches it: its hit area is
/// its frame enlarged by negative hit-test insets (the usual −20 on each side). When two neighbours
/// leave a gap between their enlarged areas, the pointer falls back to the plain system pointer in the
/// gap; when the areas touch, the highlight slides straight from one control to the next (the HIG:
/// "Create contiguous hit regions for custom bar buttons"). The layout therefore spaces neighbours by
/// the outsets of their two facing edges (the trailing inset of one and the leading inset of the next:
/// right and left in a row, bottom and top in a column; 40 for −20 on every side, the stack spacing of
/// Woody's Findings), enlarges every child's area across the row to the row's full thickness plus the
/// insets across it, and enlarges the container so its own area never cuts a child's margin.
///
/// Insets are per edge (``hitTestInsets``), and the container's own area can differ from its
/// controls' (``containerHitTestInsets``), as with the reference's separately enlarged stack view.
/// The reference derived the spacing from the left inset for every edge (`2 × left`); with
/// asymmetric insets that leaves gaps or overlaps between neighbours, so this layout uses the two
/// facing edges instead.
///
/// ```swift
/// let row = ContiguousLayout(axis: .horizontal)   // hit-test insets −20 on every side, spacing 40
/// let toolbar = try row.makeContainer(
///   id: "toolbar", childIDs: ["bold", "italic", "underline"],
///   sizes: Array(repeating: CGSize(width: 44, height: 44), count: 3), at: CGPoint(x: 40, y: 40))
/// try tree.addSublayer(toolbar, to: "root")
///
/// // Per edge: 8 on the left, 20 on the right, 4 above and 6 below; spacing 8 + 20 = 28.
/// let tabs = ContiguousLayout(hitTestInsets: EdgeInsets(top: -4, left: -8, bottom: -6, right: -20))
/// ```
///
/// Arithmetic is exact (so the areas tile to the last bit) when sizes, the origin and the insets lie on
/// a binary grid such as whole, half or quarter points; otherwise boundaries are within rounding.
public struct ContiguousLayout: Hashable, Sendable {
  /// The direction in which the children follow each other, as `UIStackView.axis`.
  public enum Axis: Hashable, Sendable, CaseIterable {
    /// A row: children left to right, the first at the container's left edge.
    case horizontal
    /// A column: children top to bottom, the first at the container's top edge.
    case vertical
  }

  /// Where a child thinner than the row sits across it; its hit area spans the whole row either way.
  public enum Alignment: Hashable, Sendable, CaseIterable {
    /// At the top of a row, or the left of a column.
    case leading
    /// Centred across the row or column.
    case center
    /// At the bottom of a row, or the right of a column.
    case trailing
  }

  /// The hit-test inset that enlarges each child on every side: −20 (Woody's Findings, "Improve
  /// pointer interactions", `bounds.inset(by: .all(-20))`).
  public static let defaultHitTestInset: CGFloat = PointerMetrics.hitTestInsets.left

  /// The direction of the row or column; default ``Axis/horizontal``.
  public var axis: Axis

  /// The insets applied to each edge of every child's frame to give its hit area, with UIKit's sign
  /// (negative enlarges); default −20 on every side (``defaultHitTestInset``). Every edge must be
  /// finite and zero or less.
  ///
  /// Along the axis each child keeps these insets; across it the child's area is stretched to the
  /// row's thickness and then enlarged by these insets' top and bottom (left and right in a column).
  public var hitTestInsets: EdgeInsets

  /// The container's own hit-test insets, or `nil` (the default) for ``hitTestInsets``, which makes
  /// the container's area exactly the union of its children's. Every edge must be finite and zero or
  /// less.
  ///
  /// The reference enlarges the stack view on its own (its `point(inside:)` gates its buttons); here
  /// the container built by ``Arrangement/makeContainer(id:childIDs:)`` uses the union-of-sublayers
  /// rule, so the children's margins reach the pointer whatever this value is. A larger container area
  /// catches the pointer around the row (the container itself is then hit there); a smaller one only
  /// changes where the container itself is hit.
  public var containerHitTestInsets: EdgeInsets?

  /// Where children thinner than the row sit across it; default ``Alignment/center``.
  public var alignment: Alignment

  /// Creates a layout with insets per edge.
  ///
  /// - Parameters:
  ///   - axis: the direction of the row; default horizontal.
  ///   - hitTestInsets: the insets of each child, negative to enlarge; checked when arranging (see
  ///     ``ContiguousLayoutError/invalidHitTestInset(_:)``).
  ///   - containerHitTestInsets: the container's own insets; `nil` (the default) for
  ///     `hitTestInsets`. Checked when arranging (see
  ///     ``ContiguousLayoutError/invalidContainerHitTestInset(_:)``).
  ///   - alignment: where thinner children sit across the row; default centred.
  public init(
    axis: Axis = .horizontal, hitTestInsets: EdgeInsets, containerHitTestInsets: EdgeInsets? = nil,
    alignment: Alignment = .center
  ) {
    self.axis = axis
    self.hitTestInsets = hitTestInsets
    self.containerHitTestInsets = containerHitTestInsets
    self.alignment = alignment
  }

  /// Creates a layout with the same inset on every edge of every child and of the container.
  ///
  /// - Parameters:
  ///   - axis: the direction of the row; default horizontal.
  ///   - hitTestInset: the inset on each side of each child, negative to enlarge; default −20.
  ///     Checked when arranging (see ``ContiguousLayoutError/invalidHitTestInset(_:)``).
  ///   - alignment: where thinner children sit across the row; default centred.
  public init(
    axis: Axis = .horizontal, hitTestInset: CGFloat = ContiguousLayout.defaultHitTestInset,
    alignment: Alignment = .center
  ) {
    self.init(axis: axis, hitTestInsets: EdgeInsets(all: hitTestInset), alignment: alignment)
  }

  /// The gap between neighbouring children's frames: the outsets of the two facing edges, the
  /// trailing inset of one child and the leading inset of the next (`−(right + left)` in a row,
  /// `−(bottom + top)` in a column), so that their enlarged areas meet (40 for −20 on every side).
  /// Zero when those insets are invalid.
  public var spacing: CGFloat {
    let (leading, trailing) =
      axis == .horizontal ? (hitTestInsets.left, hitTestInsets.right) : (hitTestInsets.top, hitTestInsets.bottom)
    return Self.isValid(leading) && Self.isValid(trailing) ? -(leading + trailing) : 0
  }

  /// Whether an inset is finite and zero or less.
  static func isValid(_ inset: CGFloat) -> Bool { inset.isFinite && inset <= 0 }

  /// The first edge of `insets` (top, left, bottom, right) that is not finite and zero or less.
  static func firstInvalidEdge(of insets: EdgeInsets) -> CGFloat? {
    [insets.top, insets.left, insets.bottom, insets.right].first { !isValid($0) }
  }

  /// Places children of the given sizes, first to last, in a container whose frame starts at `origin`.
  ///
  /// The container's frame is exactly the children's extent (no outer padding): the first child
  /// touches its leading edge, the last its trailing edge, and across the row it is as thick as the
  /// thickest child. An empty list gives an empty container with no children and no hit area.
  ///
  /// - Throws: ``ContiguousLayoutError/invalidHitTestInset(_:)``,
  ///   ``ContiguousLayoutError/invalidContainerHitTestInset(_:)``,
  ///   ``ContiguousLayoutError/invalidOrigin(_:)``, ``ContiguousLayoutError/invalidSize(index:size:)``
  ///   or ``ContiguousLayoutError/extentTooLarge`` when the container's frame or hit area, or a
  ///   child's hit area, reaches beyond ±`GeometryLimits.maximumCoordinate` (the engine-wide
  ///   bound), so every rect and inset of an arrangement is finite.
  public func arrange(_ sizes: [CGSize], at origin: CGPoint = .zero) throws(ContiguousLayoutError) -> Arrangement {
    if let invalid = Self.firstInvalidEdge(of: hitTestInsets) { throw .invalidHitTestInset(invalid) }
    if let container = containerHitTestInsets, let invalid = Self.firstInvalidEdge(of: container) {
      throw .invalidContainerHitTestInset(invalid)
    }
    guard origin.isFinitePoint else { throw .invalidOrigin(origin) }
    for (index, size) in sizes.enumerated() {
      guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
        throw .invalidSize(index: index, size: size)
      }
    }
    guard !sizes.isEmpty else {
      return Arrangement(frame: CGRect(origin: origin, size: .zero), hitTestInsets: .zero, children: [])
    }
    let insets = hitTestInsets
    let horizontal = axis == .horizontal
    let gap = spacing
    let thickness = sizes.map { horizontal ? $0.height : $0.width }.max() ?? 0
    var cursor: CGFloat = 0
    var children: [Arrangement.Child] = []
    children.reserveCapacity(sizes.count)
    for size in sizes {
      let length = horizontal ? size.width : size.height
      let breadth = horizontal ? size.height : size.width
      let offset: CGFloat =
        switch alignment {
        case .leading: 0
        case .center: (thickness - breadth) / 2
        case .trailing: thickness - breadth
        }
      // Across the row, stretch the area to the row's thickness, then apply the insets across it.
      let child: Arrangement.Child =
        horizontal
        ? Arrangement.Child(
          frame: CGRect(x: cursor, y: offset, width: length, height: breadth),
          hitTestInsets: EdgeInsets(
            top: insets.top - offset, left: insets.left,
            bottom: insets.bottom - (thickness - breadth - offset), right: insets.right))
        : Arrangement.Child(
          frame: CGRect(x: offset, y: cursor, width: breadth, height: length),
          hitTestInsets: EdgeInsets(
            top: insets.top, left: insets.left - offset,
            bottom: insets.bottom, right: insets.right - (thickness - breadth - offset)))
      children.append(child)
      cursor += length + gap
    }
    let extent = cursor - gap
    let size = horizontal ? CGSize(width: extent, height: thickness) : CGSize(width: thickness, height: extent)
    let frame = CGRect(origin: origin, size: size)
    let arrangement = Arrangement(
      frame: frame, hitTestInsets: containerHitTestInsets ?? insets, children: children)
    let hitArea = arrangement.hitArea
    guard extent.isFinite, frame.isWithinCoordinateLimits, hitArea.isNull || hitArea.isWithinCoordinateLimits else {
      throw .extentTooLarge
    }
    for child in children {
      let area = child.hitArea
      guard child.frame.isWithinCoordinateLimits, area.isNull || area.isWithinCoordinateLimits else {
        throw .extentTooLarge
      }
    }
    return arrangement
  }
}
