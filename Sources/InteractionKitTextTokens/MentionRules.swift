/// How mention tokens are recognized. (Placeholder until the mention rules land.)
public struct MentionRules: Sendable, Hashable {
  /// The longest token these rules produce, in UTF-16 units.
  public var maximumLength: Int = 4096
}
extension MentionRules {
  static let twitter = MentionRules()
  static let mastodon = MentionRules()
}
