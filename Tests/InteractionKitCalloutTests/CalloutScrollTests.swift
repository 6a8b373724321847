import Foundation
import InteractionKitCallout
import InteractionKitGeometry
import Testing

/// Scroll-to-fit: the offset on each of the four edges (the right edge explicitly: SMCalloutView
/// 2.2.0 lost it), the fallbacks for content larger than the area, and the request value.
@Suite struct CalloutScrollTests {
  typealias F = CalloutLayoutFixture
  let area = CGRect(x: 10, y: 10, width: 300, height: 460)

  func offset(_ content: CGRect, frame: CGRect? = nil) -> CGSize {
    CalloutLayout.offset(toContain: content, keeping: frame ?? content, within: area)
  }

  @Test func eachEdge() {
    #expect(offset(CGRect(x: 100, y: 100, width: 50, height: 50)) == .zero)
    // Left: from −5 to 10 is 15 right.
    #expect(offset(CGRect(x: -5, y: 100, width: 50, height: 50)) == CGSize(width: 15, height: 0))
    // Right: 290…340 ends 30 past 310, so 30 left. SMCalloutView 2.2.0 reported 0 here.
    #expect(offset(CGRect(x: 290, y: 100, width: 50, height: 50)) == CGSize(width: -30, height: 0))
    // Top: 37 down.
    #expect(offset(CGRect(x: 100, y: -27, width: 50, height: 50)) == CGSize(width: 0, height: 37))
    // Bottom: 450…520 ends 50 past 470.
    #expect(offset(CGRect(x: 100, y: 450, width: 50, height: 70)) == CGSize(width: 0, height: -50))
    // A corner: both at once.
    #expect(offset(CGRect(x: 300, y: 0, width: 40, height: 40)) == CGSize(width: -30, height: 10))
  }

  @Test func contentTooLargeFallsBackToTheFrame() {
    // Content 400 wide cannot fit in 300; the 150-wide frame at 250…400 can: 90 left.
    let content = CGRect(x: -50, y: 100, width: 450, height: 50)
    let frame = CGRect(x: 250, y: 100, width: 150, height: 50)
    #expect(offset(content, frame: frame) == CGSize(width: -90, height: 0))
    // Neither fits: the frame's start goes to the area's start.
    let wide = CGRect(x: 40, y: 100, width: 320, height: 50)
    #expect(offset(wide, frame: wide) == CGSize(width: -30, height: 0))
  }

  @Test func nonFiniteInputGivesZero() {
    #expect(offset(CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)) == .zero)
    #expect(CalloutLayout.offset(toContain: .zero, keeping: .zero, within: .null) == .zero)
  }

  @Test func rightEdgeRegressionInTheLayout() throws {
    // The reference's row 1: HEAD of SMCalloutView reports (0, 0); the callout must ask for (−17, 0).
    let layout = try F.layout(F.callout(), target: CGRect(x: 290, y: 200, width: 20, height: 40))
    #expect(layout.scrollOffset.width == -17)
    #expect(layout.needsScroll)
    let moved = layout.translated(by: layout.scrollOffset)
    #expect(moved.frame == CGRect(x: 160, y: 143, width: 150, height: 57))
    #expect(moved.targetRect == CGRect(x: 273, y: 200, width: 20, height: 40))
    #expect(moved.scrollOffset == .zero && !moved.needsScroll)
    #expect(moved.arrowTip == CGPoint(x: 283, y: 200))
  }

  @Test func classicKeepsTenPointsAroundTheTarget() throws {
    // Classic area (0, 0, 320, 480). Target 5 pt from the bottom: its outset reaches 485, so 5 up,
    // although the callout (above it) is inside.
    var callout = F.callout(style: .classic)
    callout.title = F.text(width: 116)
    let layout = try F.layout(callout, target: CGRect(x: 150, y: 455, width: 20, height: 20))
    #expect(layout.frame.maxY < 480)
    #expect(layout.scrollOffset == CGSize(width: 0, height: -5))
    // The modern callout has no such margin: the same target needs no scroll.
    #expect(try F.layout(F.callout(), target: CGRect(x: 150, y: 440, width: 20, height: 20)).scrollOffset == .zero)
  }

  @Test func translatedIgnoresNonFiniteOffsets() throws {
    let layout = try F.layout(F.callout(), target: CGRect(x: 100, y: 200, width: 20, height: 40))
    #expect(layout.translated(by: CGSize(width: CGFloat.nan, height: CGFloat.infinity)) == layout)
  }

  @Test func requestCarriesTheOffset() throws {
    let layout = try F.layout(F.callout(subtitle: true), target: CGRect(x: 0, y: 200, width: 20, height: 40))
    let request = CalloutScrollRequest(layout: layout)
    #expect(request.offset == CGSize(width: 27, height: 0))
    #expect(request.layout == layout)
  }
}
