/// How email tokens are recognized. (Placeholder until the email rules land.)
public struct EmailRules: Sendable, Hashable {
  /// The longest token these rules produce, in UTF-16 units.
  public var maximumLength: Int = 4096
}
extension EmailRules {
  static let standard = EmailRules()
  static let linkify = EmailRules()
}
