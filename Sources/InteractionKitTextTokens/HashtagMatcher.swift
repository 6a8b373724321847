/// Finds hashtag candidates. (Placeholder until the hashtag rules land.)
struct HashtagMatcher {
  var rules: HashtagRules
  func matches(in text: ScanText) -> [TokenMatch] { [] }
}
