/// What an app knows a menu action, an accessory or an accessory's item by: a string, typed by
/// what it names (``MenuAction/ID``, ``ContextMenuAccessory/ID``, ``ContextMenuAccessory/Item/ID``)
/// so that one is never passed for another.
///
/// Write it as a string literal, interpolation included; it compares, hashes and encodes (as a
/// bare JSON string) like the string it wraps.
///
/// ```swift
/// let reply: MenuAction.ID = "reply"
/// reply.rawValue                       // "reply"
/// MenuAction(reply, title: "Reply")    // or MenuAction("reply", title: "Reply")
/// ```
public struct ContextMenuIdentifier<Subject>: Hashable, Sendable, RawRepresentable, Codable,
  ExpressibleByStringInterpolation, CustomStringConvertible
{
  /// The string.
  public var rawValue: String

  /// An identifier from its string.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// An identifier from its string.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// An identifier from a string literal.
  public init(stringLiteral value: String) { rawValue = value }

  /// The string.
  public var description: String { rawValue }

  /// Whether the string is empty.
  public var isEmpty: Bool { rawValue.isEmpty }
}
