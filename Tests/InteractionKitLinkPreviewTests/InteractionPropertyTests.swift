import Foundation
import InteractionKitLinkPreview
import InteractionKitTestSupport
import PropertyBased
import Testing

/// Random event sequences against an independent model of the legal effect order.
@Suite struct InteractionPropertyTests {
  typealias Event = LinkPreviewInteraction.Event

  /// Where the effect grammar `begin (cancel | lift [expand menu menuEffect*] (toSource | fadeOut) finished)` is:
  /// while previewing, the menu's own effects (highlights, selections, taps) may come in any number.
  enum Grammar: Equatable {
    case ready, pressed, lifted, expanding, previewing, dismissing(LinkPreviewInteraction.Dismissal)

    /// The position after `tag`, or nil when the effect is illegal here.
    func after(_ tag: EffectTag) -> Grammar? {
      switch (self, tag) {
      case (.ready, .begin): .pressed
      case (.pressed, .cancel): .ready
      case (.pressed, .lift), (.ready, .lift): .lifted  // from ready: the context-menu key's `.open`
      case (.lifted, .expand): .expanding
      case (.expanding, .menu): .previewing
      case (.previewing, .menuEffect): .previewing
      case (.lifted, .toSource), (.previewing, .toSource): .dismissing(.toSource)
      case (.lifted, .fadeOut), (.previewing, .fadeOut): .dismissing(.fadeOut)
      case (.dismissing, .finished): .ready
      default: nil
      }
    }

    /// Whether the interaction's state agrees with this position between events.
    func agrees(with state: LinkPreviewInteraction.State) -> Bool {
      switch (self, state) {
      case (.ready, .idle), (.ready, .pressing), (.pressed, .pressEffect), (.lifted, .lifted),
        (.previewing, .previewing):
        true
      case (.dismissing(let expected), .dismissing(let actual, _)): expected == actual
      default: false
      }
    }
  }

  static let sources = [Fixture.link, Fixture.scrolledLink, Fixture.otherLink]

  /// A random event; times mostly move forward, sometimes stand still, go back or are NaN.
  static func randomEvent(_ rng: inout SplitMix64, time: inout Double) -> Event {
    switch rng.next(below: 20) {
    case 0: time -= 0.1
    case 1: break
    default: time += Double(rng.next(below: 300)) / 1000
    }
    let t = rng.next(below: 40) == 0 ? Double.nan : time
    let point = CGPoint(
      x: Fixture.touchPoint.x + CGFloat(Int(rng.next(below: 121)) - 60),
      y: Fixture.touchPoint.y + CGFloat(Int(rng.next(below: 121)) - 60))
    switch rng.next(below: 12) {
    case 0, 1:
      let hits: [LinkPreviewSource?] = sources + [nil, LinkPreviewSource(id: 1, range: NSRange(), lineRects: [])]
      return .touchDown(point, time: t, hit: hits[Int(rng.next(below: UInt64(hits.count)))])
    case 2: return .touchMoved(point, time: t)
    case 3: return .touchUp(point, time: t)
    case 4: return .touchCancelled(point, time: t)
    case 5: return .dismiss(time: t)
    case 6:
      let updates: [LinkPreviewSource?] = sources + [nil, LinkPreviewSource(id: 1, range: NSRange(), lineRects: [.null])]
      return .sourceUpdated(updates[Int(rng.next(below: UInt64(updates.count)))])
    case 7: return .transitionFinished
    case 8 where rng.next(below: 3) == 0: return .open(sources[Int(rng.next(below: UInt64(sources.count)))], time: t)
    default: return .time(t)
    }
  }

  @Test func randomEventsKeepTheInteractionConsistent() async {
    await propertyCheck(count: 500, input: Gen.int(in: 0 ... 1_000_000)) { seed in
      var rng = SplitMix64(seed: UInt64(seed))
      var interaction = Fixture.interaction(timing: rng.next(below: 2) == 0 ? .phone : .pad)
      var grammar = Grammar.ready
      var time = 0.0
      var cycle: [LinkPreviewTransition] = []
      var lastBegin = -Double.infinity
      for _ in 0 ..< 60 {
        let event = Self.randomEvent(&rng, time: &time)
        let stateBefore = interaction.state
        let effects = interaction.handle(event)
        for effect in effects {
          guard let next = grammar.after(effect.tag) else {
            Issue.record("illegal \(effect.tag) after \(grammar), event \(event)")
            return
          }
          grammar = next
          if let transition = effect.transition {
            // Transitions start in order, never in the future of the clock.
            #expect(transition.beginTime >= lastBegin)
            #expect(transition.beginTime <= interaction.currentTime ?? 0)
            lastBegin = transition.beginTime
            // Each transition in a cycle starts where the previous one is at that time (or at its
            // end, when the host finished the lift early).
            if let previous = cycle.last, effect.tag != .begin {
              let joined = transition.from == previous.sample(at: transition.beginTime)
              let finishedEarly = event == .transitionFinished && transition.from == previous.to
              #expect(joined || finishedEarly, "\(effect.tag) does not continue \(previous.kind)")
            }
            cycle.append(transition)
            // The dismissal goes where the subject is now.
            if effect.tag == .toSource {
              #expect(transition.lineRects == interaction.layout.bubbleRects(for: transition.subject))
            }
            // Only a vanished link fades out.
            if effect.tag == .fadeOut {
              if case .vanished = transition.subject {} else { Issue.record("a fade-out of \(transition.subject)") }
            }
          }
          if effect.tag == .finished || effect.tag == .cancel { cycle = [] }
        }
        #expect(grammar.agrees(with: interaction.state), "\(grammar) vs \(interaction.state) after \(event)")
        #expect((interaction.subject == nil) == (interaction.state == .idle))
        if case .idle = stateBefore, effects.isEmpty, case .pressing = interaction.state {
          #expect(interaction.transition == nil || interaction.transition?.kind == .cancelPressEffect)
        }
        if let deadline = interaction.nextDeadline, let now = interaction.currentTime {
          #expect(deadline > now)
        }
        if let now = interaction.currentTime, let frame = interaction.presentation(at: now) {
          #expect(frame.center.x.isFinite && frame.center.y.isFinite && frame.scale.isFinite)
          #expect(frame.size.width.isFinite && frame.size.height.isFinite)
        }
      }
    }
  }

  /// Extra `time` events between the same touches never change the effects, only when they arrive.
  @Test func tickCadenceDoesNotChangeTheOutcome() async {
    await propertyCheck(count: 300, input: Gen.int(in: 0 ... 1_000_000)) { seed in
      var rng = SplitMix64(seed: UInt64(seed))
      var script: [Event] = []
      var time = 0.0
      for _ in 0 ..< 12 {
        var event = Self.randomEvent(&rng, time: &time)
        // Keep times finite and increasing, so ticks can be placed between events.
        switch event {
        case .gesture(.time): continue
        case .touchDown(let p, _, let hit): event = .touchDown(p, time: time, hit: hit)
        case .gesture(.touchMoved(let p, _)): event = .touchMoved(p, time: time)
        case .gesture(.touchUp(let p, _)): event = .touchUp(p, time: time)
        case .gesture(.touchCancelled(let p, _)): event = .touchCancelled(p, time: time)
        case .gesture(.dismiss): event = .dismiss(time: time)
        case .open(let source, _): event = .open(source, time: time)
        case .gesture(.touchDown), .gesture(.transitionFinished), .sourceUpdated, .key: break
        }
        time = max(time, 0) + 0.01
        script.append(event)
      }
      var plain = Fixture.interaction()
      var ticked = Fixture.interaction()
      var plainEffects: [LinkPreviewInteraction.Effect] = []
      var tickedEffects: [LinkPreviewInteraction.Effect] = []
      var last = 0.0
      for event in script {
        let eventTime: Double? = switch event {
        case .touchDown(_, let t, _): t
        case .open(_, let t): t
        case .gesture(let gesture): gesture.time
        default: nil
        }
        if let eventTime {
          // Ticks strictly between the previous timed event and this one.
          for _ in 0 ..< Int(rng.next(below: 4)) {
            let tick = last + (eventTime - last) * Double(rng.next(below: 999) + 1) / 1000
            if tick < eventTime { tickedEffects += ticked.handle(.time(tick)) }
          }
          last = eventTime
        }
        plainEffects += plain.handle(event)
        tickedEffects += ticked.handle(event)
      }
      plainEffects += plain.handle(.time(last + 10))
      tickedEffects += ticked.handle(.time(last + 10))
      #expect(plainEffects == tickedEffects)
      #expect(plain.state == ticked.state)
    }
  }
}
