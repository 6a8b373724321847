public import Foundation

/// Strict reading of the command line's JSON files (the context menu's `--menu`, the pointer's
/// `--scene`): objects that reject unknown keys, and one-line errors that name the field's path,
/// like `menu.children[2].action.titel`, or the line, column and field of malformed JSON.
public enum StrictJSON {
  /// Why a file was rejected: one line naming the field's path, what is wrong and the fix.
  public struct Failure: Error, CustomStringConvertible {
    /// The one-line description.
    public var description: String
  }

  /// Decodes `data` as a `T`.
  ///
  /// - Parameters:
  ///   - type: The root's type; its decoders use ``Fields`` to reject unknown keys.
  ///   - data: The file's bytes.
  ///   - root: The name paths start with (`menu`, `scene`).
  /// - Throws: ``Failure`` naming the field's path (or the line, column and field of malformed JSON).
  public static func decode<T: Decodable>(_ type: T.Type, from data: Data, root: String) throws(Failure) -> T {
    do {
      return try JSONDecoder().decode(T.self, from: data)
    } catch let error as DecodingError {
      throw Failure(description: describe(error, data: data, root: root))
    } catch {
      throw Failure(description: "\(root): \(oneLine(String(describing: error)))")
    }
  }

  // MARK: Errors

  /// `menu.children[2].action.title` for a decoder's coding path under `root`.
  static func path(_ codingPath: [any CodingKey], root: String) -> String {
    codingPath.reduce(root) { path, key in
      key.intValue.map { "\(path)[\($0)]" } ?? "\(path).\(printable(key.stringValue))"
    }
  }

  /// The one-line description of a decoding error of `data`: the field's path (or, for malformed
  /// JSON, the line, column and field), what is wrong and the fix.
  static func describe(_ error: DecodingError, data: Data, root: String) -> String {
    switch error {
    case .keyNotFound(let key, let context):
      return "\(path(context.codingPath + [key], root: root)): missing; add this required key."
    case .typeMismatch(let type, let context):
      return "\(path(context.codingPath, root: root)): expected \(noun(type)); fix the value's type."
    case .valueNotFound(let type, let context):
      return "\(path(context.codingPath, root: root)): expected \(noun(type)), found null; give a value."
    case .dataCorrupted(let context):
      if context.codingPath.isEmpty, let malformed = syntaxError(in: data, root: root) { return malformed }
      return "\(path(context.codingPath, root: root)): \(oneLine(context.debugDescription))."
    @unknown default:
      return "\(root): \(oneLine(String(describing: error)))"
    }
  }

  /// What a decoder expected, in words.
  static func noun(_ type: Any.Type) -> String {
    if type is String.Type { return "a string" }
    if type is Bool.Type { return "true or false" }
    if type is Double.Type || type is Int.Type { return "a number" }
    let name = String(describing: type)
    if name.hasPrefix("Array") || name.hasPrefix("[") { return "an array" }
    if name.hasPrefix("Dictionary") { return "an object" }
    return "a value of type \(name)"
  }

  /// Where and why `data` is not JSON, as `FIELD: malformed JSON at line L, column C (reason); …`,
  /// or nil when it is JSON.
  ///
  /// `JSONDecoder` does not say where the syntax breaks; `JSONSerialization` names the byte offset
  /// ("around character N"), which becomes a 1-based line and column (in characters) and the path
  /// of the field being read there (``fieldPath(at:in:root:)``); without an offset the position is
  /// the end of the data.
  static func syntaxError(in data: Data, root: String) -> String? {
    let debug: String
    do {
      _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
      return nil
    } catch {
      let nsError = error as NSError
      debug = nsError.userInfo[NSDebugDescriptionErrorKey] as? String ?? String(describing: error)
    }
    var offset = data.count
    var reason = debug
    if let range = debug.range(of: #" ?around (character|line [0-9]+, column) [0-9]+"#, options: .regularExpression) {
      offset = Swift.min(data.count, Int(debug[range].split(separator: " ").last ?? "") ?? data.count)
      reason.removeSubrange(range)
    } else if let range = debug.range(of: #"[Nn]umber [^ ]+ is not representable"#, options: .regularExpression),
      let literal = debug[range].split(separator: " ").dropFirst().first,
      let found = data.range(of: Data(literal.utf8))
    {
      // A number out of range (1e999) is named but not placed: place its first occurrence.
      offset = found.lowerBound - data.startIndex
      reason = "the number \(literal) is beyond the range of a double; give a finite number"
    }
    let before = String(decoding: data.prefix(offset), as: UTF8.self)
    let lines = before.split(separator: "\n", omittingEmptySubsequences: false)
    let line = lines.count
    let column = (lines.last?.count ?? 0) + 1
    reason = oneLine(reason)
    if let first = reason.first { reason = first.lowercased() + reason.dropFirst() }
    let field = fieldPath(at: offset, in: data, root: root)
    return "\(field): malformed JSON at line \(line), column \(column) (\(reason)); fix the JSON syntax."
  }

  /// The path of the field a JSON reader is in at byte `offset` of `data`, like
  /// `scene.controls[0].frame.width`: the keys and indices of the objects and arrays open there.
  ///
  /// A light scan that follows strings, brackets, colons and commas only; it never fails.
  static func fieldPath(at offset: Int, in data: Data, root: String) -> String {
    /// An open container: an object with the key being read, or an array with the element's index.
    enum Frame {
      case object(key: String?, expectingKey: Bool)
      case array(index: Int)
    }
    var stack: [Frame] = []
    let bytes = Array(data.prefix(offset))
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        var end = index + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1 }
        if case .object(_, true) = stack.last {
          let key = String(decoding: bytes[(index + 1)..<Swift.min(end, bytes.count)], as: UTF8.self)
          stack[stack.count - 1] = .object(key: printable(key), expectingKey: false)
        }
        index = end
      case UInt8(ascii: "{"): stack.append(.object(key: nil, expectingKey: true))
      case UInt8(ascii: "["): stack.append(.array(index: 0))
      case UInt8(ascii: "}"), UInt8(ascii: "]"): if !stack.isEmpty { stack.removeLast() }
      case UInt8(ascii: ","):
        switch stack.last {
        case .object: stack[stack.count - 1] = .object(key: nil, expectingKey: true)
        case .array(let element): stack[stack.count - 1] = .array(index: element + 1)
        case nil: break
        }
      default: break
      }
      index += 1
    }
    return stack.reduce(root) { path, frame in
      switch frame {
      case .object(let key, _): key.map { "\(path).\($0)" } ?? path
      case .array(let element): "\(path)[\(element)]"
      }
    }
  }

  /// `text` with its control characters and line breaks escaped (`\n`, `\r`, `\t`, `\u{B}`,
  /// `\u{2028}`…), so a key or identifier from a file stays on the one line of a message.
  static func printable(_ text: String) -> String {
    func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
      scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}"
    }
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where needsEscape(scalar): result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// `text` on one line: line breaks become spaces and a final full stop is dropped.
  public static func oneLine(_ text: String) -> String {
    var line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
    while line.hasSuffix(".") { line.removeLast() }
    return line
  }

  // MARK: Decoding

  /// A coding key made from any name.
  struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }

    /// A key named `stringValue`.
    init(_ stringValue: String) { self.stringValue = stringValue }
    /// A key named `stringValue`.
    init?(stringValue: String) { self.stringValue = stringValue }
    /// Integer keys are not used: arrays are read with unkeyed containers.
    init?(intValue: Int) { nil }
  }

  /// The key of an array element, for paths.
  struct IndexKey: CodingKey {
    var intValue: Int?
    var stringValue: String { intValue.map(String.init) ?? "" }

    /// The key of element `index`.
    init(_ index: Int) { intValue = index }
    /// Not used: array keys are integers.
    init?(stringValue: String) { nil }
    /// The key of element `intValue`.
    init?(intValue: Int) { self.intValue = intValue }
  }

  /// The keys of one JSON object, checked against the keys its kind allows.
  struct Fields {
    /// The object.
    let container: KeyedDecodingContainer<Key>

    /// Opens the object `decoder` holds and rejects any key outside `allowed`.
    ///
    /// - Parameters:
    ///   - decoder: Holds the object.
    ///   - allowed: The keys the object may have.
    ///   - kind: What the object is, for the fix (`an action`).
    init(_ decoder: any Decoder, allowed: [String], kind: String) throws {
      container = try decoder.container(keyedBy: Key.self)
      for key in container.allKeys where !allowed.contains(key.stringValue) {
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: container.codingPath + [key],
            debugDescription: "unknown key; \(kind) takes \(allowed.joined(separator: ", "))."))
      }
    }

    /// The value of a required key.
    func required<T: Decodable>(_ name: String, as type: T.Type = T.self) throws -> T {
      try container.decode(T.self, forKey: Key(name))
    }

    /// The value of an optional key (absent or null: nil).
    func optional<T: Decodable>(_ name: String, as type: T.Type = T.self) throws -> T? {
      try container.decodeIfPresent(T.self, forKey: Key(name))
    }

    /// The value of an optional key that must be one of `words` (absent: nil).
    func word<T: RawRepresentable>(_ name: String, as type: T.Type, _ words: [String]) throws -> T?
    where T.RawValue == String {
      guard let text = try optional(name, as: String.self) else { return nil }
      guard let value = T(rawValue: text) else {
        throw DecodingError.dataCorruptedError(
          forKey: Key(name), in: container,
          debugDescription: "\"\(text)\" is not one of \(words.joined(separator: ", ")); use one of them.")
      }
      return value
    }

    /// The value of a required number key that must satisfy `isValid`.
    ///
    /// - Parameters:
    ///   - name: The key.
    ///   - requirement: What a valid value is, for the error (`a width of 0 or more`).
    ///   - isValid: Whether a finite value is accepted.
    func number(_ name: String, _ requirement: String, where isValid: (Double) -> Bool) throws -> Double {
      try checked(required(name), name, requirement, isValid)
    }

    /// The value of an optional number key (absent or null: nil) that must satisfy `isValid`; see
    /// ``number(_:_:where:)``.
    func optionalNumber(_ name: String, _ requirement: String, where isValid: (Double) -> Bool) throws -> Double? {
      guard let value = try optional(name, as: Double.self) else { return nil }
      return try checked(value, name, requirement, isValid)
    }

    /// `value` when it is finite and valid; otherwise an error at key `name`.
    private func checked(
      _ value: Double, _ name: String, _ requirement: String, _ isValid: (Double) -> Bool
    ) throws -> Double {
      guard value.isFinite, isValid(value) else {
        throw DecodingError.dataCorruptedError(
          forKey: Key(name), in: container, debugDescription: "\(value) is out of range; give \(requirement)")
      }
      return value
    }

    /// The words of an optional list of attributes, each one of `allowed` (absent: none).
    func attributes(_ allowed: [String]) throws -> [String] {
      guard container.contains(Key("attributes")) else { return [] }
      var list = try container.nestedUnkeyedContainer(forKey: Key("attributes"))
      var words: [String] = []
      while !list.isAtEnd {
        let index = list.currentIndex
        let word = try list.decode(String.self)
        guard allowed.contains(word) else {
          throw DecodingError.dataCorrupted(
            .init(
              codingPath: list.codingPath + [IndexKey(index)],
              debugDescription: "\"\(word)\" is not an attribute here; use \(allowed.joined(separator: ", "))."))
        }
        words.append(word)
      }
      return words
    }
  }
}
