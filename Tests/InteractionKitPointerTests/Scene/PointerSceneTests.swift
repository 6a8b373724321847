import Foundation
import InteractionKitGeometry
import InteractionKitLiveScene
import InteractionKitPointer
import InteractionKitScene
import Testing

/// The live scenarios of the toolbar page, headless: the scene on a virtual clock, driven as the
/// end-to-end test drives the showcase.
@Suite struct PointerSceneTests {
  static let morph = PointerDynamics.standard.transitionSpring.settlingDuration()

  /// Moves the pointer along a row's centre line in 4 pt steps 12 ms apart, from 30 pt before its
  /// first button to 30 pt after its last, then rests 0.3 s (`glide` of `scripts/e2e_showcase.py`).
  static func glide(_ host: inout VirtualHost<PointerScene>, along row: [CGRect]) {
    guard let first = row.first, let last = row.last else { return }
    let y = first.midY
    for x in stride(from: first.minX - 30, to: last.maxX + 30, by: 4) {
      host.send(.hover(CGPoint(x: x, y: y), time: host.now))
      host.run(for: 0.012)
    }
    host.run(for: 0.3)
  }

  @Test func hoverGlidesAcrossTheContiguousToolbarAndNotAcrossGaps() throws {
    var host = VirtualHost(scene: ToolbarPage.scene())
    let toolbar = host.scene.frames("toolbar")
    #expect(toolbar.count == 5)
    Self.glide(&host, along: toolbar)
    var events = host.events.map(\.event)
    let enters = events.indices.filter { events[$0].enteredRegion?.hasPrefix("toolbar.") == true }
    #expect(enters.map { events[$0].enteredRegion } == (0 ..< 5).map { "toolbar.\($0)" })
    let first = try #require(enters.first)
    let last = try #require(enters.last)
    #expect(!events[first ... last].contains { $0.isSystemPointer }, "the system pointer showed between contiguous buttons")

    let mark = host.events.count
    let gapped = host.scene.frames("gapped")
    #expect(gapped == (0 ..< 5).map(ToolbarPage.gapped))
    Self.glide(&host, along: gapped)
    events = Array(host.events.map(\.event)[mark...])
    let gappedEnters = events.indices.filter { events[$0].enteredRegion?.hasPrefix("gapped.") == true }
    #expect(gappedEnters.map { events[$0].enteredRegion } == (0 ..< 5).map { "gapped.\($0)" })
    for (a, b) in zip(gappedEnters, gappedEnters.dropFirst()) {
      #expect(events[a ..< b].contains { $0.isSystemPointer }, "no system pointer between \(a) and \(b)")
    }
  }

  @Test func aFlickTowardAButtonIsPulledIntoIt() throws {
    var host = VirtualHost(scene: ToolbarPage.scene())
    let gapped = host.scene.frames("gapped")
    let y = gapped[0].midY
    let x0 = gapped[0].midX
    host.send(.hover(CGPoint(x: x0, y: y), time: host.now))
    host.run(for: 0.4)
    let mark = host.events.count
    // 1,400 pt/s, then 920 pt/s, samples 25 ms apart: slowing down, last seen in the gap between
    // the buttons' hit areas (enlarged by 20 pt), projected further, into the next button.
    host.send(.hover(CGPoint(x: x0 + 2, y: y), time: host.now))
    host.run(for: 0.025)
    host.send(.hover(CGPoint(x: x0 + 37, y: y), time: host.now))
    host.run(for: 0.025)
    host.send(.hover(CGPoint(x: x0 + 60, y: y), time: host.now))
    #expect(x0 + 60 < gapped[1].minX - 20, "the flick ends in the gap")
    host.run(for: 0.3)
    let events = host.events[mark...].map(\.event)
    let pulled = events.compactMap { event -> String? in
      if case .magnetized(let region, _) = event { region.identifier?.description } else { nil }
    }
    #expect(pulled == ["gapped.1"])
    let pull = try #require(events.firstIndex { if case .magnetized = $0 { true } else { false } })
    #expect(events[pull...].compactMap(\.enteredRegion).first == "gapped.1")
    // The real pointer is still in the gap; the presented one sits in the button.
    #expect(host.scene.tracker.modelLocation == CGPoint(x: x0 + 60, y: y))
    #expect(host.scene.tracker.activeRegion?.host == .layer("gapped.1"))
    #expect(host.scene.cursor == .hidden)
  }

  @Test func leavingTheSceneReturnsTheSystemPointer() throws {
    var host = VirtualHost(scene: ToolbarPage.scene())
    let button = host.scene.frames("toolbar")[0]
    let entered = host.send(.hover(CGPoint(x: button.midX, y: button.midY), time: 0))
    #expect(entered.map(\.enteredRegion) == ["toolbar.0", nil])
    #expect(entered.last == .presented(.highlight))
    #expect(host.scene.cursor == .hidden)
    host.settle()
    #expect(host.layerTree.layer("pointer.presented") != nil)
    let left = host.send(.pointerExited(time: host.now))
    #expect(left.count == 2)
    if case .exited(let region, let owner) = left.first {
      #expect(region.identifier == "toolbar.0" && owner == .layer("toolbar.0"))
    } else {
      Issue.record("the region exits first: \(left)")
    }
    #expect(left.last == .presented(.system))
    #expect(host.scene.cursor == .arrow)
    #expect(host.scene.tracker.modelLocation == nil)
    host.settle()
    #expect(host.layerTree.layer("pointer.presented") == nil)
    #expect(host.nextWake == .never)
  }

  @Test func idleAfterTheMorphSettlesDrawsNothing() {
    var host = VirtualHost(scene: ToolbarPage.scene())
    let button = host.scene.frames("gapped")[2]
    host.send(.hover(CGPoint(x: button.midX, y: button.midY), time: 1))
    #expect(host.nextWake == .everyFrame)
    #expect(host.scene.tracker.settleTime == 1 + Self.morph)
    // Frames through the morph, at the display's rate, and then none.
    let frames = host.framesDrawn(during: { $0.settle() })
    let expected = Int((Self.morph * 60).rounded(.up))
    #expect((expected ... expected + 1).contains(frames), "\(frames) frames for a \(Self.morph) s morph")
    #expect(host.nextWake == .never)
    #expect(host.framesDrawn(during: { $0.run(for: 2) }) == 0)
    // A move inside the region moves the highlight by its parallax: drawn once, no animation.
    host.send(.hover(CGPoint(x: button.midX + 6, y: button.midY), time: host.now))
    #expect(host.nextWake == .never)
  }

  @Test func theBeamFollowsTheLineAndHidesTheSystemPointer() throws {
    var host = VirtualHost(scene: ToolbarPage.scene())
    let events = host.send(.hover(CGPoint(x: 200, y: 510), time: 0))
    #expect(events.last == .presented(.shape))
    #expect(host.scene.cursor == .hidden)
    host.settle()
    let beam = try #require(host.layerTree.layer("pointer.presented"))
    // The beam is as tall as the second line (22 pt), centred on it.
    #expect(abs(beam.frame.midY - ToolbarPage.lines[1].midY) < 1e-9)
    #expect(abs(beam.frame.height - ToolbarPage.lines[1].height) < 1e-9)
  }

  @Test func theKeyboardReachesEveryControlInReadingOrder() throws {
    var host = VirtualHost(scene: ToolbarPage.scene())
    let order = (0 ..< 5).map { LayerID("toolbar.\($0)") } + (0 ..< 5).map { LayerID("gapped.\($0)") }
    let tree = host.accessibilityTree
    #expect(tree.focusOrder == order.map { .control($0) })
    #expect(tree.elements.map(\.role) == Array(repeating: .button, count: 10))
    #expect(tree.elements.map(\.label) == ToolbarPage.names + (0 ..< 5).map { "gapped.\($0)" })
    #expect(tree.elements.allSatisfy { $0.actions == [.activate] })
    #expect(tree.element(.control("gapped.1"))?.frame == ToolbarPage.gapped(1))
    #expect(host.key(.tab) == [.focused("toolbar.0")])
    #expect(host.layerTree.layer("focus.ring") != nil)
    var visited: [LayerID] = ["toolbar.0"]
    for _ in 1 ..< 10 {
      if case .focused(let id) = host.key(.tab).first { visited.append(id) }
    }
    #expect(visited == order)
    #expect(host.key(.tab) == [.focused("toolbar.0")])  // wraps
    #expect(host.key(.tab, modifiers: .shift) == [.focused("gapped.4")])
    #expect(host.scene.focusedElement == .control("gapped.4"))
    #expect(host.accessibilityTree.element(.control("gapped.4"))?.states.contains(.focused) == true)
    #expect(host.key(.returnKey) == [.activated("gapped.4")])
    #expect(host.key(.space) == [.activated("gapped.4")])
    #expect(host.perform(.activate, on: .control("toolbar.2")) == [.activated("toolbar.2")])
    #expect(host.perform(.dismiss, on: .control("toolbar.2")).isEmpty)
    #expect(host.perform(.activate, on: .control("nothing")).isEmpty)
    #expect(host.nextWake == .never)
  }

  @Test func aResizeBuildsTheSceneAgainAndZeroByZeroIsSurvived() throws {
    var host = VirtualHost(scene: ToolbarPage.scene())
    let button = host.scene.frames("toolbar")[1]
    host.send(.hover(CGPoint(x: button.midX, y: button.midY), time: 0))
    host.send(.pointerDown(CGPoint(x: button.midX, y: button.midY), time: 0.05))
    // The window shrinks to nothing in the middle of the press.
    let gone = host.resize(to: .zero)
    #expect(gone.first.map { if case .exited = $0 { true } else { false } } == true)
    #expect(gone.last == .presented(.system))
    #expect(host.layerTree.root.frame.size == .zero)
    #expect(host.layerTree.count == 1)
    #expect(host.accessibilityTree.elements.isEmpty)
    #expect(host.send(.pointerDragged(CGPoint(x: 10, y: 10), time: host.now)).isEmpty)
    #expect(host.send(.pointerUp(CGPoint(x: 10, y: 10), time: host.now)).isEmpty)
    #expect(host.key(.tab).isEmpty)
    host.settle()
    #expect(host.nextWake == .never)
    // It grows back: built for the new size, and the pointer finds the buttons again.
    host.resize(to: CGSize(width: 640, height: 480))
    #expect(host.layerTree.root.frame.size == CGSize(width: 640, height: 480))
    #expect(host.accessibilityTree.elements.count == 10)
    let again = host.send(.hover(CGPoint(x: button.midX, y: button.midY), time: host.now))
    #expect(again.first?.enteredRegion == "toolbar.1")
  }

  @Test func aReleaseWithoutAPressIsIgnored() {
    var host = VirtualHost(scene: ToolbarPage.scene())
    let button = host.scene.frames("toolbar")[0]
    #expect(host.send(.pointerUp(CGPoint(x: button.midX, y: button.midY), time: 0)).isEmpty)
    #expect(host.send(.pointerCancelled(time: 0)).isEmpty)
    #expect(host.scene.tracker.modelLocation == nil)
  }
}
