import Foundation
import InteractionKitCallout
import InteractionKitGeometry
import Testing

/// The presentation sequence: without and with a scroll, cancellation, races between present and
/// dismiss, unanimated transitions, the clock, and ignored events.
@Suite struct CalloutInteractionTests {
  typealias X = CalloutInteractionFixture

  @Test func presentWithoutScrollBouncesAtOnce() throws {
    var interaction = X.interaction()
    let effects = interaction.handle(X.present(at: 2))
    #expect(effects.tags == [.present])
    let present = try #require(effects.first?.transition)
    #expect(present.beginTime == 2)
    #expect(present.animation == CalloutAnimation(.bounce, style: .modern, phase: .present))
    #expect(present.endTime == 2.23)
    #expect(present.layout.frame == CGRect(x: 85, y: 143, width: 150, height: 57))
    #expect(interaction.state == .presenting(since: 2))
    #expect(interaction.nextDeadline == 2.23)
    #expect(interaction.handle(.time(2.2)).isEmpty)
    #expect(interaction.handle(.time(2.3)).tags == [.appear])
    // The step happened at its scheduled time, not at the tick.
    #expect(interaction.state == .shown(since: 2.23))
    #expect(interaction.nextDeadline == nil)
  }

  @Test func presentWithScrollWaitsForTheDelay() throws {
    var interaction = X.interaction()
    let effects = interaction.handle(X.present(X.nearRightEdge, at: 0))
    #expect(effects.tags == [.scroll])
    guard case .requestScroll(let request) = effects[0] else { return }
    #expect(request.offset == CGSize(width: -17, height: 0))
    #expect(interaction.state == .waitingForReposition(since: 0))
    // No answer yet: nothing is scheduled, time passes.
    #expect(interaction.nextDeadline == nil)
    #expect(interaction.handle(.time(0.1)).isEmpty)
    #expect(interaction.handle(.repositionDelayReturned(CalloutScrollRequest.scrollViewDelay)).isEmpty)
    #expect(interaction.nextDeadline == 1.0 / 3.0)
    #expect(interaction.handle(.time(0.3)).isEmpty)
    let begin = interaction.handle(.time(0.5))
    #expect(begin.tags == [.present])
    #expect(begin.first?.transition?.beginTime == 1.0 / 3.0)
    #expect(begin.first?.transition?.layout == request.layout)
    #expect(interaction.handle(.time(1.0 / 3.0 + 0.23)).tags == [.appear])
  }

  @Test func lateAnswerCatchesUpInOneStep() {
    var interaction = X.interaction()
    interaction.handle(X.present(X.nearRightEdge, at: 0))
    interaction.handle(.time(5))
    // The delay ended long ago: present and appear now, each at its scheduled time.
    #expect(interaction.handle(.repositionDelayReturned(0.5)).tags == [.present, .appear])
    #expect(interaction.state == .shown(since: 0.5 + 0.23))
  }

  @Test(arguments: [-1.0, .nan, .infinity])
  func badDelaysCountAsZero(delay: Double) {
    var interaction = X.interaction()
    interaction.handle(X.present(X.nearRightEdge, at: 1))
    let effects = interaction.handle(.repositionDelayReturned(delay))
    #expect(effects.tags == [.present])
    #expect(effects.first?.transition?.beginTime == 1)
  }

  @Test func dismissDuringTheDelayCancelsThePresent() {
    var interaction = X.interaction()
    interaction.handle(X.present(X.nearRightEdge, at: 0))
    interaction.handle(.repositionDelayReturned(1.0 / 3.0))
    #expect(interaction.handle(.dismiss(time: 0.2)).isEmpty)
    #expect(interaction.state == .hidden)
    #expect(interaction.layout == nil)
    #expect(interaction.handle(.time(2)).isEmpty)
    // Also before the container answered; a late answer is then ignored.
    interaction.handle(X.present(X.nearRightEdge, at: 3))
    #expect(interaction.handle(.dismiss(time: 3.1)).isEmpty)
    #expect(interaction.handle(.repositionDelayReturned(0)).isEmpty)
    #expect(interaction.state == .hidden)
  }

  @Test func dismissWhileShownFades() throws {
    var interaction = X.shown()
    let effects = interaction.handle(.dismiss(time: 4))
    #expect(effects.tags == [.dismiss])
    let dismiss = try #require(effects.first?.transition)
    #expect(dismiss.animation == CalloutAnimation(.fade, style: .modern, phase: .dismiss))
    #expect(dismiss.beginTime == 4)
    #expect(interaction.state == .dismissing(since: 4))
    #expect(interaction.handle(.time(4 + 1.0 / 3.0)).tags == [.disappear])
    #expect(interaction.state == .hidden && interaction.layout == nil && interaction.transition == nil)
  }

  @Test func dismissDuringPresentStartsTheDismissalNow() {
    var interaction = X.interaction()
    interaction.handle(X.present(at: 0))
    let effects = interaction.handle(.dismiss(time: 0.1))
    #expect(effects.tags == [.dismiss])
    #expect(effects.first?.transition?.beginTime == 0.1)
    // The present never reports its appearance.
    #expect(interaction.handle(.time(0.3)).isEmpty)
    #expect(interaction.handle(.time(0.5)).tags == [.disappear])
  }

  @Test func presentDuringDismissFinishesTheDismissalFirst() {
    var interaction = X.shown()
    interaction.handle(.dismiss(time: 2))
    let effects = interaction.handle(X.present(at: 2.1))
    #expect(effects.tags == [.disappear, .present])
    #expect(interaction.state == .presenting(since: 2.1))
  }

  @Test func presentWhileShownRemovesTheOldCalloutWithoutAnimation() throws {
    var interaction = X.shown()
    let effects = interaction.handle(X.present(X.nearRightEdge, at: 3))
    #expect(effects.tags == [.dismiss, .disappear, .scroll])
    let removal = try #require(effects.first?.transition)
    #expect(removal.animation.animation == CalloutAnimationStyle.none)
    #expect(removal.endTime == 3)
  }

  @Test func presentWhileWaitingReplacesThePendingPresent() {
    var interaction = X.interaction()
    interaction.handle(X.present(X.nearRightEdge, at: 0))
    // The new target fits: it presents at once, the old request is forgotten.
    #expect(interaction.handle(X.present(at: 0.1)).tags == [.present])
    #expect(interaction.handle(.repositionDelayReturned(1)).isEmpty)
  }

  @Test func unanimatedTransitionsHappenInOneStep() {
    var interaction = X.interaction()
    #expect(interaction.handle(X.present(at: 1, animated: false)).tags == [.present, .appear])
    #expect(interaction.state == .shown(since: 1))
    #expect(interaction.handle(.dismiss(time: 2, animated: false)).tags == [.dismiss, .disappear])
    #expect(interaction.state == .hidden)
  }

  @Test func configuredAnimationsAreUsed() {
    var callout = CalloutLayoutFixture.callout(style: .classic)
    callout.presentAnimation = .stretch
    callout.dismissAnimation = .bounce
    var interaction = X.interaction(callout)
    let present = interaction.handle(X.present(at: 0)).first?.transition
    #expect(present?.animation == CalloutAnimation(.stretch, style: .classic, phase: .present))
    #expect(interaction.handle(.time(0.1)).tags == [.appear])
    let dismiss = interaction.handle(.dismiss(time: 1)).first?.transition
    #expect(dismiss?.animation == CalloutAnimation(.bounce, style: .classic, phase: .dismiss))
    #expect(dismiss?.endTime == 1 + 1.0 / 3.0)
  }

  @Test func transitionFinishedEndsTheStepEarly() {
    var interaction = X.interaction()
    interaction.handle(X.present(at: 0))
    interaction.handle(.time(0.1))
    #expect(interaction.handle(.transitionFinished).tags == [.appear])
    #expect(interaction.state == .shown(since: 0.1))
    interaction.handle(.dismiss(time: 0.2))
    #expect(interaction.handle(.transitionFinished).tags == [.disappear])
    #expect(interaction.handle(.transitionFinished).isEmpty)
  }

  @Test func ignoredEvents() {
    var interaction = X.interaction()
    #expect(interaction.handle(.dismiss(time: 0)).isEmpty)
    #expect(interaction.handle(.repositionDelayReturned(1)).isEmpty)
    #expect(interaction.handle(.transitionFinished).isEmpty)
    #expect(interaction.handle(.time(3)).isEmpty)
    // A present with a non-finite target or container is ignored and keeps the state.
    #expect(interaction.handle(.present(target: .null, container: X.container, time: 4)).isEmpty)
    let infinite = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)
    #expect(interaction.handle(.present(target: X.fitting, container: infinite, time: 4)).isEmpty)
    #expect(interaction.state == .hidden)
    var shown = X.shown()
    #expect(shown.handle(.present(target: .null, container: X.container, time: 4)).isEmpty)
    #expect(shown.state == .shown(since: 0.23))
  }

  @Test func timeNeverRunsBackwards() {
    var interaction = X.interaction()
    interaction.handle(.time(5))
    #expect(interaction.handle(X.present(at: 1)).first?.transition?.beginTime == 5)
    #expect(interaction.handle(.time(.nan)).isEmpty)
    #expect(interaction.currentTime == 5)
    #expect(interaction.handle(.time(5.3)).tags == [.appear])
  }

  @Test func presentationSamplesTheTransition() {
    var interaction = X.interaction()
    #expect(interaction.presentation(at: 0) == nil)
    interaction.handle(X.present(X.nearRightEdge, at: 0))
    // Waiting for the scroll: nothing on screen yet.
    #expect(interaction.presentation(at: 0.1) == nil)
    interaction.handle(.repositionDelayReturned(1))
    interaction.handle(.time(1))
    // The bounce starts at scale 0.7, transparent, and ends at 1, opaque.
    #expect(interaction.presentation(at: 1) == CalloutAnimation.Sample(scale: 0.7, opacity: 0, isFinished: false))
    interaction.handle(.time(2))
    #expect(interaction.presentation(at: 2) == CalloutAnimation.Sample(scale: 1, opacity: 1, isFinished: true))
    interaction.handle(.dismiss(time: 3))
    #expect(interaction.presentation(at: 3)?.opacity == 1)
    #expect(interaction.presentation(at: 4)?.opacity == 0)
    interaction.handle(.time(4))
    #expect(interaction.presentation(at: 4) == nil)
  }
}
