import Foundation
import InteractionKitCallout
import InteractionKitGTK
import InteractionKitPointer
import InteractionKitScene
import InteractionKitTestSupport
import Testing

/// Keyboard focus reaches the controls a pointer or a tap reaches: the map's pins and the pointer
/// page's buttons, in reading order, wrapping; Return acts on the focused one.
@MainActor
@Suite struct HostKeyboardFocusTests {
  static func mapHost() -> CalloutMapHost {
    let pins = [("B", CGPoint(x: 200, y: 100)), ("A", CGPoint(x: 100, y: 100)), ("C", CGPoint(x: 150, y: 200))].map {
      CalloutMapHost.Pin(
        identifier: $0.0, frame: CGRect(x: $0.1.x - 11, y: $0.1.y - 11, width: 22, height: 22),
        callout: Callout(title: $0.0))
    }
    return CalloutMapHost(
      canvas: Layer(id: "map", frame: CGRect(x: 0, y: 0, width: 400, height: 300)), pins: pins,
      engine: FakeTextLayoutEngine())
  }

  @Test func tabWalksThePinsInReadingOrderAndReturnPresentsTheFocusedOnesCallout() {
    let host = Self.mapHost()
    let size = CGSize(width: 400, height: 300)
    _ = host.tree(size: size, time: 0)
    var events: [CalloutMapHost.Event] = []
    host.onEvent = { event, _ in events.append(event) }
    for _ in 0 ..< 4 { _ = host.handle(.key(.tab, time: 0), size: size) }
    #expect(events == [.focused("A"), .focused("B"), .focused("C"), .focused("A")])
    _ = host.handle(.key(.backTab, time: 0), size: size)
    #expect(host.focusedPin == "C")
    // The focus ring is drawn around the focused pin.
    #expect(host.tree(size: size, time: 0).layer("focus.ring") != nil)
    _ = host.handle(.key(.returnKey, time: 1), size: size)
    #expect(events.last == .pinSelected("C"))
  }

  @Test func tabWalksThePointerControlsAndReturnActivatesTheFocusedOne() throws {
    let host = PointerSceneHost { size in
      var tree = try! LayerTree(root: Layer(id: "root", frame: CGRect(origin: .zero, size: size)))
      var interactions = PointerInteractionRegistry()
      try! interactions.addContiguousRow(
        "row", buttons: ["b", "a"], sizes: Array(repeating: CGSize(width: 40, height: 30), count: 2),
        at: CGPoint(x: 20, y: 20), to: "root", in: &tree)
      return (tree, interactions)
    }
    let size = CGSize(width: 300, height: 200)
    _ = host.tree(size: size, time: 0)
    var events: [PointerSceneHost.Event] = []
    host.onEvent = { event, _ in events.append(event) }
    _ = host.handle(.key(.tab, time: 0), size: size)
    _ = host.handle(.key(.tab, time: 0), size: size)
    _ = host.handle(.key(.returnKey, time: 0), size: size)
    // Reading order is by position: "b" is the first button of the row.
    #expect(events == [.focused("b"), .focused("a"), .activated("a")])
    #expect(host.tree(size: size, time: 0).layer("focus.ring") != nil)
  }
}
