public import Foundation

/// A token kind the user registers, with its own matcher and payload (the "custom attribute" case).
///
/// The matcher receives the whole string and returns the ranges it claims with a payload each.
/// Matches that overlap a built-in token (or an earlier custom one) are dropped, as in
/// ``TokenDetector/tokens(in:)``.
///
/// ```swift
/// let tickets = CustomTokenMatcher(kind: "ticket", maximumLength: 16) { text in
///   // "IK-123" style references; the payload is the number.
///   text.matches(of: /IK-([0-9]{1,12})/).map { match in
///     CustomTokenMatcher.Match(range: NSRange(match.range, in: text), payload: String(match.output.1))
///   }
/// }
/// ```
public struct CustomTokenMatcher: Sendable {
  /// One match of a custom matcher.
  public struct Match: Hashable, Sendable {
    /// The UTF-16 range of the match.
    public var range: NSRange
    /// The payload stored in the token's value.
    public var payload: String

    /// Creates a match.
    public init(range: NSRange, payload: String) {
      self.range = range
      self.payload = payload
    }
  }

  /// The kind's name (the token kind is `.custom(kind)`).
  public var kind: String
  /// The longest match the matcher can produce, in UTF-16 units; incremental rescans use it to
  /// bound the window they re-run the matcher on. Clamped to 1…65,536.
  public var maximumLength: Int
  /// Finds the matches in a string.
  public var matches: @Sendable (String) -> [Match]

  /// Creates a custom matcher.
  public init(kind: String, maximumLength: Int, matches: @escaping @Sendable (String) -> [Match]) {
    self.kind = kind
    self.maximumLength = min(65_536, max(1, maximumLength))
    self.matches = matches
  }
}
