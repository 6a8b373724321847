import InteractionKit

// Find the links, mentions, hashtags and cashtags in a string (twitter-text's rules).
let text = "Thanks @swiftlang! Notes on #Swift6 at swift.org/blog, and $AAPL is up."
for token in TokenDetector(profile: .twitter).tokens(in: text) {
  print(token.kind, token.text, "at", token.range.location, "→", token.value)
}
