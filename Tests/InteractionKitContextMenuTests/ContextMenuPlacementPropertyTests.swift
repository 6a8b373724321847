import Foundation
import InteractionKitContextMenu
import InteractionKitGeometry
import InteractionKitTestSupport
import PropertyBased
import Testing

/// Invariants of the placement over random containers, safe areas, sources and menus.
@Suite struct ContextMenuPlacementPropertyTests {
  static let engine = PlacementFixtures.engine
  static let epsilon: CGFloat = 1e-6

  static func double(_ rng: inout SplitMix64, _ range: ClosedRange<Double>) -> CGFloat {
    CGFloat(range.lowerBound + (range.upperBound - range.lowerBound) * Double(rng.next() >> 11) / Double(1 << 53))
  }

  /// A menu of 1 to 60 visible elements: actions (some long, some with subtitles, some disabled or
  /// hidden), inline sections, submenus and deferred elements.
  static func menu(_ rng: inout SplitMix64) -> Menu {
    let count = rng.int(1...60)
    var children: [MenuElement] = []
    var made = 0
    func action(_ rng: inout SplitMix64) -> MenuElement {
      made += 1
      let long = rng.chance(20)
      let title = long ? String(repeating: "Long title ", count: rng.int(2...8)) : "Item \(made)"
      var attributes: MenuElementAttributes = []
      if rng.chance(10) { attributes.insert(.disabled) }
      if rng.chance(5) { attributes.insert(.hidden) }
      return .action(
        MenuAction(
          "a\(made)", title: title, subtitle: rng.chance(15) ? "A subtitle that may wrap once" : nil,
          attributes: attributes, state: rng.chance(10) ? .on : .off))
    }
    while made < count {
      switch rng.int(0...9) {
      case 0, 1:
        let inner = (0..<rng.int(0...5)).map { _ in action(&rng) }
        children.append(.menu(Menu(title: rng.chance(30) ? "Section" : "", options: .displayInline, children: inner)))
      case 2:
        made += 1
        children.append(.menu(Menu("s\(made)", title: "Submenu \(made)", children: [action(&rng)])))
      case 3:
        made += 1
        children.append(.deferred(DeferredMenuElement("d\(made)")))
      default:
        children.append(action(&rng))
      }
    }
    return Menu(title: rng.chance(20) ? "Header" : "", children: children)
  }

  static func placement(seed: Int, sizeClass: ContextMenuSizeClass? = nil) -> ContextMenuPlacement {
    var rng = SplitMix64(seed: UInt64(seed))
    let container = CGRect(
      x: double(&rng, -200...200), y: double(&rng, -200...200), width: double(&rng, 240...1400),
      height: double(&rng, 320...1400))
    let safe = EdgeInsets(
      top: double(&rng, 0...60), left: double(&rng, 0...50), bottom: double(&rng, 0...40), right: double(&rng, 0...50))
    let width = double(&rng, 1...600)
    let height = double(&rng, 1...900)
    let source = CGRect(
      x: container.minX + double(&rng, -50...Double(container.width)),
      y: container.minY + double(&rng, -50...Double(container.height)),
      width: width, height: height)
    let custom: CGSize? = rng.chance(25) ? CGSize(width: double(&rng, 0...600), height: double(&rng, 0...900)) : nil
    return ContextMenuPlacement(
      menu: menu(&rng), sourceFrame: source, containerBounds: container, safeAreaInsets: safe,
      preferredPreviewSize: custom, horizontalSizeClass: sizeClass ?? rng.pick([.compact, .regular]),
      layoutDirection: rng.pick(ContextMenuLayoutDirection.allCases),
      preferredMenuAlignment: rng.pick(ContextMenuAlignment.allCases),
      elementOrder: rng.pick(MenuElementOrder.allCases),
      accessories: [
        ContextMenuAccessory(
          "x", size: CGSize(width: double(&rng, 0...500), height: double(&rng, 0...100)),
          location: rng.pick(ContextMenuAccessory.Location.allCases),
          anchor: .init(
            attachment: rng.pick(ContextMenuAccessory.Anchor.Attachment.allCases),
            alignment: rng.pick(ContextMenuAccessory.Anchor.Alignment.allCases)))
      ])
  }

  /// Whether the preview and the menu are at least 16 pt apart (`minimumGap`, the gap between the
  /// preview and the menu on its edge) and an accessory on the menu is placed: the layout may have
  /// made room for it between them (it may then sit there, or elsewhere once the preview moved).
  static func holdsMenuAccessory(_ layout: ContextMenuLayout, placement: ContextMenuPlacement, minimumGap: CGFloat) -> Bool {
    guard minimumGap >= 16 - epsilon else { return false }
    let onMenu = Set(placement.accessories.filter { $0.location == .menu }.map(\.identifier))
    return layout.accessories.contains { onMenu.contains($0.identifier) }
  }

  /// The preview with each subset of `placement`'s accessories on it (unclamped): the blocks the
  /// menu may be spaced from. The layout carries all of them unless their room would squeeze the
  /// preview or the menu (then it lays out as if the last ones were not there).
  static func previewBlocks(_ layout: ContextMenuLayout, placement: ContextMenuPlacement) -> [CGRect] {
    let preview = layout.previewFrame
    let frames = placement.accessories.filter { $0.location == .preview }.map {
      $0.frame(reference: preview, bounds: preview.insetBy(dx: -1e12, dy: -1e12), layoutDirection: placement.layoutDirection)
    }
    return (0..<(1 << frames.count)).map { mask in
      frames.indices.filter { mask & (1 << $0) != 0 }.reduce(preview) { $0.union(frames[$1]) }
    }
  }

  /// The gap between `menu` and `rect` on the menu's `edge` (negative where they overlap).
  static func gap(_ rect: CGRect, from menu: CGRect, edge: ContextMenuEdge) -> CGFloat {
    switch edge {
    case .above: rect.minY - menu.maxY
    case .below: menu.minY - rect.maxY
    case .left: rect.minX - menu.maxX
    case .right: menu.minX - rect.maxX
    }
  }

  static func inside(_ rect: CGRect, _ bounds: CGRect) -> Bool {
    rect.minX >= bounds.minX - epsilon && rect.maxX <= bounds.maxX + epsilon && rect.minY >= bounds.minY - epsilon
      && rect.maxY <= bounds.maxY + epsilon
  }

  @Test func previewAndMenuStayInsideApartAndSpaced() async throws {
    await propertyCheck(count: 400, input: Gen.int(in: 0...Int(Int32.max))) { seed in
      let placement = Self.placement(seed: seed)
      guard let layout = try? placement.layout(engine: Self.engine) else {
        Issue.record("seed \(seed) threw")
        return
      }
      let content = layout.contentBounds
      #expect(layout.previewFrame.isFiniteRect && layout.previewScale.isFinite && layout.previewScale >= 0)
      #expect(Self.inside(layout.previewFrame, content), "seed \(seed): preview outside")
      #expect(layout.accessories.allSatisfy { $0.frame.isFiniteRect && Self.inside($0.frame, content) })
      guard let menu = layout.menuFrame else {
        #expect(placement.menu.isEmpty)
        return
      }
      #expect(Self.inside(menu, content), "seed \(seed): menu \(menu) outside \(content)")
      #expect(menu.width == min(250, content.width))
      let preview = layout.previewFrame
      let overlap = preview.intersection(menu)
      #expect(overlap.isNull || overlap.width * overlap.height < Self.epsilon, "seed \(seed): overlap")
      // Accessories on the preview move with it, and the menu keeps its spacing from them.
      // (Those whose room would squeeze the preview or the menu are laid out as if not there: the
      // menu is spaced from the preview with some subset of them.)
      let blocks = Self.previewBlocks(layout, placement: placement)
      func gap(_ block: CGRect) -> CGFloat { Self.gap(block, from: menu, edge: layout.menuEdge) }
      let block = blocks.last ?? preview
      // A block that cannot fit beside the menu is ignored: the menu keeps its spacing from the
      // preview alone.
      let fits =
        layout.menuEdge.isSide
        ? block.width + 16 + menu.width <= content.width + Self.epsilon
        : block.height + 16 + menu.height <= content.height + Self.epsilon
      let previewGap: CGFloat =
        switch layout.menuEdge {
        case .above: preview.minY - menu.maxY
        case .below: menu.minY - preview.maxY
        case .left: preview.minX - menu.maxX
        case .right: menu.minX - preview.maxX
        }
      // The content is at least 240 − 100 wide and 320 − 100 tall: the full spacing always fits.
      // It is wider only when room was made there for an accessory on the menu, placed in between.
      // (With room made along the content's edges for an accessory left out, whether the block fits
      // is decided in less height than the content's, so the gap may be the preview's alone.)
      let spaced = (fits ? [block] : []) + blocks.dropLast() + [preview]
      #expect(
        (spaced.contains { abs(gap($0) - 16) < Self.epsilon }
          || Self.holdsMenuAccessory(layout, placement: placement, minimumGap: previewGap)) && layout.spacing == 16,
        "seed \(seed): gap \(gap(block))")
      // The menu scrolls exactly when its rows are taller than it.
      #expect(layout.menuScrolls == (layout.menuContentHeight > menu.height + Self.epsilon))
      #expect(abs(layout.maximumScrollOffset - max(0, layout.menuContentHeight - menu.height)) < Self.epsilon)
      // Rows: contiguous from the menu's top, as wide as the menu; separators never at the ends or doubled.
      var y = menu.minY
      for row in layout.rows {
        #expect(abs(row.frame.minY - y) < Self.epsilon && row.frame.minX == menu.minX && row.frame.width == menu.width)
        y = row.frame.maxY
      }
      #expect(abs(y - menu.minY - layout.menuContentHeight) < 1e-6)
      let kinds = layout.rows.map(\.kind)
      #expect(kinds.first != .separator && kinds.last != .separator)
      #expect(!zip(kinds, kinds.dropFirst()).contains { $0 == .separator && $1 == .separator })
    }
  }

  @Test func theMenuGoesToTheSideWithMoreRoom() async {
    await propertyCheck(count: 300, input: Gen.int(in: 0...Int(Int32.max))) { seed in
      var placement = Self.placement(seed: seed, sizeClass: .compact)
      placement.preferredPreviewSize = nil
      guard let layout = try? placement.layout(engine: Self.engine), layout.menuFrame != nil else { return }
      let content = layout.contentBounds
      let source = placement.sourceFrame
      let above = source.midY - content.minY
      let below = content.maxY - source.midY
      #expect(layout.menuEdge == (above > below ? .above : .below), "seed \(seed)")
    }
  }

  @Test func alignmentFollowsTheRule() async {
    await propertyCheck(count: 300, input: Gen.int(in: 0...Int(Int32.max))) { seed in
      var placement = Self.placement(seed: seed)
      if seed % 3 == 0 {
        // Put a third of the sources right on the centre band.
        let content = placement.containerBounds.standardized
        placement.sourceFrame.origin.x = content.midX - placement.sourceFrame.width / 2 + CGFloat(seed % 7 - 3) * 0.4
        placement.safeAreaInsets.left = placement.safeAreaInsets.right
      }
      guard let layout = try? placement.layout(engine: Self.engine), let menu = layout.menuFrame else { return }
      let preview = layout.previewFrame
      if layout.menuEdge.isSide {
        #expect(abs(menu.minY - preview.minY) < Self.epsilon || menu.maxY >= layout.contentBounds.maxY - Self.epsilon)
        return
      }
      let rtl = placement.layoutDirection == .rightToLeft
      let x = placement.sourceFrame.midX
      let midX = layout.contentBounds.midX
      enum Physical { case left, center, right }
      let physical: Physical =
        switch placement.preferredMenuAlignment {
        case .automatic:
          abs(x - midX) <= 1 && preview.width < layout.contentBounds.width ? .center : (x <= midX ? .left : .right)
        case .center: .center
        case .leading: rtl ? .right : .left
        case .trailing: rtl ? .left : .right
        }
      switch physical {
      case .left:
        #expect(abs(menu.minX - preview.minX) < Self.epsilon, "seed \(seed)")
        #expect(layout.menuAlignment == (rtl ? .trailing : .leading))
      case .right:
        #expect(abs(menu.maxX - preview.maxX) < Self.epsilon, "seed \(seed)")
        #expect(layout.menuAlignment == (rtl ? .leading : .trailing))
      case .center:
        #expect(abs(menu.midX - preview.midX) < Self.epsilon, "seed \(seed)")
        #expect(layout.menuAlignment == .center)
      }
    }
  }

  @Test func placementIsDeterministicAndMirrorsOnlyNames() throws {
    var rng = SplitMix64(seed: 7)
    for seed in 0..<50 {
      var placement = Self.placement(seed: seed &+ Int(rng.next() % 1000))
      placement.layoutDirection = .leftToRight
      placement.preferredMenuAlignment = .automatic
      // An accessory on the preview is aligned by leading and trailing, so it mirrors: keep it out.
      placement.accessories.removeAll { $0.location == .preview }
      let ltr = try placement.layout(engine: Self.engine)
      #expect(try placement.layout(engine: Self.engine) == ltr)
      placement.layoutDirection = .rightToLeft
      let rtl = try placement.layout(engine: Self.engine)
      // Automatic alignment hugs the same physical edge in both directions.
      #expect(rtl.menuFrame == ltr.menuFrame && rtl.previewFrame == ltr.previewFrame)
    }
  }
}
