/// Finds url candidates. (Placeholder until the url rules land.)
struct URLMatcher {
  var rules: URLRules
  func matches(in text: ScanText) -> [TokenMatch] { [] }
}
