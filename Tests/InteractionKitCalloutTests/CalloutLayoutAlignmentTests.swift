import Foundation
import InteractionKitCallout
import InteractionKitGeometry
import Testing

/// Pixel alignment at scales 1, 2 and 3, and bad input: errors for non-finite rects, clamps for
/// the rest.
@Suite struct CalloutLayoutAlignmentTests {
  typealias F = CalloutLayoutFixture

  /// Target (100.3, 200.2, 20, 40): anchor (110.3, 200.2), centred x = 110.3 − 75 = 35.3.
  let target = CGRect(x: 100.3, y: 200.2, width: 20, height: 40)

  /// Scale, x = 35.3 rounded to the grid, tip y = 200.2 rounded to the grid.
  static let centred: [(CGFloat, CGFloat, CGFloat)] = [
    (1, 35, 200),
    (2, 35.5, 200),  // 70.6 → 71 half-points; 400.4 → 400
    (3, 106.0 / 3, 601.0 / 3),  // 105.9 → 106 thirds; 600.6 → 601
  ]

  /// Scale and x after the slide to 177.3 and the snap to the right.
  static let slid: [(CGFloat, CGFloat)] = [(1, 178), (2, 177.5), (3, 532.0 / 3)]

  @Test(arguments: centred)
  func centredCalloutSnapsToTheGrid(scale: CGFloat, x: CGFloat, tipY: CGFloat) throws {
    let layout = try F.layout(F.callout(), target: target, scale: scale)
    #expect(layout.frame.minX == x)
    #expect(layout.frame.minY == tipY - 57)
    #expect(layout.frame.size == CGSize(width: 150, height: 57))
    #expect(layout.scale == scale)
    // The tip stays exactly on the anchor horizontally.
    #expect(abs(layout.arrowTip.x - 110.3) < 1e-9)
    #expect(abs(layout.arrowTip.y - tipY) < 1e-9)
    #expect(layout.arrowPoint.y == 57)
  }

  @Test(arguments: slid)
  func slidBubbleSnapsAwayFromTheArrowSide(scale: CGFloat, x: CGFloat) throws {
    // Anchor 300.3 near the right edge: the bubble slides to 300.3 + 27 − 150 = 177.3, then snaps
    // up (toward the right), so the tip keeps at least 27 from the right end.
    let layout = try F.layout(F.callout(), target: CGRect(x: 290.3, y: 200, width: 20, height: 40), scale: scale)
    #expect(layout.frame.minX == x)
    #expect(layout.frame.width - layout.arrowPoint.x >= 27)
    #expect(abs(layout.arrowTip.x - 300.3) < 1e-9)
  }

  @Test func slidToTheLeftSnapsDown() throws {
    // Anchor 10.3: the bubble slides to 10.3 − 27 = −16.7 and snaps down to −17 at scale 1.
    let layout = try F.layout(F.callout(), target: CGRect(x: 0.3, y: 200, width: 20, height: 40))
    #expect(layout.frame.minX == -17)
    #expect(layout.arrowPoint.x >= 27)
  }

  @Test func constrainedAreaShrinksToTheGrid() throws {
    let container = CGRect(x: 0.4, y: 0.25, width: 319.2, height: 479.5)
    // (10.4, 10.25) … (309.6, 469.75) → (11, 11) … (309, 469) at scale 1; (10.5, 10.5) … (309.5, 469.5) at 2.
    #expect(
      try F.layout(F.callout(), target: target, container: container).constrainedRect
        == CGRect(x: 11, y: 11, width: 298, height: 458))
    #expect(
      try F.layout(F.callout(), target: target, container: container, scale: 2).constrainedRect
        == CGRect(x: 10.5, y: 10.5, width: 299, height: 459))
  }

  @Test func widthRoundsUpToTheGrid() throws {
    var callout = F.callout()
    callout.leadingAccessory = CalloutElement(size: CGSize(width: 20.3, height: 20))
    // Margin 12 + 20.3 + 12 = 44.3, so 44.3 + 126 + 12 = 182.3 → 183 at scale 1, 182.5 at 2.
    #expect(try F.layout(callout, target: target).frame.width == 183)
    #expect(try F.layout(callout, target: target, scale: 2).frame.width == 182.5)
  }

  @Test func badScaleCountsAsOne() throws {
    for scale in [CGFloat.nan, 0, -2, .infinity] {
      let layout = try F.layout(F.callout(), target: target, scale: scale)
      #expect(layout.scale == 1)
      #expect(layout.frame.minX == 35)
    }
  }

  @Test func nonFiniteRectsThrow() {
    let farTarget = CGRect(x: CGFloat.infinity, y: 0, width: 10, height: 10)
    #expect(throws: CalloutLayoutError.nonFiniteTarget(farTarget)) {
      try F.layout(F.callout(), target: farTarget)
    }
    let nanTarget = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
    #expect(throws: CalloutLayoutError.self) { try F.layout(F.callout(), target: nanTarget) }
    #expect(throws: CalloutLayoutError.self) { try F.layout(F.callout(), target: .null) }
    let infinite = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10)
    #expect(throws: CalloutLayoutError.nonFiniteContainer(infinite)) {
      try F.layout(F.callout(), target: target, container: infinite)
    }
    let message = CalloutLayoutError.nonFiniteContainer(infinite).description
    #expect(message.hasSuffix("constrains the callout."))
    #expect(CalloutLayoutError.nonFiniteTarget(nanTarget).description.contains("pass the finite rect"))
  }

  @Test func negativeSizesAreStandardized() throws {
    let flipped = try F.layout(F.callout(), target: CGRect(x: 310, y: 240, width: -20, height: -40))
    let plain = try F.layout(F.callout(), target: CGRect(x: 290, y: 200, width: 20, height: 40))
    #expect(flipped == plain)
    let container = try F.layout(
      F.callout(), target: CGRect(x: 290, y: 200, width: 20, height: 40),
      container: CGRect(x: 320, y: 480, width: -320, height: -480))
    #expect(container == plain)
  }

  @Test func tinyContainerNeverCrashes() throws {
    // Area (10, 10, 20, 20): the callout is as wide as the area, narrower than twice the 27 margin,
    // so its tip stays in the middle.
    let layout = try F.layout(
      F.callout(), target: CGRect(x: 15, y: 15, width: 10, height: 10),
      container: CGRect(x: 0, y: 0, width: 40, height: 40))
    #expect(layout.frame.width == 20)
    #expect(layout.arrowPoint.x == 10)
    // An empty container: zero width, still a valid layout.
    let empty = try F.layout(F.callout(), target: .zero, container: .zero)
    #expect(empty.frame.width == 0)
    #expect(empty.anchorPoint.x == 0.5)
  }

  @Test func anchorPointIsTheTipInUnitCoordinates() throws {
    let layout = try F.layout(F.callout(), target: CGRect(x: 290, y: 200, width: 20, height: 40))
    #expect(layout.anchorPoint == CGPoint(x: 123.0 / 150.0, y: 1))
  }
}
