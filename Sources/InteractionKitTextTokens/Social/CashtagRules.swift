/// How cashtag tokens (`$TICKER`, `$TICKER.X`) are recognized.
///
/// twitter-text's rule: `$` at the start of the text or after white space, then 1 to
/// ``maximumSymbolLength`` ASCII letters, optionally `.` or `_` and 1 to ``maximumSuffixLength``
/// ASCII letters, and then the end of the text, white space or punctuation (ASCII punctuation and
/// symbols, or any Unicode punctuation). A longer run of letters is no cashtag at all
/// (`$Stocks1`, `$ABCDEFG`); a suffix that does not fit is left out (`$TEST.` → `$TEST`).
/// Values are upper-cased (`$aapl` → `AAPL`).
public struct CashtagRules: Sendable, Hashable {
  /// The most letters before the optional suffix (twitter: 6). Clamped to 1…64.
  public var maximumSymbolLength: Int
  /// The most letters after `.` or `_` (twitter: 2). Clamped to 1…64.
  public var maximumSuffixLength: Int

  /// Creates cashtag rules.
  ///
  /// - Parameters:
  ///   - maximumSymbolLength: The most letters before the suffix; default 6.
  ///   - maximumSuffixLength: The most letters in the suffix; default 2.
  public init(maximumSymbolLength: Int = 6, maximumSuffixLength: Int = 2) {
    self.maximumSymbolLength = maximumSymbolLength
    self.maximumSuffixLength = maximumSuffixLength
  }

  /// The longest token these rules produce, in UTF-16 units (`$`, symbol, separator, suffix).
  public var maximumLength: Int { 2 + symbolLimit + suffixLimit }

  /// ``maximumSymbolLength`` clamped to 1…64.
  var symbolLimit: Int { min(64, max(1, maximumSymbolLength)) }
  /// ``maximumSuffixLength`` clamped to 1…64.
  var suffixLimit: Int { min(64, max(1, maximumSuffixLength)) }
}

extension CashtagRules {
  /// twitter-text's cashtags: `$[A-Za-z]{1,6}([._][A-Za-z]{1,2})?`.
  public static let twitter = CashtagRules()
}
