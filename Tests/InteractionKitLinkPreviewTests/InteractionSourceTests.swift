import Foundation
import InteractionKitLinkPreview
import InteractionKitMotion
import Testing

@Suite struct InteractionSourceTests {
  @Test func withoutALinkTheWholeViewIsTheSource() throws {
    var interaction = Fixture.interaction()
    interaction.handle(.touchDown(CGPoint(x: 300, y: 400), time: 0, hit: nil))
    #expect(interaction.subject == .wholeView)
    let effects = interaction.handle(.time(0.4))
    #expect(effects.tags == [.begin, .lift])
    let lift = try #require(effects.last?.transition)
    #expect(lift.subject == .wholeView)
    #expect(lift.lineRects == [Fixture.viewBounds])
    #expect(lift.to.center == CGPoint(x: 187.5, y: 300))
    #expect(lift.to.size == CGSize(width: 375, height: 400))
    #expect(lift.to.scale == CGFloat(359) / 375)
    // Source updates do not apply to the whole view; the dismissal returns to the view.
    #expect(interaction.handle(.sourceUpdated(nil)) == [])
    let dismissal = interaction.handle(.dismiss(time: 1))
    #expect(dismissal.tags == [.expand, .menu, .toSource])
    let back = try #require(dismissal.last)
    #expect(back.transition?.to.center == CGPoint(x: 187.5, y: 300))
    #expect(back.transition?.lineRects == [Fixture.viewBounds])
  }

  @Test func aHitWithoutUsableRectsPreviewsTheWholeView() {
    var interaction = Fixture.interaction()
    let broken = LinkPreviewSource(id: 9, range: NSRange(location: 0, length: 3), lineRects: [])
    interaction.handle(.touchDown(Fixture.touchPoint, time: 0, hit: broken))
    #expect(interaction.subject == .wholeView)
  }

  @Test func theDismissalReturnsToTheUpdatedRects() throws {
    var interaction = Fixture.interaction()
    let liftEnd = interaction.presentLink()
    // The text scrolled up by 50 pt while the preview was up.
    #expect(interaction.handle(.sourceUpdated(Fixture.scrolledLink)) == [])
    #expect(interaction.subject == .link(Fixture.scrolledLink))
    #expect(interaction.state == .previewing(since: liftEnd))
    let effects = interaction.handle(.dismiss(time: 3))
    #expect(effects.tags == [.toSource])
    let back = try #require(effects.first?.transition)
    #expect(back.lineRects == Fixture.scrolledLink.lineRects)
    #expect(back.subject == .link(Fixture.scrolledLink))
    #expect(back.to.center == CGPoint(x: 125, y: 90))
    #expect(back.to.scale == 1)
    #expect(back.to.morphProgress == 0)
    #expect(back.to.dimming == 0)
    #expect(back.sample(at: back.endTime).center == CGPoint(x: 125, y: 90))
  }

  @Test func theLiftedPreviewDoesNotFollowTheText() throws {
    var interaction = Fixture.interaction()
    interaction.handle(.touchDown(Fixture.touchPoint, time: 0, hit: Fixture.link))
    interaction.handle(.time(0.4))
    interaction.handle(.sourceUpdated(Fixture.scrolledLink))
    // The card is placed around where the bubble was lifted, not where the link scrolled to.
    let expand = try #require(interaction.handle(.time(2)).first?.transition)
    #expect(expand.from.center == Fixture.linkCenter)
    #expect(expand.to.center == Fixture.layout.cardCenter(around: Fixture.linkCenter))
  }

  @Test func updatesForAnotherLinkAreIgnored() throws {
    var interaction = Fixture.interaction()
    interaction.presentLink()
    #expect(interaction.handle(.sourceUpdated(Fixture.otherLink)) == [])
    #expect(interaction.subject == .link(Fixture.link))
    let back = try #require(interaction.handle(.dismiss(time: 3)).first?.transition)
    #expect(back.lineRects == Fixture.linkRects)
  }

  @Test func aVanishedLinkFadesOutInPlace() throws {
    var interaction = Fixture.interaction()
    interaction.presentLink()
    #expect(interaction.handle(.sourceUpdated(nil)) == [])
    #expect(interaction.subject == .vanished(Fixture.link))
    let card = try #require(interaction.transition).to
    let effects = interaction.handle(.dismiss(time: 3))
    #expect(effects.tags == [.fadeOut])
    let fade = try #require(effects.first?.transition)
    #expect(fade.kind == .fadeOut)
    #expect(fade.beginTime == 3)
    #expect(fade.duration == 0.15)
    #expect(fade.from == card)
    var faded = card
    faded.opacity = 0
    faded.dimming = 0
    faded.menuProgress = 0
    #expect(fade.to == faded)
    #expect(interaction.state == .dismissing(.fadeOut, since: 3))
    #expect(interaction.handle(.time(3.1499)) == [])
    #expect(interaction.handle(.time(3.15)) == [.finished])
    #expect(interaction.state == .idle)
  }

  @Test func aLinkWithoutRectsCountsAsVanished() {
    var interaction = Fixture.interaction()
    interaction.presentLink()
    let gone = LinkPreviewSource(id: 1, range: NSRange(location: 10, length: 20), lineRects: [.null])
    interaction.handle(.sourceUpdated(gone))
    #expect(interaction.subject == .vanished(Fixture.link))
    #expect(interaction.handle(.dismiss(time: 3)).tags == [.fadeOut])
  }

  @Test func aLinkThatComesBackIsReturnedTo() throws {
    var interaction = Fixture.interaction()
    interaction.presentLink()
    interaction.handle(.sourceUpdated(nil))
    interaction.handle(.sourceUpdated(Fixture.scrolledLink))
    #expect(interaction.subject == .link(Fixture.scrolledLink))
    let back = try #require(interaction.handle(.dismiss(time: 3)).first?.transition)
    #expect(back.kind == .dismissToSource)
    #expect(back.lineRects == Fixture.scrolledLink.lineRects)
  }

  @Test func aLinkThatVanishesDuringThePressCancelsIt() {
    var interaction = Fixture.interaction()
    interaction.handle(.touchDown(Fixture.touchPoint, time: 0, hit: Fixture.link))
    interaction.handle(.time(0.2))
    #expect(interaction.handle(.sourceUpdated(nil)).tags == [.cancel])
    #expect(interaction.state == .idle)
    var early = Fixture.interaction()
    early.handle(.touchDown(Fixture.touchPoint, time: 0, hit: Fixture.link))
    #expect(early.handle(.sourceUpdated(nil)) == [])
    #expect(early.state == .idle)
  }

  @Test func aLinkThatMovesDuringThePressLiftsAtItsNewPlace() throws {
    var interaction = Fixture.interaction()
    interaction.handle(.touchDown(Fixture.touchPoint, time: 0, hit: Fixture.link))
    interaction.handle(.time(0.2))
    interaction.handle(.sourceUpdated(Fixture.scrolledLink))
    let lift = try #require(interaction.handle(.time(0.4)).first?.transition)
    #expect(lift.to.center == CGPoint(x: 125, y: 90))
    #expect(lift.lineRects == Fixture.scrolledLink.lineRects)
  }

  @Test func updatesWhileDismissingOrIdleAreIgnored() throws {
    var interaction = Fixture.interaction()
    #expect(interaction.handle(.sourceUpdated(Fixture.link)) == [])
    interaction.presentLink()
    let back = try #require(interaction.handle(.dismiss(time: 3)).first?.transition)
    #expect(interaction.handle(.sourceUpdated(nil)) == [])
    #expect(interaction.subject == .link(Fixture.link))
    #expect(interaction.transition == back)
  }
}
