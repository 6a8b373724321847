import Foundation

extension Path {
  /// The path as SVG path data, such as `"M 0 0 L 10 0 C 15 0 20 5 20 10 Z"`.
  ///
  /// Commands are absolute (`M`, `L`, `Q`, `C`, `Z`) and every token is separated by one space.
  /// Numbers are written deterministically: rounded to 3 decimals, without trailing zeros or a
  /// trailing point, and with `-0` written as `0`; magnitudes of 10^15 and more use Swift's
  /// shortest round-trip form (which may have an exponent). Documented clamp: NaN and infinite
  /// coordinates are written as `0`. A path whose first segment has no preceding move gets an
  /// explicit `M 0 0` (its implicit start), since SVG requires one.
  public var svgPathData: String {
    var tokens: [String] = []
    var needsMove = true
    func add(_ command: String, _ points: CGPoint...) {
      tokens.append(command)
      for p in points {
        tokens.append(Self.svgNumber(p.x))
        tokens.append(Self.svgNumber(p.y))
      }
    }
    for element in elements {
      switch element {
      case .move(let p):
        needsMove = false
        add("M", p)
        continue
      case .closeSubpath:
        // A close with nothing before it is a no-op; SVG data cannot start with one.
        if needsMove { continue }
      case .line, .quadCurve, .curve:
        if needsMove { add("M", .zero) }
      }
      needsMove = false
      switch element {
      case .move: break
      case .line(let p): add("L", p)
      case .quadCurve(let p, let c): add("Q", c, p)
      case .curve(let p, let c1, let c2): add("C", c1, c2, p)
      case .closeSubpath: add("Z")
      }
    }
    return tokens.joined(separator: " ")
  }

  /// Parses SVG path data made of the `M`, `L`, `H`, `V`, `Q`, `C` and `Z` commands.
  ///
  /// Upper-case commands take absolute coordinates and lower-case ones coordinates relative to the
  /// current point, as in SVG. Numbers may be separated by whitespace, commas, or nothing where
  /// the grammar allows (`10-5`, `.5.5`), and may have exponents; a command letter may be followed
  /// by several sets of numbers, which repeat it (after `M`/`m` the repeats are lines). `H` and
  /// `V` become ``Element/line(to:)`` elements. An empty or all-whitespace string gives an
  /// empty path.
  ///
  /// - Throws: ``PathParseError`` when the data has an unknown or unsupported command, a stray
  ///   character, a missing number, a number too large to represent, or a segment before the first move.
  public init(svgPathData: String) throws(PathParseError) {
    var parser = SVGPathParser(bytes: Array(svgPathData.utf8))
    self.init(elements: try parser.parse())
  }

  /// One coordinate in the compact, deterministic form described at ``svgPathData``.
  static func svgNumber(_ value: CGFloat) -> String {
    guard value.isFinite else { return "0" }
    guard abs(value) < 1e15 else { return "\(Double(value))" }
    let thousandths = Int64((value * 1000).rounded())
    if thousandths == 0 { return "0" }
    let magnitude = thousandths.magnitude
    var text = (thousandths < 0 ? "-" : "") + String(magnitude / 1000)
    var fraction = magnitude % 1000
    if fraction != 0 {
      var digits = 3
      while fraction % 10 == 0 {
        fraction /= 10
        digits -= 1
      }
      let raw = String(fraction)
      text += "." + String(repeating: "0", count: digits - raw.count) + raw
    }
    return text
  }
}
