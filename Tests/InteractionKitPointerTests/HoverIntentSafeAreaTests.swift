import Foundation
import InteractionKitPointer
import PropertyBased
import Testing

@Suite struct HoverIntentSafeAreaTests {
  let submenu = CGRect(x: 200, y: 0, width: 220, height: 300)

  @Test func theTriangleIsTheWidenedApexAndTheNearEdge() throws {
    let area = try HoverIntent.SafeArea(apex: CGPoint(x: 150, y: 22), target: submenu)
    #expect(area.nearCorners == [CGPoint(x: 200, y: 0), CGPoint(x: 200, y: 300)])
    #expect(area.vertices == [
      CGPoint(x: 145, y: 17), CGPoint(x: 200, y: 0), CGPoint(x: 200, y: 300), CGPoint(x: 145, y: 27),
    ])
    #expect(area.contains(CGPoint(x: 170, y: 50)))
    #expect(area.contains(CGPoint(x: 145, y: 20)))  // on the widened apex's edge
    #expect(area.contains(CGPoint(x: 200, y: 150)))  // on the near edge
    #expect(!area.contains(CGPoint(x: 201, y: 150)))  // inside the target is not the triangle's business
    #expect(!area.contains(CGPoint(x: 144, y: 22)))
    #expect(area.contains(CGPoint(x: 160, y: 100)))  // the lower edge passes x ≈ 159.7 at y 100
    #expect(!area.contains(CGPoint(x: 159, y: 100)))
    #expect(!area.contains(CGPoint(x: CGFloat.nan, y: 50)))
  }

  @Test func thePolygonAddsTheFarCorners() throws {
    let area = try HoverIntent.SafeArea(apex: CGPoint(x: 150, y: 22), target: submenu, shape: .polygon)
    #expect(area.vertices == [
      CGPoint(x: 145, y: 17), CGPoint(x: 200, y: 0), CGPoint(x: 420, y: 0), CGPoint(x: 420, y: 300),
      CGPoint(x: 200, y: 300), CGPoint(x: 145, y: 27),
    ])
    #expect(area.contains(CGPoint(x: 400, y: 10)))
  }

  @Test func theNearEdgeFacesTheApex() throws {
    let target = CGRect(x: 100, y: 100, width: 100, height: 50)
    func near(_ x: CGFloat, _ y: CGFloat) throws -> [CGPoint] {
      try HoverIntent.SafeArea(apex: CGPoint(x: x, y: y), target: target).nearCorners
    }
    #expect(try near(50, 120) == [CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 150)])  // left
    #expect(try near(260, 120) == [CGPoint(x: 200, y: 100), CGPoint(x: 200, y: 150)])  // right
    #expect(try near(150, 40) == [CGPoint(x: 100, y: 100), CGPoint(x: 200, y: 100)])  // above
    #expect(try near(150, 200) == [CGPoint(x: 100, y: 150), CGPoint(x: 200, y: 150)])  // below
    #expect(try near(60, 80) == [CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 150)])  // dx 40 ≥ dy 20: sideways
    #expect(try near(90, 40) == [CGPoint(x: 100, y: 100), CGPoint(x: 200, y: 100)])  // dy 60 > dx 10
    #expect(try near(150, 120).count == 4)  // inside: the whole target
    let inside = try HoverIntent.SafeArea(apex: CGPoint(x: 150, y: 120), target: target, tolerance: 0)
    #expect(inside.contains(CGPoint(x: 199, y: 149)))
  }

  @Test func containmentMatchesABarycentricOracle() async {
    // Tolerance 0 leaves the plain triangle: compare with barycentric coordinates, away from the edges.
    await propertyCheck(
      count: 500, input: Gen.double(in: -300...190), Gen.double(in: -200...500), Gen.double(in: -400...500),
      Gen.double(in: -300...600)
    ) { ax, ay, px, py in
      let apex = CGPoint(x: ax, y: ay)
      let area = try! HoverIntent.SafeArea(apex: apex, target: submenu, tolerance: 0)
      let corners = area.nearCorners
      #expect(corners.count == 2)
      let (a, b, c) = (apex, corners[0], corners[1])
      let det = (b.y - c.y) * (a.x - c.x) + (c.x - b.x) * (a.y - c.y)
      let l1 = ((b.y - c.y) * (px - c.x) + (c.x - b.x) * (py - c.y)) / det
      let l2 = ((c.y - a.y) * (px - c.x) + (a.x - c.x) * (py - c.y)) / det
      let l3 = 1 - l1 - l2
      guard abs(det) > 1e-6, min(abs(l1), abs(l2), abs(l3)) > 1e-9 else { return }
      #expect(area.contains(CGPoint(x: px, y: py)) == (l1 > 0 && l2 > 0 && l3 > 0))
    }
  }

  @Test func aStraightPathIntoTheTargetNeverLeavesThePolygon() async {
    await propertyCheck(
      count: 300, input: Gen.double(in: 0...200), Gen.double(in: 0...44), Gen.double(in: 200...420),
      Gen.double(in: 0...300)
    ) { sx, sy, ex, ey in
      let start = CGPoint(x: min(sx, 199.5), y: min(sy, 43.5))
      let end = CGPoint(x: min(ex, 419.5), y: min(ey, 299.5))
      var intent = try! HoverIntent(
        trigger: CGRect(x: 0, y: 0, width: 200, height: 44), target: submenu, openedAt: start, time: 0,
        configuration: HoverIntent.Configuration(shape: .polygon))
      for step in 1...20 {
        let f = CGFloat(step) / 20
        let p = CGPoint(x: start.x + f * (end.x - start.x), y: start.y + f * (end.y - start.y))
        try! intent.pointerMoved(to: p, at: Double(step) * 0.01)  // 0.2 s in all: shorter than the grace
        #expect(intent.isOpen, "\(start) → \(end) at step \(step)")
      }
      #expect(intent.phase == .overTarget)
    }
  }

  @Test func badInputThrowsAndLeavesTheIntentUnchanged() throws {
    let item = CGRect(x: 0, y: 0, width: 200, height: 44)
    let p = CGPoint(x: 150, y: 22)
    func make(trigger: CGRect = item, target: CGRect? = nil, at location: CGPoint = p, time: Double = 0,
              _ configuration: HoverIntent.Configuration = .standard) throws(HoverIntentError) -> HoverIntent {
      try HoverIntent(trigger: trigger, target: target ?? submenu, openedAt: location, time: time, configuration: configuration)
    }
    #expect(throws: HoverIntentError.invalidTriggerRect(.null)) { try make(trigger: .null) }
    #expect(throws: HoverIntentError.self) { try make(trigger: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)) }
    #expect(throws: HoverIntentError.self) { try make(trigger: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)) }
    #expect(throws: HoverIntentError.invalidTargetRect(CGRect(x: 200, y: 0, width: 0, height: 300))) {
      try make(target: CGRect(x: 200, y: 0, width: 0, height: 300))
    }
    #expect(throws: HoverIntentError.invalidTargetRect(.null)) { try make(target: .null) }
    #expect(throws: HoverIntentError.invalidGracePeriod(0)) { try make(.init(gracePeriod: 0)) }
    #expect(throws: HoverIntentError.self) { try make(.init(gracePeriod: .nan)) }
    #expect(throws: HoverIntentError.invalidTolerance(-1)) { try make(.init(tolerance: -1)) }
    #expect(throws: HoverIntentError.invalidMinimumProgress(-1)) { try make(.init(minimumProgress: -1)) }
    #expect(throws: HoverIntentError.self) { try make(at: CGPoint(x: CGFloat.nan, y: 0)) }
    #expect(throws: HoverIntentError.self) {
      try HoverIntent.SafeArea(apex: p, target: submenu, tolerance: .infinity)
    }

    var intent = try make(time: 1)
    let before = intent
    #expect(throws: HoverIntentError.nonFiniteLocation(CGPoint(x: 0, y: CGFloat.infinity))) {
      try intent.pointerMoved(to: CGPoint(x: 0, y: CGFloat.infinity), at: 2)
    }
    #expect(intent == before)
  }

  @Test func timesAreClampedLikeTheInteractionClock() throws {
    // A non-finite opening time starts the clock at 0.
    let opened = try HoverIntent(
      trigger: CGRect(x: 0, y: 0, width: 200, height: 44), target: submenu, openedAt: CGPoint(x: 150, y: 22),
      time: .infinity)
    #expect(opened.time == 0)
    var intent = try HoverIntent(
      trigger: CGRect(x: 0, y: 0, width: 200, height: 44), target: submenu, openedAt: CGPoint(x: 150, y: 22), time: 1)
    // Earlier and non-finite times count as the latest, 1: the grace period runs from 1.
    #expect(try intent.pointerMoved(to: CGPoint(x: 170, y: 50), at: 0.5) == .travelling(deadline: 1.4))
    #expect(intent.time == 1)
    #expect(try intent.handle(.time(.nan)) == .travelling(deadline: 1.4))
    #expect(intent.advance(to: -3) == .travelling(deadline: 1.4))
    #expect(intent.time == 1)
    // The stall happens at its deadline, even when the next event comes much later and makes progress.
    #expect(try intent.pointerMoved(to: CGPoint(x: 190, y: 50), at: 9) == .closed(.stalled))
    #expect(intent.time == 9)
    #expect(intent.nextDeadline == nil)
  }

  @Test func otherSharedEventsChangeNothing() throws {
    var intent = try HoverIntent(
      trigger: CGRect(x: 0, y: 0, width: 200, height: 44), target: submenu, openedAt: CGPoint(x: 150, y: 22), time: 1)
    try intent.pointerMoved(to: CGPoint(x: 170, y: 50), at: 1.1)
    let before = intent
    try intent.handle(.touchDown(CGPoint(x: 100, y: 100), time: 5))
    try intent.handle(.dismiss(time: 5))
    try intent.handle(.transitionFinished)
    #expect(intent == before)
  }

  @Test func errorDescriptionsEndWithTheFix() {
    let errors: [HoverIntentError] = [
      .invalidTriggerRect(.null), .invalidTargetRect(.zero), .invalidGracePeriod(0), .invalidTolerance(-1),
      .invalidMinimumProgress(-1), .nonFiniteLocation(CGPoint(x: CGFloat.nan, y: 0)),
    ]
    for error in errors {
      #expect(error.description.contains(": "))
      #expect(error.description.hasSuffix("."))
    }
  }
}
