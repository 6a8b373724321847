import Foundation
import InteractionKitLinkPreview
import InteractionKitMotion
import Testing

@Suite struct TransitionSamplingTests {
  /// Every transition of one full sequence: press, lift, expand, dismiss.
  func sequence() -> [LinkPreviewTransition] {
    var interaction = Fixture.interaction()
    var transitions: [LinkPreviewTransition] = []
    interaction.handle(.touchDown(Fixture.touchPoint, time: 0, hit: Fixture.link))
    transitions += interaction.handle(.time(3)).compactMap(\.transition)
    transitions += interaction.handle(.dismiss(time: 4)).compactMap(\.transition)
    return transitions
  }

  @Test func samplesAreExactAtTheStartAndTheEnd() {
    let transitions = sequence()
    #expect(transitions.map(\.kind) == [.pressEffect, .lift, .expand, .dismissToSource])
    for transition in transitions {
      #expect(transition.sample(at: transition.beginTime) == transition.from)
      #expect(transition.sample(at: transition.beginTime - 1) == transition.from)
      #expect(transition.sample(at: -.infinity) == transition.from)
      #expect(transition.sample(at: .nan) == transition.from)
      #expect(transition.sample(at: transition.endTime) == transition.to)
      #expect(transition.sample(at: transition.endTime + 1) == transition.to)
      #expect(transition.sample(at: .infinity) == transition.to)
      #expect(!transition.isFinished(at: transition.beginTime))
      #expect(transition.isFinished(at: transition.endTime))
    }
  }

  @Test func theKeyFramesOfTheSequence() {
    let t = sequence()
    let rest = LinkPreviewPresentation(center: Fixture.linkCenter, size: CGSize(width: 250, height: 40))
    #expect(t[0].from == rest)
    #expect(t[0].to == LinkPreviewPresentation(center: Fixture.linkCenter, size: CGSize(width: 250, height: 40), scale: 0.97))
    #expect(t[1].to == LinkPreviewPresentation(
      center: Fixture.linkCenter, size: CGSize(width: 250, height: 40), scale: Fixture.linkLiftScale, dimming: 1))
    #expect(t[2].from == t[1].to)
    #expect(t[2].to.morphProgress == 1)
    #expect(t[3].from == t[2].to)
    #expect(t[3].to == rest)
    // The lifted bubble is 276 × 44.16 pt on screen.
    #expect(t[1].to.platterFrame.width == 276)
    #expect(abs(t[1].to.platterFrame.height - 44.16) < 1e-12)
  }

  @Test func thePressEffectFollowsItsSpring() {
    let press = sequence()[0]
    let spring = Spring(dampingRatio: 0.6, response: 0.4)
    for elapsed in [0.02, 0.1, 0.2, 0.3, 0.5] {
      let expected = 1 + (0.97 - 1) * spring.value(at: elapsed)
      #expect(abs(press.sample(at: 0.15 + elapsed).scale - expected) < 1e-9, "\(elapsed)")
    }
    // Under-damped: the shrink overshoots past 0.97 before settling.
    let deepest = stride(from: 0.15, through: press.endTime, by: 0.005).map { press.sample(at: $0).scale }.min() ?? 1
    #expect(deepest < 0.97)
    // Only the scale moves.
    #expect(press.sample(at: 0.3).center == Fixture.linkCenter)
    #expect(press.sample(at: 0.3).opacity == 1)
  }

  @Test func theExpansionMorphsSizeAndContentTogether() {
    let expand = sequence()[2]
    let spring = Spring(dampingRatio: 0.7, response: 0.4)
    let time = expand.beginTime + 0.1
    let progress = spring.value(at: 0.1)
    let sample = expand.sample(at: time)
    #expect(abs(sample.morphProgress - progress) < 1e-9)
    #expect(abs(sample.size.width - (250 + (343 - 250) * progress)) < 1e-9)
    #expect(abs(sample.scale - (Fixture.linkLiftScale + (1 - Fixture.linkLiftScale) * progress)) < 1e-9)
    // The spring overshoots, but the morph progress stays within 0...1.
    for step in 0 ... 100 {
      let value = expand.sample(at: expand.beginTime + Double(step) / 100 * expand.duration).morphProgress
      #expect(value >= 0 && value <= 1)
    }
  }

  @Test func theFadeOutFollowsItsCurve() throws {
    var interaction = Fixture.interaction()
    interaction.presentLink()
    interaction.handle(.sourceUpdated(nil))
    let fade = try #require(interaction.handle(.dismiss(time: 4)).first?.transition)
    let progress = TimingFunction.easeOut.progress(at: 0.5)
    let sample = fade.sample(at: 4.075)
    #expect(abs(sample.opacity - (1 - progress)) < 1e-9)
    #expect(sample.center == fade.from.center)
    #expect(sample.size == fade.from.size)
  }

  @Test func aZeroDurationFadeEndsAtOnce() {
    var timing = LinkPreviewTiming()
    timing.fadeOutDuration = 0
    var interaction = Fixture.interaction(timing: timing)
    interaction.presentLink()
    interaction.handle(.sourceUpdated(nil))
    #expect(interaction.handle(.dismiss(time: 4)).tags == [.fadeOut, .finished])
    #expect(interaction.state == .idle)
  }

  @Test func presentationsClampTheirUnitValues() {
    let p = LinkPreviewPresentation(center: .zero, size: .zero, opacity: 2, morphProgress: -1, dimming: .nan)
    #expect(p.opacity == 1 && p.morphProgress == 0 && p.dimming == 0)
    let a = LinkPreviewPresentation(center: .zero, size: CGSize(width: 10, height: 10), scale: 1, opacity: 1)
    let b = LinkPreviewPresentation(center: CGPoint(x: 10, y: 0), size: CGSize(width: 20, height: 10), scale: 2, opacity: 0)
    let over = a.interpolated(to: b, fraction: 1.5)
    #expect(over.center == CGPoint(x: 15, y: 0))
    #expect(over.size == CGSize(width: 25, height: 10))
    #expect(over.scale == 2.5)
    #expect(over.opacity == 0)
    #expect(a.interpolated(to: b, fraction: 0.25).opacity == 0.75)
    #expect(LinkPreviewPresentation(center: CGPoint(x: 5, y: 5), size: CGSize(width: 10, height: 4), scale: -1).platterFrame
      == CGRect(x: 5, y: 5, width: 0, height: 0))
    #expect(LinkPreviewPresentation(center: CGPoint(x: 5, y: 5), size: CGSize(width: 10, height: 4), scale: 2).platterFrame
      == CGRect(x: -5, y: 1, width: 20, height: 8))
  }
}
