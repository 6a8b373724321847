/// Finds cashtag candidates. (Placeholder until the cashtag rules land.)
struct CashtagMatcher {
  var rules: CashtagRules
  func matches(in text: ScanText) -> [TokenMatch] { [] }
}
