import Foundation
import InteractionKitCallout
import InteractionKitGeometry
import InteractionKitGestures
import InteractionKitLiveScene
import InteractionKitScene
import Testing

/// The live scenarios of the map page, headless: the scene on a virtual clock, driven as the
/// end-to-end test drives the showcase.
@Suite struct CalloutMapSceneTests {
  typealias Event = CalloutMapScene.Event

  /// The bounce of a modern callout.
  static let bounce = CalloutAnimationStyle.bounce.duration(in: .modern)

  /// The layout of a pin's callout with the canvas at `offset`, as the scene lays it out.
  static func layout(_ name: String, offset: CGPoint = .zero) throws -> CalloutLayout {
    let place = try #require(MapPage.places.first { $0.name == name })
    return try MapPage.callout(name, subtitle: place.subtitle).layout(
      pointingAt: MapPage.frame(name).offsetBy(dx: offset.x, dy: offset.y), in: CGRect(origin: .zero, size: MapPage.size),
      engine: MapPage.engine)
  }

  /// The time of the first event matching `predicate`.
  static func time(of predicate: (Event) -> Bool, in host: VirtualHost<CalloutMapScene>) -> TimeInterval? {
    host.events.first { predicate($0.event) }?.time
  }

  @Test func aPinNearTheEdgePansTheMapFirstThenItsCalloutAppearsInside() throws {
    var host = VirtualHost(scene: MapPage.scene())
    let pier = MapPage.frame("Pier 39")
    let expected = try Self.layout("Pier 39")
    #expect(expected.scrollOffset.width < 0, "a pin at the right edge pans the map left")
    #expect(expected.scrollOffset.height == 0)
    let clicked = host.tap(CGPoint(x: pier.midX, y: pier.midY))
    #expect(clicked == [.pinSelected("Pier 39"), .panRequested(expected.scrollOffset)])
    let panTime = host.now
    #expect(host.nextWake == .everyFrame)
    // Halfway through the pan the canvas is on its way (ease in, ease out: exactly halfway).
    host.run(for: CalloutScrollRequest.scrollViewDelay / 2)
    #expect(abs(host.scene.offset(at: host.now).x - expected.scrollOffset.width / 2) < 1)
    host.settle()
    let appeared = try #require(host.events.first { if case .appeared = $0.event { true } else { false } })
    // The callout appears after the pan, then bounces in: its appearance ends 1/3 + 0.23 s after.
    #expect(appeared.time >= panTime + 1.0 / 3 - 0.002)
    #expect(appeared.time >= panTime + 1.0 / 3 + Self.bounce - 1e-9)
    #expect(appeared.time < panTime + 1.0 / 3 + Self.bounce + 1.0 / 60 + 1e-9)
    guard case .appeared(let name, let frame) = appeared.event else { return }
    #expect(name == "Pier 39")
    #expect(frame == expected.translated(by: expected.scrollOffset).frame)
    #expect(frame.minX >= 0 && frame.maxX <= MapPage.size.width && frame.minY >= 0 && frame.maxY <= MapPage.size.height)
    #expect(host.scene.offset(at: host.now) == CGPoint(x: expected.scrollOffset.width, y: 0))
    // The trailing accessory (the blue info button) is a button.
    let accessory = host.tap(CGPoint(x: frame.maxX - 24, y: frame.midY - 3))
    #expect(accessory == [.accessoryClicked("Pier 39", .trailing)])
    // The keyboard reaches the pins: Tab focuses the first in reading order, Return opens its callout.
    host.key(.escape)
    let first = try #require(MapPage.places.min { ($0.centre.y, $0.centre.x) < ($1.centre.y, $1.centre.x) })
    #expect(host.key(.tab) == [.focused(.pin(first.name))])
    #expect(host.key(.returnKey).contains(.pinSelected(first.name)))
  }

  @Test func theCalloutIsDrawnOnTheCanvasAndIdleAfterItSettlesIsFree() throws {
    var host = VirtualHost(scene: MapPage.scene())
    let ferry = MapPage.frame("Ferry Building")
    #expect(host.tap(CGPoint(x: ferry.midX, y: ferry.midY)) == [.pinSelected("Ferry Building")])
    // No pan: the bounce starts at once, frames through it.
    #expect(host.nextWake == .everyFrame)
    #expect(host.layerTree.layer("callout") != nil)
    host.settle()
    let expected = try Self.layout("Ferry Building")
    #expect(host.events.last?.event == .appeared("Ferry Building", frame: expected.frame))
    #expect(host.nextWake == .never)
    #expect(host.framesDrawn(during: { $0.run(for: 2) }) == 0)
    let tree = host.layerTree
    let drawn = try tree.frameInRoot(of: "callout")
    #expect(abs(drawn.minX - expected.frame.minX) < 1e-9 && abs(drawn.maxY - expected.frame.maxY) < 1e-9)
    #expect(abs(drawn.width - expected.frame.width) < 1e-9 && abs(drawn.height - expected.frame.height) < 1e-9)
    #expect(tree.superlayerID(of: "callout") == "map")
    #expect(tree.layer("callout.title") != nil && tree.layer("info") != nil)
    // Dark appearance: the same callout in the dark background.
    host.send(.environment(SceneEnvironment(size: MapPage.size, appearance: SceneAppearance(isDark: true)), time: host.now))
    #expect(host.layerTree.root.backgroundColor == Color(rgb: 0x2C2C2E))
    #expect(host.nextWake == .never)
  }

  @Test func aDragPansTheMapAndASmallMoveWithinTheToleranceStillTaps() throws {
    var host = VirtualHost(scene: MapPage.scene())
    host.send(.pointerDown(CGPoint(x: 500, y: 400), time: 0))
    host.send(.pointerDragged(CGPoint(x: 490, y: 400), time: 0.02))
    #expect(host.scene.offset(at: host.now) == .zero, "within 44 pt the press is still a tap")
    host.send(.pointerDragged(CGPoint(x: 450, y: 400), time: 0.04))
    #expect(host.scene.offset(at: host.now) == .zero, "the pan starts where the finger crossed 44 pt")
    #expect(host.scene.cursor == .grab)
    host.send(.pointerDragged(CGPoint(x: 300, y: 380), time: 0.06))
    #expect(host.scene.offset(at: host.now) == CGPoint(x: -150, y: -20))
    #expect(host.send(.pointerUp(CGPoint(x: 300, y: 380), time: 0.08)).isEmpty)
    #expect(host.events.isEmpty)
    #expect(host.nextWake == .never)
    // Coit Tower has moved with the map; a press on it that wanders 11 pt is still a tap.
    let coit = MapPage.centre("Coit Tower", in: host.scene, at: host.now)
    #expect(coit == CGPoint(x: 30, y: 120))
    host.send(.pointerDown(coit, time: 1))
    host.send(.pointerDragged(CGPoint(x: coit.x + 10, y: coit.y + 5), time: 1.05))
    let selected = host.send(.pointerUp(CGPoint(x: coit.x + 10, y: coit.y + 5), time: 1.1))
    #expect(selected.first == .pinSelected("Coit Tower"))
    // It is near the left edge now: the map pans right to fit its callout.
    let expected = try Self.layout("Coit Tower", offset: CGPoint(x: -150, y: -20))
    #expect(expected.scrollOffset.width > 0)
    #expect(selected == [.pinSelected("Coit Tower"), .panRequested(expected.scrollOffset)])
  }

  @Test func theTapToleranceIsThePressTimingsAllowableMovement() {
    var host = VirtualHost(scene: MapPage.scene(pressTiming: PressTiming(allowableMovement: 10)))
    host.send(.pointerDown(CGPoint(x: 500, y: 400), time: 0))
    host.send(.pointerDragged(CGPoint(x: 490, y: 400), time: 0.02))  // exactly 10: still a tap
    #expect(host.scene.offset(at: host.now) == .zero)
    host.send(.pointerDragged(CGPoint(x: 485, y: 400), time: 0.04))  // 15: a pan from here
    host.send(.pointerDragged(CGPoint(x: 385, y: 400), time: 0.06))
    #expect(host.scene.offset(at: host.now) == CGPoint(x: -100, y: 0))
    host.send(.pointerUp(CGPoint(x: 385, y: 400), time: 0.08))
    // A press on a pin that moves 12 pt is a pan, not a tap: no callout.
    let ferry = MapPage.centre("Ferry Building", in: host.scene, at: host.now)
    host.send(.pointerDown(ferry, time: 1))
    host.send(.pointerDragged(CGPoint(x: ferry.x + 12, y: ferry.y), time: 1.02))
    #expect(host.send(.pointerUp(CGPoint(x: ferry.x + 12, y: ferry.y), time: 1.04)).isEmpty)
    #expect(host.events.isEmpty)
    #expect(host.scene.offset(at: host.now) == CGPoint(x: -100, y: 0))
  }

  @Test func clicksOnTheCalloutAreReportedAndAClickElsewhereDismisses() throws {
    var host = VirtualHost(scene: MapPage.scene())
    let ferry = MapPage.frame("Ferry Building")
    host.tap(CGPoint(x: ferry.midX, y: ferry.midY))
    host.settle()
    let frame = try Self.layout("Ferry Building").frame
    // A press on the body highlights it; the click is reported on release.
    host.send(.pointerDown(CGPoint(x: frame.minX + 20, y: frame.minY + 20), time: host.now))
    #expect(host.scene.interaction.isHighlighted)
    #expect(host.send(.pointerUp(CGPoint(x: frame.minX + 20, y: frame.minY + 20), time: host.now)) == [.clicked("Ferry Building")])
    #expect(host.tap(CGPoint(x: 500, y: 400)).isEmpty)
    #expect(host.nextWake == .everyFrame)  // the fade
    #expect(host.settle() == [.disappeared])
    #expect(host.scene.selectedPin == nil)
    #expect(host.layerTree.layer("callout") == nil)
    #expect(host.nextWake == .never)
  }

  @Test func aDragDuringThePanLeavesTheDelayedPresentationToATimer() throws {
    var host = VirtualHost(scene: MapPage.scene())
    let pier = MapPage.frame("Pier 39")
    host.tap(CGPoint(x: pier.midX, y: pier.midY))
    let presentAt = host.now + CalloutScrollRequest.scrollViewDelay
    host.run(for: 0.1)
    // The finger grabs the map mid-pan: the pan stops where it is and nothing moves.
    host.send(.pointerDown(CGPoint(x: 500, y: 400), time: host.now))
    host.send(.pointerDragged(CGPoint(x: 400, y: 400), time: host.now))
    host.send(.pointerUp(CGPoint(x: 400, y: 400), time: host.now))
    #expect(host.nextWake == .at(presentAt))
    let wakes = host.timerWakes
    host.run(for: 1)
    #expect(host.timerWakes == wakes + 1)
    #expect(host.events.contains { if case .appeared("Pier 39", _) = $0.event { true } else { false } })
    #expect(host.nextWake == .never)
  }

  @Test func theKeyboardFocusesPinsAndPresentsClicksAndDismissesTheCallout() throws {
    var host = VirtualHost(scene: MapPage.scene())
    let reading = ["Pier 39", "Coit Tower", "Ferry Building", "Golden Gate Park", "Union Square", "Oracle Park"]
    #expect(host.accessibilityTree.focusOrder == reading.map { .pin($0) })
    #expect(host.key(.tab) == [.focused(.pin("Pier 39"))])
    #expect(host.key(.tab) == [.focused(.pin("Coit Tower"))])
    #expect(host.layerTree.layer("focus.ring") != nil)
    #expect(host.key(.tab, modifiers: .shift) == [.focused(.pin("Pier 39"))])
    #expect(host.key(.tab, modifiers: .shift) == [.focused(.pin("Oracle Park"))])  // wraps
    host.key(.tab)
    let expected = try Self.layout("Pier 39")
    #expect(host.key(.returnKey) == [.pinSelected("Pier 39"), .panRequested(expected.scrollOffset)])
    host.settle()
    // The callout and its accessory come right after their pin.
    var tree = host.accessibilityTree
    #expect(
      tree.focusOrder == [.pin("Pier 39"), .callout, .accessory(.trailing)] + reading.dropFirst().map { .pin($0) })
    let pin = try #require(tree.element(.pin("Pier 39")))
    #expect(pin.role == .button && pin.label == "Pier 39" && pin.value == "Sea lions · busy now")
    #expect(pin.states == [.selected, .focused])
    #expect(pin.actions == [.activate])
    let callout = try #require(tree.element(.callout))
    #expect(callout.role == .group && callout.label == "Pier 39" && callout.value == "Sea lions · busy now")
    #expect(callout.actions == [.activate, .dismiss])
    #expect(callout.frame == expected.translated(by: expected.scrollOffset).frame)
    #expect(callout.children.map(\.id) == [.accessory(.trailing)])
    #expect(callout.children.first?.label == "More about Pier 39")
    #expect(tree.elements.map(\.id).prefix(2) == [.pin("Pier 39"), .callout])
    #expect(host.key(.tab) == [.focused(.callout)])
    #expect(host.key(.returnKey) == [.clicked("Pier 39")])
    #expect(host.key(.tab) == [.focused(.accessory(.trailing))])
    #expect(host.key(.space) == [.accessoryClicked("Pier 39", .trailing)])
    // Escape dismisses and gives the focus back to the pin.
    #expect(host.key(.escape).isEmpty)
    #expect(host.scene.focusedElement == .pin("Pier 39"))
    #expect(host.settle() == [.disappeared])
    tree = host.accessibilityTree
    #expect(tree.element(.callout) == nil)
    #expect(tree.element(.pin("Pier 39"))?.states == [.focused])
    // Assistive technologies: activate a pin, dismiss its callout; unlisted actions do nothing.
    #expect(host.perform(.activate, on: .pin("Coit Tower")).first == .pinSelected("Coit Tower"))
    #expect(host.perform(.dismiss, on: .pin("Coit Tower")).isEmpty)
    host.settle()
    #expect(host.perform(.dismiss, on: .callout).isEmpty)
    #expect(host.settle() == [.disappeared])
    #expect(host.perform(.activate, on: .accessory(.trailing)).isEmpty)
  }

  @Test func aResizeToNothingMidDragIsSurvived() throws {
    var host = VirtualHost(scene: MapPage.scene())
    host.send(.pointerDown(CGPoint(x: 500, y: 400), time: 0))
    host.send(.pointerDragged(CGPoint(x: 450, y: 400), time: 0.05))
    host.send(.pointerDragged(CGPoint(x: 350, y: 400), time: 0.1))
    host.resize(to: .zero)
    #expect(host.layerTree.count == 1)
    #expect(host.layerTree.root.frame.size == .zero)
    let pier = MapPage.frame("Pier 39")
    #expect(host.tap(CGPoint(x: pier.midX, y: pier.midY)).isEmpty)
    #expect(host.send(.pointerDragged(CGPoint(x: 10, y: 10), time: host.now)).isEmpty)
    host.key(.tab)
    #expect(host.key(.returnKey).isEmpty, "nothing is presented without room")
    #expect(host.nextWake == .never)
    host.resize(to: MapPage.size)
    // The pan kept what it had moved; the map works again.
    #expect(host.scene.offset(at: host.now) == CGPoint(x: -100, y: 0))
    let ferry = MapPage.centre("Ferry Building", in: host.scene, at: host.now)
    #expect(host.tap(ferry).first == .pinSelected("Ferry Building"))
  }

  @Test func reduceMotionJumpsThePanAndFadesTheCalloutIn() throws {
    var host = VirtualHost(scene: MapPage.scene(appearance: SceneAppearance(prefersReducedMotion: true)))
    let pier = MapPage.frame("Pier 39")
    let expected = try Self.layout("Pier 39")
    host.tap(CGPoint(x: pier.midX, y: pier.midY))
    #expect(host.scene.offset(at: host.now) == CGPoint(x: expected.scrollOffset.width, y: 0))
    let start = host.now
    host.settle()
    let appeared = try #require(Self.time(of: { if case .appeared = $0 { true } else { false } }, in: host))
    let fade = CalloutAnimationStyle.fade.duration(in: .modern)
    #expect(appeared >= start + fade - 1e-9 && appeared < start + fade + 1.0 / 60 + 1e-9)
  }
}
