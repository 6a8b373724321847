/// Finds email candidates. (Placeholder until the email rules land.)
struct EmailMatcher {
  var rules: EmailRules
  func matches(in text: ScanText) -> [TokenMatch] { [] }
}
