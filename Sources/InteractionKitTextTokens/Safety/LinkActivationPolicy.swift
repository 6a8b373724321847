import Foundation

/// The schemes a tapped link may open: an allow-list that can grow, except for the schemes that
/// run code or read local data, which it never contains.
///
/// The default allows `http`, `https` and `mailto`. ``allowing(_:)`` adds schemes and throws for
/// ``neverAllowedSchemes`` (`javascript`, `data`, `file`, `vbscript`) in any disguise: any letter
/// case, surrounding or embedded spaces, tabs, line breaks, controls or invisible format characters,
/// percent-encoding, fullwidth letters, or a trailing `:`.
///
/// ```swift
/// let policy = try LinkActivationPolicy.standard.allowing("tel", "sms")
/// policy.decision(for: token)   // .allowed("tel:+15551234"), .blocked(…) or .notALink
/// ```
public struct LinkActivationPolicy: Sendable, Hashable {
  /// Schemes that can never be allowed: they run script or read local files when opened.
  public static let neverAllowedSchemes: Set<String> = ["javascript", "data", "file", "vbscript"]

  /// The schemes allowed by default: `http`, `https` and `mailto`.
  public static let defaultSchemes: Set<String> = ["http", "https", "mailto"]

  /// The default policy: ``defaultSchemes``.
  public static let standard = LinkActivationPolicy()

  /// The allowed schemes, lower-case. Never contains one of ``neverAllowedSchemes``.
  public private(set) var allowedSchemes: Set<String>

  /// Creates the default policy (``defaultSchemes``).
  public init() {
    allowedSchemes = Self.defaultSchemes
  }

  /// Creates a policy that allows exactly `schemes` (see ``allowing(_:)`` for the accepted spellings).
  /// - Throws: ``LinkActivationPolicyError/forbiddenScheme(_:)`` for a scheme in
  ///   ``neverAllowedSchemes`` in any spelling, ``LinkActivationPolicyError/invalidScheme(_:)`` for text
  ///   that is not a scheme name.
  public init(allowedSchemes schemes: some Sequence<String>) throws(LinkActivationPolicyError) {
    allowedSchemes = []
    for scheme in schemes { allowedSchemes.insert(try Self.validatedScheme(scheme)) }
  }

  /// A copy that also allows `schemes`.
  ///
  /// A scheme is written as its name (`"tel"`), optionally with surrounding spaces and a trailing
  /// colon (`" tel: "`); names are case-insensitive and stored lower-case.
  /// - Throws: ``LinkActivationPolicyError/forbiddenScheme(_:)`` when a scheme is, or disguises,
  ///   one of ``neverAllowedSchemes`` (`"JaVaScRiPt:"`, `"java\tscript"`, `"%6Aavascript"`,
  ///   `"ｊａｖａｓｃｒｉｐｔ"`); ``LinkActivationPolicyError/invalidScheme(_:)`` when it is not a
  ///   scheme name (`ALPHA *(ALPHA / DIGIT / "+" / "-" / ".")`, at most ``maximumSchemeLength``
  ///   characters; text over 256 UTF-8 bytes is not analysed for disguises and always gets this
  ///   error). Nothing is added when one throws.
  public func allowing(_ schemes: String...) throws(LinkActivationPolicyError) -> LinkActivationPolicy {
    var copy = self
    for scheme in schemes { copy.allowedSchemes.insert(try Self.validatedScheme(scheme)) }
    return copy
  }

  /// A copy that no longer allows `schemes` (names are case-insensitive; unknown names are ignored).
  public func removing(_ schemes: String...) -> LinkActivationPolicy {
    var copy = self
    for scheme in schemes { copy.allowedSchemes.remove(Self.disguisedScheme(scheme)) }
    return copy
  }

  /// Whether links with `scheme` may be opened (case-insensitive; a trailing `:` is ignored).
  public func allows(scheme: String) -> Bool {
    let name = Self.disguisedScheme(scheme)
    return !Self.neverAllowedSchemes.contains(name) && allowedSchemes.contains(name)
  }

  /// The longest scheme name a policy accepts: 64 characters (registered schemes are far shorter).
  public static let maximumSchemeLength = 64

  /// The most UTF-8 bytes of scheme text that ``allowing(_:)`` analyses for disguises; longer text
  /// is rejected as ``LinkActivationPolicyError/invalidScheme(_:)`` without analysis.
  static let maximumSchemeInputLength = 256

  /// The lower-cased scheme name, or a typed error when it is forbidden or malformed.
  static func validatedScheme(_ scheme: String) throws(LinkActivationPolicyError) -> String {
    if neverAllowedSchemes.contains(disguisedScheme(scheme)) { throw .forbiddenScheme(scheme) }
    guard scheme.utf8.count <= maximumSchemeInputLength else { throw .invalidScheme(scheme) }
    var name = Substring(scheme.trimmingCharacters(in: .whitespacesAndNewlines).lowercased())
    if name.hasSuffix(":") { name.removeLast() }
    guard let first = name.unicodeScalars.first, ("a"..."z").contains(first), name.utf8.count <= maximumSchemeLength,
      name.unicodeScalars.allSatisfy(LinkSafetyURLParts.isSchemeCharacter)
    else { throw .invalidScheme(scheme) }
    return String(name)
  }

  /// What a scheme name says once every disguise is removed: percent-decoded (repeatedly), without
  /// white space, controls and format characters anywhere, compatibility-normalized (fullwidth
  /// letters become ASCII), lower-cased, without a trailing `:` or `://`.
  ///
  /// Percent-decoding stops after eight rounds, so deeply nested encodings cost linear time; what is
  /// left still contains `%` and fails the scheme grammar, so it is rejected all the same.
  static func disguisedScheme(_ text: String) -> String {
    // Longer text is not analysed; it cannot pass validatedScheme either.
    guard text.utf8.count <= maximumSchemeInputLength else { return text }
    var current = text
    for _ in 0..<8 {
      let decoded = LinkSafetyURLParts.percentDecoded(current)
      if decoded == current { break }
      current = decoded
    }
    var scalars = String.UnicodeScalarView()
    scalars.append(contentsOf: current.unicodeScalars.lazy.filter { !LinkSafety.isSpaceOrControl($0) })
    var name = Substring(String(scalars).precomposedStringWithCompatibilityMapping.lowercased())
    if name.hasSuffix("//") { name.removeLast(2) }
    if name.hasSuffix(":") { name.removeLast() }
    return String(name)
  }
}

/// Why a scheme cannot be added to a ``LinkActivationPolicy``.
public enum LinkActivationPolicyError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The scheme is (or disguises) one of ``LinkActivationPolicy/neverAllowedSchemes``; the text as given.
  case forbiddenScheme(String)
  /// The text is not a scheme name; the text as given.
  case invalidScheme(String)

  /// A full sentence that says what is wrong with the scheme and how to fix the call.
  public var description: String {
    switch self {
    case .forbiddenScheme(let text):
      "The scheme \"\(text)\" runs code or reads local data and can never be allowed; open such content inside the app instead of allowing the scheme."
    case .invalidScheme(let text):
      "\"\(text)\" is not a URL scheme name; pass only the name, such as \"tel\" or \"sms\", made of letters, digits, \"+\", \"-\" and \".\" and starting with a letter."
    }
  }
}
