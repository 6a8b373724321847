import Foundation
import InteractionKitCallout
import InteractionKitGeometry
import Testing

/// Hit testing: the body, each accessory, the bubble's outline (corners and the empty space beside
/// the arrow pass through), the classic callout's narrower rule, and right-to-left.
@Suite struct CalloutHitTestTests {
  typealias F = CalloutLayoutFixture

  /// Modern, 220 × 57 at (50, 143): leading 32 × 32 at (6, 6), trailing 20 × 20 at (188, 12), title
  /// at x 50…176, arrow tip at (110, 57).
  static func modern(direction: CalloutLayoutDirection = .leftToRight) throws -> CalloutLayout {
    var callout = F.callout()
    callout.leadingAccessory = CalloutElement(size: CGSize(width: 32, height: 32))
    callout.trailingAccessory = CalloutElement(size: CGSize(width: 20, height: 20))
    return try F.layout(callout, target: CGRect(x: 150, y: 200, width: 20, height: 40), direction: direction)
  }

  /// Converts a point in the callout's coordinates to the container's.
  func point(_ layout: CalloutLayout, _ x: CGFloat, _ y: CGFloat) -> CGPoint {
    CGPoint(x: layout.frame.minX + x, y: layout.frame.minY + y)
  }

  @Test func modernRegions() throws {
    let layout = try Self.modern()
    #expect(layout.frame == CGRect(x: 50, y: 143, width: 220, height: 57))
    #expect(layout.hitTest(point(layout, 20, 20)) == .accessory(.leading))
    #expect(layout.hitTest(point(layout, 198, 20)) == .accessory(.trailing))
    #expect(layout.hitTest(point(layout, 100, 20)) == .body)
    // Blank body between the title and the bottom edge still clicks in the modern style.
    #expect(layout.hitTest(point(layout, 100, 40)) == .body)
    // The arrow is part of the bubble; the space beside it is not.
    #expect(layout.hitTest(point(layout, 110, 50)) == .body)
    #expect(layout.hitTest(point(layout, 20, 50)) == .outside)
    #expect(layout.hitTest(point(layout, 200, 52)) == .outside)
    // The rounded corner (radius 8) does not take touches.
    #expect(layout.hitTest(point(layout, 0.5, 0.5)) == .outside)
    #expect(layout.hitTest(point(layout, 219.5, 43.5)) == .outside)
    #expect(layout.hitTest(CGPoint(x: 10, y: 10)) == .outside)
    #expect(layout.hitTest(CGPoint(x: CGFloat.nan, y: 150)) == .outside)
  }

  @Test func edgesFollowCGRectContains() throws {
    let layout = try Self.modern()
    // The leading accessory covers x 6 ..< 38: 6 is in, 38 is the body.
    #expect(layout.hitTest(point(layout, 6, 20)) == .accessory(.leading))
    #expect(layout.hitTest(point(layout, 38, 20)) == .body)
  }

  @Test func rightToLeftSwapsTheAccessories() throws {
    let layout = try Self.modern(direction: .rightToLeft)
    // Leading now at (182, 6), trailing at (12, 12).
    #expect(layout.hitTest(point(layout, 190, 20)) == .accessory(.leading))
    #expect(layout.hitTest(point(layout, 20, 20)) == .accessory(.trailing))
  }

  @Test func arrowPointingUp() throws {
    var callout = F.callout(permitted: .up)
    callout.leadingAccessory = CalloutElement(size: CGSize(width: 32, height: 32))
    let layout = try F.layout(callout, target: CGRect(x: 150, y: 200, width: 20, height: 40))
    let tipX = layout.arrowPoint.x
    #expect(layout.arrowPoint.y == 0)
    #expect(layout.hitTest(point(layout, tipX, 8)) == .body)
    #expect(layout.hitTest(point(layout, 10, 8)) == .outside)
    // The accessory moved down with the body: (6, 19).
    #expect(layout.hitTest(point(layout, 10, 22)) == .accessory(.leading))
  }

  @Test func classicOnlyTheContentTakesTouches() throws {
    var callout = Callout(title: F.text(width: 116), style: .classic)
    callout.leadingAccessory = CalloutElement(size: CGSize(width: 32, height: 20))
    // Width 52 + 116 + 17 = 185; title at (52, 11, 116, 22); accessory at (14, 14, 32, 20).
    let layout = try F.layout(callout, target: CGRect(x: 150, y: 200, width: 20, height: 40))
    #expect(layout.titleFrame == CGRect(x: 52, y: 11, width: 116, height: 22))
    #expect(layout.hitTest(point(layout, 100, 20)) == .body)
    #expect(layout.hitTest(point(layout, 20, 20)) == .accessory(.leading))
    // Inside the bubble, below the title: the classic callout lets it through.
    #expect(layout.bubbleOutline.contains(CGPoint(x: 100, y: 40)))
    #expect(layout.hitTest(point(layout, 100, 40)) == .outside)
  }
}
