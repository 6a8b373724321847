import Foundation
import InteractionKitPointer
import Testing

/// A menu column at x 0…200 with 44 pt items (item 0 at y 0…44, item 1 at 44…88, …) whose item 0
/// opened a submenu at (200, 0, 220, 300); the pointer was at (150, 22) when it opened.
private enum Menu {
  static let item0 = CGRect(x: 0, y: 0, width: 200, height: 44)
  static let item1 = CGRect(x: 0, y: 44, width: 200, height: 44)
  static let submenu = CGRect(x: 200, y: 0, width: 220, height: 300)
  static let opened = CGPoint(x: 150, y: 22)

  static func intent(_ configuration: HoverIntent.Configuration = .standard) throws -> HoverIntent {
    try HoverIntent(trigger: item0, target: submenu, openedAt: opened, time: 0, configuration: configuration)
  }
}

@Suite struct HoverIntentTests {
  @Test func defaultsAreDocumentedNumbers() {
    let standard = HoverIntent.Configuration.standard
    #expect(standard.gracePeriod == 0.4)
    #expect(standard.tolerance == 5)
    #expect(standard.minimumProgress == 1)
    #expect(standard.shape == .triangle)
  }

  @Test func opensOverTheTrigger() throws {
    let intent = try Menu.intent()
    #expect(intent.phase == .overTrigger)
    #expect(intent.isOpen)
    #expect(intent.safeArea.apex == Menu.opened)
  }

  @Test func movingDiagonallyAcrossAnotherItemKeepsItOpen() throws {
    var intent = try Menu.intent()
    let end = CGPoint(x: 230, y: 120)
    var crossedItem1 = false
    for step in 1...20 {
      let f = CGFloat(step) / 20
      let p = CGPoint(x: Menu.opened.x + f * (end.x - Menu.opened.x), y: Menu.opened.y + f * (end.y - Menu.opened.y))
      if Menu.item1.contains(p) { crossedItem1 = true }
      let phase = try intent.pointerMoved(to: p, at: Double(step) * 0.016)
      #expect(phase != .closed(.leftSafeArea) && phase != .closed(.stalled), "step \(step) at \(p)")
    }
    #expect(crossedItem1)
    #expect(intent.phase == .overTarget)
    #expect(intent.isOpen)
  }

  @Test func travellingReportsTheDeadline() throws {
    var intent = try Menu.intent()
    #expect(try intent.pointerMoved(to: CGPoint(x: 170, y: 50), at: 0.125) == .travelling(deadline: 0.125 + 0.4))
    // 4 pt closer to the submenu: progress restarts the grace period.
    #expect(try intent.pointerMoved(to: CGPoint(x: 174, y: 50), at: 0.25) == .travelling(deadline: 0.25 + 0.4))
    // Sideways (same distance) is no progress: the deadline stays.
    #expect(try intent.pointerMoved(to: CGPoint(x: 174, y: 60), at: 0.375) == .travelling(deadline: 0.25 + 0.4))
  }

  @Test func movingAwayClosesAtOnce() throws {
    var intent = try Menu.intent()
    #expect(try intent.pointerMoved(to: CGPoint(x: 100, y: 60), at: 0.016) == .closed(.leftSafeArea))
    #expect(!intent.isOpen)
    // A closed intent stays closed, even over the submenu.
    #expect(try intent.pointerMoved(to: CGPoint(x: 300, y: 100), at: 0.032) == .closed(.leftSafeArea))
    #expect(intent.advance(to: 5) == .closed(.leftSafeArea))
  }

  @Test func stallingInsideTheTriangleTimesOut() throws {
    var intent = try Menu.intent()
    try intent.pointerMoved(to: CGPoint(x: 170, y: 50), at: 0.125)
    let deadline = 0.125 + 0.4
    #expect(intent.advance(to: 0.3) == .travelling(deadline: deadline))
    #expect(intent.advance(to: deadline - 0.001) == .travelling(deadline: deadline))
    #expect(intent.advance(to: deadline) == .closed(.stalled))
    #expect(!intent.isOpen)
  }

  @Test func jitterDoesNotCountAsProgress() throws {
    var intent = try Menu.intent()
    try intent.pointerMoved(to: CGPoint(x: 170, y: 50), at: 0)
    var t = 0.0
    var closedAt: Double?
    for step in 1...60 {
      t = Double(step) / 60
      let wobble: CGFloat = step.isMultiple(of: 2) ? 0.5 : -0.5
      if case .closed(let reason) = try intent.pointerMoved(to: CGPoint(x: 170 + wobble, y: 50), at: t) {
        #expect(reason == .stalled)
        closedAt = closedAt ?? t
      }
    }
    #expect(closedAt == 24.0 / 60)  // the first sample at or after 0.4 s
  }

  @Test func slowSteadyProgressStaysOpen() throws {
    var intent = try Menu.intent()
    // 2 pt toward the submenu every 0.3 s: slower than the grace period would allow a stall, but progress.
    for step in 1...10 {
      let phase = try intent.pointerMoved(to: CGPoint(x: 170 + 2 * CGFloat(step), y: 50), at: 0.3 * Double(step))
      #expect(intent.isOpen, "step \(step): \(phase)")
    }
  }

  @Test func returningToTheTriggerMovesTheApex() throws {
    var intent = try Menu.intent()
    #expect(try intent.pointerMoved(to: CGPoint(x: 190, y: 40), at: 0.1) == .overTrigger)
    #expect(intent.safeArea.apex == CGPoint(x: 190, y: 40))
    // From the new apex, (160, 60) is behind the pointer: outside the triangle.
    #expect(try intent.pointerMoved(to: CGPoint(x: 160, y: 60), at: 0.2) == .closed(.leftSafeArea))
  }

  @Test func leavingTheTargetBackwardsStallsUnlessTheTriggerIsReached() throws {
    var intent = try Menu.intent()
    try intent.pointerMoved(to: CGPoint(x: 210, y: 40), at: 0.1)
    #expect(intent.phase == .overTarget)
    // Back out of the submenu over item 1, inside the triangle: the grace period starts afresh…
    #expect(try intent.pointerMoved(to: CGPoint(x: 195, y: 60), at: 0.2) == .travelling(deadline: 0.2 + 0.4))
    // …and moving away from the submenu is no progress, so it runs out…
    #expect(try intent.pointerMoved(to: CGPoint(x: 185, y: 50), at: 0.5) == .travelling(deadline: 0.2 + 0.4))
    var stalled = intent
    #expect(try stalled.pointerMoved(to: CGPoint(x: 180, y: 50), at: 0.61) == .closed(.stalled))
    // …unless the pointer reaches the trigger first.
    #expect(try intent.pointerMoved(to: CGPoint(x: 160, y: 25), at: 0.55) == .overTrigger)
  }

  @Test func eventsReplayThroughHandle() throws {
    var intent = try Menu.intent()
    let events: [HoverIntent.Event] = [
      .pointerMoved(CGPoint(x: 170, y: 50), time: 0.1), .time(0.2), .pointerMoved(CGPoint(x: 250, y: 80), time: 0.3),
    ]
    let phases = try events.map { try intent.handle($0) }
    #expect(phases == [.travelling(deadline: 0.1 + 0.4), .travelling(deadline: 0.1 + 0.4), .overTarget])
  }

  @Test func openedOutsideTheTriggerStartsTravelling() throws {
    let intent = try HoverIntent(trigger: Menu.item0, target: Menu.submenu, openedAt: CGPoint(x: 150, y: 60), time: 2)
    #expect(intent.phase == .travelling(deadline: 2.4))
    let inside = try HoverIntent(trigger: Menu.item0, target: Menu.submenu, openedAt: CGPoint(x: 300, y: 60), time: 2)
    #expect(inside.phase == .overTarget)
  }
}
