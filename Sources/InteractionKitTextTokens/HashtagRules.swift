/// How hashtag tokens are recognized. (Placeholder until the hashtag rules land.)
public struct HashtagRules: Sendable, Hashable {
  /// The longest token these rules produce, in UTF-16 units.
  public var maximumLength: Int = 4096
}
extension HashtagRules {
  static let twitter = HashtagRules()
  static let mastodon = HashtagRules()
}
