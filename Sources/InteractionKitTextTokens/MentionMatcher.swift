/// Finds mention candidates. (Placeholder until the mention rules land.)
struct MentionMatcher {
  var rules: MentionRules
  func matches(in text: ScanText) -> [TokenMatch] { [] }
}
