import Foundation
import InteractionKitGeometry
import Testing

/// Exact outlines, components, containment and bad input of `RectRegion`.
@Suite struct RectRegionTests {
  static func points(_ pairs: [(CGFloat, CGFloat)]) -> [CGPoint] { pairs.map { CGPoint(x: $0.0, y: $0.1) } }

  @Test func oneRectIsOneClockwiseOutlineFromItsTopLeftCorner() {
    let region = RectRegion([CGRect(x: 10, y: 20, width: 100, height: 30)])
    #expect(region.components.count == 1)
    #expect(region.outlines == [RectRegion.Outline(vertices: Self.points([(10, 20), (110, 20), (110, 50), (10, 50)]), isHole: false)])
    #expect(region.components[0].holes.isEmpty)
    #expect(region.area == 3000)
    #expect(region.bounds == CGRect(x: 10, y: 20, width: 100, height: 30))
    #expect(region.outlines[0].signedArea == 3000)
    #expect(region.path == Path(rect: CGRect(x: 10, y: 20, width: 100, height: 30)))
  }

  @Test func twoOverlappingLinesMakeOneEightVertexOutline() {
    // A link wrapped over two lines: the end of line 1 sits above the start of line 2.
    let region = RectRegion([CGRect(x: 100, y: 0, width: 200, height: 20), CGRect(x: 0, y: 20, width: 200, height: 20)])
    #expect(region.components.count == 1)
    #expect(
      region.outlines[0].vertices
        == Self.points([(100, 0), (300, 0), (300, 20), (200, 20), (200, 40), (0, 40), (0, 20), (100, 20)]))
    #expect(region.area == 8000)
  }

  @Test func linesThatDoNotOverlapHorizontallyStaySeparate() {
    // Line 1 ends where line 2 begins: they meet only at the point (100, 20).
    let region = RectRegion([CGRect(x: 100, y: 0, width: 200, height: 20), CGRect(x: 0, y: 20, width: 100, height: 20)])
    #expect(region.components.count == 2)
    #expect(region.outlines.map(\.vertices) == [
      Self.points([(100, 0), (300, 0), (300, 20), (100, 20)]),
      Self.points([(0, 20), (100, 20), (100, 40), (0, 40)]),
    ])
    #expect(!region.outlines.contains { $0.isHole })
  }

  @Test func rectsTouchingAlongAnEdgeMerge() {
    let region = RectRegion([CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 10, y: 0, width: 10, height: 10)])
    #expect(region.components.count == 1)
    #expect(region.outlines[0].vertices == Self.points([(0, 0), (20, 0), (20, 10), (0, 10)]))
  }

  @Test func rectsTouchingOnlyAtACornerStaySeparate() {
    let region = RectRegion([CGRect(x: 10, y: 10, width: 10, height: 10), CGRect(x: 0, y: 0, width: 10, height: 10)])
    #expect(region.components.count == 2)
    #expect(region.components[0].outline.vertices == Self.points([(0, 0), (10, 0), (10, 10), (0, 10)]))
    #expect(region.components[1].outline.vertices == Self.points([(10, 10), (20, 10), (20, 20), (10, 20)]))
    #expect(region.componentIndex(containing: CGPoint(x: 5, y: 5)) == 0)
    #expect(region.componentIndex(containing: CGPoint(x: 15, y: 15)) == 1)
    #expect(region.componentIndex(containing: CGPoint(x: 15, y: 5)) == nil)
  }

  @Test func nestedRectsGiveTheOuterRect() {
    let region = RectRegion([CGRect(x: 20, y: 20, width: 10, height: 10), CGRect(x: 0, y: 0, width: 100, height: 50)])
    #expect(region.outlines == [RectRegion.Outline(vertices: Self.points([(0, 0), (100, 0), (100, 50), (0, 50)]), isHole: false)])
  }

  @Test func aFrameHasACounterClockwiseHole() {
    let frame = [
      CGRect(x: 0, y: 0, width: 30, height: 10), CGRect(x: 0, y: 20, width: 30, height: 10),
      CGRect(x: 0, y: 10, width: 10, height: 10), CGRect(x: 20, y: 10, width: 10, height: 10),
    ]
    let region = RectRegion(frame)
    #expect(region.components.count == 1)
    #expect(region.components[0].outline.vertices == Self.points([(0, 0), (30, 0), (30, 30), (0, 30)]))
    #expect(region.components[0].holes == [RectRegion.Outline(vertices: Self.points([(10, 10), (10, 20), (20, 20), (20, 10)]), isHole: true)])
    #expect(region.components[0].holes[0].signedArea == -100)
    #expect(region.area == 800)
    #expect(!region.contains(CGPoint(x: 15, y: 15)))
    #expect(!region.path.contains(CGPoint(x: 15, y: 15)))
    #expect(region.path.contains(CGPoint(x: 5, y: 15)))
  }

  @Test func aHoleTouchingTheOutsideAtAPointStaysAHole() {
    // A frame whose bottom bar stops at x = 20, where it meets the right bar only at a corner.
    let rects = [
      CGRect(x: 0, y: 0, width: 30, height: 10), CGRect(x: 0, y: 10, width: 10, height: 20),
      CGRect(x: 20, y: 10, width: 10, height: 20), CGRect(x: 0, y: 30, width: 20, height: 10),
    ]
    let region = RectRegion(rects)
    #expect(region.components.count == 1)
    #expect(region.components[0].outline.vertices == Self.points([(0, 0), (30, 0), (30, 30), (20, 30), (20, 40), (0, 40)]))
    #expect(region.components[0].holes.map(\.vertices) == [Self.points([(10, 10), (10, 30), (20, 30), (20, 10)])])
  }

  @Test func cornerTouchingComponentsInsideAFrameAreTracedSeparately() {
    // Two squares meeting at a corner, inside (not touching) a frame.
    let rects = [
      CGRect(x: 0, y: 0, width: 50, height: 5), CGRect(x: 0, y: 45, width: 50, height: 5),
      CGRect(x: 0, y: 5, width: 5, height: 40), CGRect(x: 45, y: 5, width: 5, height: 40),
      CGRect(x: 10, y: 10, width: 10, height: 10), CGRect(x: 20, y: 20, width: 10, height: 10),
    ]
    let region = RectRegion(rects)
    #expect(region.components.count == 3)
    #expect(region.components[0].holes.count == 1)
    #expect(region.outlines.map(\.vertices.count) == [4, 4, 4, 4])
  }

  @Test func containmentIsHalfOpenLikeCGRect() {
    let region = RectRegion([CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 10, y: 0, width: 10, height: 5)])
    #expect(region.contains(CGPoint(x: 0, y: 0)))
    #expect(region.contains(CGPoint(x: 9.99, y: 9.5)))
    // x = 10 belongs to the second rect only, which ends at y = 5.
    #expect(!region.contains(CGPoint(x: 10, y: 9.5)))
    #expect(region.contains(CGPoint(x: 10, y: 4.5)))
    #expect(!region.contains(CGPoint(x: 20, y: 2)))
    #expect(!region.contains(CGPoint(x: 15, y: 5)))
    #expect(region.contains(CGPoint(x: 19.999, y: 4.999)))
    #expect(!region.contains(CGPoint(x: -0.001, y: 5)))
    #expect(!region.contains(CGPoint(x: CGFloat.nan, y: 5)))
    #expect(!region.contains(CGPoint(x: 5, y: CGFloat.infinity)))
  }

  @Test func emptyAndZeroAreaRectsCoverNothing() {
    let region = RectRegion([
      CGRect(x: 5, y: 5, width: 0, height: 10), CGRect(x: 5, y: 5, width: 10, height: 0), .null, .zero,
    ])
    #expect(region.isEmpty)
    #expect(region.components.isEmpty)
    #expect(region.rects.isEmpty)
    #expect(region.bounds.isNull)
    #expect(region.area == 0)
    #expect(region.path.isEmpty)
    #expect(region == .empty)
    #expect(RectRegion([CGRect]()) == .empty)
    // A zero-width rect between two others does not join them.
    let split = RectRegion([
      CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 10, y: 0, width: 0, height: 10), CGRect(x: 20, y: 0, width: 10, height: 10),
    ])
    #expect(split.components.count == 2)
    // A width too small to move maxX away from minX covers nothing either.
    let sliver = CGRect(x: 50, y: 0, width: CGFloat.leastNonzeroMagnitude, height: 10)
    #expect(sliver.maxX == sliver.minX)
    #expect(RectRegion([sliver, CGRect(x: 0, y: 0, width: 10, height: 10)]) == RectRegion([CGRect(x: 0, y: 0, width: 10, height: 10)]))
    #expect(RectRegion([CGRect(x: 0, y: 0, width: CGFloat.leastNonzeroMagnitude, height: 10)]).components.count == 1)
  }

  @Test func negativeSizesAreStandardized() {
    let region = RectRegion([CGRect(x: 10, y: 10, width: -10, height: -5)])
    #expect(region.rects == [CGRect(x: 0, y: 5, width: 10, height: 5)])
    #expect(region.outlines[0].vertices == Self.points([(0, 5), (10, 5), (10, 10), (0, 10)]))
  }

  @Test func nonFiniteRectsAreDroppedOrRejected() throws {
    let good = CGRect(x: 0, y: 0, width: 10, height: 10)
    let bad: [CGRect] = [
      CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10),
      .infinite, CGRect(x: 0, y: -CGFloat.infinity, width: 1, height: 1),
      CGRect(x: CGFloat.greatestFiniteMagnitude, y: 0, width: CGFloat.greatestFiniteMagnitude, height: 1),
    ]
    for rect in bad {
      let region = RectRegion([good, rect])
      #expect(region == RectRegion([good]))
      #expect(region.rects == [good])
      #expect(throws: RectRegionError.nonFiniteRect(index: 1)) { try RectRegion(validating: [good, rect]) }
    }
    // Null and empty rects are not errors.
    let validated = try RectRegion(validating: [good, .null, CGRect(x: 3, y: 3, width: 0, height: 4)])
    #expect(validated == RectRegion([good]))
    #expect(RectRegionError.nonFiniteRect(index: 1).description.hasSuffix("which drops such rects."))
  }

  @Test func equalityComparesCoveredPoints() {
    let split = RectRegion([CGRect(x: 0, y: 0, width: 5, height: 10), CGRect(x: 5, y: 0, width: 5, height: 10)])
    let whole = RectRegion([CGRect(x: 0, y: 0, width: 10, height: 10)])
    #expect(split == whole)
    #expect(split.hashValue == whole.hashValue)
    #expect(split.rects != whole.rects)
    #expect(whole != RectRegion([CGRect(x: 0, y: 0, width: 10, height: 11)]))
  }

  @Test func wrappingPathMatchesTheRegion() {
    let rects = [CGRect(x: 100, y: 0, width: 200, height: 20), CGRect(x: 0, y: 20, width: 200, height: 20)]
    let path = Path(wrappingAround: rects)
    #expect(path == RectRegion(rects).path)
    #expect(path.elements.count == 9)  // move, seven lines, close
    #expect(path.elements.first == .move(to: CGPoint(x: 100, y: 0)))
    #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 300, height: 40))
    #expect(Path(wrappingAround: [CGRect]()).isEmpty)
  }

  @Test func hugeFiniteCoordinatesDoNotTrap() {
    let big = CGFloat.greatestFiniteMagnitude / 4
    let region = RectRegion([CGRect(x: -big, y: -big, width: big, height: big), CGRect(x: 0, y: 0, width: big, height: big)])
    #expect(region.components.count == 2)
    #expect(region.contains(CGPoint(x: -1, y: -1)))
    #expect(!region.contains(CGPoint(x: 1, y: -1)))
  }

  @Test func manyRectsFinishQuickly() {
    var rng = SeededGenerator(seed: 7)
    let rects = (0..<1500).map { _ in
      CGRect(
        x: CGFloat(rng.next(below: 1000)), y: CGFloat(rng.next(below: 1000)), width: CGFloat(1 + rng.next(below: 60)),
        height: CGFloat(1 + rng.next(below: 60)))
    }
    let clock = ContinuousClock()
    let elapsed = clock.measure { _ = RectRegion(rects) }
    #expect(elapsed < .seconds(20))
  }
}
