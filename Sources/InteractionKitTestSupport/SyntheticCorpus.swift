/// Deterministic synthetic text for benchmarks, fuzzing and cross-checks against other detectors.
///
/// The mixed corpus is paragraphs of Latin (with accents), Cyrillic, CJK, Arabic and emoji words
/// with about one token in ten words: URLs with and without a scheme, `www.` hosts, e-mail
/// addresses, `@user` and `@user@domain` mentions, hashtags and cashtags. The same seed always
/// gives the same text, on every platform.
public enum SyntheticCorpus {
  /// Inputs that make backtracking detectors slow: each is repeated to the requested size.
  public enum Pathology: String, CaseIterable, Sendable {
    /// One run of letters without a dot.
    case lettersWithoutDot
    /// `a.a.a.a…`
    case dottedLetters
    /// `@@@@…`
    case atSigns
    /// `####…`
    case hashSigns
    /// A URL followed by thousands of dots, repeated.
    case urlWithTrailingDots
  }

  /// About `utf8Count` bytes of mixed-script text (never more than a word over).
  public static func mixed(utf8Count: Int, seed: UInt64 = 1) -> String {
    var rng = SplitMix64(seed: seed)
    var out = ""
    out.reserveCapacity(utf8Count + 64)
    var wordsInParagraph = 0
    while out.utf8.count < utf8Count {
      let word: String
      if rng.next(below: 10) == 0 {
        word = token(&rng)
      } else {
        let pool = words[Int(rng.next(below: UInt64(words.count)))]
        word = pool[Int(rng.next(below: UInt64(pool.count)))]
      }
      out += word
      wordsInParagraph += 1
      if wordsInParagraph > 40 && rng.next(below: 20) == 0 {
        out += ".\n"
        wordsInParagraph = 0
      } else {
        out += rng.next(below: 12) == 0 ? ", " : " "
      }
    }
    return out
  }

  /// About `utf8Count` bytes of one pathological pattern.
  public static func pathological(_ kind: Pathology, utf8Count: Int) -> String {
    let unit: String
    switch kind {
    case .lettersWithoutDot: return String(repeating: "a", count: max(0, utf8Count))
    case .dottedLetters: unit = "a."
    case .atSigns: unit = "@"
    case .hashSigns: unit = "#"
    case .urlWithTrailingDots: unit = "https://example.com/path" + String(repeating: ".", count: 4000) + " "
    }
    let copies = max(1, utf8Count / unit.utf8.count)
    return String(repeating: unit, count: copies)
  }

  private static let words: [[String]] = [
    ["the", "interaction", "preview", "lifts", "bubble", "text", "link", "hugs", "line", "press", "long", "tap"],
    ["café", "naïve", "déjà", "façade", "Zürich", "São", "Øresund", "crème", "fiancée", "jalapeño"],
    ["привет", "текст", "ссылка", "пузырь", "строка", "нажатие"],
    ["日本語", "テキスト", "リンク", "中文", "文字", "한국어", "텍스트"],
    ["مرحبا", "نص", "رابط", "שלום", "טקסט", "קישור"],
    ["🙂", "👩‍👩‍👧", "🇫🇷", "e\u{301}", "👍🏽"],
  ]

  private static func token(_ rng: inout SplitMix64) -> String {
    let hosts = ["example.com", "en.wikipedia.org", "docs.swift.org", "mastodon.social", "example.co.uk", "xn--fiqs8s.cn"]
    let host = hosts[Int(rng.next(below: UInt64(hosts.count)))]
    let n = rng.next(below: 10_000)
    switch rng.next(below: 8) {
    case 0: return "https://\(host)/path/\(n)?q=\(n % 97)"
    case 1: return "\(host)/item\(n)"
    case 2: return "www.\(host)"
    case 3: return "user\(n)@\(host)"
    case 4: return "@user\(n)"
    case 5: return "@user\(n)@\(host)"
    case 6: return "#topic\(n)"
    default: return "$ABC"
    }
  }
}

/// A small, fast, seedable generator (SplitMix64) so corpora are identical everywhere.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator from a seed.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A value in `0 ..< bound` (0 when `bound` is 0).
  public mutating func next(below bound: UInt64) -> UInt64 {
    bound == 0 ? 0 : next() % bound
  }

  /// An integer in `range` (by the remainder of the next value: fast, and the same on every platform).
  public mutating func int(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next(below: UInt64(range.count)))
  }

  /// One of `values`, which must not be empty.
  public mutating func pick<T>(_ values: [T]) -> T { values[int(0...(values.count - 1))] }

  /// `true` with a chance of `percent` in a hundred.
  public mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }
}
