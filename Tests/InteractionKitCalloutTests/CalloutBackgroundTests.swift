import Foundation
import InteractionKitCallout
import InteractionKitGeometry
import Testing

/// The modern bubble's outline at exact numbers: the reference's 150 × 57 callout pointing down at
/// x = 123 (row 1 of its worked vectors) and up at x = 75 (row 2).
@Suite struct CalloutBackgroundTests {
  let down = CalloutBackground(size: CGSize(width: 150, height: 57), arrowPoint: CGPoint(x: 123, y: 57))
  let up = CalloutBackground(size: CGSize(width: 150, height: 57), arrowPoint: CGPoint(x: 75, y: 0))

  @Test func constantsMatchTheReference() {
    #expect(CalloutBackground.Modern.cornerRadius == 8)
    #expect(CalloutBackground.Modern.arrowHeight == 13)
    #expect(CalloutBackground.Modern.arrowImageWidth == 39)
    #expect(CalloutBackground.Modern.arrowBaseWidth + 2 * CalloutBackground.Modern.arrowFilletLength == 35)
    #expect(CalloutBackground.Modern.minimumSize == CGSize(width: 41, height: 29))
    #expect(CalloutBackground.Modern.fillOpacity == 0.96)
    #expect(CalloutBackground.Modern.borderWidth == 0.5)
  }

  @Test func apexDepthPutsTheTipArcExactlyThirteenPointsDeep() {
    let oracle = OutlineOracle.apexDepth(halfBase: 12.5, tipRadius: 3, height: 13)
    #expect(abs(CalloutBackground.Modern.arrowApexDepth - oracle) < 1e-12)
    #expect(abs(CalloutBackground.Modern.arrowApexDepth - 14.615666857432) < 1e-9)
    // The fillet radius is tangent distance / tan(φ/2), φ the flank's angle to the body's edge.
    let phi = atan2(oracle, 12.5)
    #expect(abs(CalloutBackground.Modern.arrowFilletRadius - 5 / tan(phi / 2)) < 1e-12)
  }

  @Test func downGeometry() {
    #expect(down.arrowDirection == .down)
    #expect(down.arrowTipX == 123)
    #expect(down.arrowPoint == CGPoint(x: 123, y: 57))
    #expect(down.bodyRect == CGRect(x: 0, y: 0, width: 150, height: 44))
    let box = down.path.boundingBox
    #expect(abs(box.minX) < 1e-9 && abs(box.minY) < 1e-9)
    #expect(abs(box.maxX - 150) < 1e-9 && abs(box.maxY - 57) < 1e-9)
  }

  @Test func upGeometry() {
    #expect(up.arrowDirection == .up)
    #expect(up.arrowPoint == CGPoint(x: 75, y: 0))
    #expect(up.bodyRect == CGRect(x: 0, y: 13, width: 150, height: 44))
    let box = up.path.boundingBox
    #expect(abs(box.minY) < 1e-9 && abs(box.maxY - 57) < 1e-9)
  }

  @Test func outlineIsOneClosedSubpathStartingOnTheTopEdge() {
    #expect(OutlineOracle.isSingleClosedSubpath(down.path))
    #expect(down.path.elements.first == .move(to: CGPoint(x: 8, y: 0)))
    #expect(OutlineOracle.isSingleClosedSubpath(up.path))
  }

  @Test func tipIsExactlyAPointOfTheOutline() {
    #expect(OutlineOracle.endPoints(of: down.path).contains(CGPoint(x: 123, y: 57)))
    #expect(OutlineOracle.endPoints(of: up.path).contains(CGPoint(x: 75, y: 0)))
  }

  @Test func tipArcIsACircleOfRadiusThreeTouchingTheTip() {
    let centre = CGPoint(x: 123, y: 54)
    let points = OutlineOracle.curvePoints(of: down.path, endingAt: [CGPoint(x: 123, y: 57)])
    #expect(points.count > 32)
    for point in points {
      #expect(abs(point.distance(to: centre) - 3) < 0.002)
      #expect(point.y <= 57 + 1e-12)
    }
  }

  @Test func cornersAreCirclesOfRadiusEight() {
    // The top-right corner's arc ends at (150, 8); its centre is (142, 8).
    let points = OutlineOracle.curvePoints(of: down.path, endingAt: [CGPoint(x: 150, y: 8)])
    #expect(!points.isEmpty)
    for point in points where point.x > 142 - 1e-9 && point.y < 8 + 1e-9 {
      #expect(abs(point.distance(to: CGPoint(x: 142, y: 8)) - 8) < 0.005)
    }
  }

  @Test func filletsLeaveTheBodyFivePointsBeyondTheFlanks() {
    // The flanks meet the body's bottom edge at 123 ± 12.5; the fillets start 5 points further out.
    let ends = OutlineOracle.endPoints(of: down.path)
    #expect(ends.contains { abs($0.x - 140.5) < 1e-9 && $0.y == 44 })
    #expect(ends.contains { abs($0.x - 105.5) < 1e-9 && $0.y == 44 })
    // Nothing of the arrow is wider than 35 points at the body's edge.
    let arrow = OutlineOracle.polygon(of: down.path).filter { $0.y > 44 + 1e-9 }
    #expect(arrow.allSatisfy { $0.x > 105.5 - 1e-9 && $0.x < 140.5 + 1e-9 })
  }

  @Test func outlineContainsTheBodyAndTheArrowButNotItsSurroundings() {
    for x in stride(from: 3.0, through: 147.0, by: 12.0) {
      for y in stride(from: 3.0, through: 41.0, by: 9.5) {
        #expect(down.path.contains(CGPoint(x: x, y: y)))
      }
    }
    for depth in stride(from: 0.5, through: 12.5, by: 1.0) {
      #expect(down.path.contains(CGPoint(x: 123, y: 44 + depth)))
      #expect(up.path.contains(CGPoint(x: 75, y: 13 - depth)))
    }
    #expect(!down.path.contains(CGPoint(x: 123, y: 57.01)))
    #expect(!down.path.contains(CGPoint(x: 110, y: 52)))
    #expect(!down.path.contains(CGPoint(x: 0.5, y: 0.5)))
    #expect(!up.path.contains(CGPoint(x: 90, y: 2)))
  }

  @Test func noSelfIntersection() {
    for background in [down, up] {
      let polygon = OutlineOracle.polygon(of: background.path)
      #expect(polygon.count > 30)
      #expect(OutlineOracle.selfIntersection(of: polygon) == nil)
    }
  }

  @Test func contentMaskIsTheWholeOutline() {
    #expect(down.contentMaskPath == down.path)
    #expect(down.contentMaskPath.contains(CGPoint(x: 123, y: 55)))
  }

  @Test func borderIsAHalfPointRingOutsideTheFill() {
    let ring = down.borderPath
    #expect(ring.contains(CGPoint(x: 75, y: -0.25), fillRule: .evenOdd))
    #expect(ring.contains(CGPoint(x: 150.25, y: 20), fillRule: .evenOdd))
    #expect(ring.contains(CGPoint(x: 123, y: 57.25), fillRule: .evenOdd))
    #expect(!ring.contains(CGPoint(x: 75, y: 0.25), fillRule: .evenOdd))
    #expect(!ring.contains(CGPoint(x: 75, y: -0.75), fillRule: .evenOdd))
    #expect(!ring.contains(CGPoint(x: 123, y: 57.75), fillRule: .evenOdd))
    // The outer edge's corners have radius 8.5 around the same centres.
    let box = ring.boundingBox
    #expect(abs(box.minX + 0.5) < 1e-9 && abs(box.maxY - 57.5) < 1e-9)
  }

  @Test func fillBorderAndShadowFollowTheReference() {
    #expect(down.fillColor == Color(white: 1, alpha: 0.96))
    #expect(down.borderColor == Color(white: 0, alpha: 0.2))
    var pressed = down
    pressed.isHighlighted = true
    #expect(pressed.fillColor == Color(white: 0.85, alpha: 0.96))
    var dark = down
    dark.appearance = .dark
    #expect(dark.fillColor == Color(white: 0.2, alpha: 0.96))
    #expect(dark.borderColor == Color(white: 1, alpha: 0.2))
    dark.isHighlighted = true
    #expect(dark.fillColor == Color(white: 0.15, alpha: 0.96))
    let shadow = down.shadow
    #expect(shadow.opacity == 0.1 && shadow.radius == 6 && shadow.offset == CGSize(width: 0, height: 4))
    #expect(shadow.color == .black && shadow.path == down.path)
  }
}
