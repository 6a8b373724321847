public import Foundation
public import InteractionKitTextTokens

/// The text an interactive canvas shows: its UTF-16 units, its tokens and its paragraph index.
///
/// Tokens come from any source: a `TokenDetector` run over the text, or tokens computed elsewhere
/// (an incremental token storage, a server's entities) passed in and patched with
/// ``replaceTokens(in:with:)``. They are kept sorted by location, without overlaps, in the
/// document's UTF-16 coordinates.
///
/// The document is a value; a 10 MB text costs one array of UTF-16 units plus one integer per
/// paragraph, and copies share storage until written.
public struct TextDocument: Sendable {
  /// The text's UTF-16 code units.
  public internal(set) var units: [UInt16]
  /// The tokens, sorted by location, without overlaps.
  public internal(set) var tokens: [Token]
  /// Where the paragraphs start.
  public internal(set) var paragraphs: ParagraphIndex
  /// The detector that re-finds tokens in edited paragraphs; `nil` leaves token updates to the
  /// caller (edits then only drop the tokens they touch and move the later ones).
  public var detector: TokenDetector?

  /// Creates a document and finds its tokens with `detector` (none when `nil`).
  ///
  /// - Parameters:
  ///   - string: The text.
  ///   - detector: Finds the tokens now and after each edit. Default: `TokenDetector()`.
  ///   - maximumParagraphLength: The longest paragraph laid out as a unit; see
  ///     ``ParagraphIndex/maximumLength``. Default: 4,096.
  public init(
    _ string: String, detector: TokenDetector? = TokenDetector(),
    maximumParagraphLength: Int = ParagraphIndex.defaultMaximumLength
  ) {
    self.units = Self.utf16Units(of: string)
    self.tokens = detector?.tokens(in: string) ?? []
    self.paragraphs = ParagraphIndex(units, maximumLength: maximumParagraphLength)
    self.detector = detector
  }

  /// Creates a document with tokens found elsewhere.
  ///
  /// - Parameters:
  ///   - string: The text.
  ///   - tokens: Its tokens in UTF-16 coordinates of `string`, sorted by location, without overlaps.
  ///   - detector: Re-finds tokens in edited paragraphs; `nil` (the default) leaves that to the caller.
  ///   - maximumParagraphLength: See ``ParagraphIndex/maximumLength``. Default: 4,096.
  /// - Throws: ``InteractiveTextError/tokenOutOfBounds(_:length:)`` or
  ///   ``InteractiveTextError/tokensOverlap(_:_:)``.
  public init(
    _ string: String, tokens: [Token], detector: TokenDetector? = nil,
    maximumParagraphLength: Int = ParagraphIndex.defaultMaximumLength
  ) throws(InteractiveTextError) {
    let units = Self.utf16Units(of: string)
    try Self.validate(tokens, within: NSRange(location: 0, length: units.count), length: units.count)
    self.units = units
    self.tokens = tokens
    self.paragraphs = ParagraphIndex(units, maximumLength: maximumParagraphLength)
    self.detector = detector
  }

  /// The length of the text in UTF-16 units.
  public var length: Int { units.count }

  /// The whole text as a string (O(n): prefer ``text(in:)`` for parts).
  public var string: String { String(decoding: units, as: UTF16.self) }

  /// The text of a range.
  ///
  /// - Throws: ``InteractiveTextError/malformedRange(_:)`` or ``InteractiveTextError/rangeOutOfBounds(_:length:)``.
  public func text(in range: NSRange) throws(InteractiveTextError) -> String {
    try range.validated(inLength: units.count)
    return string(in: range)
  }

  /// The text of a range known to be valid.
  func string(in range: NSRange) -> String {
    String(decoding: units[range.location ..< range.location + range.length], as: UTF16.self)
  }

  /// A paragraph's range without its separator, or `nil` for an index outside the paragraphs.
  public func contentRange(ofParagraph index: Int) -> NSRange? {
    guard var range = paragraphs.range(ofParagraph: index) else { return nil }
    guard range.length > 0 else { return range }
    let last = units[range.location + range.length - 1]
    if ParagraphIndex.isSeparator(last) {
      range.length -= 1
      if last == 0x0A, range.length > 0, units[range.location + range.length - 1] == 0x0D { range.length -= 1 }
    }
    return range
  }

  /// The tokens that overlap a range (none for an empty or malformed range), in order. O(log n + k).
  public func tokens(intersecting range: NSRange) -> ArraySlice<Token> {
    guard range.location != NSNotFound, range.length > 0 else { return [] }
    let lower = firstToken(endingAfter: range.location)
    var upper = lower
    let end = range.location + range.length
    while upper < tokens.count, tokens[upper].range.location < end { upper += 1 }
    return tokens[lower ..< upper]
  }

  /// The first token that starts after `token`'s location, or the first token when `token` is `nil`.
  public func token(after token: Token?) -> Token? {
    guard let token else { return tokens.first }
    let index = firstToken(startingAtOrAfter: token.range.location + 1)
    return index < tokens.count ? tokens[index] : nil
  }

  /// The last token that starts before `token`'s location, or the last token when `token` is `nil`.
  public func token(before token: Token?) -> Token? {
    guard let token else { return tokens.last }
    let index = firstToken(startingAtOrAfter: token.range.location)
    return index > 0 ? tokens[index - 1] : nil
  }

  /// The index of the first token whose range ends after `offset`.
  func firstToken(endingAfter offset: Int) -> Int {
    var low = 0
    var high = tokens.count
    while low < high {
      let mid = (low + high) / 2
      if NSMaxRange(tokens[mid].range) > offset { high = mid } else { low = mid + 1 }
    }
    return low
  }

  /// The index of the first token that starts at or after `offset`.
  func firstToken(startingAtOrAfter offset: Int) -> Int {
    var low = 0
    var high = tokens.count
    while low < high {
      let mid = (low + high) / 2
      if tokens[mid].range.location >= offset { high = mid } else { low = mid + 1 }
    }
    return low
  }

  /// Checks that tokens are non-empty, inside `bounds`, sorted and without overlaps.
  static func validate(_ tokens: [Token], within bounds: NSRange, length: Int) throws(InteractiveTextError) {
    // Only ranges are read in the loop, so a document with 300,000 tokens checks in about a millisecond.
    var previousEnd = Int.min
    for i in tokens.indices {
      let r = tokens[i].range
      guard r.location != NSNotFound, r.location >= 0, r.length > 0, r.location <= length - r.length else {
        throw .tokenOutOfBounds(tokens[i], length: length)
      }
      guard r.location >= bounds.location, r.location + r.length <= bounds.location + bounds.length else {
        throw .tokenOutsideRange(tokens[i], bounds)
      }
      if previousEnd > r.location { throw .tokensOverlap(tokens[i - 1], tokens[i]) }
      previousEnd = r.location + r.length
    }
  }
}
