public import Foundation
import InteractionKitGeometry

/// A row or column of controls spaced so that their enlarged hit areas touch: the pointer glides from
/// one control to the next and never sees a gap.
///
/// On a pointer device each control catches the pointer before the pointer reaches it: its hit area is
/// its frame enlarged by negative hit-test insets (the usual −20 on each side). When two neighbours
/// leave a gap between their enlarged areas, the pointer falls back to the plain system pointer in the
/// gap; when the areas touch, the highlight slides straight from one control to the next (the HIG:
/// "Create contiguous hit regions for custom bar buttons"). The layout therefore spaces the children by
/// twice the inset (40 for −20, the stack spacing of Woody's Findings), enlarges every child's area across
/// the row to the row's full thickness, and enlarges the container by the same inset so its bounds never
/// cut a child's margin.
///
/// ```swift
/// let row = ContiguousLayout(axis: .horizontal)   // hit-test inset −20, spacing 40
/// let toolbar = try row.makeContainer(
///   id: "toolbar", childIDs: ["bold", "italic", "underline"],
///   sizes: Array(repeating: CGSize(width: 44, height: 44), count: 3), at: CGPoint(x: 40, y: 40))
/// try tree.addSublayer(toolbar, to: "root")
/// ```
///
/// Arithmetic is exact (so the areas tile to the last bit) when sizes, the origin and the inset lie on a
/// binary grid such as whole, half or quarter points; otherwise boundaries are within rounding.
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

  /// The hit-test inset that enlarges each child: −20 (Woody's Findings, "Improve pointer
  /// interactions", `bounds.inset(by: .all(-20))`).
  public static let defaultHitTestInset: CGFloat = PointerMetrics.hitTestInsets.left

  /// The direction of the row or column; default ``Axis/horizontal``.
  public var axis: Axis

  /// The inset applied to every side of every child's frame to give its hit area, with UIKit's sign
  /// (negative enlarges); default ``defaultHitTestInset`` (−20). Must be finite and zero or less.
  public var hitTestInset: CGFloat

  /// Where children thinner than the row sit across it; default ``Alignment/center``.
  public var alignment: Alignment

  /// Creates a layout.
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
    self.axis = axis
    self.hitTestInset = hitTestInset
    self.alignment = alignment
  }

  /// The gap between neighbouring children's frames: twice the outset, so that their enlarged areas
  /// meet (40 for the default −20). Zero when the inset is invalid.
  public var spacing: CGFloat {
    hitTestInset.isFinite && hitTestInset <= 0 ? -2 * hitTestInset : 0
  }

  /// Places children of the given sizes, first to last, in a container whose frame starts at `origin`.
  ///
  /// The container's frame is exactly the children's extent (no outer padding): the first child
  /// touches its leading edge, the last its trailing edge, and across the row it is as thick as the
  /// thickest child. An empty list gives an empty container with no children and no hit area.
  ///
  /// - Throws: ``ContiguousLayoutError/invalidHitTestInset(_:)``,
  ///   ``ContiguousLayoutError/invalidOrigin(_:)``, ``ContiguousLayoutError/invalidSize(index:size:)``
  ///   or ``ContiguousLayoutError/extentTooLarge`` when the container's frame or hit area, or a
  ///   child's hit area, reaches beyond ±`GeometryLimits.maximumCoordinate` (the engine-wide
  ///   bound), so every rect and inset of an arrangement is finite.
  public func arrange(_ sizes: [CGSize], at origin: CGPoint = .zero) throws(ContiguousLayoutError) -> Arrangement {
    guard hitTestInset.isFinite, hitTestInset <= 0 else { throw .invalidHitTestInset(hitTestInset) }
    guard origin.isFinitePoint else { throw .invalidOrigin(origin) }
    for (index, size) in sizes.enumerated() {
      guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
        throw .invalidSize(index: index, size: size)
      }
    }
    guard !sizes.isEmpty else {
      return Arrangement(frame: CGRect(origin: origin, size: .zero), hitTestInsets: .zero, children: [])
    }
    let outset = -hitTestInset
    let horizontal = axis == .horizontal
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
      // Across the row, stretch the area to the row's thickness plus the outset on both sides.
      let before = -(offset + outset)
      let after = -(thickness - breadth - offset + outset)
      let child: Arrangement.Child =
        horizontal
        ? Arrangement.Child(
          frame: CGRect(x: cursor, y: offset, width: length, height: breadth),
          hitTestInsets: EdgeInsets(top: before, left: -outset, bottom: after, right: -outset))
        : Arrangement.Child(
          frame: CGRect(x: offset, y: cursor, width: breadth, height: length),
          hitTestInsets: EdgeInsets(top: -outset, left: before, bottom: -outset, right: after))
      children.append(child)
      cursor += length + 2 * outset
    }
    let extent = cursor - 2 * outset
    let size = horizontal ? CGSize(width: extent, height: thickness) : CGSize(width: thickness, height: extent)
    let frame = CGRect(origin: origin, size: size)
    let arrangement = Arrangement(frame: frame, hitTestInsets: EdgeInsets(all: -outset), children: children)
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
