public import Foundation
public import InteractionKitTextTokens

/// The text an interactive canvas shows: its UTF-16 text, its tokens and its paragraph index.
///
/// With a ``detector``, the text and its tokens live in a `TokenStorage`: opening the document
/// detects nothing (deferred detection, the default), ``ViewportTextLayout`` detects the
/// paragraphs it lays out, and every edit rescans only a window around itself, even in a 10 MB
/// document that is a single paragraph. So ``tokens`` and ``tokens(intersecting:)`` return the
/// tokens detected so far (see ``detectTokens(in:)`` and ``detectAllTokens()``), while
/// ``token(after:)`` and ``token(before:)`` look into undetected text and answer as if all of it
/// were detected.
///
/// Without a detector, the tokens come from elsewhere (a server's entities, another detector run)
/// and are passed in and patched with ``replaceTokens(in:with:)``; an edit then only drops the
/// tokens it touches and moves the later ones. Either way tokens are sorted by location, without
/// overlaps, in the document's UTF-16 coordinates.
///
/// The document is a value. The text is held once, in chunks of about 2,048 UTF-16 units (so an
/// edit costs a chunk, not the text), next to one integer per paragraph; copies share storage
/// until written.
public struct TextDocument: Sendable {
  /// The text and its tokens: a token storage with a detector, the caller's tokens without one.
  var content: Content
  /// Where the paragraphs start.
  public internal(set) var paragraphs: ParagraphIndex

  /// Creates a document whose tokens `detector` finds, on demand by default.
  ///
  /// - Parameters:
  ///   - string: The text.
  ///   - detector: Finds the tokens, and again around each edit; `nil` for a document without
  ///     tokens (add them with ``replaceTokens(in:with:)``). Default: `TokenDetector()`.
  ///   - detection: `.deferred` (the default) detects nothing now: the layout detects what it
  ///     shows, ``detectTokens(in:)`` and ``detectAllTokens()`` the rest; `.immediate` detects the
  ///     whole text now. A detector with custom matchers always detects immediately (see
  ///     `TokenStorage.Detection`).
  ///   - maximumParagraphLength: The longest paragraph laid out as a unit; see
  ///     ``ParagraphIndex/maximumLength``. Default: 4,096.
  public init(
    _ string: String, detector: TokenDetector? = TokenDetector(), detection: TokenStorage.Detection = .deferred,
    maximumParagraphLength: Int = ParagraphIndex.defaultMaximumLength
  ) {
    let units = TokenStorage.utf16Units(of: string)
    paragraphs = ParagraphIndex(units, maximumLength: maximumParagraphLength)
    if let detector {
      content = .detected(TokenStorage(units: units, detector: detector, detection: detection))
    } else {
      content = .supplied(SuppliedTokens(text: TextBuffer(units), index: TokenStorageIndex(tokens: [], length: units.count)))
    }
  }

  /// Creates a document with tokens found elsewhere.
  ///
  /// - Parameters:
  ///   - string: The text.
  ///   - tokens: Its tokens in UTF-16 coordinates of `string`, sorted by location, without overlaps.
  ///   - detector: `nil` (the default) leaves the tokens to the caller. With a detector, `tokens`
  ///     must be what it finds in `string` (for example its tokens cached from an earlier run):
  ///     they are not detected again, and each edit rescans the text around itself with it.
  ///   - maximumParagraphLength: See ``ParagraphIndex/maximumLength``. Default: 4,096.
  /// - Throws: ``InteractiveTextError/tokenOutOfBounds(_:length:)`` or
  ///   ``InteractiveTextError/tokensOverlap(_:_:)``.
  public init(
    _ string: String, tokens: [Token], detector: TokenDetector? = nil,
    maximumParagraphLength: Int = ParagraphIndex.defaultMaximumLength
  ) throws(InteractiveTextError) {
    let units = TokenStorage.utf16Units(of: string)
    try Self.validate(tokens, within: NSRange(location: 0, length: units.count), length: units.count)
    paragraphs = ParagraphIndex(units, maximumLength: maximumParagraphLength)
    let text = TextBuffer(units)
    let index = TokenStorageIndex(tokens: tokens, length: units.count)
    if let detector {
      content = .detected(TokenStorage(text: text, detector: detector, tokens: index))
    } else {
      content = .supplied(SuppliedTokens(text: text, index: index))
    }
  }

  /// The detector that finds the tokens, or `nil` when the caller supplies them.
  ///
  /// Setting a detector drops the tokens and detects the text again with it, on demand (as with
  /// `.deferred` detection). Setting `nil` keeps the tokens detected so far as the caller's tokens;
  /// text that was not detected yet then has none.
  public var detector: TokenDetector? {
    get {
      guard case .detected(let storage) = content else { return nil }
      return storage.detector
    }
    set { setDetector(newValue) }
  }

  /// The length of the text in UTF-16 units.
  public var length: Int { text.count }

  /// The whole text as a string (O(n): prefer ``text(in:)`` for parts).
  public var string: String { String(decoding: text.allUnits, as: UTF16.self) }

  /// The text of a range.
  ///
  /// - Throws: ``InteractiveTextError/malformedRange(_:)`` or ``InteractiveTextError/rangeOutOfBounds(_:length:)``.
  public func text(in range: NSRange) throws(InteractiveTextError) -> String {
    try range.validated(inLength: length)
    return string(in: range)
  }

  /// The UTF-16 code units of a range, exactly as stored.
  ///
  /// - Throws: ``InteractiveTextError/malformedRange(_:)`` or ``InteractiveTextError/rangeOutOfBounds(_:length:)``.
  public func utf16(in range: NSRange) throws(InteractiveTextError) -> [UInt16] {
    try range.validated(inLength: length)
    return text.units(in: range.location ..< NSMaxRange(range))
  }

  /// The text of a range known to be valid.
  func string(in range: NSRange) -> String {
    String(decoding: text.units(in: range.location ..< NSMaxRange(range)), as: UTF16.self)
  }

  /// A paragraph's range without its separator, or `nil` for an index outside the paragraphs.
  public func contentRange(ofParagraph index: Int) -> NSRange? {
    guard var range = paragraphs.range(ofParagraph: index) else { return nil }
    guard range.length > 0 else { return range }
    let last = text.unit(at: range.location + range.length - 1)
    if ParagraphIndex.isSeparator(last) {
      range.length -= 1
      if last == 0x0A, range.length > 0, text.unit(at: range.location + range.length - 1) == 0x0D { range.length -= 1 }
    }
    return range
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
