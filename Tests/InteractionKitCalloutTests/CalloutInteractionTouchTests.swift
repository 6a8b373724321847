import Foundation
import InteractionKitCallout
import InteractionKitGeometry
import Testing

/// Touches: the body clicks and highlights, accessories tap, everything else passes through.
@Suite struct CalloutInteractionTouchTests {
  typealias X = CalloutInteractionFixture

  @Test func tapOnTheBodyHighlightsAndClicks() {
    var interaction = X.shown()
    #expect(interaction.handle(.touchDown(X.onBody, time: 1)).tags == [.highlight(true)])
    #expect(interaction.isHighlighted)
    #expect(interaction.handle(.touchMoved(CGPoint(x: 170, y: 165), time: 1)).isEmpty)
    #expect(interaction.handle(.touchUp(X.onBody, time: 1)).tags == [.highlight(false), .clicked])
    #expect(!interaction.isHighlighted)
  }

  @Test func withoutHighlightingStillClicks() {
    var callout = CalloutLayoutFixture.callout()
    callout.highlightsOnPress = false
    var interaction = X.shown(callout)
    #expect(interaction.handle(.touchDown(X.onBody, time: 1)).isEmpty)
    #expect(interaction.handle(.touchUp(X.onBody, time: 1)).tags == [.clicked])
  }

  @Test func draggingOffAndBackTogglesTheHighlight() {
    var interaction = X.shown()
    interaction.handle(.touchDown(X.onBody, time: 1))
    #expect(interaction.handle(.touchMoved(X.elsewhere, time: 1)).tags == [.highlight(false)])
    #expect(interaction.handle(.touchMoved(X.elsewhere, time: 1)).isEmpty)
    #expect(interaction.handle(.touchMoved(X.onBody, time: 1)).tags == [.highlight(true)])
    interaction.handle(.touchMoved(X.elsewhere, time: 1))
    // Lifting off the body: no click.
    #expect(interaction.handle(.touchUp(X.elsewhere, time: 1)).isEmpty)
  }

  @Test func accessoryTap() {
    var interaction = X.shown(X.withAccessory())
    #expect(interaction.handle(.touchDown(X.onTrailingAccessory, time: 1)).isEmpty)
    #expect(interaction.handle(.touchUp(X.onTrailingAccessory, time: 1)).tags == [.accessory(.trailing)])
    // Lifting elsewhere cancels it; an accessory never highlights the body.
    interaction.handle(.touchDown(X.onTrailingAccessory, time: 1))
    #expect(!interaction.isHighlighted)
    #expect(interaction.handle(.touchUp(X.onBody, time: 1)).isEmpty)
  }

  @Test func touchesOutsidePassThrough() {
    var interaction = X.shown()
    #expect(interaction.handle(.touchDown(X.elsewhere, time: 1)).tags == [.passThrough])
    // The whole touch belongs to the container, even if it wanders onto the callout.
    #expect(interaction.handle(.touchMoved(X.onBody, time: 1)).tags == [.passThrough])
    #expect(interaction.handle(.touchUp(X.onBody, time: 1)).tags == [.passThrough])
    interaction.handle(.touchDown(X.elsewhere, time: 1))
    #expect(interaction.handle(.touchCancelled(X.elsewhere, time: 1)).tags == [.passThrough])
  }

  @Test func aHiddenOrLeavingCalloutTakesNoTouches() {
    var interaction = X.interaction()
    #expect(interaction.handle(.touchDown(X.onBody, time: 0)).tags == [.passThrough])
    interaction.handle(.touchUp(X.onBody, time: 0))
    interaction.handle(X.present(X.nearRightEdge, at: 0))
    #expect(interaction.handle(.touchDown(CGPoint(x: 250, y: 163), time: 0)).tags == [.passThrough])
    interaction.handle(.touchUp(CGPoint(x: 250, y: 163), time: 0))
    var leaving = X.shown()
    leaving.handle(.dismiss(time: 2))
    #expect(leaving.handle(.touchDown(X.onBody, time: 2)).tags == [.passThrough])
  }

  @Test func aPresentingCalloutTakesTouches() {
    var interaction = X.interaction()
    interaction.handle(X.present(at: 0))
    #expect(interaction.handle(.touchDown(X.onBody, time: 0)).tags == [.highlight(true)])
  }

  @Test func dismissWhilePressedRemovesTheHighlight() {
    var interaction = X.shown()
    interaction.handle(.touchDown(X.onBody, time: 1))
    #expect(interaction.handle(.dismiss(time: 2)).tags == [.highlight(false), .dismiss])
    // The touch is forgotten: lifting it does nothing.
    #expect(interaction.handle(.touchUp(X.onBody, time: 2)).isEmpty)
  }

  @Test func cancelledTouchRemovesTheHighlightWithoutClicking() {
    var interaction = X.shown()
    interaction.handle(.touchDown(X.onBody, time: 1))
    #expect(interaction.handle(.touchCancelled(X.onBody, time: 1)).tags == [.highlight(false)])
    #expect(interaction.handle(.touchUp(X.onBody, time: 1)).isEmpty)
    #expect(interaction.handle(.touchCancelled(X.onBody, time: 1)).isEmpty)
  }

  @Test func aSecondTouchDownReplacesTheFirst() {
    var interaction = X.shown()
    interaction.handle(.touchDown(X.onBody, time: 1))
    #expect(interaction.handle(.touchDown(X.elsewhere, time: 1)).tags == [.highlight(false), .passThrough])
  }

  @Test func nonFinitePointsPassThrough() {
    var interaction = X.shown()
    #expect(interaction.handle(.touchDown(CGPoint(x: CGFloat.nan, y: 1), time: 1)).tags == [.passThrough])
  }
}
