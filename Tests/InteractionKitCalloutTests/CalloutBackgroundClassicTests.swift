import Foundation
import InteractionKitCallout
import InteractionKitGeometry
import Testing

/// The classic (iOS 6) bubble at exact numbers: the reference's 150 × 70 callout.
@Suite struct CalloutBackgroundClassicTests {
  let down = CalloutBackground(style: .classic, size: CGSize(width: 150, height: 70), arrowPoint: CGPoint(x: 75, y: 60))
  let up = CalloutBackground(style: .classic, size: CGSize(width: 150, height: 70), arrowPoint: CGPoint(x: 60, y: 0))

  @Test func constantsMatchTheReference() {
    #expect(CalloutBackground.Classic.cornerRadius == 6)
    #expect(CalloutBackground.Classic.arrowSize == CGSize(width: 27, height: 14))
    #expect(CalloutBackground.Classic.minimumSize == CGSize(width: 75, height: 40))
    #expect(CalloutBackground.Classic.opacity == 0.83)
    #expect(CalloutBackground.Classic.fillColor == Color(white: 0.11))
    #expect(CalloutBackground.arrowTipRange(forWidth: 150, style: .classic) == 37.5...112.5)
  }

  @Test func downGeometrySitsTheTipTenPointsAboveTheBottom() {
    #expect(down.arrowDirection == .down)
    #expect(down.arrowPoint == CGPoint(x: 75, y: 60))
    #expect(down.bodyRect == CGRect(x: 7.5, y: 4, width: 135, height: 42))
    let ends = OutlineOracle.endPoints(of: down.path)
    // A sharp 27 × 14 triangle: its base corners and tip are vertices of the outline.
    #expect(ends.contains(CGPoint(x: 88.5, y: 46)))
    #expect(ends.contains(CGPoint(x: 75, y: 60)))
    #expect(ends.contains(CGPoint(x: 61.5, y: 46)))
    #expect(OutlineOracle.isSingleClosedSubpath(down.path))
    let box = down.path.boundingBox
    #expect(abs(box.minX - 7.5) < 1e-9 && abs(box.maxX - 142.5) < 1e-9)
    #expect(abs(box.minY - 4) < 1e-9 && abs(box.maxY - 60) < 1e-9)
  }

  @Test func upGeometryPutsTheTipOnTheTopEdge() {
    #expect(up.arrowDirection == .up)
    #expect(up.arrowPoint == CGPoint(x: 60, y: 0))
    #expect(up.bodyRect == CGRect(x: 7.5, y: 14, width: 135, height: 42))
    let ends = OutlineOracle.endPoints(of: up.path)
    #expect(ends.contains(CGPoint(x: 46.5, y: 14)))
    #expect(ends.contains(CGPoint(x: 60, y: 0)))
    #expect(ends.contains(CGPoint(x: 73.5, y: 14)))
  }

  @Test func tipIsClampedTwentyFourPointsFromTheEnds() {
    let left = CalloutBackground(style: .classic, size: CGSize(width: 150, height: 70), arrowDirection: .down, arrowTipX: 10)
    #expect(left.arrowTipX == 37.5)
    #expect(OutlineOracle.endPoints(of: left.path).contains(CGPoint(x: 24, y: 46)))
    let right = CalloutBackground(style: .classic, size: CGSize(width: 150, height: 70), arrowDirection: .down, arrowTipX: 149)
    #expect(right.arrowTipX == 112.5)
  }

  @Test func outlineIsCleanAndContainsBodyAndTriangle() {
    for background in [down, up] {
      #expect(OutlineOracle.selfIntersection(of: OutlineOracle.polygon(of: background.path)) == nil)
      #expect(background.path.contains(background.bodyRect.insetBy(dx: 2, dy: 2).center))
      #expect(background.contentMaskPath == background.path)
    }
    #expect(down.path.contains(CGPoint(x: 75, y: 55)))
    #expect(!down.path.contains(CGPoint(x: 75, y: 62)))
    #expect(!down.path.contains(CGPoint(x: 3, y: 20)))
    #expect(up.path.contains(CGPoint(x: 60, y: 5)))
  }

  @Test func borderIsTheOnePointOuterStrokeCentredOnTheOutline() {
    let ring = down.borderPath
    #expect(ring.contains(CGPoint(x: 75, y: 3.75), fillRule: .evenOdd))
    #expect(ring.contains(CGPoint(x: 75, y: 4.25), fillRule: .evenOdd))
    #expect(!ring.contains(CGPoint(x: 75, y: 4.75), fillRule: .evenOdd))
    #expect(!ring.contains(CGPoint(x: 75, y: 3.25), fillRule: .evenOdd))
    #expect(down.borderColor == Color(white: 0, alpha: 0.35))
  }

  @Test func classicIgnoresHighlightAndAppearance() {
    let dark = CalloutBackground(
      style: .classic, size: CGSize(width: 150, height: 70), arrowPoint: CGPoint(x: 75, y: 60), appearance: .dark,
      isHighlighted: true)
    #expect(dark.fillColor == CalloutBackground.Classic.fillColor)
    #expect(dark.path == down.path)
  }

  @Test func shadowIsTheReferenceDropShadowOnTheOutline() {
    let shadow = down.shadow
    #expect(shadow.opacity == 0.47 && shadow.radius == 3)
    #expect(shadow.offset == CGSize(width: 0.1, height: 6.1))
    #expect(shadow.path == down.path)
  }

  @Test func sizesBelowTheMinimumAreRaised() {
    let tiny = CalloutBackground(style: .classic, size: CGSize(width: 10, height: -5), arrowDirection: .up, arrowTipX: 0)
    #expect(tiny.size == CGSize(width: 75, height: 40))
    #expect(tiny.arrowTipX == 37.5)
    #expect(OutlineOracle.selfIntersection(of: OutlineOracle.polygon(of: tiny.path)) == nil)
  }
}
