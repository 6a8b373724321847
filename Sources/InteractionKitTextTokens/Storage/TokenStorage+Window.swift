import Foundation

extension TokenStorage {
  /// How many UTF-16 units of context on each side of a match the rules may read (the scalar
  /// before a mention, `RT:`, the `://` after a hashtag, a trailing accent, …), with room to spare.
  ///
  /// Part of the contract for custom matchers: whether a match starts at an offset must depend
  /// only on the text from this many units before it to this many units past the matcher's
  /// `maximumLength` after it.
  public static let contextLength = 32

  /// Whether a UTF-16 unit is ASCII white space (U+0009–U+000D, U+0020). No built-in match (kept
  /// or dropped) contains one, and the built-in scanners start afresh after one.
  static func isWhiteSpace(_ unit: UInt16) -> Bool {
    unit == 0x20 || (0x09...0x0D).contains(unit)
  }

  /// How far detection reaches from an edit.
  ///
  /// - `builtIn`: the longest built-in token (the profile's caps).
  /// - `builtInIsLocal`: whether the built-in kinds decide every candidate from at most `builtIn`
  ///   plus ``contextLength`` units. Mentions, hashtags and cashtags do. The URL and e-mail
  ///   scanners do not: like twitter-text's and linkify-it's regular expressions, a match they
  ///   drop still consumes its text, and whether a URL fits its cap depends on where its path ends
  ///   after trailing punctuation is trimmed, so a token can depend on text any distance away in
  ///   the same run of non-white-space units. For them the window is that whole run.
  /// - `custom`: the longest custom match (`nil` without custom matchers); custom matches may
  ///   contain white space, so only their length bounds them.
  var reach: (builtIn: Int, builtInIsLocal: Bool, custom: Int?) {
    let profile = detector.profile
    return (
      max(1, profile.maximumTokenLength), profile.urls == nil && profile.emails == nil,
      detector.customMatchers.map(\.maximumLength).max()
    )
  }

  /// Where the rescan of an edit at `a` starts: no candidate before it can see the edit.
  ///
  /// Built-in candidates before the last white-space unit at least ``contextLength`` units before
  /// `a` end, context included, before `a`, and the scanners start afresh there; local kinds also
  /// stop `builtIn + contextLength` units before `a`. Custom candidates need `custom +
  /// contextLength` units. A token that crosses the start moves it back to the token's beginning.
  func windowStart(editAt a: Int) -> Int {
    let context = Self.contextLength
    let (builtIn, isLocal, custom) = reach
    let limit = isLocal ? max(0, a - builtIn - context) : 0
    var start = limit
    if a - context >= limit, let space = text.lastIndex(in: limit..<(a - context + 1), where: Self.isWhiteSpace) {
      start = space
    }
    if let custom { start = max(0, min(start, a - custom - context)) }
    if let crossing = index.lastToken(startingBefore: start), NSMaxRange(crossing.range) > start {
      start = crossing.range.location
    }
    return start
  }

  /// Where the rescan of an edit whose new text ends at `editEnd` may stop looking for changed
  /// candidates: ``contextLength`` units after it, and for non-local built-in kinds also
  /// ``contextLength`` units past the first white space after it (the scanners start afresh there).
  func windowEnd(editEnd: Int) -> Int {
    let context = Self.contextLength
    var end = editEnd + context
    if !reach.builtInIsLocal {
      let space = text.firstIndex(in: editEnd..<text.count, where: Self.isWhiteSpace) ?? text.count
      end = max(end, space + 1 + context)
    }
    return min(text.count, end)
  }

  /// Where the text scanned for the candidates that start before `end` must stop: past the run
  /// of non-white-space units holding `end` (for local kinds, at most the longest token), past the
  /// longest custom match, plus the context.
  func scanEnd(for end: Int) -> Int {
    let context = Self.contextLength
    let (builtIn, isLocal, custom) = reach
    let limit = isLocal ? min(text.count, end + builtIn) : text.count
    var result = (text.firstIndex(in: end..<limit, where: Self.isWhiteSpace) ?? limit) + context
    if let custom { result = max(result, end + custom + context) }
    return min(text.count, result)
  }
}
