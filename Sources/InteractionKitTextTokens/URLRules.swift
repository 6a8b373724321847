/// How url tokens are recognized. (Placeholder until the url rules land.)
public struct URLRules: Sendable, Hashable {
  /// The longest token these rules produce, in UTF-16 units.
  public var maximumLength: Int = 4096
}
extension URLRules {
  static let twitter = URLRules()
  static let mastodon = URLRules()
  static let linkify = URLRules()
}
