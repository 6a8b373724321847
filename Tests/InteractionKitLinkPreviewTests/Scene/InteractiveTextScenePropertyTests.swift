import Foundation
import InteractionKitInteractiveText
import InteractionKitLinkPreview
import InteractionKitLiveScene
import InteractionKitTestSupport
import InteractionKitTextTokens
import PropertyBased
import Testing

/// Random inputs against the scene's promises: idle is free once motion settles, every actionable
/// element is named, the keyboard alone reaches every action, and inputs out of order (times going
/// back, releases without presses, keys during a lift, a resize to 0 × 0 mid-lift) never crash and
/// keep the documented clamps.
@Suite struct InteractiveTextScenePropertyTests {
  typealias Host = VirtualHost<InteractiveTextScene>

  static let text = SceneFixture.posts.joined(separator: "\n\n") + "\n\n" + SceneFixture.posts[0]
  static let sizes = [
    CGSize(width: 900, height: 600), CGSize(width: 390, height: 300), CGSize(width: 0, height: 0),
    CGSize(width: 1, height: 1), CGSize(width: 240, height: 844),
  ]
  static let keys: [SceneKey] = [
    .up, .down, .left, .right, .tab, .returnKey, .space, .escape, .contextMenu, .pageUp, .pageDown, .home, .end,
    .character("a"),
  ]

  /// A point near a visible token (so presses hit links and mentions often), or anywhere.
  static func point(_ rng: inout SplitMix64, _ host: Host) -> CGPoint {
    let tokens = host.scene.visibleTokens
    if !tokens.isEmpty, rng.next(below: 3) > 0 {
      let rects = tokens[Int(rng.next(below: UInt64(tokens.count)))].lineRects
      let rect = rects[Int(rng.next(below: UInt64(rects.count)))]
      return CGPoint(x: rect.midX + CGFloat(Int(rng.next(below: 21)) - 10), y: rect.midY)
    }
    let size = host.scene.environment.size
    return CGPoint(x: CGFloat(rng.next(below: UInt64(max(1, size.width) + 20))) - 10,
                   y: CGFloat(rng.next(below: UInt64(max(1, size.height) + 20))) - 10)
  }

  /// One random input, sent; the time mostly moves on, sometimes stands, goes back or is NaN.
  static func step(_ rng: inout SplitMix64, _ host: inout Host) {
    var time = host.now
    switch rng.next(below: 12) {
    case 0: time -= 0.3
    case 1: break
    default: time += Double(rng.next(below: 400)) / 1000
    }
    if rng.next(below: 40) == 0 { time = .nan }
    switch rng.next(below: 16) {
    case 0, 1: host.send(.pointerDown(point(&rng, host), time: time))
    case 2: host.send(.pointerDragged(point(&rng, host), time: time))
    case 3, 4: host.send(.pointerUp(point(&rng, host), time: time))
    case 5: host.send(.pointerCancelled(time: time))
    case 6: host.send(.hover(point(&rng, host), time: time))
    case 7: host.send(.scroll(dx: 0, dy: CGFloat(Int(rng.next(below: 801)) - 400), time: time))
    case 8, 9:
      let key = keys[Int(rng.next(below: UInt64(keys.count)))]
      host.send(.key(key, modifiers: rng.next(below: 3) == 0 ? .shift : [], time: time))
    case 10:
      var environment = host.scene.environment
      environment.size = sizes[Int(rng.next(below: UInt64(sizes.count)))]
      environment.appearance.isDark = rng.next(below: 2) == 0
      host.send(.environment(environment, time: time))
    case 11:
      let elements = host.accessibilityTree.allElements
      guard !elements.isEmpty else { return }
      let element = elements[Int(rng.next(below: UInt64(elements.count)))]
      let actions = element.actions + [.activate, .dismiss, .showMenu]
      host.perform(actions[Int(rng.next(below: UInt64(actions.count)))], on: element.id)
    case 12:
      var scene = host.scene
      let length = scene.items.text.document.length
      let location = Int(rng.next(below: UInt64(length + 1)))
      let range = NSRange(location: location, length: min(length - location, Int(rng.next(below: 6))))
      let inserted = ["", "x", " @new ", "\n", " https://example.org "][Int(rng.next(below: 5))]
      if (try? scene.replaceCharacters(in: range, with: inserted, time: time)) != nil {
        host = VirtualHost(scene: scene, time: host.now)
      }
    default: host.send(.time(time))
    }
    if rng.next(below: 3) == 0 { host.run(for: Double(rng.next(below: 500)) / 1000) }
  }

  /// What must hold after every input.
  static func checkInvariants(_ host: Host) {
    let scene = host.scene
    let tree = host.accessibilityTree
    let layers = host.layerTree
    if !scene.environment.hasRoom {
      #expect(layers.root.sublayers.isEmpty)
      #expect(tree.elements.isEmpty)
    } else {
      #expect(layers.root.frame.size == scene.environment.size)
    }
    for element in tree.allElements where element.isActionable {
      #expect(!element.label.isEmpty, "\(element.id) has no name")
      #expect(!element.actions.isEmpty)
    }
    #expect(Set(tree.focusOrder).isSubset(of: Set(tree.allElements.map(\.id))))
    #expect(scene.items.text.viewport.minY >= 0)
    #expect(scene.items.text.viewport.minY <= scene.maximumScrollOffset + 0.5 || !scene.environment.hasRoom)
  }

  @Test func randomInputsNeverCrashKeepTheClampsAndSettleToSleep() async {
    await propertyCheck(count: 120, input: Gen.int(in: 0 ... 1_000_000)) { seed in
      var rng = SplitMix64(seed: UInt64(seed))
      var host = VirtualHost(scene: SceneFixture.scene(Self.text))
      for _ in 0 ..< 24 {
        Self.step(&rng, &host)
        Self.checkInvariants(host)
      }
      // A scene without room ignores pointers.
      if !host.scene.environment.hasRoom {
        #expect(host.send(.pointerDown(CGPoint(x: 1, y: 1), time: host.now)) == [])
        #expect(host.send(.pointerUp(CGPoint(x: 1, y: 1), time: host.now)) == [])
      }
      // Once the pointer is released and motion settles, idle is free.
      host.send(.pointerCancelled(time: host.now))
      host.resize(to: SceneFixture.size)
      host.settle(limit: 10)
      #expect(!host.nextWake.needsFrames)
      if case .at(let deadline) = host.nextWake { #expect(deadline > host.now) }
      #expect(host.framesDrawn(during: { $0.run(for: 2) }) <= 2)
      Self.checkInvariants(host)
    }
  }

  /// A document of random tokens and words that fits one screen.
  static func document(_ rng: inout SplitMix64) -> String {
    let pieces = [
      "@ann", "@bo@example.social", "#swift", "#docs", "$AAPL", "https://swift.org/a", "https://example.com/path?q=1",
      "mail@example.org", "word", "text", "and", "🎉",
    ]
    return (0 ..< 4).map { _ in
      (0 ..< (3 + Int(rng.next(below: 8)))).map { _ in pieces[Int(rng.next(below: UInt64(pieces.count)))] }
        .joined(separator: " ")
    }.joined(separator: "\n")
  }

  @Test func theKeyboardAloneReachesEveryAction() async {
    await propertyCheck(count: 100, input: Gen.int(in: 0 ... 1_000_000)) { seed in
      var rng = SplitMix64(seed: UInt64(seed))
      var host = VirtualHost(scene: SceneFixture.scene(Self.document(&rng)))
      let tree = host.accessibilityTree
      let order = tree.focusOrder
      #expect(order == tree.allElements.filter { $0.role == .link || $0.role == .button }.map(\.id))
      let tokens = host.scene.visibleTokens.map(\.token)
      #expect(order.count == tokens.count)
      for (index, id) in order.enumerated() {
        host.key(.tab)
        #expect(host.accessibilityTree.focusedElement == id)
        let token = tokens[index]
        // Return is the element's named action: a tap.
        #expect(host.key(.returnKey) == [.tapped(token)])
        guard let element = host.accessibilityTree.element(id), element.actions.contains(.showMenu) else {
          #expect(host.key(.contextMenu) == [])
          continue
        }
        // Show Menu is the context-menu key: the preview lifts at once, its first item highlighted.
        #expect(host.key(.contextMenu) == [.lifted(token)])
        host.settle()
        let items = host.accessibilityTree.focusOrder
        #expect(!items.isEmpty)
        #expect(host.accessibilityTree.focusedElement == items.first)
        // Down reaches any item, and Return chooses it.
        let choice = Int(rng.next(below: UInt64(items.count)))
        for _ in 0 ..< choice { host.key(.down) }
        #expect(host.accessibilityTree.focusedElement == items[choice])
        let label = host.accessibilityTree.element(items[choice])?.label
        let events = host.key(.returnKey)
        guard case .selected(let identifier, let selected) = events.first else {
          Issue.record("Return chose nothing: \(events)")
          continue
        }
        #expect(selected == token)
        let titles = ["open-link": "Open Link", "copy-link": "Copy Link", "share": "Share…"]
        #expect(titles[identifier] == label)
        host.settle()
        #expect(host.happened(.dismissed))
        #expect(host.accessibilityTree.focusedElement == id)
      }
      // Tab wraps around to the first token.
      if let first = order.first {
        host.key(.tab)
        #expect(host.accessibilityTree.focusedElement == first)
      }
    }
  }

  @Test func aPreviewUpIsIdleHoweverItOpened() async {
    await propertyCheck(count: 100, input: Gen.int(in: 0 ... 1_000_000)) { seed in
      var rng = SplitMix64(seed: UInt64(seed))
      var host = VirtualHost(scene: SceneFixture.scene(Self.text))
      let links = host.scene.visibleTokens.filter { LinkPreviewSource.previewableKinds.contains($0.token.kind) }
      guard !links.isEmpty else { return }
      let link = links[Int(rng.next(below: UInt64(links.count)))]
      let id = InteractiveTextScene.ElementID.token(location: link.token.range.location)
      switch rng.next(below: 3) {
      case 0: host.press(center(link.lineRects[0]), for: 0.4 + Double(rng.next(below: 600)) / 1000)
      case 1: host.perform(.showMenu, on: id)
      default:
        for _ in 0 ..< 100 where host.accessibilityTree.focusedElement != id { host.key(.tab) }
        host.key(.contextMenu)
      }
      host.settle()
      #expect(host.lifts.map(\.token) == [link.token])
      #expect(host.accessibilityTree.elements.first?.id == .menu)
      #expect(host.nextWake == .never)
      #expect(host.framesDrawn(during: { $0.run(for: 2) }) == 0)
    }
  }
}
