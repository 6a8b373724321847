import Foundation
import InteractionKitCallout
import InteractionKitGeometry
import InteractionKitLiveScene
import InteractionKitScene
import InteractionKitTestSupport
import PropertyBased
import Testing

/// Random input sequences against the scene contract: idle is free once motion settles, every
/// element is named and reached by the keyboard, and out-of-order input keeps the documented clamps.
@Suite struct CalloutMapScenePropertyTests {
  /// A point worth pressing: a pin, the callout's body or accessory, or anywhere.
  static func point(_ rng: inout SplitMix64, in scene: CalloutMapScene, at time: TimeInterval) -> CGPoint {
    switch rng.next(below: 4) {
    case 0:
      let place = MapPage.places[Int(rng.next(below: UInt64(MapPage.places.count)))]
      return MapPage.centre(place.name, in: scene, at: time)
    case 1:
      guard let callout = scene.accessibilityTree.element(.callout) else { fallthrough }
      let target = callout.children.first.map(\.frame) ?? callout.frame
      return rng.next(below: 2) == 0 ? CGPoint(x: target.midX, y: target.midY) : CGPoint(x: callout.frame.minX + 20, y: callout.frame.minY + 20)
    default:
      return CGPoint(x: CGFloat(rng.next(below: 960)) - 30, y: CGFloat(rng.next(below: 660)) - 30)
    }
  }

  /// A random input: presses, drags, releases and cancels, hovers, exits, scrolls, keys, time going
  /// forwards, backwards or NaN, and resizes (sometimes to 0 × 0).
  static func randomInput(_ rng: inout SplitMix64, scene: CalloutMapScene, time: inout Double) -> SceneInput {
    switch rng.next(below: 12) {
    case 0: time -= Double(rng.next(below: 400)) / 1000
    case 1: break
    default: time += Double(rng.next(below: 150)) / 1000
    }
    let t = rng.next(below: 40) == 0 ? Double.nan : time
    let p = point(&rng, in: scene, at: time)
    switch rng.next(below: 17) {
    case 0, 1, 2: return .pointerDown(p, time: t)
    case 3, 4: return .pointerDragged(p, time: t)
    case 5, 6, 7: return .pointerUp(p, time: t)
    case 8: return .pointerCancelled(time: t)
    case 9: return .hover(p, time: t)
    case 10: return .pointerExited(time: t)
    case 11: return .key(.tab, modifiers: rng.next(below: 2) == 0 ? [] : .shift, time: t)
    case 12: return .key([.returnKey, .space, .escape, .down][Int(rng.next(below: 4))], time: t)
    case 13:
      let sizes = [CGSize.zero, MapPage.size, CGSize(width: 320, height: 240), CGSize(width: 900, height: 0.25)]
      let appearance = SceneAppearance(isDark: rng.next(below: 2) == 0, prefersReducedMotion: rng.next(below: 4) == 0)
      return .environment(SceneEnvironment(size: sizes[Int(rng.next(below: 4))], appearance: appearance), time: t)
    case 14: return .scroll(dx: CGFloat(rng.next(below: 41)) - 20, dy: 0, time: t)
    default: return .time(t)
    }
  }

  @Test func randomInputsKeepTheContract() async {
    await propertyCheck(count: 120, input: Gen.int(in: 0 ... 1_000_000)) { seed in
      var rng = SplitMix64(seed: UInt64(seed))
      var host = VirtualHost(scene: MapPage.scene())
      var time = 0.0
      var latest = -Double.infinity
      for _ in 0 ..< 30 {
        let input = Self.randomInput(&rng, scene: host.scene, time: &time)
        // What time alone would do at this input's moment: a release without a press, and a
        // pointer without room, do nothing more.
        var timeOnly = host.scene
        let dueEvents = timeOnly.handle(.time(input.time))
        let pressed = host.scene.isPressing
        let hadRoom = host.scene.environment.hasRoom
        let events = host.send(input)
        if let now = host.scene.clock.latest {
          #expect(now >= latest, "the clock never runs backwards")
          latest = now
        }
        switch input {
        case .pointerUp, .pointerDragged, .pointerCancelled:
          if !pressed { #expect(events == dueEvents, "a release without a press: \(events)") }
        default:
          break
        }
        if !hadRoom, input.point != nil { #expect(events == dueEvents, "a pointer without room: \(events)") }
        let tree = host.layerTree
        #expect(tree.root.frame.size == host.scene.environment.size)
        if !host.scene.environment.hasRoom { #expect(tree.count == 1) }
        Self.checkAccessibility(host.scene)
      }
      // Once motion settles the scene asks for no frames: never, or a moment still to come.
      host.settle()
      switch host.nextWake {
      case .never: break
      case .at(let deadline): #expect(deadline > host.now)
      case .everyFrame: Issue.record("still asking for frames after settling")
      }
      host.run(for: 3)
      host.settle()
      #expect(host.nextWake == .never)
      #expect(host.framesDrawn(during: { $0.run(for: 2) }) == 0)
    }
  }

  /// Every actionable element is named and in the focus order, Tab alone visits the whole order,
  /// and the focused element is in the tree.
  static func checkAccessibility(_ scene: CalloutMapScene) {
    let tree = scene.accessibilityTree
    for element in tree.allElements where element.isActionable {
      #expect(!element.label.isEmpty)
      #expect(tree.focusOrder.contains(element.id), "\(element.id) cannot be reached with the keyboard")
    }
    #expect(Set(tree.focusOrder) == Set(tree.allElements.filter(\.isActionable).map(\.id)))
    if let focused = tree.focusedElement { #expect(tree.element(focused) != nil, "focus on \(focused), not in the tree") }
    var walker = scene
    var visited: Set<CalloutMapScene.ElementID> = []
    for _ in tree.focusOrder {
      _ = walker.handle(.key(.tab, time: scene.clock.now))
      if let focused = walker.focusedElement { visited.insert(focused) }
    }
    #expect(visited == Set(tree.focusOrder))
  }
}
