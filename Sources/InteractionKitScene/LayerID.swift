/// The name that identifies a layer within a ``LayerTree``.
///
/// Layers are values, so a tree finds them by identifier: conversion between layers, hit testing,
/// animations and snapshots all speak in `LayerID`s. Write them as string literals:
/// `Layer(id: "bubble", frame: …)`.
public struct LayerID: Hashable, Sendable, Codable, Comparable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The identifier's text.
  public var rawValue: String

  /// Creates an identifier from its text.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// Creates an identifier from a string literal.
  public init(stringLiteral value: String) { self.rawValue = value }

  /// The identifier's text, as written in the literal.
  public var description: String { rawValue }

  /// Orders identifiers by their text, so sorted identifiers are alphabetical.
  public static func < (lhs: LayerID, rhs: LayerID) -> Bool { lhs.rawValue < rhs.rawValue }
}
