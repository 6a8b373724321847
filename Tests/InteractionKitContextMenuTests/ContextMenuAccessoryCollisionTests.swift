import Foundation
import InteractionKitContextMenu
import InteractionKitGeometry
import InteractionKitLiveScene
import InteractionKitScene
import InteractionKitTestSupport
import PropertyBased
import Testing

/// No collisions, at any location: a placed accessory never covers the lifted preview, the menu or
/// another accessory and stays in the content bounds; one without room is left out and reported.
@Suite struct ContextMenuAccessoryCollisionTests {
  static let engine = PlacementFixtures.engine
  static let epsilon: CGFloat = 1e-6
  /// Touching edges (and less) do not count as covering.
  static let touching: CGFloat = 0.5

  /// Whether `a` and `b` share more than 0.5 pt along both axes.
  static func overlap(_ a: CGRect, _ b: CGRect) -> Bool {
    min(a.maxX, b.maxX) - max(a.minX, b.minX) > touching && min(a.maxY, b.maxY) - max(a.minY, b.minY) > touching
  }

  /// A dimension of any kind: zero, small, large, larger than any container, NaN or infinite.
  static func dimension(_ rng: inout SplitMix64, _ range: ClosedRange<Double>) -> CGFloat {
    switch rng.int(0...19) {
    case 0: 0
    case 1: .nan
    case 2: .infinity
    case 3: -ContextMenuPlacementPropertyTests.double(&rng, 0...100)
    case 4: ContextMenuPlacementPropertyTests.double(&rng, 1500...5000)
    default: ContextMenuPlacementPropertyTests.double(&rng, range)
    }
  }

  /// An offset of any kind, NaN now and then.
  static func offset(_ rng: inout SplitMix64) -> CGFloat {
    rng.chance(5) ? .nan : rng.chance(50) ? 0 : ContextMenuPlacementPropertyTests.double(&rng, -300...300)
  }

  /// 1 to 3 accessories of any size, location, attachment, alignment and offsets.
  static func accessories(_ rng: inout SplitMix64) -> [ContextMenuAccessory] {
    let axes: [ContextMenuAccessory.TrackingAxis] = [[], .x, .y, [.x, .y]]
    return (0..<rng.int(1...3)).map { index in
      ContextMenuAccessory(
        .init("a\(index)"), size: CGSize(width: dimension(&rng, 0...500), height: dimension(&rng, 0...120)),
        location: rng.pick(ContextMenuAccessory.Location.allCases),
        anchor: .init(
          attachment: rng.pick(ContextMenuAccessory.Anchor.Attachment.allCases),
          alignment: rng.pick(ContextMenuAccessory.Anchor.Alignment.allCases),
          attachmentOffset: offset(&rng) / 10, alignmentOffset: offset(&rng)),
        offset: CGPoint(x: offset(&rng), y: offset(&rng)), trackingAxis: rng.pick(axes))
    }
  }

  /// A random placement of the placement's property tests (containers, safe areas, sources, menus
  /// of 1–60 items, custom previews, both size classes and directions) with 1–3 random accessories.
  static func placement(seed: Int) -> ContextMenuPlacement {
    var placement = ContextMenuPlacementPropertyTests.placement(seed: seed)
    var rng = SplitMix64(seed: UInt64(seed) &+ 0x9E37_79B9)
    placement.accessories = accessories(&rng)
    return placement
  }

  @Test func placedAccessoriesCoverNothingAndStayInside() async throws {
    await propertyCheck(count: 1000, input: Gen.int(in: 0...Int(Int32.max))) { seed in
      Self.expectNoCollisions(seed: seed)
    }
  }

  /// Room made for one accessory may serve another: the layout keeps a room that leaves fewer
  /// accessories out. Here the distance grown between the menu and the preview for an accessory
  /// under the menu lets a full-width accessory of the container's safe area (placed first) fit
  /// there, and the one under the menu, which would now cover it, is left out; the menu keeps its
  /// distance, with an accessory in between (found by a CI run of the property test above).
  @Test func roomMadeForOneAccessoryMayServeAnother() throws {
    let seed = 1_755_144_203
    Self.expectNoCollisions(seed: seed)
    let layout = try Self.placement(seed: seed).layout(engine: Self.engine)
    let menu = try #require(layout.menuFrame)
    #expect(layout.menuEdge == .above && layout.previewFrame.minY - menu.maxY > 16 + 1)
    #expect(layout.omittedAccessories.map(\.identifier) == ["a2"])
    #expect(layout.omittedAccessories.first?.reason == .coversAccessory)
    #expect(Self.holdsAccessoryBetween(layout, minimumGap: layout.previewFrame.minY - menu.maxY))
  }

  /// Whether the menu keeps at least 16 pt from the preview and a placed accessory lies between
  /// them: room made there, whichever accessory it was made for.
  static func holdsAccessoryBetween(_ layout: ContextMenuLayout, minimumGap: CGFloat) -> Bool {
    guard minimumGap >= 16 - epsilon, let menu = layout.menuFrame else { return false }
    let preview = layout.previewFrame
    return layout.accessories.contains { accessory in
      let frame = accessory.frame
      switch layout.menuEdge {
      case .above: return frame.minY >= menu.maxY - epsilon && frame.maxY <= preview.minY + epsilon
      case .below: return frame.minY >= preview.maxY - epsilon && frame.maxY <= menu.minY + epsilon
      case .left: return frame.minX >= menu.maxX - epsilon && frame.maxX <= preview.minX + epsilon
      case .right: return frame.minX >= preview.maxX - epsilon && frame.maxX <= menu.minX + epsilon
      }
    }
  }

  /// The collision and spacing properties for the placement of `seed`.
  static func expectNoCollisions(seed: Int) {
    let placement = Self.placement(seed: seed)
    guard let layout = try? placement.layout(engine: Self.engine) else {
      Issue.record("seed \(seed) threw")
      return
    }
    let content = layout.contentBounds
    // Every accessory is placed or omitted, once, in the order given.
    let given = placement.accessories.map(\.identifier)
    let placed = layout.accessories.map(\.identifier)
    let omitted = layout.omittedAccessories.map(\.identifier)
    #expect(Set(placed).isDisjoint(with: omitted), "seed \(seed)")
    #expect(given.filter { placed.contains($0) } == placed && given.filter { omitted.contains($0) } == omitted)
    #expect(placed.count + omitted.count == given.count, "seed \(seed)")
    for (index, accessory) in layout.accessories.enumerated() {
      let frame = accessory.frame
      #expect(frame.isFiniteRect && ContextMenuPlacementPropertyTests.inside(frame, content), "seed \(seed): outside")
      #expect(!Self.overlap(frame, layout.previewFrame), "seed \(seed): \(frame) covers the preview")
      if let menu = layout.menuFrame { #expect(!Self.overlap(frame, menu), "seed \(seed): \(frame) covers the menu") }
      for other in layout.accessories[..<index] {
        #expect(!Self.overlap(frame, other.frame), "seed \(seed): \(frame) covers \(other.frame)")
      }
    }
    for record in layout.omittedAccessories {
      #expect(record.requestedFrame.isFiniteRect, "seed \(seed)")
    }
    // The preview and the menu keep the placement's invariants, and at least 44 pt (or their size
    // without accessories, when smaller): no accessory squeezes them to nothing.
    #expect(layout.previewFrame.isFiniteRect && layout.previewScale.isFinite && layout.previewScale >= 0)
    var bare = placement
    bare.accessories = []
    let plain = try? bare.layout(engine: Self.engine)
    if let plain {
      let minimum = ContextMenuPlacement.minimumPreviewLength
      #expect(minimum == 44)
      let size = layout.previewFrame.size
      #expect(
        size.width >= min(minimum, plain.previewFrame.width) - Self.epsilon
          && size.height >= min(minimum, plain.previewFrame.height) - Self.epsilon,
        "seed \(seed): preview \(size) squeezed (\(plain.previewFrame.size) without accessories)")
      // A non-empty preview stays non-empty.
      #expect(plain.previewFrame.width * plain.previewFrame.height == 0 || size.width * size.height > 0, "seed \(seed)")
      if let menu = layout.menuFrame, let plainMenu = plain.menuFrame {
        #expect(menu.height >= min(minimum, plainMenu.height) - Self.epsilon, "seed \(seed): menu squeezed")
      }
    }
    #expect(ContextMenuPlacementPropertyTests.inside(layout.previewFrame, content), "seed \(seed): preview outside")
    guard let menu = layout.menuFrame else { return }
    #expect(ContextMenuPlacementPropertyTests.inside(menu, content), "seed \(seed): menu outside")
    #expect(menu.width == min(250, content.width))
    let both = layout.previewFrame.intersection(menu)
    #expect(both.isNull || both.width * both.height < Self.epsilon, "seed \(seed): preview and menu overlap")
    #expect(layout.menuScrolls == (layout.menuContentHeight > menu.height + Self.epsilon))
    // The menu keeps its spacing from the preview and the accessories on it (from the preview
    // alone when they cannot fit beside the menu), as without the collision rule.
    let preview = layout.previewFrame
    // (Accessories on the preview whose room would squeeze it are laid out as if not there: the
    // menu is spaced from the preview with some subset of them.)
    let blocks = ContextMenuPlacementPropertyTests.previewBlocks(layout, placement: placement)
    let block = blocks.last ?? preview
    func gap(_ rect: CGRect) -> CGFloat { ContextMenuPlacementPropertyTests.gap(rect, from: menu, edge: layout.menuEdge) }
    let fits =
      layout.menuEdge.isSide
      ? block.width + 16 + menu.width <= content.width + Self.epsilon
      : block.height + 16 + menu.height <= content.height + Self.epsilon
    // Wider only when room was made there for an accessory on the menu, placed in between. (With
    // room made along the content's edges, whether the block fits is decided in less height than
    // the content's, so the gap may be the preview's alone.)
    let spaced = (fits ? [block] : []) + blocks.dropLast() + [preview]
    // (Or wider for room made there for another accessory, placed in between.)
    #expect(
      spaced.contains { abs(gap($0) - 16) < Self.epsilon }
        || ContextMenuPlacementPropertyTests.holdsMenuAccessory(layout, placement: placement, minimumGap: gap(preview))
        || Self.holdsAccessoryBetween(layout, minimumGap: gap(preview)),
      "seed \(seed): gap")
    var y = menu.minY
    for row in layout.rows {
      #expect(abs(row.frame.minY - y) < Self.epsilon && row.frame.minX == menu.minX && row.frame.width == menu.width)
      y = row.frame.maxY
    }
  }

  // MARK: Examples (the phone: content bounds (8, 47, 374, 763))

  static func layout(source: CGRect, menu: Int, accessories: [ContextMenuAccessory]) throws -> ContextMenuLayout {
    try ContextMenuPlacement(
      menu: PlacementFixtures.menu(menu), sourceFrame: source, containerBounds: PlacementFixtures.phone,
      safeAreaInsets: PlacementFixtures.phoneSafeArea, accessories: accessories
    ).layout(engine: engine)
  }

  static let atMenuTop = ContextMenuAccessory(
    "toolbar", size: CGSize(width: 200, height: 44), location: .menu, anchor: .init(attachment: .top))

  // A 240 × 120 source at (60, 300) lifts to (47, 293.5, 266, 133); the menu goes below it at
  // y 426.5 + 16 = 442.5, on the left (x 47). Attached to the menu's top edge and centred on it,
  // the toolbar asks for (172 − 100, 442.5 − 44) = (72, 398.5), which covers the preview: it moves
  // into the empty area, above the preview, centred on it: (180 − 100, 293.5 − 16 − 44).
  @Test func anAccessoryOnTheMenuTopBetweenPreviewAndMenuMovesAboveThePreview() throws {
    let layout = try Self.layout(source: CGRect(x: 60, y: 300, width: 240, height: 120), menu: 3, accessories: [Self.atMenuTop])
    #expect(ContextMenuPlacementTests.close(layout.previewFrame, CGRect(x: 47, y: 293.5, width: 266, height: 133)))
    let menu = try #require(layout.menuFrame)
    #expect(ContextMenuPlacementTests.close(CGRect(x: menu.minX, y: menu.minY, width: 0, height: 0), CGRect(x: 47, y: 442.5, width: 0, height: 0)))
    #expect(ContextMenuPlacementTests.close(Self.atMenuTop.frame(in: layout), CGRect(x: 72, y: 398.5, width: 200, height: 44)))
    #expect(layout.omittedAccessories.isEmpty)
    let placed = try #require(layout.accessories.first)
    #expect(ContextMenuPlacementTests.close(placed.frame, CGRect(x: 80, y: 233.5, width: 200, height: 44)))
  }

  // A 240 × 44 source at (60, 60) lifts to 266 × 48.767 at y 57.617, too close to the top for the
  // toolbar above it; 40 rows make the menu below reach the content's bottom (810). The toolbar on
  // the menu's top edge faces the preview, so the layout makes room for it there, as for a Tapback
  // bar: the gap grows by its height (44; attachment offset 0) and the menu gives it up. The block
  // moves up to the content's top: the preview at y 47 (bottom 95.767), the toolbar 16 pt below it
  // at (172 − 100, 111.767), its bottom on the menu's top (155.767); the menu ends at 810 and scrolls.
  @Test func anAccessoryOnTheMenuTopWithATallMenuWidensTheGap() throws {
    let layout = try Self.layout(source: CGRect(x: 60, y: 60, width: 240, height: 44), menu: 40, accessories: [Self.atMenuTop])
    let menu = try #require(layout.menuFrame)
    #expect(layout.omittedAccessories.isEmpty)
    let height: CGFloat = 266 * 44 / 240
    #expect(ContextMenuPlacementTests.close(layout.previewFrame, CGRect(x: 47, y: 47, width: 266, height: height)))
    let placed = try #require(layout.accessories.first)
    #expect(ContextMenuPlacementTests.close(placed.frame, CGRect(x: 72, y: 47 + height + 16, width: 200, height: 44)))
    #expect(abs(placed.frame.maxY - menu.minY) < 1e-6 && abs(menu.maxY - 810) < 1e-6 && layout.menuScrolls)
  }

  // The same menu with a 200 × 700 toolbar: no room can be made (between the preview and the menu
  // the menu would have under 44 pt left; a band above or below leaves the preview under 44 pt; one
  // beside leaves less width than the menu's 250): it is left out, reported with the frame it
  // asked for (its bottom on the menu's top) and what that frame covers (the preview).
  @Test func anAccessoryOnTheMenuTopWithNoRoomToMakeIsLeftOut() throws {
    let tall = ContextMenuAccessory(
      "toolbar", size: CGSize(width: 200, height: 700), location: .menu, anchor: .init(attachment: .top))
    let layout = try Self.layout(source: CGRect(x: 60, y: 60, width: 240, height: 44), menu: 40, accessories: [tall])
    let plain = try Self.layout(source: CGRect(x: 60, y: 60, width: 240, height: 44), menu: 40, accessories: [])
    let menu = try #require(layout.menuFrame)
    #expect(layout.previewFrame == plain.previewFrame && layout.menuFrame == plain.menuFrame)
    #expect(layout.accessories.isEmpty)
    let omitted = try #require(layout.omittedAccessories.first)
    #expect(layout.omittedAccessories.count == 1)
    #expect(omitted.identifier == "toolbar" && omitted.reason == .coversPreview)
    // Kept inside the content bounds, the frame it asked for (700 pt do not fit above the menu's
    // top) is pushed down from the content's top, over the preview.
    #expect(omitted.requestedFrame.size == CGSize(width: 200, height: 700) && menu.minY < 747)
    #expect(ContextMenuPlacementTests.close(omitted.requestedFrame, CGRect(x: 72, y: 47, width: 200, height: 700)))
    #expect(omitted.requestedFrame.intersects(layout.previewFrame))
    #expect(omitted.requestedFrame == tall.frame(in: layout))
  }

  // An accessory larger than the container is shrunk to the content bounds (374 × 763) and so
  // covers the preview wherever it goes: it is left out, and no room can be made for it. On the
  // preview, the room it would take squeezes the preview below 44 pt: the preview and the menu are
  // laid out as without it (as with no accessory at all), and it is left out with reason noRoom.
  @Test func anAccessoryLargerThanTheContainerIsLeftOut() throws {
    let source = CGRect(x: 60, y: 300, width: 240, height: 120)
    let plain = try Self.layout(source: source, menu: 3, accessories: [])
    for location in ContextMenuAccessory.Location.allCases {
      let huge = ContextMenuAccessory("huge", size: CGSize(width: 5000, height: 5000), location: location)
      let layout = try Self.layout(source: source, menu: 3, accessories: [huge])
      #expect(layout.accessories.isEmpty, "\(location)")
      #expect(layout.omittedAccessories.map(\.reason) == [location == .preview ? .noRoom : .coversPreview], "\(location)")
      #expect(layout.omittedAccessories.first?.requestedFrame == CGRect(x: 8, y: 47, width: 374, height: 763))
      #expect(layout.previewFrame == plain.previewFrame && layout.menuFrame == plain.menuFrame, "\(location)")
    }
  }

  // Two automatic toolbars: the first takes the room above the preview, (80, 233.5); the second
  // keeps clear of it and goes 16 pt below the menu, centred on it (x 172 − 100).
  @Test func aSecondAutomaticAccessoryKeepsClearOfTheFirst() throws {
    let first = ContextMenuAccessory("first", size: CGSize(width: 200, height: 44))
    let second = ContextMenuAccessory("second", size: CGSize(width: 200, height: 44))
    let layout = try Self.layout(
      source: CGRect(x: 60, y: 300, width: 240, height: 120), menu: 3, accessories: [first, second])
    let menu = try #require(layout.menuFrame)
    #expect(layout.accessories.map(\.identifier) == ["first", "second"] && layout.omittedAccessories.isEmpty)
    #expect(ContextMenuPlacementTests.close(layout.accessories[0].frame, CGRect(x: 80, y: 233.5, width: 200, height: 44)))
    #expect(
      ContextMenuPlacementTests.close(
        layout.accessories[1].frame, CGRect(x: 72, y: menu.maxY + 16, width: 200, height: 44)))
  }

  // Two identical accessories on the preview's top (its bottom on the preview's top, 293.5): the
  // second asks for the first's frame, which covers it (reason coversAccessory) and moves into the
  // empty area below the menu.
  @Test func aSecondAccessoryAtTheSameFrameMovesOrIsLeftOut() throws {
    let bar = ContextMenuAccessory(
      "bar", size: CGSize(width: 200, height: 44), location: .preview, anchor: .init(attachment: .top))
    var copy = bar
    copy.identifier = "copy"
    let layout = try Self.layout(source: CGRect(x: 60, y: 300, width: 240, height: 120), menu: 3, accessories: [bar, copy])
    let menu = try #require(layout.menuFrame)
    #expect(layout.accessories.map(\.identifier) == ["bar", "copy"])
    #expect(ContextMenuPlacementTests.close(layout.accessories[0].frame, CGRect(x: 80, y: 249.5, width: 200, height: 44)))
    #expect(abs(layout.accessories[1].frame.minY - menu.maxY - 16) < 1e-6)
    // With a menu of 40 rows there is no room below: the layout makes some (the first band that
    // works), and the copy is placed there, covering nothing.
    let tall = try Self.layout(source: CGRect(x: 60, y: 300, width: 240, height: 120), menu: 40, accessories: [bar, copy])
    #expect(tall.accessories.map(\.identifier) == ["bar", "copy"] && tall.omittedAccessories.isEmpty)
    let frames = tall.accessories.map(\.frame) + [tall.previewFrame, try #require(tall.menuFrame)]
    for (index, frame) in frames.enumerated() {
      #expect(ContextMenuPlacementPropertyTests.inside(frame, tall.contentBounds))
      for other in frames[(index + 1)...] { #expect(!Self.overlap(frame, other)) }
    }
    // Three identical copies of a 300 pt tall bar: the third has no room left and is left out,
    // because its frame covers the first one.
    var big = bar
    big.size = CGSize(width: 200, height: 300)
    var second = big
    second.identifier = "second"
    var third = big
    third.identifier = "third"
    let crowded = try Self.layout(source: CGRect(x: 60, y: 300, width: 240, height: 120), menu: 40, accessories: [big, second, third])
    #expect(crowded.omittedAccessories.map(\.identifier).contains("third"))
    #expect(crowded.omittedAccessories.first { $0.identifier == "third" }?.reason == .coversAccessory)
  }

  // An omitted accessory is not hit: a tap inside the frame it asked for (the whole content
  // bounds), away from the preview and the menu, dismisses instead of reporting its item.
  @Test func anOmittedAccessoryIsNotHit() throws {
    let huge = ContextMenuAccessory(
      "huge", size: CGSize(width: 5000, height: 5000), location: .containerSafeBounds,
      items: [ContextMenuAccessory.Item("all", frame: CGRect(x: 0, y: 0, width: 5000, height: 5000))])
    var interaction = InteractionFixture.interaction(configuration: InteractionFixture.configuration(accessories: [huge]))
    let presented = interaction.pressAndPresent()
    let layout = try #require(interaction.layout)
    #expect(layout.accessories.isEmpty && layout.omittedAccessories.map(\.identifier) == ["huge"])
    interaction.handle(.touchUp(InteractionFixture.touch, time: presented + 1))
    let point = CGPoint(x: 200, y: 780)
    #expect(try #require(layout.omittedAccessories.first).requestedFrame.contains(point))
    #expect(!layout.previewFrame.contains(point) && !(layout.menuFrame?.contains(point) ?? false))
    interaction.handle(.touchDown(point, time: presented + 2))
    #expect(interaction.handle(.touchUp(point, time: presented + 2.05)).tags == [.toSource])
  }

  // In the scene an omitted accessory is neither drawn nor in the accessibility tree; the Tapback
  // bar placed beside it is both.
  @Test func anOmittedAccessoryIsNotInTheSceneOrItsAccessibilityTree() throws {
    let index = SceneFixture.received
    let message = SceneFixture.messages[index]
    let huge = ContextMenuAccessory(
      "huge", size: CGSize(width: 5000, height: 5000), location: .containerSafeBounds,
      items: [ContextMenuAccessory.Item("all", frame: CGRect(x: 0, y: 0, width: 5000, height: 5000))],
      accessibilityLabel: "Huge")
    var sources = SceneFixture.sources
    sources[index].configuration.accessories = [SceneFixture.tapback(received: true), huge]
    var host = VirtualHost(
      scene: ContextMenuScene(
        background: SceneFixture.background, container: SceneFixture.container, sources: sources,
        engine: SceneFixture.engine, environment: SceneEnvironment(size: SceneFixture.size)))
    #expect(host.scene.sources[index].frame == message.frame)
    host.longPress(index)
    let layout = try #require(host.scene.interaction.layout)
    #expect(layout.accessories.map(\.identifier) == ["tapback"])
    #expect(layout.omittedAccessories.map(\.identifier) == ["huge"])
    let tree = host.accessibilityTree
    #expect(tree.element(.accessory("tapback")) != nil)
    #expect(tree.element(.accessory("huge")) == nil)
    #expect(!tree.elements.contains { $0.label == "Huge" })
    #expect(host.layerTree.layer("contextMenu.accessory.tapback") != nil)
    #expect(host.layerTree.layer("contextMenu.accessory.huge") == nil)
  }

  // An omitted accessory is not drawn.
  @Test func anOmittedAccessoryIsNotDrawn() throws {
    let huge = ContextMenuAccessory("huge", size: CGSize(width: 5000, height: 5000), location: .menu)
    let toolbar = ContextMenuAccessory("toolbar", size: CGSize(width: 200, height: 44))
    let source = CGRect(x: 60, y: 300, width: 240, height: 120)
    let configuration = ContextMenuConfiguration(
      source: ContextMenuSource(frame: source), menu: PlacementFixtures.menu(3), accessories: [huge, toolbar])
    let layout = try Self.layout(source: source, menu: 3, accessories: [huge, toolbar])
    #expect(layout.omittedAccessories.map(\.identifier) == ["huge"])
    let overlay = ContextMenuOverlay(
      configuration: configuration, layout: layout, engine: Self.engine, sourceContent: Layer(id: "content", frame: source))
    #expect(overlay.accessoryLayers().map(\.id.rawValue) == ["contextMenu.accessory.toolbar"])
  }
}
