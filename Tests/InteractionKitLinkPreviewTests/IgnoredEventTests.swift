import Foundation
import InteractionKitLinkPreview
import Testing

/// Events that do not apply in a state return no effect and leave the state as it was.
@Suite struct IgnoredEventTests {
  func expectIgnored(_ event: LinkPreviewInteraction.Event, in interaction: LinkPreviewInteraction) {
    var copy = interaction
    #expect(copy.handle(event) == [], "\(event) in \(interaction.state)")
    #expect(copy.state == interaction.state)
    #expect(copy.subject == interaction.subject)
    #expect(copy.transition == interaction.transition)
  }

  @Test func inIdle() {
    let idle = Fixture.interaction()
    for event: LinkPreviewInteraction.Event in [
      .touchMoved(.zero, time: 0), .touchUp(.zero, time: 0), .touchCancelled(.zero, time: 0), .time(3), .dismiss(time: 1),
      .sourceUpdated(Fixture.link), .sourceUpdated(nil), .transitionFinished,
    ] {
      expectIgnored(event, in: idle)
    }
  }

  @Test func whilePressing() {
    var pressing = Fixture.interaction()
    pressing.handle(.touchDown(Fixture.touchPoint, time: 0, hit: Fixture.link))
    for event: LinkPreviewInteraction.Event in [
      .touchDown(.zero, time: 0.1, hit: Fixture.otherLink), .dismiss(time: 0.1), .transitionFinished,
      .sourceUpdated(Fixture.otherLink), .time(0.1),
    ] {
      expectIgnored(event, in: pressing)
    }
    var effect = pressing
    effect.handle(.time(0.2))
    for event: LinkPreviewInteraction.Event in [
      .touchDown(.zero, time: 0.2, hit: nil), .dismiss(time: 0.2), .transitionFinished,
    ] {
      expectIgnored(event, in: effect)
    }
  }

  @Test func whileLiftedAndPreviewing() {
    var lifted = Fixture.interaction()
    lifted.handle(.touchDown(Fixture.touchPoint, time: 0, hit: Fixture.link))
    lifted.handle(.time(0.4))
    for event: LinkPreviewInteraction.Event in [
      .touchDown(Fixture.touchPoint, time: 0.4, hit: Fixture.link), .touchMoved(CGPoint(x: 900, y: 0), time: 0.4),
      .touchUp(.zero, time: 0.4), .touchCancelled(.zero, time: 0), .time(0.41),
    ] {
      expectIgnored(event, in: lifted)
    }
    var previewing = Fixture.interaction()
    let liftEnd = previewing.presentLink()
    for event: LinkPreviewInteraction.Event in [
      .touchDown(Fixture.touchPoint, time: liftEnd, hit: nil), .touchUp(.zero, time: liftEnd), .touchCancelled(.zero, time: 0),
      .transitionFinished, .time(100),
    ] {
      expectIgnored(event, in: previewing)
    }
  }

  @Test func whileDismissing() {
    var dismissing = Fixture.interaction()
    dismissing.presentLink()
    dismissing.handle(.dismiss(time: 3))
    for event: LinkPreviewInteraction.Event in [
      .touchDown(Fixture.touchPoint, time: 3, hit: Fixture.link), .touchMoved(.zero, time: 3), .touchUp(.zero, time: 3),
      .touchCancelled(.zero, time: 0), .dismiss(time: 3), .sourceUpdated(nil), .sourceUpdated(Fixture.scrolledLink), .time(3.01),
    ] {
      expectIgnored(event, in: dismissing)
    }
  }
}
