import Foundation
import InteractionKitContextMenu
import InteractionKitGeometry
import InteractionKitTestSupport
import PropertyBased
import Testing

/// ``ContextMenuAccessory/Location/automatic``: above the preview when there is room, else below
/// the menu, else on the side with the most room, 16 pt (the preview–menu spacing) away, always in
/// the content bounds (8, 47, 374, 763) of the phone.
@Suite struct ContextMenuAccessoryAutomaticTests {
  static let engine = PlacementFixtures.engine

  static func layout(
    source: CGRect, menu: Int = 3, accessory: ContextMenuAccessory,
    direction: ContextMenuLayoutDirection = .leftToRight
  ) throws -> ContextMenuLayout {
    try ContextMenuPlacement(
      menu: PlacementFixtures.menu(menu), sourceFrame: source, containerBounds: PlacementFixtures.phone,
      safeAreaInsets: PlacementFixtures.phoneSafeArea, layoutDirection: direction, accessories: [accessory]
    ).layout(engine: engine)
  }

  static let toolbar = ContextMenuAccessory("toolbar", size: CGSize(width: 200, height: 44))

  /// Whether `a` and `b` share an area.
  static func overlap(_ a: CGRect, _ b: CGRect?) -> Bool {
    guard let b else { return false }
    return min(a.maxX, b.maxX) - max(a.minX, b.minX) > 1e-6 && min(a.maxY, b.maxY) - max(a.minY, b.minY) > 1e-6
  }

  // A 240 × 120 source at (60, 300) lifts by (26 + 240) / 240 to 266 × 133 about (180, 360):
  // (47, 293.5). Above it: y = 293.5 − 16 − 44 = 233.5, centred: x = 180 − 100 = 80.
  @Test func aboveThePreviewWhenThereIsRoom() throws {
    let layout = try Self.layout(source: CGRect(x: 60, y: 300, width: 240, height: 120), accessory: Self.toolbar)
    #expect(ContextMenuPlacementTests.close(layout.previewFrame, CGRect(x: 47, y: 293.5, width: 266, height: 133)))
    let frame = try #require(layout.accessories.first?.frame)
    #expect(ContextMenuPlacementTests.close(frame, CGRect(x: 80, y: 233.5, width: 200, height: 44)))
    #expect(Self.toolbar.referenceFrame(in: layout) == layout.previewFrame)
    #expect(Self.toolbar.frame(in: layout) == frame)
    // Aligned by the anchor, the attachment offset added to the gap, then moved by the offset.
    var trailing = Self.toolbar
    trailing.anchor = .init(alignment: .trailing, attachmentOffset: 4)
    trailing.offset = CGPoint(x: -10, y: 2)
    let moved = try #require(
      try Self.layout(source: CGRect(x: 60, y: 300, width: 240, height: 120), accessory: trailing).accessories.first)
    #expect(ContextMenuPlacementTests.close(moved.frame, CGRect(x: 313 - 200 - 10, y: 293.5 - 20 - 44 + 2, width: 200, height: 44)))
  }

  // A 240 × 44 source at (60, 60) lifts to 266 × 48.767 at y 57.617: above it 57.617 − 60 < 47, no
  // room. The menu (47, 122.383, 250, 131.001), leading, is below: the toolbar goes 16 pt under it,
  // centred on it: (172 − 100, 253.384 + 16).
  @Test func belowTheMenuWhenThereIsNoRoomAbove() throws {
    let layout = try Self.layout(source: CGRect(x: 60, y: 60, width: 240, height: 44), accessory: Self.toolbar)
    let menu = try #require(layout.menuFrame)
    #expect(ContextMenuPlacementTests.close(menu, CGRect(x: 47, y: 122.383, width: 250, height: 131.001), 1e-3))
    let frame = try #require(layout.accessories.first?.frame)
    #expect(ContextMenuPlacementTests.close(frame, CGRect(x: 72, y: 269.384, width: 200, height: 44), 1e-3))
    #expect(abs(frame.minY - menu.maxY - 16) < 1e-9)
    #expect(Self.toolbar.referenceFrame(in: layout) == menu)
  }

  // A menu above a bubble near the bottom takes the room above the preview; below the menu is the
  // preview; the side with the most room is above the menu.
  @Test func aboveTheMenuWhenTheMenuIsAboveThePreview() throws {
    let layout = try Self.layout(source: CGRect(x: 60, y: 700, width: 240, height: 60), accessory: Self.toolbar)
    #expect(layout.menuEdge == .above)
    let menu = try #require(layout.menuFrame)
    let frame = try #require(layout.accessories.first?.frame)
    #expect(abs(menu.minY - 16 - frame.maxY) < 1e-9, "\(frame) over \(menu)")
    #expect(!Self.overlap(frame, menu) && !Self.overlap(frame, layout.previewFrame))
    #expect(Self.toolbar.referenceFrame(in: layout) == layout.previewFrame.union(menu))
  }

  // A tall menu and a tall source leave no room above or below: the accessory goes beside them on
  // the side with more room, and stays in the content bounds.
  @Test func besideWhenNeitherAboveNorBelowFits() throws {
    let narrow = ContextMenuAccessory("side", size: CGSize(width: 40, height: 200))
    let layout = try Self.layout(source: CGRect(x: 240, y: 200, width: 80, height: 200), menu: 12, accessory: narrow)
    let preview = layout.previewFrame
    let menu = try #require(layout.menuFrame)
    let block = preview.union(menu)
    let frame = try #require(layout.accessories.first?.frame)
    #expect(layout.contentBounds.contains(frame))
    #expect(!Self.overlap(frame, menu) && !Self.overlap(frame, preview), "\(frame) \(preview) \(menu)")
    #expect(abs(block.minX - 16 - frame.maxX) < 1e-9, "on the left of \(block): \(frame)")
    // Right to left the same block's left side is the trailing one.
    let rtl = try Self.layout(
      source: CGRect(x: 390 - 240 - 80, y: 200, width: 80, height: 200), menu: 12, accessory: narrow, direction: .rightToLeft)
    let mirrored = try #require(rtl.accessories.first?.frame)
    let rtlBlock = rtl.previewFrame.union(try #require(rtl.menuFrame))
    #expect(abs(mirrored.minX - rtlBlock.maxX - 16) < 1e-9, "on the right of \(rtlBlock): \(mirrored)")
  }

  // Shrunk to the content bounds, the accessory would cover the preview and the menu: it is left
  // out (before "no collisions" it was placed over them).
  @Test func anAccessoryLargerThanTheContentIsClampedInsideAndLeftOut() throws {
    let huge = ContextMenuAccessory("huge", size: CGSize(width: 5000, height: 5000))
    let layout = try Self.layout(source: CGRect(x: 60, y: 300, width: 240, height: 120), accessory: huge)
    #expect(layout.accessories.isEmpty)
    #expect(layout.omittedAccessories.first?.requestedFrame == layout.contentBounds)
    #expect(layout.omittedAccessories.first?.reason == .coversPreview)
    let bad = ContextMenuAccessory(
      "bad", size: CGSize(width: CGFloat.nan, height: -3), anchor: .init(attachmentOffset: .infinity),
      offset: CGPoint(x: CGFloat.nan, y: 1))
    let frame = try #require(try Self.layout(source: CGRect(x: 60, y: 300, width: 240, height: 120), accessory: bad).accessories.first?.frame)
    #expect(frame.isFiniteRect && frame.width == 0 && frame.height == 0)
  }

  /// Over random containers, sources, menus, sizes, directions and size classes: the accessory
  /// stays in the content bounds; when there is room above the preview clear of the menu it sits
  /// there, 16 pt above, and covers neither.
  @Test func staysInsideAndTakesTheRoomAbove() async throws {
    await propertyCheck(count: 200, input: Gen.int(in: 0...Int(Int32.max))) { seed in
      var placement = ContextMenuPlacementPropertyTests.placement(seed: seed)
      var rng = SplitMix64(seed: UInt64(seed) &+ 1)
      let size = CGSize(
        width: ContextMenuPlacementPropertyTests.double(&rng, 0...500),
        height: ContextMenuPlacementPropertyTests.double(&rng, 0...120))
      let accessory = ContextMenuAccessory("auto", size: size, trackingAxis: [.x, .y])
      placement.accessories = [accessory]
      guard let layout = try? placement.layout(engine: Self.engine) else {
        Issue.record("seed \(seed) threw")
        return
      }
      // An accessory without room clear of the preview and the menu is left out.
      guard let frame = layout.accessories.first?.frame else {
        #expect(layout.omittedAccessories.map(\.identifier) == ["auto"], "seed \(seed)")
        return
      }
      let content = layout.contentBounds
      #expect(frame.isFiniteRect && ContextMenuPlacementPropertyTests.inside(frame, content), "seed \(seed)")
      let preview = layout.previewFrame
      let w = min(size.width, content.width)
      let h = min(size.height, content.height)
      let top = preview.minY - layout.spacing - h
      guard top >= content.minY else { return }
      let x = min(max(preview.midX - w / 2, content.minX), content.maxX - w)
      let band = CGRect(x: x, y: top, width: w, height: h)
      guard !Self.overlap(band, layout.menuFrame) else { return }
      #expect(abs(frame.minY - top) < 1e-6, "seed \(seed): \(frame) not above \(preview)")
      #expect(!Self.overlap(frame, preview) && !Self.overlap(frame, layout.menuFrame), "seed \(seed)")
    }
  }
}
