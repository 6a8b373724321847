import Foundation

/// Why a ``RectRegion`` or ``RoundedRectUnion`` rejected its input in a validating initializer.
///
/// The non-validating initializers never throw: they drop non-finite rects and clamp the other
/// values as documented on each type.
public enum RectRegionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The rect at this index has a NaN or infinite origin or size, or a far edge that overflows
  /// to infinity.
  case nonFiniteRect(index: Int)
  /// The insets contain a NaN or infinite value.
  case nonFiniteInsets
  /// The corner radius is NaN, negative or infinite.
  case invalidCornerRadius

  /// A full-sentence explanation that ends in the fix.
  public var description: String {
    switch self {
    case .nonFiniteRect(let index):
      "The rect at index \(index) has a NaN or infinite coordinate, so it has no outline; "
        + "pass only finite rects, or use the non-validating initializer, which drops such rects."
    case .nonFiniteInsets:
      "The insets contain a NaN or infinite value, so the padded rects are undefined; pass finite insets."
    case .invalidCornerRadius:
      "The corner radius is NaN, negative or infinite, so the corners cannot be drawn; "
        + "pass a finite radius of zero or more (13 is UIKit's default)."
    }
  }
}
