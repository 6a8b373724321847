import Foundation

/// Why a string is not valid SVG path data for ``Path/init(svgPathData:)``.
///
/// Offsets count UTF-8 bytes from the start of the data.
public enum PathParseError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A character that is neither a supported command, a number nor a separator.
  case unexpectedCharacter(Character, offset: Int)
  /// An SVG command this parser does not implement (arcs `A`, smooth curves `S`/`T`).
  case unsupportedCommand(Character, offset: Int)
  /// The data draws a segment before any `M`/`m` command.
  case missingInitialMove(offset: Int)
  /// A command ended before all of its numbers were given.
  case missingNumber(command: Character, offset: Int)
  /// A number overflowed to infinity (such as `1e999`), at the number's offset, or a relative
  /// coordinate did once added to the current point, at its command's offset.
  case nonFiniteNumber(offset: Int)

  /// A full-sentence explanation that ends with the fix.
  public var description: String {
    switch self {
    case .unexpectedCharacter(let character, let offset):
      "The character \"\(character)\" at offset \(offset) is not part of SVG path data; "
        + "remove it or separate numbers with spaces or commas."
    case .unsupportedCommand(let command, let offset):
      "The SVG command \"\(command)\" at offset \(offset) is not supported; "
        + "convert arcs and smooth curves to M, L, H, V, Q, C and Z commands first."
    case .missingInitialMove(let offset):
      "The path data draws a segment at offset \(offset) before any move; start the data with an M command."
    case .missingNumber(let command, let offset):
      "The \"\(command)\" command at offset \(offset) is missing coordinates; "
        + "give it a complete set of numbers (two per point, one for H and V)."
    case .nonFiniteNumber(let offset):
      "The number at offset \(offset) is too large to represent; use coordinates of a sensible magnitude."
    }
  }
}

/// A single-pass reader of SVG path data over UTF-8 bytes.
struct SVGPathParser {
  /// The data being parsed.
  let bytes: [UInt8]
  /// The offset of the next unread byte.
  var index = 0

  /// The elements described by the whole data.
  mutating func parse() throws(PathParseError) -> [Path.Element] {
    var elements: [Path.Element] = []
    var current = CGPoint.zero
    var subpathStart = CGPoint.zero
    var hasMove = false
    skipSeparators()
    while index < bytes.count {
      let offset = index
      let byte = bytes[index]
      let command = Character(Unicode.Scalar(byte))
      guard Self.isLetter(byte) else { throw .unexpectedCharacter(Self.character(at: offset, in: bytes), offset: offset) }
      index += 1
      skipSeparators()
      let relative = Self.isLowercase(byte)
      func resolve(_ p: CGPoint) throws(PathParseError) -> CGPoint {
        let q = relative ? CGPoint(x: current.x + p.x, y: current.y + p.y) : p
        guard q.isFinitePoint else { throw .nonFiniteNumber(offset: offset) }
        return q
      }
      switch byte | 0x20 {  // lower-cased ASCII
      case UInt8(ascii: "m"):
        var first = true
        repeat {
          let p = try resolve(try readPoint(command: command, commandOffset: offset))
          elements.append(first ? .move(to: p) : .line(to: p))
          if first { subpathStart = p }
          current = p
          first = false
        } while startsNumber()
        hasMove = true
      case UInt8(ascii: "z"):
        guard hasMove else { throw .missingInitialMove(offset: offset) }
        elements.append(.closeSubpath)
        current = subpathStart
      case UInt8(ascii: "l"), UInt8(ascii: "h"), UInt8(ascii: "v"), UInt8(ascii: "q"), UInt8(ascii: "c"):
        guard hasMove else { throw .missingInitialMove(offset: offset) }
        repeat {
          let element: Path.Element
          switch byte | 0x20 {
          case UInt8(ascii: "l"):
            element = .line(to: try resolve(try readPoint(command: command, commandOffset: offset)))
          case UInt8(ascii: "h"):
            let x = try readNumber(command: command, commandOffset: offset)
            let p = try resolve(CGPoint(x: x, y: relative ? 0 : current.y))
            element = .line(to: p)
          case UInt8(ascii: "v"):
            let y = try readNumber(command: command, commandOffset: offset)
            let p = try resolve(CGPoint(x: relative ? 0 : current.x, y: y))
            element = .line(to: p)
          case UInt8(ascii: "q"):
            let control = try resolve(try readPoint(command: command, commandOffset: offset))
            let end = try resolve(try readPoint(command: command, commandOffset: offset))
            element = .quadCurve(to: end, control: control)
          default:
            let control1 = try resolve(try readPoint(command: command, commandOffset: offset))
            let control2 = try resolve(try readPoint(command: command, commandOffset: offset))
            let end = try resolve(try readPoint(command: command, commandOffset: offset))
            element = .curve(to: end, control1: control1, control2: control2)
          }
          elements.append(element)
          current = Self.endPoint(of: element) ?? current
        } while startsNumber()
      case UInt8(ascii: "a"), UInt8(ascii: "s"), UInt8(ascii: "t"):
        throw .unsupportedCommand(command, offset: offset)
      default:
        throw .unexpectedCharacter(command, offset: offset)
      }
      skipSeparators()
    }
    return elements
  }

  // MARK: Tokens

  /// Skips whitespace and commas.
  mutating func skipSeparators() {
    while index < bytes.count, Self.isSeparator(bytes[index]) { index += 1 }
  }

  /// Whether the next byte can begin a number.
  func startsNumber() -> Bool {
    guard index < bytes.count else { return false }
    let byte = bytes[index]
    return Self.isDigit(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
  }

  /// Reads an x, y pair.
  mutating func readPoint(command: Character, commandOffset: Int) throws(PathParseError) -> CGPoint {
    let x = try readNumber(command: command, commandOffset: commandOffset)
    let y = try readNumber(command: command, commandOffset: commandOffset)
    return CGPoint(x: x, y: y)
  }

  /// Reads one number and the separators after it.
  mutating func readNumber(command: Character, commandOffset: Int) throws(PathParseError) -> CGFloat {
    let start = index
    var cursor = index
    func digits() -> Int {
      let from = cursor
      while cursor < bytes.count, Self.isDigit(bytes[cursor]) { cursor += 1 }
      return cursor - from
    }
    if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "-") || bytes[cursor] == UInt8(ascii: "+") { cursor += 1 }
    var mantissaDigits = digits()
    if cursor < bytes.count, bytes[cursor] == UInt8(ascii: ".") {
      cursor += 1
      mantissaDigits += digits()
    }
    guard mantissaDigits > 0 else {
      if start >= bytes.count || Self.isCommandLetter(bytes[start]) {
        throw .missingNumber(command: command, offset: commandOffset)
      }
      throw .unexpectedCharacter(Self.character(at: start, in: bytes), offset: start)
    }
    if cursor < bytes.count, bytes[cursor] | 0x20 == UInt8(ascii: "e") {
      let mantissaEnd = cursor
      cursor += 1
      if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "-") || bytes[cursor] == UInt8(ascii: "+") { cursor += 1 }
      if digits() == 0 { cursor = mantissaEnd }
    }
    let text = String(decoding: bytes[start..<cursor], as: UTF8.self)
    guard let value = Double(text), value.isFinite else { throw .nonFiniteNumber(offset: start) }
    index = cursor
    skipSeparators()
    return CGFloat(value)
  }

  // MARK: Character classes

  /// The end point of a drawing element.
  static func endPoint(of element: Path.Element) -> CGPoint? {
    switch element {
    case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): p
    case .closeSubpath: nil
    }
  }

  /// The (possibly multi-byte) character that starts at `offset`, for error messages.
  static func character(at offset: Int, in bytes: [UInt8]) -> Character {
    var end = offset + 1
    while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
    return String(decoding: bytes[offset..<end], as: UTF8.self).first ?? "\u{FFFD}"
  }

  /// Whether `byte` is an SVG path command letter (supported or not).
  static func isCommandLetter(_ byte: UInt8) -> Bool {
    "MmLlHhVvQqCcZzAaSsTt".utf8.contains(byte)
  }

  /// Whether `byte` is an ASCII digit.
  static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
  /// Whether `byte` is an ASCII lower-case letter.
  static func isLowercase(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
  /// Whether `byte` is an ASCII letter.
  static func isLetter(_ byte: UInt8) -> Bool { isLowercase(byte | 0x20) }
  /// Whether `byte` is whitespace or a comma.
  static func isSeparator(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: ",") || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
  }
}
