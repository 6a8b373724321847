import Foundation
import InteractionKitContextMenu
import InteractionKitGeometry
import InteractionKitGestures
import Testing

/// What hosts and scripts call beside the events: presenting without a frame clock, choosing and
/// highlighting rows, the resting layout and when motion ends; the typed identifiers.
@Suite struct ContextMenuInteractionPresentingTests {
  @Test func advanceUntilPresentedTakesTheScheduledStepsAndStops() throws {
    var interaction = InteractionFixture.interaction()
    interaction.handle(.touchDown(InteractionFixture.touch, time: 0))
    let effects = interaction.advanceUntilPresented(from: 0)
    #expect(effects.tags.prefix(3) == [.begin, .lift, .present])
    #expect(interaction.isPresented)
    let expand = try #require(interaction.transition)
    #expect(expand.kind == .expand)
    // The same as stepping by hand to each deadline.
    var byHand = InteractionFixture.interaction()
    let liftEnd = byHand.pressAndPresent()
    #expect(byHand.layout == interaction.layout && byHand.currentTime == liftEnd)
    #expect(interaction.currentTime == liftEnd)
    // Presented already, or nothing pressed: nothing more happens.
    #expect(interaction.advanceUntilPresented(from: liftEnd) == [])
    var idle = InteractionFixture.interaction()
    #expect(idle.advanceUntilPresented(from: 0) == [])
    #expect(!idle.isPresented)
  }

  @Test func theRestingLayoutIsThereFromThePressToTheEnd() throws {
    var interaction = InteractionFixture.interaction()
    #expect(interaction.restingLayout == nil && interaction.displayedLayout == nil)
    interaction.handle(.touchDown(InteractionFixture.touch, time: 0))
    let resting = try #require(interaction.restingLayout)
    #expect(interaction.displayedLayout == resting)
    #expect(resting.menuFrame != nil && resting.accessories.count == 1)
    interaction.advanceUntilPresented(from: 0)
    #expect(interaction.displayedLayout == interaction.layout)
    interaction.handle(.dismiss(time: 5))
    interaction.handle(.time(10))
    #expect(interaction.restingLayout == nil && interaction.displayedLayout == nil)
    // A press that is cancelled drops it too.
    interaction.handle(.touchDown(InteractionFixture.touch, time: 11))
    interaction.handle(.touchUp(InteractionFixture.touch, time: 11.1))
    #expect(interaction.restingLayout == nil)
  }

  @Test func motionEndsWhenTheExpansionAndTheAccessoriesSettle() throws {
    var interaction = InteractionFixture.interaction()
    #expect(interaction.motionEndTime == nil && !interaction.isMoving(at: 0))
    let liftEnd = interaction.pressAndPresent()
    let expand = try #require(interaction.transition)
    let accessory = liftEnd + ContextMenuAccessory.Transition.spring.settlingDuration
    let end = Swift.max(expand.endTime, accessory)
    #expect(interaction.motionEndTime == end)
    #expect(interaction.isMoving(at: end - 0.001) && !interaction.isMoving(at: end) && !interaction.isMoving(at: .nan))
    // The spring's settling duration is where its progress reaches exactly 1.
    let spring = ContextMenuAccessory.Transition.spring
    #expect(spring.progress(at: spring.settlingDuration) == 1)
    #expect(spring.settlingDuration > 0.4 && spring.settlingDuration < 1.5)
    let curve = ContextMenuAccessory.Transition(timing: .curve(.easeOut, duration: 0.2))
    #expect(curve.settlingDuration == 0.2)
    #expect(ContextMenuAccessory.Transition(timing: .curve(.linear, duration: -1)).settlingDuration == 0)
  }

  @Test func chooseRowSelectsOpensAndIgnoresWhatCannotBeChosen() throws {
    var interaction = InteractionFixture.interaction()
    #expect(interaction.chooseRow(0, time: 0) == [])
    interaction.pressAndPresent()
    let copy = try #require(interaction.rowIndex("copy"))
    #expect(interaction.chooseRow(copy, time: 2) == [], "Copy is disabled")
    #expect(interaction.chooseRow(999, time: 2) == [])
    let pin = try #require(interaction.rowIndex("pin"))
    #expect(interaction.chooseRow(pin, time: 2).tags == [.select], "Pin keeps the menu presented")
    let more = try #require(interaction.rowIndex("more"))
    #expect(interaction.chooseRow(more, time: 2).tags == [.changed])
    #expect(interaction.openSubmenu == [3])
    let block = try #require(interaction.rowIndex("block"))
    #expect(interaction.chooseRow(block, time: 2).tags == [.select, .toSource])
  }

  @Test func highlightRowHighlightsOnlyRowsThatCanBeChosen() throws {
    var interaction = InteractionFixture.interaction()
    #expect(interaction.highlightRow(0, time: 0) == [])
    interaction.pressAndPresent()
    let reply = try #require(interaction.rowIndex("reply"))
    #expect(interaction.highlightRow(reply, time: 2) == [.highlight(reply)])
    #expect(interaction.highlightRow(reply, time: 2) == [])
    let copy = try #require(interaction.rowIndex("copy"))
    #expect(interaction.highlightRow(copy, time: 2) == [])
    #expect(interaction.highlightedRow == reply)
    #expect(interaction.highlightRow(nil, time: 2) == [.highlight(nil)])
  }

  @Test func identifiersAreTypedStringsThatEncodeBare() throws {
    let reply: MenuAction.ID = "reply"
    #expect(reply.rawValue == "reply" && reply.description == "reply" && !reply.isEmpty)
    #expect(MenuAction.ID("a\(1)") == "a1")
    let data = try JSONEncoder().encode(MenuAction("reply", title: "Reply"))
    let json = try #require(String(data: data, encoding: .utf8))
    #expect(json.contains(#""identifier":"reply""#))
    #expect(try JSONDecoder().decode(MenuAction.self, from: data).identifier == reply)
    #expect(try JSONDecoder().decode(MenuAction.ID.self, from: Data(#""x""#.utf8)) == "x")
  }
}
