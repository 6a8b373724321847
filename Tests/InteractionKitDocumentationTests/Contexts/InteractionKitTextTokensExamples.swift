import InteractionKit

/// What the token module's examples use without declaring it. Never instantiated;
/// `scripts/extract-doc-examples` copies each property an example mentions into a local.
struct InteractionKitTextTokensExamples {
  let token: Token
  let detector: TokenDetector
  let tenMegabytes: String
}
