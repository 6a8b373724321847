import Foundation
import InteractionKitGeometry
import InteractionKitLiveScene
import InteractionKitPointer
import InteractionKitScene
import InteractionKitTestSupport
import PropertyBased
import Testing

/// Random input sequences against the scene contract: idle is free once the pointer settles, every
/// control is named and reached by the keyboard, and out-of-order input keeps the documented clamps.
@Suite struct PointerScenePropertyTests {
  /// A random input: hovers, presses, drags and releases (often on a control), exits, keys, time
  /// going forwards, backwards or NaN, and resizes (sometimes to 0 × 0).
  static func randomInput(_ rng: inout SplitMix64, time: inout Double) -> SceneInput {
    switch rng.next(below: 12) {
    case 0: time -= Double(rng.next(below: 300)) / 1000
    case 1: break
    default: time += Double(rng.next(below: 120)) / 1000
    }
    let t = rng.next(below: 40) == 0 ? Double.nan : time
    let point: CGPoint
    if rng.next(below: 2) == 0 {
      let index = Int(rng.next(below: 5))
      let button = rng.next(below: 2) == 0 ? ToolbarPage.gapped(index) : CGRect(
        x: ToolbarPage.toolbarOrigin.x + CGFloat(index) * 96, y: ToolbarPage.toolbarOrigin.y, width: 56, height: 44)
      point = CGPoint(x: button.midX + CGFloat(rng.next(below: 30)) - 15, y: button.midY)
    } else {
      point = CGPoint(x: CGFloat(rng.next(below: 950)) - 20, y: CGFloat(rng.next(below: 650)) - 20)
    }
    switch rng.next(below: 16) {
    case 0, 1, 2, 3: return .hover(point, time: t)
    case 4: return .pointerDown(point, time: t)
    case 5: return .pointerDragged(point, time: t)
    case 6: return .pointerUp(point, time: t)
    case 7: return .pointerCancelled(time: t)
    case 8: return .pointerExited(time: t)
    case 9: return .key(.tab, modifiers: rng.next(below: 2) == 0 ? [] : .shift, time: t)
    case 10: return .key([.returnKey, .space, .escape, .character("x")][Int(rng.next(below: 4))], time: t)
    case 11:
      let sizes = [CGSize.zero, ToolbarPage.size, CGSize(width: 320, height: 240), CGSize(width: 0.5, height: 900)]
      return .environment(SceneEnvironment(size: sizes[Int(rng.next(below: 4))]), time: t)
    case 12: return .scroll(dx: 0, dy: 10, time: t)
    default: return .time(t)
    }
  }

  @Test func randomInputsKeepTheContract() async {
    await propertyCheck(count: 150, input: Gen.int(in: 0 ... 1_000_000)) { seed in
      var rng = SplitMix64(seed: UInt64(seed))
      var host = VirtualHost(scene: ToolbarPage.scene())
      var time = 0.0
      var latest = -Double.infinity
      for _ in 0 ..< 30 {
        let input = Self.randomInput(&rng, time: &time)
        let wasPressed = host.scene.tracker.isPrimaryButtonPressed
        let hadRoom = host.scene.environment.hasRoom
        let events = host.send(input)
        // The tracker's clock never runs backwards.
        if let now = host.scene.tracker.currentTime {
          #expect(now >= latest)
          latest = now
        }
        switch input {
        case .pointerUp, .pointerCancelled:
          if !wasPressed { #expect(events.isEmpty, "a release without a press: \(events)") }
        case .hover, .pointerDown, .pointerDragged, .pointerExited:
          if !hadRoom { #expect(events.isEmpty, "a pointer without room: \(events)") }
        default:
          break
        }
        let tree = host.layerTree
        #expect(tree.root.frame.size == host.scene.environment.size)
        if !host.scene.environment.hasRoom { #expect(tree.count == 1) }
        Self.checkAccessibility(host.scene)
      }
      // Once the pointer settles the scene asks for nothing: idle is free.
      host.settle()
      #expect(host.nextWake == .never)
      #expect(host.framesDrawn(during: { $0.run(for: 2) }) == 0)
    }
  }

  /// Every actionable element is named and in the focus order, and Tab alone visits the whole order.
  static func checkAccessibility(_ scene: PointerScene) {
    let tree = scene.accessibilityTree
    let actionable = tree.allElements.filter(\.isActionable)
    for element in actionable {
      #expect(!element.label.isEmpty)
      #expect(tree.focusOrder.contains(element.id), "\(element.id) cannot be reached with the keyboard")
    }
    var walker = scene
    var visited: Set<PointerScene.ElementID> = []
    for _ in tree.focusOrder {
      _ = walker.handle(.key(.tab, time: 0))
      if let focused = walker.focusedElement { visited.insert(focused) }
    }
    #expect(visited == Set(tree.focusOrder))
  }
}
