public import Foundation
import InteractionKitGeometry

/// A part of an interaction's surface with its own pointer style, as `UIPointerRegion`.
///
/// A ``PointerInteraction/Delegate`` returns a region for each pointer position; the tracker asks
/// for a style only when a *new* region arrives. Two regions are the same region when they come
/// from the same ``PointerHost`` and have an equal ``identifier`` and an equal ``rect``
/// (``isSameRegion(as:)``): moving within the same region fires no callbacks, while moving to
/// another one exits the old region and enters the new one in a single animation.
///
/// ```swift
/// let thumb = PointerRegion(rect: thumbFrame, identifier: "thumb", latchingAxes: .horizontal)
/// ```
///
/// Deviation from UIKit: ``rect`` is in the tracker's coordinates (the layer tree's root space),
/// not the interaction view's.
public struct PointerRegion: Hashable, Sendable, Codable {
  /// The region's rectangle, in the tracker's coordinates.
  ///
  /// Sanitized on assignment (`CGRect.sanitized`): standardized, with NaN and infinite values
  /// replaced by zero and `CGRect.null` becoming `CGRect.zero`.
  public var rect: CGRect {
    didSet { rect = rect.sanitized }
  }

  /// A value that tags the region across delegate calls and effects; `nil` for none.
  public var identifier: ID?

  /// The axes along which the region latches when the primary button is pressed in it; default none.
  ///
  /// While latched, the region and its style stay active during the drag even outside ``rect``,
  /// and the presented pointer follows the input freely along these axes only (like a slider
  /// thumb). The latch ends when the button is released.
  public var latchingAxes: PointerAxes

  /// Creates a region.
  ///
  /// - Parameters:
  ///   - rect: The rectangle, in the tracker's coordinates; sanitized like ``rect``.
  ///   - identifier: A tag for the region; default `nil`.
  ///   - latchingAxes: The axes that latch on a primary press; default none.
  public init(rect: CGRect, identifier: ID? = nil, latchingAxes: PointerAxes = []) {
    self.rect = rect.sanitized
    self.identifier = identifier
    self.latchingAxes = latchingAxes
  }

  /// Whether the tracker treats `other` as this same region (equal identifier and rect; the
  /// latching axes do not count). The host of each region is compared separately.
  public func isSameRegion(as other: PointerRegion) -> Bool {
    identifier == other.identifier && rect == other.rect
  }

  /// Decodes a region (`rect`, optional `identifier`, optional `latchingAxes`), sanitizing the rect.
  ///
  /// - Throws: `DecodingError` when `rect` is missing or a value has the wrong type.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      rect: try container.decode(CGRect.self, forKey: .rect),
      identifier: try container.decodeIfPresent(ID.self, forKey: .identifier),
      latchingAxes: try container.decodeIfPresent(PointerAxes.self, forKey: .latchingAxes) ?? [])
  }
}

extension PointerRegion {
  /// A Sendable, hashable tag for a region: a string or an integer (UIKit takes any `AnyHashable`).
  ///
  /// Write it as a literal: `"thumb"` or `3`. A string and an integer are never equal, even `"3"`
  /// and `3`. It encodes as a bare JSON string or number.
  public struct ID: Hashable, Sendable, Codable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    CustomStringConvertible
  {
    private enum Value: Hashable, Sendable {
      case string(String)
      case integer(Int)
    }

    private let value: Value

    /// Creates a tag from a string.
    public init(_ string: String) { value = .string(string) }

    /// Creates a tag from an integer.
    public init(_ integer: Int) { value = .integer(integer) }

    /// Creates a tag from a string literal.
    public init(stringLiteral string: String) { self.init(string) }

    /// Creates a tag from an integer literal.
    public init(integerLiteral integer: Int) { self.init(integer) }

    /// The string the tag was made from, or `nil` for an integer tag.
    public var stringValue: String? {
      switch value {
      case .string(let string): string
      case .integer: nil
      }
    }

    /// The integer the tag was made from, or `nil` for a string tag.
    public var intValue: Int? {
      switch value {
      case .string: nil
      case .integer(let integer): integer
      }
    }

    /// The tag as written: the string itself, or the integer in decimal.
    public var description: String {
      switch value {
      case .string(let string): string
      case .integer(let integer): String(integer)
      }
    }

    /// Decodes a bare JSON string or integer.
    ///
    /// - Throws: `DecodingError.typeMismatch` when the value is neither.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let integer = try? container.decode(Int.self) {
        value = .integer(integer)
      } else {
        value = .string(try container.decode(String.self))
      }
    }

    /// Encodes the tag as a bare JSON string or integer.
    ///
    /// - Throws: The encoder's errors.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      switch value {
      case .string(let string): try container.encode(string)
      case .integer(let integer): try container.encode(integer)
      }
    }
  }
}
