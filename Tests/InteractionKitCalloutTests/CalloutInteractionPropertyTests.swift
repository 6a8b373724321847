import Foundation
import InteractionKitCallout
import InteractionKitGeometry
import InteractionKitTestSupport
import PropertyBased
import Testing

/// Random event sequences against an independent model of what is on screen: presents, dismisses,
/// delays, ticks and touches in any order never leave a half-shown callout.
@Suite struct CalloutInteractionPropertyTests {
  typealias X = CalloutInteractionFixture
  typealias Event = CalloutInteraction.Event

  /// What the host's screen shows, as the effects describe it.
  enum Screen: Equatable {
    case off, appearing, on, leaving

    /// The screen after `tag`, or nil when the effect is illegal here.
    func after(_ tag: CalloutEffectTag) -> Screen? {
      switch (self, tag) {
      case (.off, .scroll): .off
      case (.off, .present): .appearing
      case (.appearing, .appear): .on
      case (.appearing, .dismiss), (.on, .dismiss): .leaving
      case (.leaving, .disappear): .off
      case (.appearing, .highlight), (.on, .highlight), (.leaving, .highlight): self
      case (.appearing, .clicked), (.on, .clicked), (.appearing, .accessory), (.on, .accessory): self
      case (_, .passThrough): self
      default: nil
      }
    }

    /// Whether the interaction's state agrees with the screen between events.
    func agrees(with state: CalloutInteraction.State) -> Bool {
      switch (self, state) {
      case (.off, .hidden), (.off, .waitingForReposition), (.appearing, .presenting), (.on, .shown),
        (.leaving, .dismissing):
        true
      default: false
      }
    }
  }

  static let targets = [
    X.fitting, X.nearRightEdge, CGRect(x: 100, y: 30, width: 20, height: 40),
    CGRect(x: 0, y: 460, width: 20, height: 20),
  ]
  static let points = [X.onBody, X.onTrailingAccessory, X.elsewhere, CGPoint(x: 120, y: 190), CGPoint(x: 250, y: 150)]

  static func randomEvent(_ rng: inout SplitMix64, time: inout Double) -> Event {
    switch rng.next(below: 20) {
    case 0: time -= 0.1
    case 1: break
    default: time += Double(rng.next(below: 200)) / 1000
    }
    let t = rng.next(below: 40) == 0 ? Double.nan : time
    let point = points[Int(rng.next(below: UInt64(points.count)))]
    switch rng.next(below: 14) {
    case 0, 1:
      let target = targets[Int(rng.next(below: UInt64(targets.count)))]
      return .present(target: target, container: X.container, time: t, animated: rng.next(below: 4) != 0)
    case 2: return .repositionDelayReturned([0, 0.1, 1.0 / 3.0, -1, .nan][Int(rng.next(below: 5))])
    case 3, 4: return .dismiss(time: t, animated: rng.next(below: 4) != 0)
    case 5: return .transitionFinished
    case 6: return .touchDown(point, time: t)
    case 7: return .touchMoved(point, time: t)
    case 8: return .touchUp(point, time: t)
    case 9: return .touchCancelled(point, time: t)
    default: return .time(t)
    }
  }

  @Test func randomEventsNeverLeaveAHalfShownCallout() async {
    await propertyCheck(count: 500, input: Gen.int(in: 0 ... 1_000_000)) { seed in
      var rng = SplitMix64(seed: UInt64(seed))
      var interaction = X.interaction(rng.next(below: 2) == 0 ? X.withAccessory() : CalloutLayoutFixture.callout())
      var screen = Screen.off
      var highlighted = false
      var time = 0.0
      var lastBegin = -Double.infinity
      for _ in 0 ..< 60 {
        let event = Self.randomEvent(&rng, time: &time)
        for effect in interaction.handle(event) {
          guard let next = screen.after(effect.tag) else {
            Issue.record("illegal \(effect.tag) on screen \(screen) after \(event)")
            return
          }
          if case .setHighlighted(let on) = effect {
            #expect(on != highlighted)
            highlighted = on
          }
          if let transition = effect.transition {
            // Transitions begin in order and never in the future of the clock.
            #expect(transition.beginTime >= lastBegin)
            #expect(transition.beginTime <= (interaction.currentTime ?? 0))
            lastBegin = transition.beginTime
          }
          screen = next
        }
        #expect(screen.agrees(with: interaction.state))
        #expect(interaction.isHighlighted == highlighted)
        #expect((interaction.layout == nil) == (interaction.state == .hidden))
      }
      // Left alone, nothing stays in the middle of an animation.
      let end = max(time, interaction.currentTime ?? 0) + 10
      for effect in interaction.handle(.time(end)) { screen = screen.after(effect.tag) ?? screen }
      switch interaction.state {
      case .presenting, .dismissing: Issue.record("still animating at \(end): \(interaction.state)")
      case .hidden, .waitingForReposition, .shown: break
      }
      // A dismiss always ends hidden, with nothing highlighted.
      for effect in interaction.handle(.dismiss(time: end + 1)) + interaction.handle(.time(end + 5)) {
        screen = screen.after(effect.tag) ?? screen
      }
      #expect(interaction.state == .hidden && screen == .off && !interaction.isHighlighted)
    }
  }
}

/// A regression found by the property test above: a present at a NaN time before any other time
/// starts the clock at 0, so a later negative time cannot schedule a transition before it.
struct CalloutInteractionClockTests {
  typealias X = CalloutInteractionFixture

  @Test func aNaNFirstTimeStartsTheClockAtZero() {
    var interaction = X.interaction(CalloutLayoutFixture.callout())
    let present = interaction.handle(.present(target: X.fitting, container: X.container, time: .nan))
    let begin = present.compactMap(\.transition).first?.beginTime
    #expect(begin == 0)
    let dismiss = interaction.handle(.dismiss(time: -0.028))
    let dismissBegin = dismiss.compactMap(\.transition).first?.beginTime
    #expect(dismissBegin == 0)
    #expect(interaction.currentTime == 0)
  }
}
