import Foundation
import InteractionKitContextMenu
import InteractionKitGeometry
import InteractionKitTextLayout
import Testing

/// A monospaced engine for exact placement numbers: every character 10 pt wide, every line 20 pt
/// tall, lines broken between characters at the container width.
struct PlacementTextEngine: TextLayoutEngine {
  func layout(_ text: AttributedText, in container: TextContainer) -> any TextLayout {
    PlacementTextLayout(text: text, container: container)
  }
}

/// The layout of ``PlacementTextEngine``.
struct PlacementTextLayout: TextLayout {
  let text: AttributedText
  let container: TextContainer
  let lineFragments: [LineFragment]
  let size: CGSize

  init(text: AttributedText, container: TextContainer) {
    self.text = text
    self.container = container
    let count = text.utf16Count
    let columns = container.width.map { Swift.max(1, Int(($0 / 10).rounded(.down))) } ?? Swift.max(1, count)
    let lines = Swift.max(1, (count + columns - 1) / columns)
    let width = container.width ?? CGFloat(count) * 10
    lineFragments = (0..<lines).map { i in
      let start = i * columns
      let length = Swift.min(columns, count - start)
      let rect = CGRect(x: 0, y: CGFloat(i) * 20, width: width, height: 20)
      return LineFragment(
        rect: rect, usedRect: CGRect(x: 0, y: rect.minY, width: CGFloat(Swift.max(0, length)) * 10, height: 20),
        baseline: rect.minY + 15, characterRange: NSRange(location: start, length: Swift.max(0, length)),
        isRightToLeft: false)
    }
    size = CGSize(width: width, height: CGFloat(lines) * 20)
  }

  func enclosingRects(for range: NSRange) throws(TextRangeError) -> [CGRect] { [] }
  func characterIndex(at point: CGPoint, mode: CharacterHitMode) -> Int? { nil }
  func caretRect(at offset: Int) throws(TextRangeError) -> CGRect { .zero }
}

/// Menus and numbers shared by the placement tests.
enum PlacementFixtures {
  static let engine = PlacementTextEngine()
  static let row: CGFloat = 28 + 15.667
  /// An iPhone 15 in portrait: 390 × 844, safe area 47 / 34.
  static let phone = CGRect(x: 0, y: 0, width: 390, height: 844)
  static let phoneSafeArea = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

  static func actions(_ count: Int, prefix: String = "a") -> [MenuElement] {
    (0..<count).map { .action(MenuAction("\(prefix)\($0)", title: "Item \($0)")) }
  }

  static func menu(_ count: Int) -> Menu { Menu(children: actions(count)) }
}

@Suite struct ContextMenuRowLayoutTests {
  let engine = PlacementFixtures.engine
  let row = PlacementFixtures.row

  @Test func metricsDefaultsAreTheReferenceNumbers() {
    let m = ContextMenuMetrics.phone
    #expect(m.menuWidth == 250 && m.menuCornerRadius == 13 && m.minimumContainerInset == 8)
    #expect(m.liftScale == .iOS && m.liftScale.maxLiftScale == 1.15 && m.liftScale.maxLiftScaleUpPoints == 26)
    #expect(m.previewMenuSpacing == 16 && m.baselineToBaseline == 20 && m.itemPadding == 16)
    #expect(m.imageBoxSize == 24 && m.sectionSeparatorHeight == 8 && m.itemSeparatorPixels == 1 && m.gutter == 12)
    #expect(m.headerPadding == EdgeInsets(top: 10, left: 16, bottom: 11, right: 16))
    #expect(m.trailingSubmenuOffset == CGPoint(x: -11, y: 1) && m.leadingSubmenuOffset == CGPoint(x: -5, y: 1))
    #expect(m.maximumPreviewHeightShare == 0.55 && m.maximumCustomPreviewHeightForMenu == 198)
    #expect(m.sideMenuThresholdHeight == 135 && m.centeringTolerance == 1 && m.menuMinimumScale == 0.8)
    #expect(m.rubberBandCoefficient == 0.2 && m.tearOffDistance == 15)
    #expect(abs(m.singleLineRowHeight - 43.667) < 1e-9)
    #expect(abs(m.rowHeight(lineCount: 3) - (43.667 + 40)) < 1e-9)
    #expect(m.rowHeight(lineCount: 0) == m.singleLineRowHeight)
  }

  @Test func flattensHeaderActionsSubmenusSectionsAndLoadingRows() {
    let menu = Menu(
      title: "Message",
      children: [
        .action(MenuAction("reply", title: "Reply")),
        .action(MenuAction("secret", title: "Hidden", attributes: .hidden)),
        .menu(
          Menu(
            options: .displayInline,
            children: [
              .action(MenuAction("copy", title: "Copy")),
              .action(MenuAction("off", title: "Off", attributes: .disabled)),
            ])),
        .menu(
          Menu(options: .displayInline, children: [.action(MenuAction("gone", title: "Gone", attributes: .hidden))])),
        .menu(Menu("more", title: "More", children: [.action(MenuAction("info", title: "Info"))])),
        .deferred(DeferredMenuElement("recent")),
      ])
    let rows = ContextMenuRow.rows(for: menu, width: 250, engine: engine)
    #expect(rows.map(\.kind) == [.header, .action, .separator, .action, .action, .separator, .submenu, .loading])
    #expect(rows.map(\.elementPath) == [[], [0], [], [2, 0], [2, 1], [], [4], [5]])
    #expect(rows.map(\.isSelectable) == [false, true, false, true, false, false, true, false])
    #expect(rows.map(\.identifier) == ["", "reply", "", "copy", "off", "", "more", "recent"])
    // Header: 10 + one 20 pt line + 11.
    #expect(rows[0].frame.height == 41)
    #expect(rows[2].frame.height == 8)
    #expect(
      rows.filter { $0.kind != .separator && $0.kind != .header }.allSatisfy { abs($0.frame.height - row) < 1e-9 })
    // Stacked from 0, contiguous, full width.
    var y: CGFloat = 0
    for r in rows {
      #expect(abs(r.frame.minY - y) < 1e-9 && r.frame.minX == 0 && r.frame.width == 250)
      y = r.frame.maxY
    }
  }

  @Test func separatorsNeverAtTheEndsNorDoubled() {
    let menu = Menu(children: [
      .menu(Menu(options: .displayInline, children: [.action(MenuAction("a", title: "A"))])),
      .menu(Menu(options: .displayInline, children: [])),
      .menu(Menu(options: .displayInline, children: [.action(MenuAction("b", title: "B"))])),
      .menu(
        Menu(
          options: .displayInline,
          children: [
            .menu(Menu(options: .displayInline, children: [.action(MenuAction("c", title: "C"))]))
          ])),
    ])
    let kinds = ContextMenuRow.rows(for: menu, width: 250, engine: engine).map(\.kind)
    #expect(kinds == [.action, .separator, .action, .separator, .action])
  }

  @Test func inlineSectionTitlesBecomeHeaders() {
    let menu = Menu(children: [
      .action(MenuAction("a", title: "A")),
      .menu(Menu("s", title: "Sort by", options: .displayInline, children: [.action(MenuAction("b", title: "B"))])),
    ])
    let rows = ContextMenuRow.rows(for: menu, width: 250, engine: engine)
    #expect(rows.map(\.kind) == [.action, .separator, .header, .action])
    #expect(rows[2].elementPath == [1] && rows[2].title == "Sort by")
  }

  @Test func wrappedTitlesAndSubtitlesAddTwentyPointsPerLine() {
    // 250 − 2·16 − 12 − 24 = 182 pt of text: 18 characters a line with the 10 pt engine.
    let fits = String(repeating: "x", count: 18)
    let wraps = String(repeating: "x", count: 19)
    let menu = Menu(children: [
      .action(MenuAction("one", title: fits)),
      .action(MenuAction("two", title: wraps)),
      .action(MenuAction("sub", title: fits, subtitle: wraps)),
      .action(MenuAction("four", title: String(repeating: "y", count: 18 * 3 + 1))),
    ])
    let rows = ContextMenuRow.rows(for: menu, width: 250, engine: engine)
    #expect(rows.map(\.lineCount) == [1, 2, 3, 4])
    #expect(rows.map { ($0.frame.height * 1000).rounded() / 1000 } == [43.667, 63.667, 83.667, 103.667])
  }

  @Test func checkmarksIndentTheText() {
    // With a checkmark, 16 pt less: 166 pt, 16 characters a line.
    let menu = Menu(children: [
      .action(MenuAction("on", title: String(repeating: "x", count: 17), state: .on))
    ])
    #expect(ContextMenuRow.rows(for: menu, width: 250, engine: engine)[0].lineCount == 2)
  }

  @Test func badWidthsCountAsZeroAndStillMeasure() {
    for width in [CGFloat.nan, -.infinity, -5, .infinity] {
      let rows = ContextMenuRow.rows(for: PlacementFixtures.menu(3), width: width, engine: engine)
      #expect(rows.count == 3)
      #expect(rows.allSatisfy { $0.frame.isFiniteRect && $0.frame.width == 0 && $0.frame.height > 0 })
    }
  }
}
