import Foundation
import InteractionKitTextTokens
import Testing

/// Loads the public conformance suites copied under `Fixtures/` (licences beside them).
enum Conformance {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

  /// One case of twitter-text's `extract.yml` (read from the derived `extract.json`).
  struct TwitterCase: Sendable, CustomTestStringConvertible {
    var section: String
    var description: String
    var text: String
    /// The `expected` value as decoded JSON: `[String]`, `[[String: Any]]` with `indices`, a string or null.
    var expected: JSONValue
    var testDescription: String { "\(section): \(description)" }
  }

  /// A decoded JSON value.
  indirect enum JSONValue: Sendable, Equatable {
    case null
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([JSONValue])
    case object([String: JSONValue])

    init(_ any: Any) {
      switch any {
      case let s as String: self = .string(s)
      case let b as Bool where !(any is Int) && !(any is Double): self = .bool(b)
      case let n as NSNumber: self = .number(n.doubleValue)
      case let a as [Any]: self = .array(a.map(JSONValue.init))
      case let o as [String: Any]: self = .object(o.mapValues(JSONValue.init))
      default: self = .null
      }
    }

    var strings: [String]? {
      guard case .array(let items) = self else { return nil }
      return items.compactMap { if case .string(let s) = $0 { s } else { nil } }
    }

    /// For `*_with_indices` sections: (value of `key`, UTF-16 start, end).
    func entities(key: String) -> [(String, Int, Int)]? {
      guard case .array(let items) = self else { return nil }
      return items.compactMap { item in
        guard case .object(let o) = item, case .string(let v)? = o[key], case .array(let idx)? = o["indices"],
          idx.count == 2, case .number(let a) = idx[0], case .number(let b) = idx[1]
        else { return nil }
        return (v, Int(a), Int(b))
      }
    }
  }

  static func twitter(_ section: String) -> [TwitterCase] {
    guard let data = try? Data(contentsOf: fixtures.appendingPathComponent("twitter-text/extract.json")),
      let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let tests = root["tests"] as? [String: Any], let cases = tests[section] as? [[String: Any]]
    else { return [] }
    return cases.map {
      TwitterCase(
        section: section, description: $0["description"] as? String ?? "", text: $0["text"] as? String ?? "",
        expected: JSONValue($0["expected"] as Any))
    }
  }

  /// twitter-text's `tlds.yml` cases (`https://twitter.<tld>`), by group (`country`, `generic`).
  static func twitterTLDCases() -> [(group: String, text: String, expected: [String])] {
    guard let data = try? Data(contentsOf: fixtures.appendingPathComponent("twitter-text/tlds.json")),
      let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let tests = root["tests"] as? [String: Any]
    else { return [] }
    var result: [(String, String, [String])] = []
    for (group, value) in tests.sorted(by: { $0.key < $1.key }) {
      for c in value as? [[String: Any]] ?? [] {
        result.append((group, c["text"] as? String ?? "", c["expected"] as? [String] ?? []))
      }
    }
    return result
  }

  /// One case of linkify-it's `links.txt` / `not_links.txt`.
  struct LinkifyCase: Sendable, CustomTestStringConvertible {
    var line: Int
    var input: String
    /// The expected URL text (`links.txt`), or `nil` for `not_links.txt`.
    var expected: String?
    var testDescription: String { "line \(line): \(input)" }
  }

  /// Parses a linkify-it fixture with its runner's rules: `%` lines are comments; a non-empty line
  /// followed by a non-empty line expects the second; otherwise the line expects itself.
  static func linkify(_ file: String, expectsLinks: Bool) -> [LinkifyCase] {
    guard let text = try? String(contentsOf: fixtures.appendingPathComponent("linkify-it/\(file)"), encoding: .utf8)
    else { return [] }
    let lines = text.components(separatedBy: "\n")
    var result: [LinkifyCase] = []
    var i = 0
    while i < lines.count {
      let line = lines[i]
      if line.isEmpty || line.hasPrefix("%") {
        i += 1
        continue
      }
      if !expectsLinks {
        result.append(LinkifyCase(line: i + 1, input: line, expected: nil))
        i += 1
        continue
      }
      let next = i + 1 < lines.count ? lines[i + 1] : ""
      if !next.isEmpty && !next.hasPrefix("%") {
        result.append(LinkifyCase(line: i + 1, input: line, expected: next))
        i += 2
      } else {
        result.append(LinkifyCase(line: i + 1, input: line, expected: line))
        i += 1
      }
    }
    return result
  }
}

@Suite struct FixtureLoadingTests {
  @Test func suitesLoadWithTheirDocumentedCounts() {
    let counts = [
      "mentions": 23, "mentions_with_indices": 3, "mentions_or_lists_with_indices": 5, "urls": 91,
      "urls_with_indices": 10, "urls_with_directional_markers": 2, "hashtags": 65, "hashtags_from_astral": 3,
      "hashtags_with_indices": 8, "cashtags": 8, "cashtags_with_indices": 2,
    ]
    for (section, count) in counts { #expect(Conformance.twitter(section).count == count, "\(section)") }
    #expect(Conformance.twitterTLDCases().count == 1574)
    #expect(Conformance.linkify("links.txt", expectsLinks: true).count == 117)
    #expect(Conformance.linkify("not_links.txt", expectsLinks: false).count == 38)
  }
}
