import Foundation
import InteractionKitCallout
import InteractionKitGeometry
import PropertyBased
import Testing

/// The outline's invariants over random sizes, tip positions and directions, in both styles.
@Suite struct CalloutBackgroundPropertyTests {
  /// A background from a random width, height, tip position (as a fraction of the allowed range,
  /// sometimes outside it to exercise the clamp) and direction.
  static func background(
    style: CalloutStyle, width: Double, height: Double, tipFraction: Double, pointsUp: Bool
  ) -> (background: CalloutBackground, requestedX: CGFloat) {
    let range = CalloutBackground.arrowTipRange(forWidth: width, style: style)
    let x = range.lowerBound + (range.upperBound - range.lowerBound) * tipFraction
    let background = CalloutBackground(
      style: style, size: CGSize(width: width, height: height), arrowDirection: pointsUp ? .up : .down, arrowTipX: x)
    return (background, x)
  }

  /// Checks every invariant of one outline.
  static func checkInvariants(_ background: CalloutBackground, requestedX: CGFloat) {
    let path = background.path
    let range = CalloutBackground.arrowTipRange(forWidth: background.size.width, style: background.style)
    // The tip is exactly where asked (clamped into the range), and is a point of the outline.
    let expectedX = min(max(requestedX, range.lowerBound), range.upperBound)
    #expect(background.arrowTipX == expectedX)
    #expect(OutlineOracle.endPoints(of: path).contains(background.arrowPoint))
    #expect(OutlineOracle.isSingleClosedSubpath(path))
    // The body's rect, inset past its corners' reach, is inside.
    let radius = background.style == .modern ? CalloutBackground.Modern.cornerRadius : CalloutBackground.Classic.cornerRadius
    let inner = background.bodyRect.insetBy(dx: radius * (1 - 1 / 2.0.squareRoot()) + 0.05, dy: radius * 0.3 + 0.05)
    for i in 0...4 {
      for j in 0...4 {
        let point = CGPoint(x: inner.minX + inner.width * CGFloat(i) / 4, y: inner.minY + inner.height * CGFloat(j) / 4)
        #expect(path.contains(point), "body point \(point) outside \(background)")
      }
    }
    // The arrow's midline, from the body's edge to just short of the tip, is inside.
    let body = background.bodyRect
    let tip = background.arrowPoint
    let base = background.arrowDirection == .up ? body.minY : body.maxY
    for k in 1...19 {
      let f = CGFloat(k) / 20 * 0.97
      let point = CGPoint(x: tip.x, y: base + (tip.y - base) * f)
      #expect(path.contains(point), "midline point \(point) outside \(background)")
    }
    // Just beyond the tip and beside it is outside.
    let outward: CGFloat = background.arrowDirection == .up ? -1 : 1
    #expect(!path.contains(CGPoint(x: tip.x, y: tip.y + 0.05 * outward)))
    #expect(!path.contains(CGPoint(x: tip.x + 10, y: tip.y - 2 * outward)))
    // The outline never touches itself.
    let polygon = OutlineOracle.polygon(of: path, tolerance: 0.05)
    #expect(OutlineOracle.selfIntersection(of: polygon) == nil, "self-intersection in \(background)")
    // Modern: the outline fills the bounds exactly.
    if background.style == .modern {
      let box = path.boundingBox
      let bounds = CGRect(origin: .zero, size: background.size)
      #expect(abs(box.minX - bounds.minX) < 1e-6 && abs(box.maxX - bounds.maxX) < 1e-6)
      #expect(abs(box.minY - bounds.minY) < 1e-6 && abs(box.maxY - bounds.maxY) < 1e-6)
    }
  }

  @Test func modernOutlineInvariants() async {
    await propertyCheck(
      count: 300, input: Gen.double(in: 41...420), Gen.double(in: 29...160), Gen.double(in: -0.2...1.2), Gen.bool()
    ) { width, height, fraction, pointsUp in
      let (background, x) = Self.background(
        style: .modern, width: width, height: height, tipFraction: fraction, pointsUp: pointsUp)
      Self.checkInvariants(background, requestedX: x)
    }
  }

  @Test func classicOutlineInvariants() async {
    await propertyCheck(
      count: 300, input: Gen.double(in: 75...420), Gen.double(in: 40...160), Gen.double(in: -0.2...1.2), Gen.bool()
    ) { width, height, fraction, pointsUp in
      let (background, x) = Self.background(
        style: .classic, width: width, height: height, tipFraction: fraction, pointsUp: pointsUp)
      Self.checkInvariants(background, requestedX: x)
    }
  }

  @Test func tipsNearTheCornersKeepTheOutlineClean() {
    // The fillets shorten within 5 points of the range's ends; walk that band finely.
    for width in [41.0, 42.5, 61, 150] {
      let range = CalloutBackground.arrowTipRange(forWidth: width)
      for step in 0...40 {
        for x in [range.lowerBound + CGFloat(step) * 0.15, range.upperBound - CGFloat(step) * 0.15] {
          for pointsUp in [false, true] {
            let background = CalloutBackground(
              size: CGSize(width: width, height: 57), arrowDirection: pointsUp ? .up : .down, arrowTipX: x)
            Self.checkInvariants(background, requestedX: x)
          }
        }
      }
    }
  }

  @Test func borderRingStaysOutsideTheFill() async {
    await propertyCheck(count: 100, input: Gen.double(in: 41...300), Gen.double(in: 0...1), Gen.bool()) {
      width, fraction, pointsUp in
      let (background, _) = Self.background(
        style: .modern, width: width, height: 65, tipFraction: fraction, pointsUp: pointsUp)
      let ring = background.borderPath
      // A point a quarter point inside the fill is never in the ring; a quarter point outside always is.
      let body = background.bodyRect
      let x = body.midX
      let edgeY = background.arrowDirection == .up ? body.maxY : body.minY
      let outward: CGFloat = background.arrowDirection == .up ? 1 : -1
      #expect(ring.contains(CGPoint(x: x, y: edgeY + 0.25 * outward), fillRule: .evenOdd))
      #expect(!ring.contains(CGPoint(x: x, y: edgeY - 0.25 * outward), fillRule: .evenOdd))
      #expect(!ring.contains(CGPoint(x: x, y: edgeY + 0.75 * outward), fillRule: .evenOdd))
      #expect(OutlineOracle.selfIntersection(of: OutlineOracle.polygon(of: RingOuter.outer(of: background))) == nil)
    }
  }
}

/// The outer subpath of a border ring.
enum RingOuter {
  static func outer(of background: CalloutBackground) -> Path {
    var elements: [Path.Element] = []
    for element in background.borderPath.elements {
      elements.append(element)
      if element == .closeSubpath { break }
    }
    return Path(elements: elements)
  }
}
