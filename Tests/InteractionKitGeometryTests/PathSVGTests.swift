import Foundation
import InteractionKitGeometry
import PropertyBased
import Testing

@Suite struct PathSVGTests {
  @Test func exportUsesAbsoluteCommandsAndCompactNumbers() {
    var path = Path()
    path.move(to: CGPoint(x: 0, y: -0.0004))
    path.addLine(to: CGPoint(x: 10.5, y: 1.23456))
    path.addQuadCurve(to: CGPoint(x: 3, y: 4), control: CGPoint(x: 1, y: 2))
    path.addCurve(to: CGPoint(x: -0.5, y: 100), control1: CGPoint(x: 1.0001, y: 2.9996), control2: CGPoint(x: -7.25, y: 0.1))
    path.closeSubpath()
    #expect(path.svgPathData == "M 0 0 L 10.5 1.235 Q 1 2 3 4 C 1 3 -7.25 0.1 -0.5 100 Z")
  }

  @Test func numberFormatting() {
    func formatted(_ x: CGFloat) -> String {
      let data = Path(elements: [.move(to: CGPoint(x: x, y: 0))]).svgPathData
      return String(data.dropFirst(2).dropLast(2))
    }
    #expect(formatted(0) == "0")
    #expect(formatted(-0.0) == "0")
    #expect(formatted(-0.0004999) == "0")
    #expect(formatted(-0.0006) == "-0.001")
    #expect(formatted(1) == "1")
    #expect(formatted(-12) == "-12")
    #expect(formatted(0.1) == "0.1")
    #expect(formatted(0.05) == "0.05")
    #expect(formatted(2.007) == "2.007")
    #expect(formatted(123456.78949) == "123456.789")
    #expect(formatted(1.9999) == "2")
    #expect(formatted(-3.14159) == "-3.142")
    #expect(formatted(1e20) == "1e+20")
    #expect(formatted(.nan) == "0")
    #expect(formatted(-.infinity) == "0")
  }

  @Test func implicitStartAndLeadingCloseAreMadeValid() {
    #expect(Path(elements: [.line(to: CGPoint(x: 1, y: 2))]).svgPathData == "M 0 0 L 1 2")
    #expect(Path(elements: [.closeSubpath, .move(to: .zero), .closeSubpath]).svgPathData == "M 0 0 Z")
    #expect(Path().svgPathData == "")
  }

  @Test func parsesAbsoluteAndRelativeCommands() throws {
    let path = try Path(svgPathData: "M10,10 l5 0 h5 v5 H0 V0 q1 1 2 2 c1 0 2 0 3 0 z m1 1 L0 0 C1 1 2 2 3 3 Q4 4 5 5")
    #expect(
      path.elements == [
        .move(to: CGPoint(x: 10, y: 10)),
        .line(to: CGPoint(x: 15, y: 10)),
        .line(to: CGPoint(x: 20, y: 10)),
        .line(to: CGPoint(x: 20, y: 15)),
        .line(to: CGPoint(x: 0, y: 15)),
        .line(to: CGPoint(x: 0, y: 0)),
        .quadCurve(to: CGPoint(x: 2, y: 2), control: CGPoint(x: 1, y: 1)),
        .curve(to: CGPoint(x: 5, y: 2), control1: CGPoint(x: 3, y: 2), control2: CGPoint(x: 4, y: 2)),
        .closeSubpath,
        // After z the current point is the subpath start (10, 10).
        .move(to: CGPoint(x: 11, y: 11)),
        .line(to: .zero),
        .curve(to: CGPoint(x: 3, y: 3), control1: CGPoint(x: 1, y: 1), control2: CGPoint(x: 2, y: 2)),
        .quadCurve(to: CGPoint(x: 5, y: 5), control: CGPoint(x: 4, y: 4)),
      ])
  }

  @Test func repeatedCoordinatesAndCompactNumbers() throws {
    #expect(
      try Path(svgPathData: "M0 0 10 10 20 0").elements == [
        .move(to: .zero), .line(to: CGPoint(x: 10, y: 10)), .line(to: CGPoint(x: 20, y: 0)),
      ])
    #expect(
      try Path(svgPathData: "m1 1 2 2").elements == [.move(to: CGPoint(x: 1, y: 1)), .line(to: CGPoint(x: 3, y: 3))])
    #expect(try Path(svgPathData: "M10-5").elements == [.move(to: CGPoint(x: 10, y: -5))])
    #expect(try Path(svgPathData: "M.5.5").elements == [.move(to: CGPoint(x: 0.5, y: 0.5))])
    #expect(try Path(svgPathData: "M1e2 -2.5E-1").elements == [.move(to: CGPoint(x: 100, y: -0.25))])
    #expect(try Path(svgPathData: "M+3 4L5 6 7 8").elements.count == 3)
    #expect(try Path(svgPathData: " \n\t M 1 2 \r\n Z ").elements == [.move(to: CGPoint(x: 1, y: 2)), .closeSubpath])
    #expect(try Path(svgPathData: "").isEmpty)
    #expect(try Path(svgPathData: "   ").isEmpty)
  }

  @Test func lineAfterCloseStartsFromTheSubpathStart() throws {
    let path = try Path(svgPathData: "M 5 5 L 10 5 Z l 0 5")
    #expect(path.elements.last == .line(to: CGPoint(x: 5, y: 10)))
  }

  @Test func malformedDataThrowsTypedErrors() {
    #expect(throws: PathParseError.unsupportedCommand("A", offset: 6)) { try Path(svgPathData: "M 0 0 A 1 1 0 0 1 5 5") }
    #expect(throws: PathParseError.unsupportedCommand("s", offset: 4)) { try Path(svgPathData: "M0 0s1 1 2 2") }
    #expect(throws: PathParseError.missingInitialMove(offset: 0)) { try Path(svgPathData: "L 1 1") }
    #expect(throws: PathParseError.missingInitialMove(offset: 0)) { try Path(svgPathData: "Z") }
    #expect(throws: PathParseError.missingNumber(command: "M", offset: 0)) { try Path(svgPathData: "M 0") }
    #expect(throws: PathParseError.missingNumber(command: "C", offset: 6)) { try Path(svgPathData: "M 0 0 C 1 1 2 2 Z") }
    #expect(throws: PathParseError.unexpectedCharacter("X", offset: 6)) { try Path(svgPathData: "M 0 0 X") }
    #expect(throws: PathParseError.unexpectedCharacter("#", offset: 4)) { try Path(svgPathData: "M 0 # 0") }
    #expect(throws: PathParseError.unexpectedCharacter("5", offset: 0)) { try Path(svgPathData: "5 5") }
    #expect(throws: PathParseError.unexpectedCharacter("-", offset: 10)) { try Path(svgPathData: "M 0 0 L 1 -") }
    #expect(throws: PathParseError.unexpectedCharacter("é", offset: 6)) { try Path(svgPathData: "M 0 0 é") }
    #expect(throws: PathParseError.unexpectedCharacter("e", offset: 3)) { try Path(svgPathData: "M 1e 2") }
    #expect(throws: PathParseError.nonFiniteNumber(offset: 2)) { try Path(svgPathData: "M 1e999 0") }
    // A relative coordinate that overflows once added to the current point.
    #expect(throws: PathParseError.nonFiniteNumber(offset: 12)) { try Path(svgPathData: "M 1.7e308 0 l 1e308 0") }
  }

  @Test func errorDescriptionsAreSentencesEndingInTheFix() {
    let errors: [PathParseError] = [
      .unexpectedCharacter("#", offset: 3), .unsupportedCommand("A", offset: 0), .missingInitialMove(offset: 0),
      .missingNumber(command: "C", offset: 9), .nonFiniteNumber(offset: 1),
    ]
    for error in errors {
      let text = error.description
      #expect(text.first?.isUppercase == true)
      #expect(text.hasSuffix("."))
      #expect(text.contains("; "))
    }
    #expect(PathParseError.unsupportedCommand("A", offset: 7).description.contains("\"A\" at offset 7"))
  }

  static let coordinate = Gen.double(in: -1000...1000)
  static let point = zip(coordinate, coordinate).map { CGPoint(x: $0, y: $1) }
  static let element = zip(Gen.int(in: 0...4), point, point, point).map { kind, p, c1, c2 -> Path.Element in
    switch kind {
    case 0: .move(to: p)
    case 1: .line(to: p)
    case 2: .quadCurve(to: p, control: c1)
    case 3: .curve(to: p, control1: c1, control2: c2)
    default: .closeSubpath
    }
  }

  @Test func exportThenParseRoundTrips() async throws {
    await propertyCheck(count: 300, input: Self.point, Self.element.array(of: 0...20)) { start, rest in
      let path = Path(elements: [.move(to: start)] + rest)
      let data = path.svgPathData
      do {
        let parsed = try Path(svgPathData: data)
        let matches = elementsMatch(parsed.elements, path.elements, tolerance: 0.0005 + 1e-9)
        #expect(matches, "\(data)")
        // Parsing the export again reproduces it exactly: the format is a fixed point.
        #expect(parsed.svgPathData == data)
      } catch {
        Issue.record("\(data) failed to parse: \(error)")
      }
    }
  }
}
