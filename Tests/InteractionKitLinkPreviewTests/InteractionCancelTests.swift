import Foundation
import InteractionKitLinkPreview
import InteractionKitMotion
import Testing

@Suite struct InteractionCancelTests {
  /// A press on the fixture link that has reached the press effect (at 0.15 s).
  func pressed() -> LinkPreviewInteraction {
    var interaction = Fixture.interaction()
    interaction.handle(.touchDown(Fixture.touchPoint, time: 0, hit: Fixture.link))
    interaction.handle(.time(0.2))
    return interaction
  }

  func moved(by distance: CGFloat, dx: CGFloat = 1, dy: CGFloat = 0) -> CGPoint {
    let length = (dx * dx + dy * dy).squareRoot()
    return CGPoint(x: Fixture.touchPoint.x + dx / length * distance, y: Fixture.touchPoint.y + dy / length * distance)
  }

  @Test func movingUpTo44PointsKeepsThePress() {
    var interaction = pressed()
    #expect(interaction.handle(.touchMoved(moved(by: 43.9), time: 0.25)) == [])
    #expect(interaction.handle(.touchMoved(moved(by: 44), time: 0.26)) == [])
    #expect(interaction.handle(.touchMoved(moved(by: 43.9, dx: 1, dy: -1), time: 0.27)) == [])
    #expect(interaction.state == .pressEffect(since: 0.15))
    // Coming back is fine too; the lift happens on time.
    #expect(interaction.handle(.touchMoved(Fixture.touchPoint, time: 0.3)) == [])
    #expect(interaction.handle(.time(0.4)).tags == [.lift])
  }

  @Test func movingBeyond44PointsCancelsThePressEffect() throws {
    var interaction = pressed()
    let press = try #require(interaction.transition)
    let effects = interaction.handle(.touchMoved(moved(by: 44.1, dx: -1, dy: 1), time: 0.3))
    #expect(effects.tags == [.cancel])
    let back = try #require(effects.first?.transition)
    #expect(back.kind == .cancelPressEffect)
    #expect(back.beginTime == 0.3)
    #expect(back.from == press.sample(at: 0.3))
    #expect(back.to == LinkPreviewPresentation(center: Fixture.linkCenter, size: CGSize(width: 250, height: 40)))
    #expect(back.duration == Spring(dampingRatio: 0.6, response: 0.4).settlingDuration())
    #expect(interaction.state == .idle)
    #expect(interaction.subject == nil)
    // The spring back keeps running for the renderer, and no lift comes.
    #expect(interaction.presentation(at: 0.35) == back.sample(at: 0.35))
    #expect(interaction.handle(.time(1)) == [])
    #expect(interaction.nextDeadline == nil)
  }

  @Test func movingBeyond44PointsBeforeThePressEffectCancelsQuietly() {
    var interaction = Fixture.interaction()
    interaction.handle(.touchDown(Fixture.touchPoint, time: 0, hit: Fixture.link))
    #expect(interaction.handle(.touchMoved(moved(by: 44.1, dy: 1), time: 0.1)) == [])
    #expect(interaction.state == .idle)
    #expect(interaction.handle(.time(0.5)) == [])
  }

  @Test func aCustomAllowableMovement() {
    var interaction = Fixture.interaction(timing: LinkPreviewTiming(allowableMovement: 10))
    interaction.handle(.touchDown(Fixture.touchPoint, time: 0, hit: Fixture.link))
    interaction.handle(.time(0.2))
    #expect(interaction.handle(.touchMoved(moved(by: 9.9), time: 0.21)) == [])
    #expect(interaction.handle(.touchMoved(moved(by: 10.1), time: 0.22)).tags == [.cancel])
  }

  @Test func movementAfterTheLiftIsIgnored() {
    var interaction = Fixture.interaction()
    interaction.handle(.touchDown(Fixture.touchPoint, time: 0, hit: Fixture.link))
    interaction.handle(.time(0.4))
    #expect(interaction.handle(.touchMoved(moved(by: 300), time: 0.5)) == [])
    #expect(interaction.state == .lifted(since: 0.4))
  }

  @Test func aMovementWhoseTimeAlreadyPassedTheLiftLiftsFirst() {
    var interaction = Fixture.interaction()
    interaction.handle(.touchDown(Fixture.touchPoint, time: 0, hit: Fixture.link))
    // No tick came: the move at 0.45 s reveals the press effect and lift that were due, then is ignored.
    #expect(interaction.handle(.touchMoved(moved(by: 100), time: 0.45)).tags == [.begin, .lift])
    #expect(interaction.state == .lifted(since: 0.4))
  }

  @Test func nonFinitePointsAreIgnored() {
    var interaction = pressed()
    #expect(interaction.handle(.touchMoved(CGPoint(x: CGFloat.nan, y: 0), time: 0.25)) == [])
    #expect(interaction.handle(.touchMoved(CGPoint(x: 0, y: CGFloat.infinity), time: 0.26)) == [])
    #expect(interaction.state == .pressEffect(since: 0.15))
    var idle = Fixture.interaction()
    #expect(idle.handle(.touchDown(CGPoint(x: CGFloat.nan, y: 1), time: 0, hit: Fixture.link)) == [])
    #expect(idle.state == .idle)
  }

  @Test func liftingTheFingerOrACancelledTouchBeforeTheLiftCancels() {
    var up = pressed()
    #expect(up.handle(.touchUp(Fixture.touchPoint, time: 0.3)).tags == [.cancel])
    #expect(up.state == .idle)
    var cancelled = pressed()
    #expect(cancelled.handle(.touchCancelled(.zero, time: 0)).tags == [.cancel])
    #expect(cancelled.state == .idle)
    var early = Fixture.interaction()
    early.handle(.touchDown(Fixture.touchPoint, time: 0, hit: Fixture.link))
    #expect(early.handle(.touchCancelled(.zero, time: 0)) == [])
    #expect(early.state == .idle)
    #expect(early.subject == nil)
  }

  @Test func aQuickSecondPressContinuesFromTheSpringBack() throws {
    var interaction = pressed()
    let back = try #require(interaction.handle(.touchUp(Fixture.touchPoint, time: 0.3)).first?.transition)
    interaction.handle(.touchDown(Fixture.touchPoint, time: 0.35, hit: Fixture.link))
    let press = try #require(interaction.handle(.time(0.5)).first?.transition)
    #expect(press.from == back.sample(at: 0.5))
    #expect(press.from.scale != 1)
    // A press on another link starts from rest.
    var other = pressed()
    other.handle(.touchUp(Fixture.touchPoint, time: 0.3))
    other.handle(.touchDown(CGPoint(x: 20, y: 310), time: 0.35, hit: Fixture.otherLink))
    let otherPress = try #require(other.handle(.time(0.5)).first?.transition)
    #expect(otherPress.from == LinkPreviewPresentation(center: CGPoint(x: 30, y: 310), size: CGSize(width: 40, height: 20)))
  }
}
