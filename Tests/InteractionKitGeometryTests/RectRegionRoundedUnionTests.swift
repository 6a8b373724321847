import Foundation
import InteractionKitGeometry
import Testing

/// Exact outlines, radii, snapping and bad input of `RoundedRectUnion` and `Path(roundedUnionOf:)`.
@Suite struct RectRegionRoundedUnionTests {
  static let extent: CGFloat = 1.528665

  static func points(_ pairs: [(CGFloat, CGFloat)]) -> [CGPoint] { pairs.map { CGPoint(x: $0.0, y: $0.1) } }

  /// The radii of an outline's corners, in order.
  static func radii(_ outline: RoundedRectUnion.Outline) -> [CGFloat] { outline.corners.map(\.radius) }

  @Test func oneRectGivesExactlyTheRoundedRectPath() {
    for style in CornerStyle.allCases {
      for rect in [
        CGRect(x: 10, y: 20, width: 200, height: 40), CGRect(x: 0, y: 0, width: 100, height: 10),
        CGRect(x: -5, y: 3.5, width: 7.25, height: 90),
      ] {
        #expect(Path(roundedUnionOf: [rect], cornerRadius: 13, style: style) == Path(roundedRect: rect, cornerRadius: 13, style: style))
      }
      // Insets pad each rect as UIEdgeInsetsInsetRect does.
      let line = CGRect(x: 10, y: 20, width: 200, height: 20)
      #expect(
        Path(roundedUnionOf: [line], insets: EdgeInsets(top: -3, left: -4, bottom: -5, right: -6), style: style)
          == Path(roundedRect: CGRect(x: 6, y: 17, width: 210, height: 28), cornerRadius: 13, style: style))
    }
  }

  @Test func twoOverlappingLinesMakeOneOutlineWithTwoHalfRadiusConcaveCorners() {
    let lines = [CGRect(x: 100, y: 0, width: 200, height: 30), CGRect(x: 0, y: 30, width: 200, height: 30)]
    let union = RoundedRectUnion(rects: lines, cornerRadius: 13, style: .circular)
    #expect(union.outlines.count == 1)
    let outline = union.outlines[0]
    #expect(!outline.isHole)
    #expect(outline.vertices == Self.points([(100, 0), (300, 0), (300, 30), (200, 30), (200, 60), (0, 60), (0, 30), (100, 30)]))
    #expect(outline.corners.map(\.isConvex) == [true, true, true, false, true, true, true, false])
    #expect(Self.radii(outline) == [13, 13, 13, 6.5, 13, 13, 13, 6.5])
    // One move, eight edges, eight quarter circles, one close.
    #expect(union.path.elements.count == 18)
    #expect(union.path.elements.first == .move(to: CGPoint(x: 113, y: 0)))
    // Continuous corners occupy 1.528665 × radius of each edge, so the 30-point sides cap the convex ones.
    let continuous = RoundedRectUnion(rects: lines, cornerRadius: 13, style: .continuous)
    let capped = 15 / Self.extent
    #expect(Self.radii(continuous.outlines[0]) == [capped, capped, capped, 6.5, capped, capped, capped, 6.5])
    #expect(continuous.path.elements.filter { if case .curve = $0 { true } else { false } }.count == 24)
  }

  @Test func linesThatDoNotOverlapMakeTwoOutlines() {
    // Touching only at the corner (100, 30), and with a gap.
    for start: CGFloat in [100, 140] {
      let lines = [CGRect(x: start, y: 0, width: 200, height: 30), CGRect(x: 0, y: 30, width: 100, height: 30)]
      let union = RoundedRectUnion(rects: lines, cornerRadius: 13, style: .circular)
      #expect(union.outlines.count == 2)
      #expect(union.outlines.map(\.vertices) == [
        Self.points([(start, 0), (start + 200, 0), (start + 200, 30), (start, 30)]),
        Self.points([(0, 30), (100, 30), (100, 60), (0, 60)]),
      ])
      #expect(union.outlines.allSatisfy { Self.radii($0) == [13, 13, 13, 13] })
      #expect(union.path.elements.filter { $0 == .closeSubpath }.count == 2)
    }
  }

  @Test func threeLinesOfAParagraphMakeOneOutline() {
    let lines = [
      CGRect(x: 150, y: 0, width: 150, height: 30), CGRect(x: 0, y: 30, width: 300, height: 30),
      CGRect(x: 0, y: 60, width: 120, height: 30),
    ]
    let union = RoundedRectUnion(rects: lines, cornerRadius: 13, style: .circular)
    #expect(union.outlines.count == 1)
    #expect(union.outlines[0].vertices == Self.points([(150, 0), (300, 0), (300, 60), (120, 60), (120, 90), (0, 90), (0, 30), (150, 30)]))
    #expect(Self.radii(union.outlines[0]) == [13, 13, 13, 6.5, 13, 13, 13, 6.5])
  }

  @Test func aRaggedStepWithinThreeQuartersOfTheRadiusIsSnappedAway() {
    for step: CGFloat in [1, 5, 9.75] {
      let lines = [CGRect(x: 0, y: 0, width: 300, height: 30), CGRect(x: 0, y: 30, width: 300 - step, height: 30)]
      let union = RoundedRectUnion(rects: lines, cornerRadius: 13, style: .continuous)
      #expect(union.paddedRegion.outlines[0].vertices.count == 6)
      #expect(union.snappedRegion == RectRegion([CGRect(x: 0, y: 0, width: 300, height: 60)]))
      #expect(union.path == Path(roundedRect: CGRect(x: 0, y: 0, width: 300, height: 60), cornerRadius: 13, style: .continuous))
    }
    // A step of more than 0.75 × 13 = 9.75 stays.
    let lines = [CGRect(x: 0, y: 0, width: 300, height: 30), CGRect(x: 0, y: 30, width: 289, height: 30)]
    let union = RoundedRectUnion(rects: lines, cornerRadius: 13, style: .circular)
    #expect(union.outlines[0].vertices == Self.points([(0, 0), (300, 0), (300, 30), (289, 30), (289, 60), (0, 60)]))
    // The step is 11 wide: its corners are capped at half of it.
    #expect(Self.radii(union.outlines[0]) == [13, 13, 5.5, 5.5, 13, 13])
  }

  @Test func snappingWorksOnEverySideAndAtCorners() {
    // Ragged starts and ends on both sides.
    let lines = [
      CGRect(x: 3, y: 0, width: 290, height: 30), CGRect(x: 0, y: 30, width: 300, height: 30),
      CGRect(x: 6, y: 60, width: 286, height: 30),
    ]
    let union = RoundedRectUnion(rects: lines, cornerRadius: 13)
    #expect(union.snappedRegion == RectRegion([CGRect(x: 0, y: 0, width: 300, height: 90)]))
    // Two steps at right angles are filled one at a time, but the corner notch left between the fills
    // is not: filling it would put (100, 0) about 12.7 from the rects, more than 0.85 × 13 = 11.05.
    let corner = [
      CGRect(x: 0, y: 9, width: 91, height: 41), CGRect(x: 0, y: 0, width: 60, height: 9),
      CGRect(x: 91, y: 40, width: 9, height: 10),
    ]
    let snapped = RoundedRectUnion(rects: corner, cornerRadius: 13).snappedRegion
    #expect(snapped.outlines[0].vertices == Self.points([(0, 0), (91, 0), (91, 9), (100, 9), (100, 50), (0, 50)]))
    #expect(!snapped.contains(CGPoint(x: 99, y: 1)))
  }

  @Test func snappingNeverRemovesAThinPart() {
    // A 3-point bar across the top of a tall stem: a vertex snap would delete the bar.
    let rects = [CGRect(x: 0, y: 0, width: 100, height: 3), CGRect(x: 40, y: 3, width: 20, height: 50)]
    let union = RoundedRectUnion(rects: rects, cornerRadius: 13, style: .circular)
    #expect(union.snappedRegion == union.paddedRegion)
    #expect(union.path.contains(CGPoint(x: 2, y: 1.5)))
    #expect(union.path.contains(CGPoint(x: 98, y: 1.5)))
    #expect(Self.radii(union.outlines[0])[0] == 1.5)
  }

  @Test func snappingNeverMergesGroups() {
    // The ragged step's fill would touch the small rect below it.
    let rects = [
      CGRect(x: 0, y: 0, width: 300, height: 30), CGRect(x: 0, y: 30, width: 295, height: 30),
      CGRect(x: 297, y: 60, width: 10, height: 10),
    ]
    let union = RoundedRectUnion(rects: rects, cornerRadius: 13)
    #expect(union.outlines.count == 2)
    #expect(union.outlines[0].vertices == Self.points([(0, 0), (300, 0), (300, 30), (295, 30), (295, 60), (0, 60)]))
  }

  @Test func radiiAreCappedAtHalfTheShorterEdge() {
    // A 10-point line: circular corners of 5, continuous corners whose 1.528665 × r is 5.
    let line = [CGRect(x: 0, y: 0, width: 100, height: 10)]
    #expect(Self.radii(RoundedRectUnion(rects: line, style: .circular).outlines[0]) == [5, 5, 5, 5])
    #expect(Self.radii(RoundedRectUnion(rects: line, style: .continuous).outlines[0]) == Array(repeating: 5 / Self.extent, count: 4))
    // A 12-point step beside a concave corner caps it at 6 (below r / 2 = 6.5).
    let stepped = [CGRect(x: 0, y: 0, width: 100, height: 30), CGRect(x: 0, y: 30, width: 112, height: 30)]
    let outline = RoundedRectUnion(rects: stepped, style: .circular).outlines[0]
    #expect(outline.vertices == Self.points([(0, 0), (100, 0), (100, 30), (112, 30), (112, 60), (0, 60)]))
    #expect(outline.corners.map(\.isConvex) == [true, true, false, true, true, true])
    #expect(Self.radii(outline) == [13, 13, 6, 6, 13, 13])
  }

  @Test func cornersNeverReachAcrossAThinWall() {
    // A frame with 4-point walls: the outer corners stop at half the wall, the hole's corners are concave.
    let frame = [
      CGRect(x: 0, y: 0, width: 100, height: 4), CGRect(x: 0, y: 96, width: 100, height: 4),
      CGRect(x: 0, y: 4, width: 4, height: 92), CGRect(x: 96, y: 4, width: 4, height: 92),
    ]
    let union = RoundedRectUnion(rects: frame, cornerRadius: 13, style: .circular)
    #expect(union.outlines.map(\.isHole) == [false, true])
    #expect(Self.radii(union.outlines[0]) == [2, 2, 2, 2])
    #expect(union.outlines[1].corners.allSatisfy { !$0.isConvex && $0.radius == 6.5 })
    #expect(!union.path.contains(CGPoint(x: 50, y: 50)))
    #expect(union.path.contains(CGPoint(x: 5, y: 5)))  // inside the hole's corner fillet
  }

  @Test func zeroRadiusGivesTheTightOutline() {
    let lines = [CGRect(x: 100, y: 0, width: 200, height: 30), CGRect(x: 0, y: 30, width: 295, height: 30)]
    #expect(Path(roundedUnionOf: lines, cornerRadius: 0) == Path(wrappingAround: lines))
    #expect(Path(roundedUnionOf: lines, cornerRadius: -4) == Path(wrappingAround: lines))
    #expect(Path(roundedUnionOf: lines, cornerRadius: .nan) == Path(wrappingAround: lines))
    #expect(RoundedRectUnion(rects: lines, cornerRadius: .nan).cornerRadius == 0)
  }

  @Test func infiniteRadiusSnapsToTheBoxAndRoundsAsFarAsItFits() {
    let lines = [CGRect(x: 100, y: 0, width: 200, height: 30), CGRect(x: 0, y: 30, width: 200, height: 30)]
    let union = RoundedRectUnion(rects: lines, cornerRadius: .infinity, style: .circular)
    #expect(union.snappedRegion == RectRegion([CGRect(x: 0, y: 0, width: 300, height: 60)]))
    #expect(union.path == Path(roundedRect: CGRect(x: 0, y: 0, width: 300, height: 60), cornerRadius: 30))
  }

  @Test func zeroWidthRectsCountOnlyOncePadded() {
    let caret = CGRect(x: 50, y: 0, width: 0, height: 20)
    #expect(RoundedRectUnion(rects: [caret]).isEmpty)
    let padded = RoundedRectUnion(rects: [caret], insets: EdgeInsets(horizontal: -2, vertical: 0), cornerRadius: 1)
    #expect(padded.outlines.map(\.vertices) == [Self.points([(48, 0), (52, 0), (52, 20), (48, 20)])])
    // Insets that consume a rect leave nothing of it.
    #expect(RoundedRectUnion(rects: [CGRect(x: 0, y: 0, width: 10, height: 10)], insets: EdgeInsets(all: 6)).isEmpty)
  }

  @Test func outlinesRoundTripThroughJSON() throws {
    let lines = [CGRect(x: 100, y: 0, width: 200, height: 30), CGRect(x: 0, y: 30, width: 200, height: 30)]
    let outlines = RoundedRectUnion(rects: lines, insets: EdgeInsets(all: -2)).outlines
    let data = try JSONEncoder().encode(outlines)
    #expect(try JSONDecoder().decode([RoundedRectUnion.Outline].self, from: data) == outlines)
  }

  @Test func badInputIsDroppedOrRejected() throws {
    let line = CGRect(x: 0, y: 0, width: 100, height: 20)
    let nan = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
    #expect(RoundedRectUnion(rects: [line, nan, .infinite]) == RoundedRectUnion(rects: [line]))
    #expect(RoundedRectUnion(rects: [line], insets: EdgeInsets(all: .nan)).isEmpty)
    #expect(Path(roundedUnionOf: [CGRect]()).isEmpty)
    #expect(throws: RectRegionError.nonFiniteRect(index: 1)) { try RoundedRectUnion(validating: [line, nan]) }
    #expect(throws: RectRegionError.nonFiniteInsets) {
      try RoundedRectUnion(validating: [line], insets: EdgeInsets(top: .infinity))
    }
    for radius in [CGFloat.nan, -1, .infinity] {
      #expect(throws: RectRegionError.invalidCornerRadius) { try RoundedRectUnion(validating: [line], cornerRadius: radius) }
    }
    let valid = try RoundedRectUnion(validating: [line, .null, CGRect(x: 5, y: 5, width: 0, height: 3)], insets: EdgeInsets(all: -2))
    #expect(valid == RoundedRectUnion(rects: [line, CGRect(x: 5, y: 5, width: 0, height: 3)], insets: EdgeInsets(all: -2)))
    for error in [RectRegionError.nonFiniteInsets, .invalidCornerRadius, .nonFiniteRect(index: 0)] {
      #expect(error.description.hasSuffix("."))
    }
    // Huge coordinates and many rects neither trap nor hang.
    let big = CGFloat.greatestFiniteMagnitude / 4
    let huge = RoundedRectUnion(rects: [CGRect(x: -big, y: 0, width: big, height: 10), CGRect(x: -10, y: 10, width: big, height: big)])
    #expect(huge.outlines.count == 1)
    var rng = SeededGenerator(seed: 3)
    let many = (0..<2000).map { _ in
      CGRect(x: CGFloat(rng.next(below: 800)), y: CGFloat(rng.next(below: 800)), width: CGFloat(rng.next(below: 40)), height: 16)
    }
    #expect(!RoundedRectUnion(rects: many, insets: EdgeInsets(all: -2)).isEmpty)
  }
}
