/// The Unicode character classes the social-token matchers need, as 16 flag bits per scalar.
///
/// The Basic Multilingual Plane is tabulated (128 KiB), so classifying a scalar in a hot loop is one
/// array read. The table is expanded on first use from runs generated at build time
/// (``bmpRuns``, written by `scripts/generate-unicode-classes` from ``computeFlags(_:)``), so the
/// first detection in a process costs what any other does; astral scalars (rare in practice) are
/// classified on the fly by ``computeFlags(_:)``. The table is immutable after construction and
/// therefore safe to share between threads.
struct UnicodeClasses: Sendable {
  /// The classes of one scalar, as bits (plain bit operations keep the inner loops cheap even
  /// in unoptimized builds).
  struct Flags: Sendable, Equatable {
    let rawValue: UInt16

    /// General category L* (Lu, Ll, Lt, Lm, Lo).
    static let letter = Flags(rawValue: 1 << 0)
    /// General category M* (Mn, Mc, Me).
    static let mark = Flags(rawValue: 1 << 1)
    /// General category Nd.
    static let decimalNumber = Flags(rawValue: 1 << 2)
    /// General category Pc (`_`, `‿`, `＿` …).
    static let connectorPunctuation = Flags(rawValue: 1 << 3)
    /// The White_Space property.
    static let whitespace = Flags(rawValue: 1 << 4)
    /// General category P* (any punctuation).
    static let punctuation = Flags(rawValue: 1 << 5)
    /// twitter-text's extra hashtag characters: `_` ZWNJ ZWJ ꙾ ־ ׳ ״ ～ 〜 ゛ ゜ ゠ ・ 〃 ་ ༌ ·.
    static let hashtagSpecial = Flags(rawValue: 1 << 6)
    /// twitter-text's "Latin accent" characters, which may not follow a mention.
    static let latinAccent = Flags(rawValue: 1 << 7)
    /// A scalar that NFKC normalization and lower-casing leave alone in any context: it does not
    /// change under NFKC case folding or lower-casing, has combining class 0, is no mark and no
    /// conjoining Hangul jamo (so it cannot compose with a neighbour). A tag made only of such
    /// scalars is its own normalized value.
    static let normalizationStable = Flags(rawValue: 1 << 8)

    /// Letters and marks: what the hashtag rules count as "a letter".
    static let letterOrMark = Flags(rawValue: letter.rawValue | mark.rawValue)
    /// A twitter-text hashtag body character.
    static let twitterHashtagBody = Flags(
      rawValue: letter.rawValue | mark.rawValue | decimalNumber.rawValue | hashtagSpecial.rawValue)
    /// Ruby's Unicode `[[:word:]]`: letters, marks, decimal numbers and connector punctuation.
    static let word = Flags(
      rawValue: letter.rawValue | mark.rawValue | decimalNumber.rawValue | connectorPunctuation.rawValue)
    /// What a federated mention's domain labels are made of: letters, marks, decimal digits.
    static let domain = Flags(rawValue: letter.rawValue | mark.rawValue | decimalNumber.rawValue)

    /// Whether any of `other`'s bits is set.
    @inline(__always)
    func intersects(_ other: Flags) -> Bool { rawValue & other.rawValue != 0 }

    /// The union of two flag sets.
    @inline(__always)
    func union(_ other: Flags) -> Flags { Flags(rawValue: rawValue | other.rawValue) }
  }

  /// A view of the BMP table for the duration of a scan; copying it costs no reference counting.
  struct Table {
    let bmp: UnsafeBufferPointer<Flags>

    /// The flags of a scalar value (none for values that are not scalars).
    @inline(__always)
    func flags(_ value: UInt32) -> Flags {
      value < 0x10000 ? bmp[Int(value)] : UnicodeClasses.computeFlags(value)
    }
  }

  /// The flags of every BMP scalar (surrogate code points have none).
  let bmp: [Flags]

  /// The process-wide table.
  static let shared = UnicodeClasses()

  private init() {
    bmp = Self.expand(Self.bmpRuns)
  }

  /// The flags of every BMP scalar from runs `start << 16 | flags` in increasing order of start,
  /// each run lasting until the next one's start (the last one until U+FFFF).
  static func expand(_ runs: [UInt32]) -> [Flags] {
    [Flags](unsafeUninitializedCapacity: 0x10000) { table, initialized in
      var next = 0
      for (i, run) in runs.enumerated() {
        let end = i + 1 < runs.count ? Int(runs[i + 1] >> 16) : 0x10000
        let flags = Flags(rawValue: UInt16(truncatingIfNeeded: run))
        while next < end {
          table[next] = flags
          next += 1
        }
      }
      while next < 0x10000 {
        table[next] = Flags(rawValue: 0)
        next += 1
      }
      initialized = 0x10000
    }
  }

  /// Runs `body` with a view of the table.
  static func withTable<Result>(_ body: (Table) -> Result) -> Result {
    shared.bmp.withUnsafeBufferPointer { body(Table(bmp: $0)) }
  }
}
