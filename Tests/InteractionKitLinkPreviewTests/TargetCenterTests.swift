import Foundation
import InteractionKitLinkPreview
import InteractionKitTestSupport
import PropertyBased
import Testing

@Suite struct TargetCenterTests {
  let view = CGRect(x: 0, y: 100, width: 375, height: 400)

  func center(_ rects: [CGRect]) -> CGPoint { LinkPreviewLayout.targetCenter(of: rects, wholeView: view) }

  @Test func oneRectIsItsOwnCentre() {
    #expect(center([CGRect(x: 10, y: 20, width: 100, height: 20)]) == CGPoint(x: 60, y: 30))
  }

  @Test func aWrappedLinkIsCentredOnTheWholeBlock() {
    // End of line 1 (x 200…300) and start of line 2 (x 0…40): x from 0…300, y from 0…40. The
    // average of the pieces' centres would be (135, 20).
    let rects = [CGRect(x: 200, y: 0, width: 100, height: 20), CGRect(x: 0, y: 20, width: 40, height: 20)]
    #expect(center(rects) == CGPoint(x: 150, y: 20))
  }

  @Test func xComesFromTheXExtentAndYFromTheYExtent() {
    // A tall narrow rect and a wide flat one far apart: x spans 10…700 (set by different rects at
    // each end), y spans 0…300 (set by the tall one alone).
    let rects = [CGRect(x: 10, y: 0, width: 5, height: 300), CGRect(x: 500, y: 100, width: 200, height: 2)]
    #expect(center(rects) == CGPoint(x: 355, y: 150))
    // Three lines where the widest line is not the first: x 0…320 from line 2, y 50…110.
    let three = [
      CGRect(x: 250, y: 50, width: 40, height: 20), CGRect(x: 0, y: 70, width: 320, height: 20),
      CGRect(x: 0, y: 90, width: 12, height: 20),
    ]
    #expect(center(three) == CGPoint(x: 160, y: 80))
  }

  @Test func orderDoesNotMatter() {
    let rects = [CGRect(x: 200, y: 0, width: 100, height: 20), CGRect(x: 0, y: 20, width: 40, height: 20)]
    #expect(center(rects.reversed()) == center(rects))
  }

  @Test func zeroSizeRectsCount() {
    // A zero-width rect at x 10 and a zero-size point at (30, 40).
    #expect(center([CGRect(x: 10, y: 10, width: 0, height: 20), CGRect(x: 30, y: 40, width: 0, height: 0)]) == CGPoint(x: 20, y: 25))
  }

  @Test func negativeSizesAreStandardized() {
    // (100, 50) with size (−40, −10) covers x 60…100, y 40…50.
    #expect(center([CGRect(x: 100, y: 50, width: -40, height: -10)]) == CGPoint(x: 80, y: 45))
  }

  @Test func nullAndNonFiniteRectsAreSkipped() {
    let good = CGRect(x: 10, y: 20, width: 100, height: 20)
    let bad = [
      CGRect.null, CGRect.infinite, CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10),
      CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10), CGRect(x: 0, y: -CGFloat.infinity, width: 1, height: 1),
    ]
    #expect(center(bad + [good] + bad) == CGPoint(x: 60, y: 30))
  }

  @Test func noRectMeansTheWholeView() {
    #expect(center([]) == CGPoint(x: 187.5, y: 300))
    #expect(center([.null, CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)]) == CGPoint(x: 187.5, y: 300))
    // A non-finite whole view is sanitized: NaN origin → 0.
    let badView = CGRect(x: CGFloat.nan, y: 10, width: 100, height: 40)
    #expect(LinkPreviewLayout.targetCenter(of: [], wholeView: badView) == CGPoint(x: 50, y: 30))
    #expect(LinkPreviewLayout.targetCenter(of: [], wholeView: .null) == .zero)
  }

  @Test func extentsThatOverflowFallBackToTheWholeView() {
    let huge = [
      CGRect(x: -CGFloat.greatestFiniteMagnitude, y: 0, width: 1, height: 1),
      CGRect(x: CGFloat.greatestFiniteMagnitude / 2, y: 0, width: 1, height: 1),
    ]
    #expect(center(huge) == CGPoint(x: 187.5, y: 300))
  }

  /// Oracle: Foundation's own rect union of positive-size rects, and its midX / midY.
  @Test func matchesFoundationsUnionCentre() async {
    await propertyCheck(count: 500, input: Gen.int(in: 0 ... 1_000_000)) { seed in
      var rng = SplitMix64(seed: UInt64(seed))
      var rects: [CGRect] = []
      for _ in 0 ..< Int(rng.next(below: 6)) + 1 {
        rects.append(
          CGRect(
            x: CGFloat(rng.next(below: 400)), y: CGFloat(rng.next(below: 800)), width: CGFloat(rng.next(below: 300) + 1),
            height: CGFloat(rng.next(below: 40) + 1)))
      }
      let union = rects.dropFirst().reduce(rects[0]) { $0.union($1) }
      #expect(center(rects) == CGPoint(x: union.midX, y: union.midY))
      #expect(center(rects.shuffled(using: &rng)) == center(rects))
    }
  }
}
