import Foundation
import InteractionKitContextMenu
import InteractionKitGeometry
import InteractionKitGestures
import Testing

/// A configuration with accessories and an empty menu presents the accessories alone (UIKit
/// presents nothing without at least one menu item).
@Suite struct ContextMenuAccessoryWithoutMenuTests {
  static let empty = Menu(children: [])

  @Test func theLayoutPlacesTheAccessoriesWithoutAMenu() throws {
    let layout = try ContextMenuPlacement(
      menu: Self.empty, sourceFrame: InteractionFixture.bubble, containerBounds: PlacementFixtures.phone,
      safeAreaInsets: PlacementFixtures.phoneSafeArea, accessories: [InteractionFixture.tapback]
    ).layout(engine: PlacementFixtures.engine)
    #expect(layout.menuFrame == nil && layout.rows.isEmpty)
    let bar = try #require(layout.accessories.first)
    #expect(bar.identifier == "tapback" && bar.items.count == 6)
    #expect(bar.frame.maxY <= layout.previewFrame.minY, "the bar sits above the preview")
  }

  @Test func aLongPressPresentsTheAccessoriesAndTheirItemsWork() throws {
    var interaction = InteractionFixture.interaction(
      configuration: InteractionFixture.configuration(menu: Self.empty))
    let presented = interaction.pressAndPresent()
    #expect(interaction.isPresented && !interaction.presentsAccessoriesOnly)
    let layout = try #require(interaction.layout)
    #expect(layout.menuFrame == nil && layout.rows.isEmpty)
    let bar = try #require(layout.accessories.first)
    #expect(interaction.accessoryAppearance("tapback", at: presented + 1) != nil)
    // The finger that pressed lifts where it went down: nothing happens.
    #expect(interaction.handle(.touchUp(InteractionFixture.touch, time: presented + 1)).isEmpty)
    // A tap on the first item reports it.
    let item = bar.frame.minX + bar.items[0].frame.midX
    let point = CGPoint(x: item, y: bar.frame.minY + bar.items[0].frame.midY)
    interaction.handle(.touchDown(point, time: presented + 2))
    #expect(interaction.handle(.touchUp(point, time: presented + 2.05)) == [.accessoryItemTapped(accessory: "tapback", item: "r0")])
    // A tap outside everything dismisses.
    interaction.handle(.touchDown(CGPoint(x: 200, y: 700), time: presented + 3))
    let effects = interaction.handle(.touchUp(CGPoint(x: 200, y: 700), time: presented + 3.05))
    #expect(effects.contains { if case .dismissToSource = $0 { true } else { false } })
  }

  @Test func theKeyboardOpensItWithoutAFirstRow() {
    var interaction = InteractionFixture.interaction(
      configuration: InteractionFixture.configuration(menu: Self.empty))
    interaction.handle(.key(.menu, time: 0))
    interaction.advanceUntilPresented(from: 0)
    #expect(interaction.isPresented && interaction.highlightedRow == nil)
    #expect(interaction.layout?.accessories.count == 1)
    #expect(interaction.handle(.key(.down, time: 1)).isEmpty)
    #expect(interaction.handle(.key(.escape, time: 1.1)).contains { if case .dismissToSource = $0 { true } else { false } })
  }
}
