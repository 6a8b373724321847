import Foundation
import InteractionKitLinkPreview
import InteractionKitMotion
import Testing

@Suite struct InteractionSequenceTests {
  let liftDuration = Spring(dampingRatio: 0.85, response: 0.32).settlingDuration()
  let dismissDuration = Spring(dampingRatio: 1, response: 0.25).settlingDuration()

  @Test func theWholeSequenceAtItsExactTimes() throws {
    var interaction = Fixture.interaction()
    #expect(interaction.handle(.touchDown(Fixture.touchPoint, time: 0, hit: Fixture.link)) == [])
    #expect(interaction.state == .pressing(since: 0))
    #expect(interaction.subject == .link(Fixture.link))
    #expect(interaction.nextDeadline == 0.15)
    #expect(interaction.transition == nil)

    #expect(interaction.handle(.time(0.1499)) == [])
    let press = interaction.handle(.time(0.15))
    #expect(press.tags == [.begin])
    let pressTransition = try #require(press.first?.transition)
    #expect(pressTransition.kind == .pressEffect)
    #expect(pressTransition.beginTime == 0.15)
    #expect(pressTransition.to.scale == 0.97)
    #expect(pressTransition.to.center == Fixture.linkCenter)
    #expect(interaction.state == .pressEffect(since: 0.15))
    #expect(interaction.nextDeadline == 0.4)

    #expect(interaction.handle(.time(0.3999)) == [])
    let lift = interaction.handle(.time(0.4))
    #expect(lift.tags == [.lift])
    let liftTransition = try #require(lift.first?.transition)
    #expect(liftTransition.kind == .lift)
    #expect(liftTransition.beginTime == 0.4)
    #expect(liftTransition.to.scale == Fixture.linkLiftScale)
    #expect(liftTransition.to.center == Fixture.linkCenter)
    #expect(liftTransition.to.dimming == 1)
    #expect(liftTransition.lineRects == Fixture.linkRects)
    #expect(liftTransition.from == pressTransition.sample(at: 0.4))
    #expect(liftTransition.duration == liftDuration)
    #expect(interaction.state == .lifted(since: 0.4))
    #expect(interaction.nextDeadline == 0.4 + liftDuration)

    // The finger may lift now: the preview stays.
    #expect(interaction.handle(.touchUp(Fixture.touchPoint, time: 0.5)) == [])
    #expect(interaction.state == .lifted(since: 0.4))

    let liftEnd = 0.4 + liftDuration
    let expand = interaction.handle(.time(liftEnd))
    #expect(expand.tags == [.expand, .menu])
    let expandTransition = try #require(expand.first?.transition)
    #expect(expandTransition.beginTime == liftEnd)
    #expect(expandTransition.from == liftTransition.to)
    #expect(expandTransition.to == LinkPreviewPresentation(
      center: CGPoint(x: 179.5, y: 140), size: Fixture.cardSize, scale: 1, opacity: 1, morphProgress: 1, dimming: 1,
      menuProgress: 1))
    #expect(interaction.state == .previewing(since: liftEnd))
    #expect(interaction.nextDeadline == nil)

    #expect(interaction.handle(.time(5)) == [])
    let dismiss = interaction.handle(.dismiss(time: 6))
    #expect(dismiss.tags == [.toSource])
    let back = try #require(dismiss.first?.transition)
    #expect(back.beginTime == 6)
    #expect(back.from == expandTransition.to)
    #expect(back.to == LinkPreviewPresentation(center: Fixture.linkCenter, size: CGSize(width: 250, height: 40)))
    #expect(back.lineRects == Fixture.linkRects)
    #expect(interaction.state == .dismissing(.toSource, since: 6))
    #expect(interaction.nextDeadline == 6 + dismissDuration)

    #expect(interaction.handle(.time(6 + dismissDuration / 2)) == [])
    #expect(interaction.handle(.time(6 + dismissDuration)) == [.finished])
    #expect(interaction.state == .idle)
    #expect(interaction.subject == nil)
    #expect(interaction.transition == nil)
    #expect(interaction.presentation(at: 7) == nil)
  }

  @Test func stepsHappenAtTheirScheduledTimesWhateverTheTickCadence() throws {
    var interaction = Fixture.interaction()
    interaction.handle(.touchDown(Fixture.touchPoint, time: 0, hit: Fixture.link))
    // One late tick runs every due step, each at its own time.
    let effects = interaction.handle(.time(2))
    #expect(effects.tags == [.begin, .lift, .expand, .menu])
    #expect(effects.compactMap(\.transition).map(\.beginTime) == [0.15, 0.4, 0.4 + liftDuration])
    #expect(interaction.state == .previewing(since: 0.4 + liftDuration))
  }

  @Test func customDurationsMoveTheSteps() throws {
    var interaction = Fixture.interaction(timing: .pad)
    interaction.handle(.touchDown(Fixture.touchPoint, time: 10, hit: Fixture.link))
    #expect(interaction.nextDeadline == 10.15)
    #expect(interaction.handle(.time(10.15)).tags == [.begin])
    #expect(interaction.nextDeadline == 10.325)
    #expect(interaction.handle(.time(10.32)) == [])
    let lift = interaction.handle(.time(10.325))
    #expect(lift.tags == [.lift])
    #expect(lift.first?.transition?.beginTime == 10.325)

    var slow = LinkPreviewTiming(minimumPressDelay: 0.2, longPressDuration: 1)
    slow.liftSpring = Spring(dampingRatio: 1, response: 0.5)
    var custom = Fixture.interaction(timing: slow)
    custom.handle(.touchDown(Fixture.touchPoint, time: 0, hit: Fixture.link))
    #expect(custom.handle(.time(0.19)) == [])
    #expect(custom.handle(.time(0.2)).tags == [.begin])
    #expect(custom.handle(.time(0.99)) == [])
    let customLift = try #require(custom.handle(.time(1)).first?.transition)
    #expect(customLift.duration == Spring(dampingRatio: 1, response: 0.5).settlingDuration())
  }

  @Test func aPressDelayLongerThanTheLongPressStartsTheEffectRightBeforeTheLift() {
    var interaction = Fixture.interaction(timing: LinkPreviewTiming(minimumPressDelay: 0.6, longPressDuration: 0.4))
    interaction.handle(.touchDown(Fixture.touchPoint, time: 0, hit: Fixture.link))
    #expect(interaction.handle(.time(0.39)) == [])
    let effects = interaction.handle(.time(0.4))
    #expect(effects.tags == [.begin, .lift])
    #expect(effects.compactMap(\.transition).map(\.beginTime) == [0.4, 0.4])
    // The lift starts exactly where the press effect starts: at rest.
    #expect(effects[1].transition?.from == effects[0].transition?.from)
  }

  @Test func zeroDelaysActOnTouchDown() {
    var interaction = Fixture.interaction(timing: LinkPreviewTiming(minimumPressDelay: 0, longPressDuration: 0.4))
    #expect(interaction.handle(.touchDown(Fixture.touchPoint, time: 1, hit: Fixture.link)).tags == [.begin])
    var instant = Fixture.interaction(timing: LinkPreviewTiming(minimumPressDelay: 0, longPressDuration: 0))
    #expect(instant.handle(.touchDown(Fixture.touchPoint, time: 1, hit: Fixture.link)).tags == [.begin, .lift])
    #expect(instant.state == .lifted(since: 1))
  }

  @Test func dismissingWhileLiftedSkipsTheExpansion() throws {
    var interaction = Fixture.interaction()
    interaction.handle(.touchDown(Fixture.touchPoint, time: 0, hit: Fixture.link))
    interaction.handle(.time(0.4))
    let lift = try #require(interaction.transition)
    let effects = interaction.handle(.dismiss(time: 0.5))
    #expect(effects.tags == [.toSource])
    let back = try #require(effects.first?.transition)
    #expect(back.from == lift.sample(at: 0.5))
    #expect(interaction.state == .dismissing(.toSource, since: 0.5))
    // The lift's scheduled end passes without an expansion.
    #expect(interaction.handle(.time(0.5 + dismissDuration)) == [.finished])
  }

  @Test func aDismissalThatInterruptsTheExpansionStartsWhereItIs() throws {
    var interaction = Fixture.interaction()
    let liftEnd = interaction.presentLink()
    let expand = try #require(interaction.transition)
    #expect(expand.kind == .expand)
    let midway = liftEnd + 0.1
    let back = try #require(interaction.handle(.dismiss(time: midway)).first?.transition)
    #expect(back.from == expand.sample(at: midway))
    #expect(back.from.morphProgress > 0 && back.from.morphProgress < 1)
    #expect(back.to.morphProgress == 0)
  }

  @Test func transitionFinishedCompletesTheLiftAndTheDismissalEarly() throws {
    var interaction = Fixture.interaction()
    interaction.handle(.touchDown(Fixture.touchPoint, time: 0, hit: Fixture.link))
    interaction.handle(.time(0.45))
    let lift = try #require(interaction.transition)
    let expand = interaction.handle(.transitionFinished)
    #expect(expand.tags == [.expand, .menu])
    // The host says the lift is over: the expansion starts from the lift's end, now.
    #expect(expand.first?.transition?.from == lift.to)
    #expect(expand.first?.transition?.beginTime == 0.45)
    #expect(interaction.state == .previewing(since: 0.45))
    // Nothing to finish while presented.
    #expect(interaction.handle(.transitionFinished) == [])
    interaction.handle(.dismiss(time: 1))
    #expect(interaction.handle(.transitionFinished) == [.finished])
    #expect(interaction.state == .idle)
  }

  @Test func timeNeverRunsBackwards() {
    var interaction = Fixture.interaction()
    interaction.handle(.touchDown(Fixture.touchPoint, time: 1, hit: Fixture.link))
    #expect(interaction.handle(.time(0.5)) == [])
    #expect(interaction.handle(.time(.nan)) == [])
    #expect(interaction.handle(.time(-.infinity)) == [])
    #expect(interaction.currentTime == 1)
    #expect(interaction.state == .pressing(since: 1))
    // A touch-up stamped in the past counts as now: before the press effect, nothing to cancel.
    #expect(interaction.handle(.touchUp(Fixture.touchPoint, time: 0)) == [])
    #expect(interaction.state == .idle)
    // A NaN touch-down time counts as the latest time.
    interaction.handle(.touchDown(Fixture.touchPoint, time: .nan, hit: Fixture.link))
    #expect(interaction.state == .pressing(since: 1))
    #expect(interaction.handle(.time(.infinity)) == [])
  }

  @Test func aFirstTouchWithoutATimeStartsTheClockAtZero() {
    var interaction = Fixture.interaction()
    interaction.handle(.touchDown(Fixture.touchPoint, time: .nan, hit: nil))
    #expect(interaction.state == .pressing(since: 0))
    #expect(interaction.currentTime == 0)
    #expect(interaction.handle(.time(0.15)).tags == [.begin])
  }
}
