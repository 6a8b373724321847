import Foundation
import InteractionKitContextMenu
import InteractionKitGeometry
import InteractionKitGestures
import InteractionKitTestSupport
import PropertyBased
import Testing

/// Random event sequences against an independent grammar of the legal effect order.
@Suite struct ContextMenuInteractionPropertyTests {
  typealias Event = ContextMenuInteraction.Event

  /// Where the grammar `(begin (cancel | lift) | lift) [present menu*] (toSource | fadeOut) finished`
  /// is (a lift straight from ready is the context-menu key's); `menu` is any of the presented
  /// menu's own effects.
  enum Grammar: Equatable {
    case ready, pressed, lifted, presented, dismissing

    func after(_ tag: MenuEffectTag) -> Grammar? {
      switch (self, tag) {
      case (.ready, .begin): .pressed
      case (.pressed, .cancel): .ready
      case (.pressed, .lift), (.ready, .lift): .lifted
      case (.lifted, .present): .presented
      case (.presented, .load), (.presented, .changed), (.presented, .highlight), (.presented, .drag),
        (.presented, .scroll), (.presented, .select), (.presented, .accessory), (.presented, .preview):
        .presented
      case (.lifted, .toSource), (.lifted, .fadeOut), (.presented, .toSource), (.presented, .fadeOut): .dismissing
      case (.dismissing, .finished): .ready
      default: nil
      }
    }

    func agrees(with state: ContextMenuInteraction.State) -> Bool {
      switch (self, state) {
      case (.ready, .idle), (.ready, .pressing), (.pressed, .pressEffect), (.lifted, .lifted), (.presented, .presented),
        (.dismissing, .dismissing):
        true
      default: false
      }
    }
  }

  static let menu = Menu(children: InteractionFixture.menu.children + [.deferred(DeferredMenuElement("later"))])

  static func randomEvent(_ rng: inout SplitMix64, time: inout Double) -> Event {
    switch rng.next(below: 20) {
    case 0: time -= 0.1
    case 1: break
    default: time += Double(rng.next(below: 300)) / 1000
    }
    let t = rng.next(below: 40) == 0 ? Double.nan : time
    // Points over the bubble, the menu below it and the bar above it.
    let point = CGPoint(x: CGFloat(rng.next(below: 390)), y: CGFloat(rng.next(below: 600)))
    switch rng.next(below: 16) {
    case 0, 1: return .touchDown(rng.next(below: 2) == 0 ? InteractionFixture.touch : point, time: t)
    case 2, 3: return .touchMoved(point, time: t)
    case 4: return .touchUp(point, time: t)
    case 5: return .touchCancelled(point, time: t)
    case 6: return .dismiss(time: t, animated: rng.next(below: 4) != 0)
    case 7: return .transitionFinished
    case 8: return .key(ContextMenuKey.allCases[Int(rng.next(below: UInt64(ContextMenuKey.allCases.count)))], time: t)
    case 9:
      let dy = CGFloat(Int(rng.next(below: 81)) - 40)
      return .sourceUpdated(rng.next(below: 3) == 0 ? nil : ContextMenuSource(frame: InteractionFixture.bubble.offsetBy(dx: 0, dy: dy)))
    case 10: return .scrollMenu(to: CGFloat(rng.next(below: 400)))
    case 11: return .provideDeferredElements(identifier: "later", elements: [.action(MenuAction("x", title: "X"))])
    default: return .time(t)
    }
  }

  static func interaction(_ rng: inout SplitMix64) -> ContextMenuInteraction {
    InteractionFixture.interaction(
      timing: rng.next(below: 2) == 0 ? .phone : .pad, configuration: InteractionFixture.configuration(menu: menu))
  }

  @Test func randomEventsFollowTheGrammar() async {
    await propertyCheck(count: 400, input: Gen.int(in: 0 ... 1_000_000)) { seed in
      var rng = SplitMix64(seed: UInt64(seed))
      var interaction = Self.interaction(&rng)
      var grammar = Grammar.ready
      var time = 0.0
      var previous: ContextMenuTransition?
      for _ in 0 ..< 80 {
        let event = Self.randomEvent(&rng, time: &time)
        let effects = interaction.handle(event)
        for effect in effects {
          let startsASequence = grammar == .ready
          guard let next = grammar.after(effect.tag) else {
            Issue.record("illegal \(effect.tag) after \(grammar), event \(event)")
            return
          }
          grammar = next
          if let transition = effect.transition {
            #expect(transition.beginTime <= interaction.currentTime ?? 0)
            // Each transition starts where the previous one is (or ended, when finished early).
            if let previous, !startsASequence {
              let joined = transition.from == previous.sample(at: transition.beginTime)
              #expect(joined || transition.from == previous.to, "\(effect.tag) jumps from \(previous.kind)")
            }
            previous = transition
          }
          // (A later effect of the same batch may have dismissed the menu: a key-opened menu
          // highlights as it is presented, and a dismissal due by the same event follows.)
          if case .highlight(let row?) = effect, case .presented = interaction.state {
            #expect(interaction.layout?.rows[row].isSelectable == true)
          }
          if case .select(let action) = effect { #expect(action.isEnabled) }
        }
        #expect(grammar.agrees(with: interaction.state), "\(grammar) vs \(interaction.state) after \(event)")
        #expect((interaction.active == nil) == (interaction.state == .idle))
        if case .presented = interaction.state { #expect(interaction.layout != nil) }
        if let deadline = interaction.nextDeadline, let now = interaction.currentTime { #expect(deadline > now) }
        if let now = interaction.currentTime, let frame = interaction.presentation(at: now) {
          #expect(frame.center.x.isFinite && frame.center.y.isFinite && frame.scale.isFinite)
        }
        #expect(interaction.dragOffset.width.isFinite && interaction.dragOffset.height.isFinite)
      }
    }
  }

  /// Extra `time` events between the same events never change the effects.
  @Test func tickCadenceDoesNotChangeTheOutcome() async {
    await propertyCheck(count: 300, input: Gen.int(in: 0 ... 1_000_000)) { seed in
      var rng = SplitMix64(seed: UInt64(seed))
      var script: [Event] = []
      var time = 0.0
      for _ in 0 ..< 16 {
        let event = Self.randomEvent(&rng, time: &time)
        if case .gesture(.time) = event { continue }
        time = max(time, 0) + 0.05
        // Re-time the event so times are finite and increasing.
        switch event {
        case .gesture(.touchDown(let p, _)): script.append(.touchDown(p, time: time))
        case .gesture(.touchMoved(let p, _)): script.append(.touchMoved(p, time: time))
        case .gesture(.touchUp(let p, _)): script.append(.touchUp(p, time: time))
        case .gesture(.touchCancelled(let p, _)): script.append(.touchCancelled(p, time: time))
        case .gesture(.dismiss(_, let animated)): script.append(.dismiss(time: time, animated: animated))
        case .key(let key, _): script.append(.key(key, time: time))
        default: script.append(.time(time))
        }
      }
      var plain = Self.interaction(&rng)
      var ticked = plain
      var plainEffects: [ContextMenuInteraction.Effect] = []
      var tickedEffects: [ContextMenuInteraction.Effect] = []
      var last = 0.0
      for event in script {
        if case .gesture(let gesture) = event, let eventTime = gesture.time {
          var tick = last + 0.013
          while tick < eventTime {
            tickedEffects += ticked.handle(.time(tick))
            tick += 0.013
          }
          last = eventTime
        } else if case .key(_, let eventTime) = event {
          last = eventTime
        }
        plainEffects += plain.handle(event)
        tickedEffects += ticked.handle(event)
      }
      plainEffects += plain.handle(.time(last + 5))
      tickedEffects += ticked.handle(.time(last + 5))
      #expect(plainEffects == tickedEffects)
      #expect(plain.state == ticked.state)
    }
  }
}
