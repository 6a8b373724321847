import Foundation
import InteractionKitCallout
import InteractionKitGeometry
import Testing

/// Placement against the reference's worked vectors (container 320 × 480, no insets, so the modern
/// constrained area is (10, 10, 300, 460)), plus the direction rule, the offset, the insets, RTL
/// and the degenerate cases. Each expected number is derived in the comment beside it.
@Suite struct CalloutLayoutPlacementTests {
  typealias F = CalloutLayoutFixture

  @Test func referenceRow1RightEdge() throws {
    // anchor (300, 200); x = round(300 − 75) = 225 → clamped to 310 − 150 = 160; the tip must stay
    // ≤ 160 + 150 − 27 = 283, so the bubble slides 17 right: x = 177; y = 200 − 57 = 143.
    let layout = try F.layout(F.callout(), target: CGRect(x: 290, y: 200, width: 20, height: 40))
    #expect(layout.frame == CGRect(x: 177, y: 143, width: 150, height: 57))
    #expect(layout.arrowDirection == .down)
    #expect(layout.arrowPoint == CGPoint(x: 123, y: 57))
    #expect(layout.constrainedRect == CGRect(x: 10, y: 10, width: 300, height: 460))
    // union x 177…327 sticks out 17 past 310: (−17, 0). (SMCalloutView 2.2.0 reports (0, 0) here.)
    #expect(layout.scrollOffset == CGSize(width: -17, height: 0))
  }

  @Test func referenceRow2FlipsUp() throws {
    // Any: room above 30 − 10 = 20 < 57 and room below 470 − 70 = 400 > 20, so up; anchor (110, 70);
    // x = round(110 − 75) = 35; y = 70.
    let layout = try F.layout(F.callout(permitted: .any), target: CGRect(x: 100, y: 30, width: 20, height: 40))
    #expect(layout.arrowDirection == .up)
    #expect(layout.frame == CGRect(x: 35, y: 70, width: 150, height: 57))
    #expect(layout.arrowPoint == CGPoint(x: 75, y: 0))
    #expect(layout.scrollOffset == .zero)
  }

  @Test func referenceRow3DownOnlyNeedsAScroll() throws {
    // Down only: y = 30 − 57 = −27; the union's top −27 is 37 above 10.
    let layout = try F.layout(F.callout(), target: CGRect(x: 100, y: 30, width: 20, height: 40))
    #expect(layout.arrowDirection == .down)
    #expect(layout.frame == CGRect(x: 35, y: -27, width: 150, height: 57))
    #expect(layout.arrowPoint == CGPoint(x: 75, y: 57))
    #expect(layout.scrollOffset == CGSize(width: 0, height: 37))
  }

  @Test func referenceRow4LeftEdgeWithSubtitle() throws {
    // Height 52 + 13 = 65; anchor (10, 200); x = round(10 − 75) → clamped to 10; the tip must be
    // ≥ 10 + 27 = 37, so slide 27 left: x = −17; y = 200 − 65 = 135. Union from −17: 27 right.
    let layout = try F.layout(F.callout(subtitle: true), target: CGRect(x: 0, y: 200, width: 20, height: 40))
    #expect(layout.frame == CGRect(x: -17, y: 135, width: 150, height: 65))
    #expect(layout.arrowPoint == CGPoint(x: 27, y: 65))
    #expect(layout.scrollOffset == CGSize(width: 27, height: 0))
  }

  @Test func classicRow1() throws {
    // Classic area (0, 0, 320, 480). x = round(160 − 75) = 85; tip ≤ 85 + 150 − 39 = 196, anchor 300,
    // so x = 300 + 39 − 150 = 189; y = 200 − 70 + 10 = 140. Union with the target outset by 10
    // (280…320) reaches 339: (−19, 0).
    var callout = F.callout(style: .classic)
    callout.title = F.text(width: 116)  // 17 + 116 + 17 = 150
    let layout = try F.layout(callout, target: CGRect(x: 290, y: 200, width: 20, height: 40))
    #expect(layout.frame == CGRect(x: 189, y: 140, width: 150, height: 70))
    #expect(layout.arrowPoint == CGPoint(x: 111, y: 60))
    #expect(layout.scrollOffset == CGSize(width: -19, height: 0))
  }

  @Test func classicFlipsUpAndScootsLeft() throws {
    // Any: room above 30 < 70, below 410 > 30: up. anchor (110, 70); x = 85, tip ≥ 85 + 39 = 124,
    // so x = 110 − 39 = 71; y = 70. Everything fits: no scroll.
    var callout = F.callout(style: .classic, permitted: .any)
    callout.title = F.text(width: 116)
    let layout = try F.layout(callout, target: CGRect(x: 100, y: 30, width: 20, height: 40))
    #expect(layout.arrowDirection == .up)
    #expect(layout.frame == CGRect(x: 71, y: 70, width: 150, height: 70))
    #expect(layout.arrowPoint == CGPoint(x: 39, y: 0))
    #expect(layout.scrollOffset == .zero)
    // Pointing up, the interior moves down by the classic arrow's 14: title at 11 + 14.
    #expect(layout.titleFrame == CGRect(x: 17, y: 25, width: 116, height: 22))
  }

  @Test func classicLeftEdge() throws {
    // anchor (10, 200); x = 85 → 10 − 39 = −29; y = 200 − 70 + 10 = 140. Union with the outset
    // target (−10, 190, 40, 60) starts at −29.
    var callout = F.callout(style: .classic, subtitle: true)
    callout.title = F.text(width: 116)
    let layout = try F.layout(callout, target: CGRect(x: 0, y: 200, width: 20, height: 40))
    #expect(layout.frame == CGRect(x: -29, y: 140, width: 150, height: 70))
    #expect(layout.arrowPoint == CGPoint(x: 39, y: 60))
    #expect(layout.scrollOffset == CGSize(width: 29, height: 0))
  }

  @Test func classicGiveUpWidth() throws {
    // A 70 pt container is narrower than 75: the callout is 153 wide, centred on the area's middle
    // 35: x = round(35 − 76.5) = −42 (−41.5 rounds away from zero); the tip at 35 is 77 from the left.
    let layout = try F.layout(
      Callout(title: "x", style: .classic), target: CGRect(x: 25, y: 100, width: 20, height: 20),
      container: CGRect(x: 0, y: 0, width: 70, height: 300))
    #expect(layout.frame.width == 153)
    #expect(layout.frame.minX == -42)
    // Wider than the area: the frame's left edge is aligned with the area's.
    #expect(layout.scrollOffset.width == 42)
  }

  @Test func directionRule() throws {
    let target = CGRect(x: 100, y: 40, width: 20, height: 20)
    // Only up: up, even with room above.
    let low = CGRect(x: 100, y: 300, width: 20, height: 20)
    #expect(try F.layout(F.callout(permitted: .up), target: low).arrowDirection == .up)
    // Empty set counts as down.
    #expect(try F.layout(F.callout(permitted: []), target: target).arrowDirection == .down)
    // Any with 30 above (< 57) but less room below than above: stays down.
    let short = CGRect(x: 0, y: 0, width: 320, height: 75)
    #expect(try F.layout(F.callout(permitted: .any), target: target, container: short).arrowDirection == .down)
    // Any with exactly the callout's height above (57 = 67 − 10): down.
    let justEnough = CGRect(x: 100, y: 67, width: 20, height: 20)
    let oneShort = CGRect(x: 100, y: 66, width: 20, height: 20)
    #expect(try F.layout(F.callout(permitted: .any), target: justEnough).arrowDirection == .down)
    #expect(try F.layout(F.callout(permitted: .any), target: oneShort).arrowDirection == .up)
  }

  @Test func calloutOffsetMovesTheTipNotTheDirection() throws {
    var callout = F.callout(permitted: .any)
    callout.calloutOffset = CGPoint(x: 5, y: 40)
    // Room above 66 − 10 = 56 < 57 decides up, whatever the offset; anchor (115, 86 + 40).
    let layout = try F.layout(callout, target: CGRect(x: 100, y: 66, width: 20, height: 20))
    #expect(layout.arrowDirection == .up)
    #expect(layout.arrowTip == CGPoint(x: 115, y: 126))
    #expect(layout.frame.origin == CGPoint(x: 40, y: 126))
  }

  @Test func constrainedInsetsShrinkTheArea() throws {
    var callout = F.callout(permitted: .any)
    callout.constrainedInsets = EdgeInsets(top: 64, left: 0, bottom: 49, right: 0)
    // Area (10, 74, 300, 347); room above 100 − 74 = 26 < 57 → up.
    let layout = try F.layout(callout, target: CGRect(x: 100, y: 100, width: 20, height: 20))
    #expect(layout.constrainedRect == CGRect(x: 10, y: 74, width: 300, height: 347))
    #expect(layout.arrowDirection == .up)
  }

  @Test func interiorFramesModern() throws {
    var callout = F.callout(subtitle: true)
    let target = CGRect(x: 150, y: 200, width: 20, height: 40)
    var layout = try F.layout(callout, target: target)
    #expect(layout.titleFrame == CGRect(x: 12, y: 4, width: 126, height: 21))
    #expect(layout.subtitleFrame == CGRect(x: 12, y: 28, width: 126, height: 15))
    #expect(layout.bodyFrame == CGRect(x: 0, y: 0, width: 150, height: 52))
    #expect(layout.contentFrame == nil && layout.leadingAccessoryFrame == nil)
    // Accessories: leading 32 × 32 at (6, 6); trailing 20 × 20 at (220 − 12 − 20, 12); width 50 + 126 + 44.
    callout.subtitle = nil
    callout.leadingAccessory = CalloutElement(size: CGSize(width: 32, height: 32))
    callout.trailingAccessory = CalloutElement(size: CGSize(width: 20, height: 20))
    layout = try F.layout(callout, target: target)
    #expect(layout.frame.width == 220)
    #expect(layout.leadingAccessoryFrame == CGRect(x: 6, y: 6, width: 32, height: 32))
    #expect(layout.trailingAccessoryFrame == CGRect(x: 188, y: 12, width: 20, height: 20))
    #expect(layout.titleFrame == CGRect(x: 50, y: 11, width: 126, height: 21))
    // Right to left: the interior is mirrored (x′ = 220 − maxX); the frame is not.
    let rtl = try F.layout(callout, target: target, direction: .rightToLeft)
    #expect(rtl.frame == layout.frame && rtl.arrowPoint == layout.arrowPoint)
    #expect(rtl.leadingAccessoryFrame == CGRect(x: 182, y: 6, width: 32, height: 32))
    #expect(rtl.trailingAccessoryFrame == CGRect(x: 12, y: 12, width: 20, height: 20))
    #expect(rtl.titleFrame == CGRect(x: 44, y: 11, width: 126, height: 21))
  }

  @Test func interiorShiftsDownWhenTheArrowPointsUp() throws {
    var callout = F.callout(permitted: .up)
    callout.leadingAccessory = CalloutElement(size: CGSize(width: 32, height: 32))
    let layout = try F.layout(callout, target: CGRect(x: 150, y: 200, width: 20, height: 40))
    #expect(layout.bodyFrame == CGRect(x: 0, y: 13, width: layout.frame.width, height: 44))
    #expect(layout.leadingAccessoryFrame == CGRect(x: 6, y: 19, width: 32, height: 32))
    #expect(layout.titleFrame?.minY == 24)
  }

  @Test func contentViewFrame() throws {
    var callout = Callout(title: "hidden")
    callout.contentView = CalloutElement(size: CGSize(width: 100, height: 40))
    let layout = try F.layout(callout, target: CGRect(x: 150, y: 200, width: 20, height: 40))
    #expect(layout.frame.size == CGSize(width: 124, height: 77))
    #expect(layout.contentFrame == CGRect(x: 12, y: 12, width: 100, height: 40))
    #expect(layout.titleFrame == nil && layout.subtitleFrame == nil)
    #expect(layout.arrowPoint.y == 77)
  }

  @Test func classicAccessories() throws {
    var callout = Callout(title: F.text(width: 96), style: .classic)
    callout.leadingAccessory = CalloutElement(size: CGSize(width: 32, height: 20))
    callout.trailingAccessory = CalloutElement(size: CGSize(width: 29, height: 31))
    // Leading: 14 from the end, 8 + round((32 − 20) / 2) = 14 down. Trailing: 8 + round(0.5) = 9.
    // Width 52 + 96 + (14 + 29 + 6 = 49) = 197.
    let layout = try F.layout(callout, target: CGRect(x: 150, y: 200, width: 20, height: 40))
    #expect(layout.frame.width == 197)
    #expect(layout.leadingAccessoryFrame == CGRect(x: 14, y: 14, width: 32, height: 20))
    #expect(layout.trailingAccessoryFrame == CGRect(x: 154, y: 9, width: 29, height: 31))
    #expect(layout.titleFrame == CGRect(x: 52, y: 11, width: 96, height: 22))
  }
}
