/// How cashtag tokens are recognized. (Placeholder until the cashtag rules land.)
public struct CashtagRules: Sendable, Hashable {
  /// The longest token these rules produce, in UTF-16 units.
  public var maximumLength: Int = 4096
}
extension CashtagRules {
  static let twitter = CashtagRules()
}
