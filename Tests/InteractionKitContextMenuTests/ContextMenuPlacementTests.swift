import Foundation
import InteractionKitContextMenu
import InteractionKitGeometry
import Testing

/// The reference's worked cases, with the numbers derived by hand in the comments.
@Suite struct ContextMenuPlacementTests {
  let engine = PlacementFixtures.engine
  let row = PlacementFixtures.row
  /// 390 × 844 less 47 / 34 and 8 pt on the sides: (8, 47, 374, 763); centre (195, 428.5).
  let content = CGRect(x: 8, y: 47, width: 374, height: 763)

  func phone(
    _ menu: Menu, source: CGRect, alignment: ContextMenuAlignment = .automatic,
    direction: ContextMenuLayoutDirection = .leftToRight, order: MenuElementOrder = .automatic
  ) throws -> ContextMenuLayout {
    try ContextMenuPlacement(
      menu: menu, sourceFrame: source, containerBounds: PlacementFixtures.phone,
      safeAreaInsets: PlacementFixtures.phoneSafeArea, layoutDirection: direction, preferredMenuAlignment: alignment,
      elementOrder: order
    ).layout(engine: engine)
  }

  static func close(_ a: CGRect?, _ b: CGRect, _ tolerance: CGFloat = 1e-6) -> Bool {
    guard let a else { return false }
    return abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance
      && abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
  }

  @Test func contentBoundsAreTheSafeAreaAtLeastEightPoints() throws {
    let layout = try phone(PlacementFixtures.menu(1), source: CGRect(x: 20, y: 100, width: 200, height: 44))
    #expect(layout.contentBounds == content)
    #expect(layout.containerBounds == PlacementFixtures.phone)
    #expect(layout.metrics == .phone)
  }

  @Test func sourceNearTheTopPutsTheMenuBelow() throws {
    // Centre (120, 122): 75 pt above, 688 below. Scale min(1.15, 226/200, 374/200) = 1.13:
    // 226 × 49.72 centred at (120, 122) → (7, 97.14). The menu (3 rows, 131.001 pt) goes 16 pt
    // below, leading-aligned (120 < 195): x = 7. The union starts at x = 7 < 8: both move 1 pt right.
    let layout = try phone(PlacementFixtures.menu(3), source: CGRect(x: 20, y: 100, width: 200, height: 44))
    #expect(layout.menuEdge == .below)
    #expect(layout.menuAlignment == .leading)
    #expect(abs(layout.previewScale - 1.13) < 1e-12)
    #expect(Self.close(layout.previewFrame, CGRect(x: 8, y: 97.14, width: 226, height: 49.72)))
    #expect(Self.close(layout.menuFrame, CGRect(x: 8, y: 97.14 + 49.72 + 16, width: 250, height: 3 * row)))
    #expect(!layout.menuScrolls && layout.maximumScrollOffset == 0)
    #expect(layout.rows.count == 3 && layout.rows[0].frame.minY == layout.menuFrame?.minY)
    #expect(abs(layout.menuContentHeight - 3 * row) < 1e-9)
    #expect(layout.spacing == 16)
  }

  @Test func sourceNearTheBottomPutsTheMenuAbove() throws {
    // Centre (220, 760): 713 pt above, 50 below. Scale 1.15 (longest side 100 ≤ 173): 115 × 46 at
    // (162.5, 737). Trailing-aligned (220 > 196): menu.maxX = 277.5; menu.maxY = 737 − 16.
    let layout = try phone(PlacementFixtures.menu(4), source: CGRect(x: 170, y: 740, width: 100, height: 40))
    #expect(layout.menuEdge == .above && layout.menuAlignment == .trailing)
    #expect(layout.previewScale == 1.15)
    #expect(Self.close(layout.previewFrame, CGRect(x: 162.5, y: 737, width: 115, height: 46)))
    #expect(Self.close(layout.menuFrame, CGRect(x: 27.5, y: 721 - 4 * row, width: 250, height: 4 * row)))
    #expect(layout.rows.map(\.identifier) == ["a0", "a1", "a2", "a3"])
  }

  @Test func priorityOrderReversesAMenuAboveButNotBelow() throws {
    let menu = Menu(title: "Title", children: PlacementFixtures.actions(3))
    let above = try phone(menu, source: CGRect(x: 170, y: 740, width: 100, height: 40), order: .priority)
    #expect(above.rows.map(\.identifier) == ["", "a2", "a1", "a0"])
    #expect(above.rows.map(\.kind) == [.header, .action, .action, .action])
    let below = try phone(menu, source: CGRect(x: 170, y: 100, width: 100, height: 40), order: .priority)
    #expect(below.rows.map(\.identifier) == ["", "a0", "a1", "a2"])
    let fixed = try phone(menu, source: CGRect(x: 170, y: 740, width: 100, height: 40), order: .fixed)
    #expect(fixed.rows.map(\.identifier) == ["", "a0", "a1", "a2"])
  }

  @Test func priorityOrderMovesSectionHeadersWithTheirRows() throws {
    let menu = Menu(children: [
      .menu(Menu("s", title: "Sort", options: .displayInline, children: PlacementFixtures.actions(2))),
      .action(MenuAction("z", title: "Z")),
    ])
    let above = try phone(menu, source: CGRect(x: 170, y: 740, width: 100, height: 40), order: .priority)
    #expect(above.rows.map(\.kind) == [.action, .separator, .action, .action, .header])
    #expect(above.rows.map(\.identifier) == ["z", "", "a1", "a0", "s"])
  }

  @Test func aCustomPreviewInTheRegularClassPutsATallMenuBeside() throws {
    // Layout 0: below, unless the width class is regular and the menu is taller than 135 pt.
    func layout(_ count: Int) throws -> ContextMenuLayout {
      try ContextMenuPlacement(
        menu: PlacementFixtures.menu(count), sourceFrame: CGRect(x: 100, y: 300, width: 50, height: 50),
        containerBounds: CGRect(x: 0, y: 0, width: 1024, height: 768),
        preferredPreviewSize: CGSize(width: 400, height: 300),
        horizontalSizeClass: .regular
      ).layout(engine: engine)
    }
    #expect(try layout(3).menuEdge == .below)  // 131 pt
    let tall = try layout(4)  // 174.668 pt
    #expect(tall.menuEdge == .right && tall.menuAlignment == .leading)
    #expect(tall.menuFrame!.minY == tall.previewFrame.minY)
    #expect(abs(tall.menuFrame!.minX - tall.previewFrame.maxX - 16) < 1e-9)
  }

  @Test func aTallPreviewLeavesTheMenuFortyFivePercentAndItScrolls() throws {
    // 300 × 600 centred at (170, 360): below (313 above, 450 below). Lift scale min(1.15, 626/600,
    // 374/300) → 626 tall, so the preview's share is capped at 0.55 · 763 = 419.65 and the menu gets
    // 763 − 419.65 = 343.35 of its 436.67. The preview then shrinks into 763 − 16 − 343.35 = 403.65.
    let layout = try phone(PlacementFixtures.menu(10), source: CGRect(x: 20, y: 60, width: 300, height: 600))
    let menuHeight = 763 - 0.55 * 763
    let previewHeight = 763 - 16 - menuHeight
    #expect(layout.menuEdge == .below)
    #expect(abs(layout.menuFrame!.height - menuHeight) < 1e-9)
    #expect(abs(layout.previewFrame.height - previewHeight) < 1e-9)
    #expect(abs(layout.previewScale - previewHeight / 600) < 1e-12)
    #expect(layout.menuScrolls)
    #expect(abs(layout.maximumScrollOffset - (10 * row - menuHeight)) < 1e-9)
    // The union (preview, spacing, menu) fills the content height exactly.
    #expect(abs(layout.previewFrame.minY - 47) < 1e-9 && abs(layout.menuFrame!.maxY - 810) < 1e-9)
  }

  @Test func regularWidthPutsTheMenuBesideWhenItFitsNeitherAboveNorBelow() throws {
    // iPad landscape: content (8, 24, 1008, 724). A 300 × 560 source centred at (250, 380): lifted to
    // 586 pt (scale 586/560), the menu gets 724 − 0.55·724 = 325.8 pt, more than the 356 − 309 = 47
    // above and the 368 − 309 = 59 below: it goes right (250 ≤ 512), top-aligned, full height.
    let placement = ContextMenuPlacement(
      menu: PlacementFixtures.menu(10), sourceFrame: CGRect(x: 100, y: 100, width: 300, height: 560),
      containerBounds: CGRect(x: 0, y: 0, width: 1024, height: 768),
      safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), horizontalSizeClass: .regular)
    let layout = try placement.layout(engine: engine)
    let scale: CGFloat = 586.0 / 560.0
    let preview = CGRect(x: 250 - 150 * scale, y: 380 - 293, width: 300 * scale, height: 586)
    #expect(layout.menuEdge == .right)
    #expect(Self.close(layout.previewFrame, preview))
    #expect(Self.close(layout.menuFrame, CGRect(x: preview.maxX + 16, y: 87, width: 250, height: 10 * row)))
    #expect(!layout.menuScrolls)
    // The same source in the compact class stays below, and scrolls.
    var compact = placement
    compact.horizontalSizeClass = .compact
    let stacked = try compact.layout(engine: engine)
    #expect(stacked.menuEdge == .below && stacked.menuScrolls)
    // On the right half it goes left.
    var right = placement
    right.sourceFrame.origin.x = 600
    let left = try right.layout(engine: engine)
    #expect(left.menuEdge == .left)
    #expect(abs(left.menuFrame!.maxX + 16 - left.previewFrame.minX) < 1e-9)
  }

  @Test func automaticAlignmentCentresWithinOnePoint() throws {
    // A 100 pt source centred at midX + d.
    func layout(_ d: CGFloat, _ direction: ContextMenuLayoutDirection = .leftToRight) throws -> ContextMenuLayout {
      try phone(
        PlacementFixtures.menu(2), source: CGRect(x: 145 + d, y: 200, width: 100, height: 40), direction: direction)
    }
    for d: CGFloat in [0, 0.5, -1, 1] {
      let centred = try layout(d)
      #expect(centred.menuAlignment == .center)
      #expect(abs(centred.menuFrame!.midX - centred.previewFrame.midX) < 1e-9)
    }
    let right = try layout(1.5)
    #expect(right.menuAlignment == .trailing)
    #expect(abs(right.menuFrame!.maxX - right.previewFrame.maxX) < 1e-9)
    let left = try layout(-1.5)
    #expect(left.menuAlignment == .leading)
    #expect(abs(left.menuFrame!.minX - left.previewFrame.minX) < 1e-9)
    // Right to left: the same physical edges, named the other way round.
    let rtlLeft = try layout(-1.5, .rightToLeft)
    #expect(rtlLeft.menuAlignment == .trailing && rtlLeft.menuFrame == left.menuFrame)
    let rtlRight = try layout(1.5, .rightToLeft)
    #expect(rtlRight.menuAlignment == .leading && rtlRight.menuFrame == right.menuFrame)
    #expect(try layout(0, .rightToLeft).menuAlignment == .center)
  }

  @Test func explicitAlignmentsFlipInRightToLeft() throws {
    let source = CGRect(x: 120, y: 200, width: 150, height: 40)
    let leading = try phone(PlacementFixtures.menu(2), source: source, alignment: .leading)
    #expect(leading.menuAlignment == .leading && abs(leading.menuFrame!.minX - leading.previewFrame.minX) < 1e-9)
    let trailing = try phone(PlacementFixtures.menu(2), source: source, alignment: .trailing)
    #expect(abs(trailing.menuFrame!.maxX - trailing.previewFrame.maxX) < 1e-9)
    let center = try phone(PlacementFixtures.menu(2), source: source, alignment: .center)
    #expect(center.menuAlignment == .center && abs(center.menuFrame!.midX - center.previewFrame.midX) < 1e-9)
    let rtlLeading = try phone(PlacementFixtures.menu(2), source: source, alignment: .leading, direction: .rightToLeft)
    #expect(rtlLeading.menuAlignment == .leading)
    #expect(abs(rtlLeading.menuFrame!.maxX - rtlLeading.previewFrame.maxX) < 1e-9)
    let rtlTrailing = try phone(
      PlacementFixtures.menu(2), source: source, alignment: .trailing, direction: .rightToLeft)
    #expect(rtlTrailing.menuAlignment == .trailing)
    #expect(abs(rtlTrailing.menuFrame!.minX - rtlTrailing.previewFrame.minX) < 1e-9)
  }

  @Test func liftScaleOfWideAndSmallPreviews() throws {
    // A 300 pt wide preview grows by 26 pt: 326/300 ≈ 1.0867; anything up to 173 pt gets 1.15.
    let wide = try phone(PlacementFixtures.menu(1), source: CGRect(x: 45, y: 200, width: 300, height: 40))
    #expect(abs(wide.previewScale - 326.0 / 300.0) < 1e-12)
    #expect(abs(wide.previewScale - 1.087) < 0.001)
    #expect(abs(wide.previewFrame.width - 326) < 1e-9)
    for width: CGFloat in [20, 120, 173] {
      let small = try phone(PlacementFixtures.menu(1), source: CGRect(x: 100, y: 200, width: width, height: 30))
      #expect(small.previewScale == 1.15)
    }
    let bigger = try phone(PlacementFixtures.menu(1), source: CGRect(x: 100, y: 200, width: 174, height: 30))
    #expect(bigger.previewScale < 1.15)
  }

  @Test func aCustomPreviewKeepsItsSizeAndTakesAtMost198FromTheMenu() throws {
    // Layout 0: never grown; the menu below gets 763 − min(500, 198) = 565 pt.
    let placement = ContextMenuPlacement(
      menu: PlacementFixtures.menu(20), sourceFrame: CGRect(x: 100, y: 400, width: 50, height: 50),
      containerBounds: PlacementFixtures.phone, safeAreaInsets: PlacementFixtures.phoneSafeArea,
      preferredPreviewSize: CGSize(width: 300, height: 500))
    let layout = try placement.layout(engine: engine)
    #expect(layout.usesCustomPreview && layout.menuEdge == .below)
    #expect(abs(layout.menuFrame!.height - 565) < 1e-9 && layout.menuScrolls)
    // The preview then shrinks into 763 − 16 − 565 = 182 pt, keeping its aspect.
    #expect(abs(layout.previewFrame.height - 182) < 1e-9)
    #expect(abs(layout.previewFrame.width - 300 * 182 / 500) < 1e-9)
    // A zero preferred size fills the content bounds (and then shrinks for the menu).
    var fill = placement
    fill.menu = Menu(children: [])
    fill.preferredPreviewSize = .zero
    #expect(try fill.layout(engine: engine).previewFrame == content)
  }

  @Test func anOpenSubmenuShowsItsHeaderAndRows() throws {
    let menu = Menu(children: [
      .action(MenuAction("a", title: "A")),
      .menu(
        Menu(
          "more", title: "More",
          children: [
            .action(MenuAction("x", title: "X")),
            .menu(Menu("deeper", title: "Deeper", children: [.action(MenuAction("y", title: "Y"))])),
          ])),
    ])
    var placement = ContextMenuPlacement(
      menu: menu, sourceFrame: CGRect(x: 20, y: 100, width: 200, height: 44), containerBounds: PlacementFixtures.phone,
      openSubmenuPath: [1])
    let layout = try placement.layout(engine: engine)
    #expect(layout.rows.map(\.kind) == [.submenuHeader, .action, .submenu])
    #expect(layout.rows.map(\.elementPath) == [[1], [1, 0], [1, 1]])
    #expect(layout.rows[0].isSelectable && layout.rows[0].title == "More")
    // The submenu is drawn over the parent menu, nudged by (−5, 1) for a leading-aligned menu.
    var closed = placement
    closed.openSubmenuPath = nil
    let parent = try #require(try closed.layout(engine: engine).menuFrame)
    let submenu = try #require(layout.menuFrame)
    #expect(layout.menuAlignment == .leading)
    #expect(abs(submenu.minY - (parent.minY + 1)) < 1e-9)
    #expect(abs(submenu.minX - max(parent.minX - 5, layout.contentBounds.minX)) < 1e-9)
    placement.openSubmenuPath = [1, 1]
    #expect(try placement.layout(engine: engine).rows.map(\.elementPath) == [[1, 1], [1, 1, 0]])
    for bad in [[0], [7], [], [1, 0]] as [[Int]] {
      placement.openSubmenuPath = bad
      #expect(throws: ContextMenuLayoutError.invalidSubmenuPath(bad)) { try placement.layout(engine: engine) }
    }
  }

  @Test func rowHitTestingFollowsTheScrollOffset() throws {
    let layout = try phone(PlacementFixtures.menu(30), source: CGRect(x: 20, y: 100, width: 200, height: 44))
    let menu = try #require(layout.menuFrame)
    #expect(layout.menuScrolls)
    #expect(layout.row(at: CGPoint(x: menu.midX, y: menu.minY + 1)) == 0)
    #expect(layout.row(at: CGPoint(x: menu.midX, y: menu.minY + row + 1)) == 1)
    #expect(layout.row(at: CGPoint(x: menu.midX, y: menu.minY + 1), scrollOffset: 2 * row) == 2)
    // Clamped to the maximum offset: the bottom of the menu shows the last row.
    #expect(layout.row(at: CGPoint(x: menu.midX, y: menu.maxY - 0.5), scrollOffset: .infinity) == 29)
    #expect(layout.row(at: CGPoint(x: menu.midX, y: menu.minY + 1), scrollOffset: .nan) == 0)
    #expect(layout.row(at: CGPoint(x: menu.midX, y: menu.minY + 1), scrollOffset: -50) == 0)
    #expect(layout.row(at: CGPoint(x: menu.minX - 1, y: menu.midY)) == nil)
    #expect(layout.row(at: CGPoint(x: menu.midX, y: menu.maxY)) == nil)
    #expect(layout.row(at: CGPoint(x: CGFloat.nan, y: menu.midY)) == nil)
  }

  @Test func anEmptyMenuShowsThePreviewAlone() throws {
    let empty = Menu(title: "Nothing", children: [.action(MenuAction("h", title: "H", attributes: .hidden))])
    let layout = try phone(empty, source: CGRect(x: 20, y: 100, width: 100, height: 40))
    #expect(layout.menuFrame == nil && layout.rows.isEmpty && layout.menuEdge == .below && !layout.menuScrolls)
    #expect(layout.row(at: CGPoint(x: 50, y: 120)) == nil && layout.maximumScrollOffset == 0)
    // Compact: centred in the content bounds.
    #expect(Self.close(layout.previewFrame, CGRect(center: content.center, size: CGSize(width: 115, height: 46))))
    // Regular: on the source.
    let regular = try ContextMenuPlacement(
      menu: empty, sourceFrame: CGRect(x: 20, y: 100, width: 100, height: 40), containerBounds: PlacementFixtures.phone,
      safeAreaInsets: PlacementFixtures.phoneSafeArea, horizontalSizeClass: .regular
    ).layout(engine: engine)
    #expect(
      Self.close(regular.previewFrame, CGRect(center: CGPoint(x: 70, y: 120), size: CGSize(width: 115, height: 46))))
  }
}

/// Measuring once and placing many times gives what one call gives.
@Suite struct MeasuredRowsPlacementTests {
  @Test func placingMeasuredRowsEqualsTheWholeLayout() throws {
    for y in stride(from: 60.0, through: 780, by: 90) {
      let placement = ContextMenuPlacement(
        menu: PlacementFixtures.menu(12), sourceFrame: CGRect(x: 30, y: y, width: 180, height: 44),
        containerBounds: PlacementFixtures.phone, safeAreaInsets: PlacementFixtures.phoneSafeArea)
      let rows = try placement.measureRows(engine: PlacementFixtures.engine)
      #expect(try placement.layout(measuredRows: rows) == placement.layout(engine: PlacementFixtures.engine))
    }
  }
}

/// Accessories on the preview move with it and keep the menu clear of them.
@Suite struct PreviewAccessoryReservationTests {
  static let bar = ContextMenuAccessory(
    "tapback", size: CGSize(width: 300, height: 64), location: .preview,
    anchor: .init(attachment: .top, alignment: .trailing), offset: CGPoint(x: -3, y: -16), trackingAxis: [.x, .y],
    cornerRadius: 32)

  func layout(source: CGRect, direction: ContextMenuLayoutDirection = .leftToRight) throws -> ContextMenuLayout {
    try ContextMenuPlacement(
      menu: PlacementFixtures.menu(4), sourceFrame: source, containerBounds: PlacementFixtures.phone,
      safeAreaInsets: PlacementFixtures.phoneSafeArea, layoutDirection: direction, accessories: [Self.bar]
    ).layout(engine: PlacementFixtures.engine)
  }

  @Test func aBarAboveABubbleNearTheBottomStaysClearOfTheMenuAbove() throws {
    for direction in ContextMenuLayoutDirection.allCases {
      let layout = try layout(source: CGRect(x: 150, y: 700, width: 220, height: 60), direction: direction)
      let bar = try #require(layout.accessories.first?.frame)
      let menu = try #require(layout.menuFrame)
      #expect(layout.menuEdge == .above)
      // The menu sits 16 pt above the bar, which sits 16 pt above the bubble.
      #expect(abs(bar.minY - 16 - menu.maxY) < 1e-9, "\(direction)")
      #expect(abs(layout.previewFrame.minY - 16 - bar.maxY) < 1e-9)
      #expect(bar.intersection(menu).isNull)
    }
  }

  @Test func aBubbleAtTheTopMovesDownToMakeRoomForItsBar() throws {
    let layout = try layout(source: CGRect(x: 150, y: 50, width: 220, height: 60))
    let bar = try #require(layout.accessories.first?.frame)
    #expect(bar.minY == layout.contentBounds.minY)
    #expect(abs(layout.previewFrame.minY - (bar.maxY + 16)) < 1e-9)
    // The Tapback numbers hold against the moved bubble: trailing edge 3 pt in, 80 pt above.
    #expect(abs(bar.maxX - (layout.previewFrame.maxX - 3)) < 1e-9)
    #expect(layout.menuEdge == .below && layout.menuFrame!.minY > layout.previewFrame.maxY)
  }
}
