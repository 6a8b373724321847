import Foundation
import InteractionKitGeometry
import PropertyBased
import Testing

@Suite struct PathRoundedRectTests {
  static let rect = CGRect(x: 10, y: 20, width: 100, height: 60)

  /// The four corner centres of a circular rounded rect of radius `r`, with the quadrant each corner occupies.
  static func cornerCenters(_ rect: CGRect, _ r: CGFloat) -> [(center: CGPoint, sx: CGFloat, sy: CGFloat)] {
    [
      (CGPoint(x: rect.minX + r, y: rect.minY + r), -1, -1), (CGPoint(x: rect.maxX - r, y: rect.minY + r), 1, -1),
      (CGPoint(x: rect.maxX - r, y: rect.maxY - r), 1, 1), (CGPoint(x: rect.minX + r, y: rect.maxY - r), -1, 1),
    ]
  }

  // MARK: Circular

  @Test func circularCornersAreQuarterCircles() {
    let path = Path(roundedRect: Self.rect, cornerRadius: 10)
    let k = 10 * 4 / 3 * (sqrt(2) - 1)
    #expect(path.elements.count == 10)
    #expect(path.elements[0] == .move(to: CGPoint(x: 20, y: 20)))
    #expect(path.elements[1] == .line(to: CGPoint(x: 100, y: 20)))
    guard case .curve(let end, let c1, let c2) = path.elements[2] else {
      Issue.record("expected the top-right corner curve")
      return
    }
    #expect(isClose(end, CGPoint(x: 110, y: 30), 1e-12))
    #expect(isClose(c1, CGPoint(x: 100 + k, y: 20), 1e-12))
    #expect(isClose(c2, CGPoint(x: 110, y: 30 - k), 1e-12))
    #expect(path.elements.last == .closeSubpath)
    // The outline ends back at its start, where the top-left corner meets the top edge.
    #expect(isClose(path.currentPoint, CGPoint(x: 20, y: 20), 1e-12))
  }

  @Test func circularContainmentMatchesTheCircleNearEveryCorner() {
    let r: CGFloat = 20
    let path = Path(roundedRect: Self.rect, cornerRadius: r)
    for corner in Self.cornerCenters(Self.rect, r) {
      for step in 0...12 {
        let angle = CGFloat(step) / 12 * .pi / 2
        let direction = CGPoint(x: corner.sx * cos(angle), y: corner.sy * sin(angle))
        // The cubic strays at most 2.7e-4·r = 0.0055 from the circle; test 0.02 either side.
        for (offset, expected) in [(-0.02, true), (0.02, false)] as [(CGFloat, Bool)] {
          let d = r + offset
          let p = CGPoint(x: corner.center.x + direction.x * d, y: corner.center.y + direction.y * d)
          // Points beyond the corner square but inside the rect's edges are covered by the straight sides.
          let insideStraightPart = p.x > Self.rect.minX + r && p.x < Self.rect.maxX - r || p.y > Self.rect.minY + r && p.y < Self.rect.maxY - r
          if insideStraightPart { continue }
          #expect(path.contains(p) == expected, "corner \(corner.center) angle \(angle) offset \(offset)")
        }
      }
      // The rect's own corner point is outside; the corner centre is inside.
      #expect(path.contains(corner.center))
      let rectCorner = CGPoint(x: corner.center.x + corner.sx * (r - 0.5), y: corner.center.y + corner.sy * (r - 0.5))
      #expect(!path.contains(rectCorner))
    }
  }

  @Test func circularOutlineIsClockwiseWithTheExpectedArea() {
    let path = Path(roundedRect: Self.rect, cornerRadius: 10)
    let area = shoelaceArea(path.flattened(tolerance: 1e-4)[0].points)
    // 100·60 − (4 − π)·10², plus the cubic's tiny outward bulge.
    let expected = 6000 - (4 - CGFloat.pi) * 100
    #expect(area > expected && area < expected + 0.2)
  }

  @Test func circularRadiusIsClampedToHalfTheShorterSide() {
    let capsule = Path(roundedRect: Self.rect, cornerRadius: 1000)
    #expect(capsule == Path(roundedRect: Self.rect, cornerRadius: 30))
    #expect(capsule == Path(roundedRect: Self.rect, cornerRadius: .infinity))
    // The short sides are entirely round: no straight segment down the left and right.
    let lines = capsule.elements.filter { if case .line = $0 { true } else { false } }
    #expect(lines.count == 2)
    #expect(capsule.contains(CGPoint(x: 11, y: 50)))
    #expect(!capsule.contains(CGPoint(x: 13, y: 23)))
    #expect(isClose(capsule.boundingBox, Self.rect, 1e-9))
  }

  @Test func perCornerRadii() {
    let radii = CornerRadii(topLeft: 0, topRight: 10, bottomRight: 25, bottomLeft: 5)
    let path = Path(roundedRect: Self.rect, cornerRadii: radii)
    #expect(path.elements.first == .move(to: CGPoint(x: 10, y: 20)))
    #expect(path.contains(CGPoint(x: 10.5, y: 20.5)))  // sharp top-left corner
    #expect(!path.contains(CGPoint(x: 109.5, y: 20.5)))
    #expect(!path.contains(CGPoint(x: 108, y: 78)))
    #expect(!path.contains(CGPoint(x: 10.5, y: 79.5)))
    #expect(path.contains(CGPoint(x: 14, y: 76)))
    #expect(cubicSegments(path).count == 3)
    #expect(CornerRadii(all: 4) == CornerRadii(topLeft: 4, topRight: 4, bottomRight: 4, bottomLeft: 4))
    #expect(CornerRadii.zero == CornerRadii(all: 0))
  }

  @Test func zeroRadiusIsThePlainRect() {
    #expect(Path(roundedRect: Self.rect, cornerRadius: 0) == Path(rect: Self.rect))
    #expect(Path(roundedRect: Self.rect, cornerRadius: 0, style: .continuous) == Path(rect: Self.rect))
  }

  // MARK: Bad input

  @Test func badRectsGiveEmptyPaths() {
    for style in CornerStyle.allCases {
      #expect(Path(roundedRect: .null, cornerRadius: 5, style: style).isEmpty)
      #expect(Path(roundedRect: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), cornerRadius: 5, style: style).isEmpty)
      #expect(Path(roundedRect: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10), cornerRadius: 5, style: style).isEmpty)
      #expect(Path(roundedRect: CGRect(x: 0, y: 0, width: 0, height: 10), cornerRadius: 5, style: style).isEmpty)
      #expect(Path(roundedRect: .zero, cornerRadius: 0, style: style).isEmpty)
    }
  }

  @Test func negativeSizesAreStandardized() {
    let flipped = CGRect(x: 110, y: 80, width: -100, height: -60)
    #expect(Path(roundedRect: flipped, cornerRadius: 8) == Path(roundedRect: Self.rect, cornerRadius: 8))
    #expect(Path(roundedRect: flipped, cornerRadius: 8, style: .continuous) == Path(roundedRect: Self.rect, cornerRadius: 8, style: .continuous))
  }

  @Test func badRadiiCountAsZero() {
    let plain = Path(rect: Self.rect)
    for style in CornerStyle.allCases {
      #expect(Path(roundedRect: Self.rect, cornerRadius: .nan, style: style) == plain)
      #expect(Path(roundedRect: Self.rect, cornerRadius: -5, style: style) == plain)
      #expect(Path(roundedRect: Self.rect, cornerRadius: -.infinity, style: style) == plain)
      let mixed = Path(roundedRect: Self.rect, cornerRadii: CornerRadii(topLeft: .nan, topRight: -1, bottomRight: 0, bottomLeft: -.infinity), style: style)
      #expect(mixed == plain)
    }
  }
}
