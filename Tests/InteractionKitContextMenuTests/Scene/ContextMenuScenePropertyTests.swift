import Foundation
import InteractionKitContextMenu
import InteractionKitGeometry
import InteractionKitLiveScene
import InteractionKitScene
import InteractionKitTestSupport
import PropertyBased
import Testing

/// Random input sequences against the scene's promises: idle is free, every actionable element
/// has a name, the keyboard alone reaches every action, and inputs out of order keep the
/// documented clamps.
@Suite struct ContextMenuScenePropertyTests {
  typealias Host = VirtualHost<ContextMenuScene>
  typealias ElementID = ContextMenuScene.ElementID

  static let keys: [SceneKey] = [.up, .down, .left, .right, .tab, .returnKey, .space, .escape, .contextMenu, .home]

  /// A random input at a time that mostly moves forward (sometimes back, sometimes NaN), at points
  /// over the sources, the elements on screen or anywhere; `resizes` adds 0 × 0 resizes and back.
  static func randomInput(_ rng: inout SplitMix64, host: Host, time: inout Double, resizes: Bool) -> SceneInput {
    switch rng.next(below: 12) {
    case 0: time -= 0.2
    case 1: break
    default: time += Double(rng.next(below: 250)) / 1000
    }
    let t = rng.next(below: 30) == 0 ? Double.nan : time
    let elements = host.accessibilityTree.allElements
    let point: CGPoint
    switch rng.next(below: 3) {
    case 0 where !elements.isEmpty:
      point = elements[Int(rng.next(below: UInt64(elements.count)))].frame.center
    case 1:
      point = host.scene.sources[Int(rng.next(below: UInt64(host.scene.sources.count)))].frame.center
    default:
      point = CGPoint(x: CGFloat(rng.next(below: 390)), y: CGFloat(rng.next(below: 844)))
    }
    switch rng.next(below: resizes ? 15 : 14) {
    case 0, 1, 2: return .pointerDown(point, time: t)
    case 3, 4: return .pointerDragged(point, time: t)
    case 5, 6: return .pointerUp(point, time: t)
    case 7: return .pointerCancelled(time: t)
    case 8: return .hover(point, time: t)
    case 9: return .scroll(dx: 0, dy: CGFloat(rng.next(below: 80)) - 40, time: t)
    case 10, 11, 12:
      let key = keys[Int(rng.next(below: UInt64(keys.count)))]
      return .key(key, modifiers: rng.next(below: 3) == 0 ? .shift : [], time: t)
    case 13: return .time(t)
    default:
      var environment = host.scene.environment
      environment.size = rng.next(below: 2) == 0 ? .zero : SceneFixture.size
      environment.layoutDirection = rng.next(below: 4) == 0 ? .rightToLeft : .leftToRight
      return .environment(environment, time: t)
    }
  }

  /// A host after `count` random inputs, each followed by up to 0.2 s of frames; `check` sees the
  /// host before and after each input, the input and its events.
  static func randomHost(
    seed: Int, count: Int = 24, resizes: Bool = true,
    check: (_ before: Host, _ after: Host, SceneInput, [ContextMenuScene.Event]) -> Void = { _, _, _, _ in }
  ) -> Host {
    var rng = SplitMix64(seed: UInt64(seed))
    var host = SceneFixture.host()
    var time = 0.0
    for _ in 0..<count {
      let input = randomInput(&rng, host: host, time: &time, resizes: resizes)
      let before = host
      let events = host.send(input)
      check(before, host, input, events)
      host.run(for: Double(rng.next(below: 200)) / 1000)
      time = Swift.max(time, host.now)
    }
    return host
  }

  @Test func onceMotionSettlesTheSceneAsksForNoFrames() async {
    await propertyCheck(count: 200, input: Gen.int(in: 0...1_000_000)) { seed in
      var host = Self.randomHost(seed: seed)
      host.run(for: 3)
      #expect(host.nextWake == .never, "seed \(seed): \(host.scene.interaction.state)")
      #expect(host.framesDrawn(during: { $0.run(for: 2) }) == 0, "seed \(seed)")
    }
  }

  @Test func everyActionableElementHasANameAndAUniqueIdentifier() async {
    await propertyCheck(count: 200, input: Gen.int(in: 0...1_000_000)) { seed in
      _ = Self.randomHost(seed: seed) { _, host, _, _ in
        let elements = host.accessibilityTree.allElements
        for element in elements where element.isActionable {
          #expect(!element.label.isEmpty, "seed \(seed): \(element.id)")
        }
        #expect(Set(elements.map(\.id)).count == elements.count, "seed \(seed)")
      }
    }
  }

  @Test func theKeyboardAloneReachesEveryAction() async {
    await propertyCheck(count: 150, input: Gen.int(in: 0...1_000_000)) { seed in
      Self.checkTheKeyboardAloneReachesEveryAction(seed: seed)
    }
  }

  /// Seeds that once ended with accessories shown without a menu, whose groups carry the
  /// dismissal (Escape's) instead of a menu element.
  @Test(arguments: [154_086, 153_653])
  func theKeyboardAloneReachesEveryActionWithAccessoriesAlone(seed: Int) {
    Self.checkTheKeyboardAloneReachesEveryAction(seed: seed)
  }

  /// Every actionable element is reached by Tab or the arrows, and Escape dismisses (or Return
  /// opens a source), after the random inputs of `seed`.
  static func checkTheKeyboardAloneReachesEveryAction(seed: Int) {
    var host = Self.randomHost(seed: seed, resizes: false)
    host.send(.pointerUp(CGPoint(x: 1, y: 1), time: host.now))
    host.run(for: 3)
    let tree = host.accessibilityTree
    // The menu's own action, dismiss, is Escape's (checked below); so is the dismiss of an
    // accessory group shown without a menu.
    let dismissedByEscape = Set(tree.allElements.filter { $0.actions == [.dismiss] }.map(\.id))
    let actionable = Set(tree.allElements.filter(\.isActionable).map(\.id)).subtracting(dismissedByEscape)
    // Every element Tab visits, and every row the arrows highlight.
    var reached: Set<ElementID> = []
    var tabbing = host
    for _ in 0...tree.focusOrder.count {
      tabbing.key(.tab)
      if let focus = tabbing.scene.focusedElement { reached.insert(focus) }
    }
    var arrows = host
    for _ in 0...(host.scene.interaction.layout?.rows.count ?? 0) {
      arrows.key(.down)
      if let focus = arrows.scene.focusedElement { reached.insert(focus) }
    }
    #expect(actionable.isSubset(of: reached), "seed \(seed): \(actionable.subtracting(reached))")
    #expect(dismissedByEscape.isEmpty || host.scene.interaction.isPresented, "seed \(seed)")
    if host.scene.interaction.isPresented {
      // Escape closes the submenus, then the menu (the menu's own action, dismiss).
      var escaping = host
      for _ in 0...(host.scene.interaction.openSubmenu?.count ?? 0) { escaping.key(.escape) }
      escaping.run(for: 2)
      #expect(escaping.events.last?.event == .dismissed, "seed \(seed)")
    } else {
      // Return on a focused source opens it.
      var opening = host
      opening.key(.tab)
      if case .source(let index)? = opening.scene.focusedElement {
        #expect(opening.key(.returnKey) == [.lifted(source: index)], "seed \(seed)")
      } else {
        Issue.record("seed \(seed): Tab focused no source")
      }
    }
  }

  @Test func inputsOutOfOrderAndResizesToNothingKeepTheClamps() async {
    await propertyCheck(count: 150, input: Gen.int(in: 0...1_000_000)) { seed in
      var latest = -Double.infinity
      var host = Self.randomHost(seed: seed, count: 30) { before, host, input, events in
        let clock = host.scene.interaction.currentTime ?? 0
        #expect(clock >= latest, "seed \(seed): the clock never runs backwards")
        latest = clock
        if !host.scene.environment.hasRoom {
          #expect(host.layerTree.count == 1 && host.layerTree.root.frame == .zero, "seed \(seed)")
          #expect(host.accessibilityTree.elements.isEmpty, "seed \(seed)")
        } else {
          _ = host.layerTree
        }
        let ignored: Bool
        switch input {
        case .pointerDown, .pointerDragged, .pointerUp, .pointerCancelled, .scroll, .key: ignored = true
        default: ignored = false
        }
        if ignored, !before.scene.environment.hasRoom {
          // Without room a pointer or a key is only the passing of its time.
          var timeOnly = before
          #expect(events == timeOnly.send(.time(input.time)), "seed \(seed): \(input) without room")
          #expect(host.scene.interaction.state == timeOnly.scene.interaction.state, "seed \(seed)")
        }
      }
      // It recovers: with room again and nothing presented, a long press presents a menu.
      host.resize(to: SceneFixture.size)
      host.send(.pointerUp(CGPoint(x: 1, y: 1), time: host.now))
      host.run(for: 2)
      for _ in 0..<3 where host.scene.interaction.state != .idle {
        host.key(.escape)
        host.run(for: 2)
      }
      #expect(host.scene.interaction.state == .idle, "seed \(seed)")
      host.longPress(Int(seed % 4))
      #expect(host.scene.interaction.isPresented, "seed \(seed)")
    }
  }
}
