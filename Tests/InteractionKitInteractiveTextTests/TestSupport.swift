import Foundation
import InteractionKitInteractiveText
import InteractionKitTestSupport
import InteractionKitTextLayout
import InteractionKitTextTokens

/// A deterministic random number generator (SplitMix64), shared with the other test targets.
typealias SeededGenerator = SplitMix64

/// Tokens for tests, independent of the detector: `@word` and `#word` (letters, digits, `_`)
/// at the start or after white space.
func simpleTokens(in string: String) -> [Token] {
  var tokens: [Token] = []
  let characters = Array(string)
  var offsets: [Int] = []
  var offset = 0
  for character in characters {
    offsets.append(offset)
    offset += character.utf16.count
  }
  offsets.append(offset)
  var i = 0
  while i < characters.count {
    let sign = characters[i]
    let atStart = i == 0 || characters[i - 1].isWhitespace
    guard atStart, sign == "@" || sign == "#" else {
      i += 1
      continue
    }
    var end = i + 1
    while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" {
      end += 1
    }
    guard end > i + 1 else {
      i += 1
      continue
    }
    let text = String(characters[i ..< end])
    let name = String(characters[i + 1 ..< end])
    let range = NSRange(location: offsets[i], length: offsets[end] - offsets[i])
    tokens.append(
      sign == "@"
        ? Token(kind: .mention, range: range, text: text, value: .mention(username: name, domain: nil))
        : Token(kind: .hashtag, range: range, text: text, value: .hashtag(normalized: name.lowercased())))
    i = end
  }
  return tokens
}

/// A document whose tokens come from ``simpleTokens(in:)``.
func makeDocument(_ string: String, maximumParagraphLength: Int = ParagraphIndex.defaultMaximumLength) -> TextDocument {
  // simpleTokens never overlaps and stays in bounds, so this cannot throw.
  (try? TextDocument(string, tokens: simpleTokens(in: string), maximumParagraphLength: maximumParagraphLength))
    ?? TextDocument(string, detector: nil)
}

/// A layout of `string` at `width` points with the fake engine, laid out for a tall viewport.
func makeLayout(
  _ string: String, width: CGFloat = 320, viewportHeight: CGFloat = 10_000, overscan: CGFloat = 0,
  style: InteractiveTextStyle = InteractiveTextStyle()
) throws -> (layout: ViewportTextLayout, engine: FakeTextLayoutEngine) {
  let engine = FakeTextLayoutEngine()
  var layout = ViewportTextLayout(
    document: makeDocument(string), engine: engine, style: style, container: TextContainer(width: width),
    overscan: overscan)
  try layout.setViewport(CGRect(x: 0, y: 0, width: width, height: viewportHeight))
  return (layout, engine)
}

/// A large generated document: paragraphs of 20…600 UTF-16 units built from words, mentions,
/// hashtags, emoji and accented letters, repeated until `length` units; its tokens are known by
/// construction.
struct GeneratedDocument: Sendable {
  let string: String
  let tokens: [Token]
  let paragraphLengths: [Int]

  init(length: Int, seed: UInt64 = 7) {
    var rng = SeededGenerator(seed: seed)
    let words = ["lorem", "ipsum", "dolor", "sit", "amet", "café", "naïve", "😀", "👨‍👩‍👧", "e\u{301}te\u{301}", "日本語"]
    // A pool of distinct paragraphs, each with its tokens at local offsets.
    var pool: [(text: String, tokens: [Token])] = []
    for p in 0 ..< 64 {
      let target = Int.random(in: 20 ... 600, using: &rng)
      var text = ""
      var units = 0
      while units < target {
        let roll = Int.random(in: 0 ..< 10, using: &rng)
        let word = roll == 0 ? "@user\(p)" : roll == 1 ? "#tag\(p)" : words[Int.random(in: 0 ..< words.count, using: &rng)]
        if !text.isEmpty { text += " " }
        text += word
        units = text.utf16.count
      }
      pool.append((text, simpleTokens(in: text)))
    }
    var string = ""
    var tokens: [Token] = []
    var lengths: [Int] = []
    var offset = 0
    var k = 0
    while offset < length {
      let item = pool[k % pool.count]
      k += 1
      string += item.text
      string += "\n"
      for token in item.tokens { tokens.append(token.offset(by: offset)) }
      let paragraphLength = item.text.utf16.count + 1
      lengths.append(paragraphLength)
      offset += paragraphLength
    }
    lengths.append(0)  // The empty paragraph after the final newline.
    self.string = string
    self.tokens = tokens
    self.paragraphLengths = lengths
  }

  /// The document, with its tokens.
  func document() throws -> TextDocument {
    try TextDocument(string, tokens: tokens)
  }
}

/// The 10 MB document, built once for every test that needs it.
let tenMegabytes = GeneratedDocument(length: 10_000_000)

/// The height a paragraph of `text` has at `width` in the fake engine.
func fakeHeight(_ text: String, width: CGFloat) -> CGFloat {
  FakeTextLayout(text: AttributedText(text), container: TextContainer(width: width)).size.height
}
