public import Foundation

/// Distances inset from the edges of a rectangle, with UIKit's semantics.
///
/// Positive values move an edge toward the centre; negative values move it outward, so
/// `EdgeInsets(top: -10, left: -10, bottom: -10, right: -10)` enlarges a rect by 10 points on every
/// side, exactly like `UIEdgeInsets` passed to `UIEdgeInsetsInsetRect`.
public struct EdgeInsets: Hashable, Sendable, Codable {
  /// The inset from the top edge (the edge of smaller y).
  public var top: CGFloat
  /// The inset from the leading-in-LTR (smaller x) edge.
  public var left: CGFloat
  /// The inset from the bottom edge (the edge of larger y).
  public var bottom: CGFloat
  /// The inset from the right (larger x) edge.
  public var right: CGFloat

  /// Creates insets from the four edge distances.
  public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Creates insets with the same distance on every edge.
  public init(all value: CGFloat) {
    self.init(top: value, left: value, bottom: value, right: value)
  }

  /// Creates insets with one horizontal and one vertical distance.
  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.init(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
  }

  /// Insets of zero on every edge.
  public static let zero = EdgeInsets()

  /// The sum of the left and right insets.
  public var horizontal: CGFloat { left + right }
  /// The sum of the top and bottom insets.
  public var vertical: CGFloat { top + bottom }

  /// The insets with every edge negated: insetting by the result outsets by `self`.
  public var negated: EdgeInsets { EdgeInsets(top: -top, left: -left, bottom: -bottom, right: -right) }

  /// Whether every inset is a finite number.
  public var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }
}

/// Insetting and outsetting rects by ``EdgeInsets``, with UIKit semantics.
extension CGRect {
  /// The rect moved inward by `insets` (outward where an inset is negative), as `UIEdgeInsetsInsetRect`.
  ///
  /// The rect is standardized first. When the insets consume more than the rect's width (or height),
  /// the result is clamped to zero width (height) centred where the two edges cross, rather than
  /// producing a negative size. Non-finite insets or rects give `CGRect.null`.
  public func inset(by insets: EdgeInsets) -> CGRect {
    guard insets.isFinite, isFiniteRect else { return .null }
    let r = standardized
    var x = r.minX + insets.left
    var width = r.width - insets.horizontal
    if width < 0 {
      x += width / 2
      width = 0
    }
    var y = r.minY + insets.top
    var height = r.height - insets.vertical
    if height < 0 {
      y += height / 2
      height = 0
    }
    return CGRect(x: x, y: y, width: width, height: height)
  }

  /// The rect moved outward by `insets`: the inverse of ``inset(by:)`` for non-clamped sizes.
  public func outset(by insets: EdgeInsets) -> CGRect { inset(by: insets.negated) }
}
