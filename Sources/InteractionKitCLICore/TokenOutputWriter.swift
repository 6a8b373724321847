package import ArgumentParser
package import InteractionKitTextTokens

/// Writes the output of `interactionkit tokens` to standard output as it goes, in blocks of about
/// a megabyte, from the tokens' UTF-8 text: no `Encodable` records, no intermediate strings.
///
/// The three formats print what `JSONEncoder` and string interpolation printed for the same
/// tokens:
/// - ``writeJSON(_:)``: the ``TokenRecord`` array as `JSONEncoder` writes it with `.prettyPrinted`,
///   `.sortedKeys` and `.withoutEscapingSlashes` (two-space indents, `"key" : value`, an empty
///   array as `[`, a blank line and `]`), and a line break;
/// - ``writeText(_:)``: `kind⇥location⇥length⇥text⇥value` per line;
/// - ``writeCount(_:)``: `kind⇥count` per kind in the order of the kinds' names, then `total⇥count`.
///
/// Strings are escaped as `JSONEncoder` escapes them: `"` and `\` with a backslash, the control
/// characters with `\b`, `\t`, `\n`, `\f`, `\r` or `\u00xx` (lower-case hexadecimal), everything
/// else (`/`, U+007F, U+2028, non-BMP scalars) as its UTF-8 bytes.
package struct TokenOutputWriter: ~Copyable {
  /// The bytes not yet written.
  private var buffer: UnsafeMutablePointer<UInt8>
  /// How many bytes of ``buffer`` are filled.
  private var count = 0
  /// How many bytes ``buffer`` holds.
  private var capacity: Int
  /// Where the bytes go.
  private let descriptor: Int32
  /// How many JSON elements come before the next one: the tokens ``writeJSONElement(_:)`` wrote,
  /// plus one in a ``init(collectingCapacity:)`` writer (its elements follow another part's).
  private var jsonCount = 0
  /// When the buffer holds this many bytes, they are written (never, for a collecting writer).
  private let flushThreshold: Int

  /// When the buffer holds this many bytes, they are written.
  package static let blockSize = 1 << 20

  /// A writer to `descriptor` (standard output unless a test says otherwise).
  package init(descriptor: Int32 = 1) {
    self.descriptor = descriptor
    capacity = Self.blockSize + 4_096
    buffer = .allocate(capacity: capacity)
    flushThreshold = Self.blockSize
  }

  /// A writer that keeps everything in memory instead of writing it, for one part of a text
  /// detected on a thread of its own (``ConcurrentTokenDetection``); the writer of the whole output
  /// writes it in its place with ``write(collected:)``. Its JSON elements all begin as an element
  /// after another one does, with a comma: the whole output's writer turns the first element of
  /// all into the array's opening.
  ///
  /// - Parameter capacity: The bytes to allocate at first; the buffer grows as it needs to.
  package init(collectingCapacity capacity: Int) {
    descriptor = -1
    self.capacity = max(capacity, 4_096)
    buffer = .allocate(capacity: self.capacity)
    flushThreshold = .max
    jsonCount = 1
  }

  deinit { buffer.deallocate() }

  // MARK: Formats

  /// Writes `tokens` as a pretty-printed JSON array of ``TokenRecord``s and a line break.
  package mutating func writeJSON(_ tokens: [Token]) throws(ExitCode) {
    for token in tokens { try writeJSONElement(token) }
    finishJSON()
  }

  /// Writes `token` as the next element of the JSON array (the array's `[` before the first one).
  package mutating func writeJSONElement(_ token: Token) throws(ExitCode) {
    append(jsonCount == 0 ? "[\n  {\n    \"kind\" : \"" : ",\n  {\n    \"kind\" : \"")
    jsonCount += 1
    appendKind(token.kind, escaped: true)
    append("\",\n    \"range\" : {\n      \"length\" : ")
    appendDecimal(token.range.length)
    append(",\n      \"location\" : ")
    appendDecimal(token.range.location)
    append("\n    },\n    \"text\" : \"")
    // "Strings straight into the buffer": the text and the value are written where they go and
    // checked for characters to escape eight bytes at a time; only a string that holds one is
    // written again, escaped.
    let capacity = token.utf8Capacity
    reserve(capacity + 8)
    appendJSONString(written: token.writeTextUTF8(into: buffer + count))
    append("\",\n    \"value\" : \"")
    reserve(capacity + 8)
    if let length = token.writeValueTextUTF8(into: buffer + count) {
      appendJSONString(written: length)
    } else {
      token.withValueTextUTF8 { appendJSONEscaped($0) }
    }
    append("\"\n  }")
    try flushIfFull()
  }

  /// Ends the JSON array that ``writeJSONElement(_:)`` wrote (an empty array without elements).
  package mutating func finishJSON() {
    append(jsonCount == 0 ? "[\n\n]\n" : "\n]\n")
  }

  /// Writes `tokens` one per line: `kind⇥location⇥length⇥text⇥value`.
  package mutating func writeText(_ tokens: [Token]) throws(ExitCode) {
    for token in tokens { try writeTextLine(token) }
  }

  /// Writes `token` as one line: `kind⇥location⇥length⇥text⇥value`.
  package mutating func writeTextLine(_ token: Token) throws(ExitCode) {
    appendKind(token.kind, escaped: false)
    append("\t")
    appendDecimal(token.range.location)
    append("\t")
    appendDecimal(token.range.length)
    append("\t")
    let capacity = token.utf8Capacity
    reserve(capacity)
    count += token.writeTextUTF8(into: buffer + count)
    append("\t")
    reserve(capacity)
    if let length = token.writeValueTextUTF8(into: buffer + count) {
      count += length
    } else {
      token.withValueTextUTF8 { append($0) }
    }
    append("\n")
    try flushIfFull()
  }

  /// Writes the number of tokens of each kind (in the order of the kinds' names) and the total.
  package mutating func writeCount(_ tokens: [Token]) throws(ExitCode) {
    var counts: [TokenKind: Int] = [:]
    for token in tokens { counts[token.kind, default: 0] += 1 }
    try writeCount(counts)
  }

  /// Writes counts per kind (``TokenDetector/tokenCounts(inUTF8:)``) as ``writeCount(_:)-([Token])``
  /// writes them: one line per kind name that has tokens, in the order of the names, then the total.
  package mutating func writeCount(_ counts: [TokenKind: Int]) throws(ExitCode) {
    // By name: a custom kind named like a built-in one is counted with it.
    var byName: [String: Int] = [:]
    for (kind, count) in counts where count > 0 { byName[kind.description, default: 0] += count }
    for name in byName.keys.sorted() {
      appendUTF8(name)
      append("\t")
      appendDecimal(byName[name] ?? 0)
      append("\n")
    }
    append("total\t")
    appendDecimal(byName.values.reduce(0, +))
    append("\n")
  }

  /// Writes what is left in the buffer.
  package mutating func finish() throws(ExitCode) {
    try flush()
  }

  /// Writes what a ``init(collectingCapacity:)`` writer collected, as if this writer had been
  /// given its tokens (the first JSON element of all opens the array), and empties `part` for the
  /// next part (``discardCollected()``), keeping its memory.
  package mutating func write(collected part: inout TokenOutputWriter) throws(ExitCode) {
    let elements = part.jsonCount - 1
    var skipped = 0
    if elements > 0, jsonCount == 0 {
      // The part's `,` becomes the array's `[`.
      append("[")
      skipped = 1
    }
    jsonCount += max(elements, 0)
    try flush()
    defer { part.discardCollected() }
    guard part.count > skipped else { return }
    try StandardStreams.output(
      UnsafeRawBufferPointer(start: part.buffer + skipped, count: part.count - skipped), to: descriptor)
  }

  /// Forgets what a ``init(collectingCapacity:)`` writer collected, keeping its memory.
  package mutating func discardCollected() {
    count = 0
    jsonCount = 1
  }

  /// A token's value as the JSON and text formats print it: ``TokenValue/text`` (the URL, the
  /// address, the user name with `@domain` for a federated mention, the normalized tag, the symbol
  /// or the payload).
  package static func valueString(_ value: TokenValue) -> String { value.text }

  // MARK: Bytes

  /// Makes room for `extra` more bytes.
  @inline(__always)
  private mutating func reserve(_ extra: Int) {
    guard count + extra > capacity else { return }
    let newCapacity = max(capacity * 2, count + extra)
    let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    grown.update(from: buffer, count: count)
    buffer.deallocate()
    buffer = grown
    capacity = newCapacity
  }

  /// Appends the bytes of `bytes`.
  @inline(__always)
  private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    reserve(bytes.count)
    if let base = bytes.baseAddress { (buffer + count).update(from: base, count: bytes.count) }
    count += bytes.count
  }

  /// Appends a literal.
  @inline(__always)
  private mutating func append(_ literal: StaticString) {
    append(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
  }

  /// Appends a string's UTF-8 bytes.
  @inline(__always)
  private mutating func appendUTF8(_ string: String) {
    var string = string
    string.withUTF8 { append($0) }
  }

  /// Appends a kind's name, escaped for JSON or not.
  @inline(__always)
  private mutating func appendKind(_ kind: TokenKind, escaped: Bool) {
    switch kind {
    case .url: append("url")
    case .email: append("email")
    case .mention: append("mention")
    case .hashtag: append("hashtag")
    case .cashtag: append("cashtag")
    case .custom(let name): if escaped { appendJSONEscaped(name) } else { appendUTF8(name) }
    }
  }

  /// Appends `value` in decimal.
  @inline(__always)
  private mutating func appendDecimal(_ value: Int) {
    reserve(20)
    if value < 0 {
      buffer[count] = UInt8(ascii: "-")
      count += 1
    }
    var magnitude = value.magnitude
    var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
    let written = withUnsafeMutableBytes(of: &digits) { raw in
      var end = raw.count
      repeat {
        end -= 1
        raw[end] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
      } while magnitude > 0
      (buffer + count).update(from: raw.baseAddress!.assumingMemoryBound(to: UInt8.self) + end, count: raw.count - end)
      return raw.count - end
    }
    count += written
  }

  /// Appends a string's UTF-8 bytes with `"`, `\` and the control characters escaped as
  /// `JSONEncoder` escapes them.
  private mutating func appendJSONEscaped(_ string: String) {
    var string = string
    string.withUTF8 { appendJSONEscaped($0) }
  }

  /// Keeps the `length` bytes just written past ``count`` (with room for eight more) when none
  /// needs an escape, and otherwise writes them again escaped.
  @inline(__always)
  private mutating func appendJSONString(written length: Int) {
    guard Self.needsJSONEscape(buffer + count, count: length) else {
      count += length
      return
    }
    let bytes = [UInt8](UnsafeBufferPointer(start: buffer + count, count: length))
    bytes.withUnsafeBufferPointer { appendJSONEscaped($0) }
  }

  /// Whether any of the `length` bytes at `start` is `"`, `\` or a control character (below
  /// 0x20). Reads eight bytes at a time, up to seven bytes past the end (which must be readable)
  /// and masked off.
  @inline(__always)
  static func needsJSONEscape(_ start: UnsafePointer<UInt8>, count length: Int) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let high: UInt64 = 0x8080_8080_8080_8080
    var found: UInt64 = 0
    var i = 0
    while i < length {
      var word = UInt64(littleEndian: UnsafeRawPointer(start + i).loadUnaligned(as: UInt64.self))
      let left = length &- i
      if left < 8 {
        // The bytes past the end read as letters, which need no escape.
        let kept: UInt64 = (1 &<< UInt64(left &* 8)) &- 1
        word = (word & kept) | (0x6161_6161_6161_6161 & ~kept)
      }
      // A byte below 0x20, or equal to `"` (0x22) or `\` (0x5C): its lane of `x - n` borrows
      // into the high bit where `x` has none ("has a byte less than n", exact for "any").
      let quote = word ^ (0x22 &* ones)
      let backslash = word ^ (0x5C &* ones)
      found |=
        ((word &- 0x20 &* ones) & ~word) | ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)
      i &+= 8
    }
    return found & high != 0
  }

  /// Appends UTF-8 bytes with `"`, `\` and the control characters escaped.
  private mutating func appendJSONEscaped(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let base = bytes.baseAddress else { return }
    // Most strings need no escape: copy the runs between escapes whole.
    var runStart = 0
    var i = 0
    while i < bytes.count {
      let byte = base[i]
      guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
        i += 1
        continue
      }
      append(UnsafeBufferPointer(start: base + runStart, count: i - runStart))
      i += 1
      runStart = i
      switch byte {
      case UInt8(ascii: "\""): append("\\\"")
      case UInt8(ascii: "\\"): append("\\\\")
      case 0x08: append("\\b")
      case 0x09: append("\\t")
      case 0x0A: append("\\n")
      case 0x0C: append("\\f")
      case 0x0D: append("\\r")
      default:
        let hex: StaticString = "0123456789abcdef"
        reserve(6)
        append("\\u00")
        buffer[count] = hex.utf8Start[Int(byte >> 4)]
        buffer[count + 1] = hex.utf8Start[Int(byte & 0xF)]
        count += 2
      }
    }
    append(UnsafeBufferPointer(start: base + runStart, count: bytes.count - runStart))
  }

  // MARK: Writing

  /// Writes the buffer when it holds a block.
  @inline(__always)
  private mutating func flushIfFull() throws(ExitCode) {
    if count >= flushThreshold { try flush() }
  }

  /// Writes the buffer and empties it.
  private mutating func flush() throws(ExitCode) {
    guard count > 0 else { return }
    let bytes = UnsafeRawBufferPointer(start: buffer, count: count)
    count = 0
    try StandardStreams.output(bytes, to: descriptor)
  }
}
