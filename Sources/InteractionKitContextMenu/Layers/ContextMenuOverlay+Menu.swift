import Foundation
import InteractionKitGeometry
import InteractionKitScene
import InteractionKitTextLayout

extension ContextMenuOverlay {
  /// The menu platter: rounded 13, shadowed, on its material (or filled); its rows clipped to it and scrolled.
  func menu(in frame: CGRect, progress: Double, _ highlightedRow: Int?, _ scrollOffset: CGFloat) -> Layer {
    let metrics = layout.metrics
    var platter = Layer(id: "contextMenu.menu", frame: frame)
    // The menu grows from the corner nearest the preview.
    let anchor = menuAnchor
    platter.anchorPoint = anchor
    platter.position = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
    let scale = metrics.menuMinimumScale + (1 - metrics.menuMinimumScale) * CGFloat(progress)
    platter.transform = CGAffineTransform(scaleX: scale, y: scale)
    platter.opacity = progress
    if let menuMaterial { platter.backdropMaterial = menuMaterial } else { platter.backgroundColor = menuFill }
    platter.cornerRadius = metrics.menuCornerRadius
    platter.cornerCurve = .continuous
    var platterShadow = shadow
    platterShadow.path = Path(
      roundedRect: CGRect(origin: .zero, size: frame.size), cornerRadius: metrics.menuCornerRadius, style: .continuous)
    platter.shadow = platterShadow
    var clip = Layer(id: "contextMenu.menu.rows", frame: CGRect(origin: .zero, size: frame.size))
    clip.cornerRadius = metrics.menuCornerRadius
    clip.cornerCurve = .continuous
    clip.masksToBounds = true
    let top = frame.minY + scrollOffset
    let visible = CGRect(x: frame.minX, y: top, width: frame.width, height: frame.height)
    let indentation = Self.showsMarks(displayedMenu) ? metrics.indentation : 0
    for (index, row) in layout.rows.enumerated() where row.frame.intersects(visible) {
      let local = row.frame.offsetBy(dx: -frame.minX, dy: -top)
      let previous = index > 0 ? layout.rows[index - 1].kind : nil
      // A hairline separates two rows of one section (not a header from its first row).
      let hairline =
        previous != nil && previous != .separator && previous != .header && row.kind != .separator
        && row.kind != .header
      clip.sublayers.append(
        self.row(
          row, index: index, in: local, highlighted: index == highlightedRow, indentation: indentation,
          hairline: hairline))
    }
    if layout.menuScrolls { clip.sublayers.append(scrollIndicator(in: frame.size, offset: scrollOffset)) }
    platter.sublayers = [clip]
    return platter
  }

  /// The unit point the menu grows from: its edge nearest the preview, at its aligned side.
  var menuAnchor: CGPoint {
    let rtl = layout.layoutDirection == .rightToLeft
    switch layout.menuEdge {
    case .below, .above:
      let x: CGFloat =
        switch layout.menuAlignment {
        case .leading: rtl ? 1 : 0
        case .trailing: rtl ? 0 : 1
        case .center, .automatic: 0.5
        }
      return CGPoint(x: x, y: layout.menuEdge == .below ? 0 : 1)
    case .left: return CGPoint(x: 1, y: 0)
    case .right: return CGPoint(x: 0, y: 0)
    }
  }

  /// The menu whose rows are shown: the open submenu (named by its header row), or the root.
  var displayedMenu: Menu {
    if let header = layout.rows.first(where: { $0.kind == .submenuHeader }),
      case .menu(let submenu) = configuration.menu.element(at: header.elementPath)
    {
      return submenu
    }
    return configuration.menu
  }

  /// Whether some visible action of `menu` (or of its inline sections) shows a checkmark or a dash:
  /// then every row is indented to make room for the marks.
  static func showsMarks(_ menu: Menu) -> Bool {
    ContextMenuRow.Measurer.showsMarks(menu)
  }

  /// One row: its highlight, hairline, image box, title and subtitle, check state, chevron, or the
  /// section separator band. Left to right, the title starts at the leading padding (after the
  /// marks' indentation) and the image box ends at the trailing padding; right to left mirrors both.
  func row(
    _ row: ContextMenuRow, index: Int, in frame: CGRect, highlighted: Bool, indentation: CGFloat, hairline: Bool
  ) -> Layer {
    let metrics = layout.metrics
    let prefix = "contextMenu.row.\(index)"
    var layer = Layer(id: LayerID(prefix), frame: frame)
    let width = frame.width
    if row.kind == .separator {
      layer.backgroundColor = sectionSeparatorColor
      return layer
    }
    if highlighted { layer.backgroundColor = highlightFill }
    if hairline {
      var line = Layer(id: LayerID("\(prefix).separator"), frame: CGRect(x: 0, y: 0, width: width, height: 0.5))
      line.backgroundColor = itemSeparatorColor
      layer.sublayers.append(line)
    }
    let element = configuration.menu.element(at: row.elementPath)
    let action = configuration.menu.action(at: row.elementPath)

    if row.kind == .header {
      let padding = metrics.headerPadding
      var attributes = metrics.headerAttributes
      attributes.foregroundColor = secondaryLabelColor
      let textWidth = Swift.max(1, width - padding.horizontal)
      var title = text(LayerID("\(prefix).title"), row.title, attributes: attributes, width: textWidth)
      title.position = CGPoint(x: mirroredX(padding.left, width: textWidth, in: width), y: padding.top)
      layer.sublayers.append(title)
      return layer
    }

    let destructive: Bool
    if case .menu(let menu) = element {
      destructive = menu.options.contains(.destructive)
    } else {
      destructive = action?.attributes.contains(.destructive) ?? false
    }
    let disabled = action.map { !$0.isEnabled } ?? false
    let color: Color = disabled ? disabledColor : destructive ? destructiveColor : labelColor
    let padding = metrics.itemPadding
    let imageBox = metrics.imageBoxSize
    let box = CGRect(
      x: mirroredX(width - padding - imageBox, width: imageBox, in: width), y: (frame.height - imageBox) / 2,
      width: imageBox, height: imageBox)

    if row.kind == .submenuHeader {
      // The open submenu's title over its rows, with a chevron pointing down: choosing it closes.
      var attributes = metrics.titleAttributes
      attributes.fontWeight = .semibold
      attributes.foregroundColor = labelColor
      let textWidth = Swift.max(1, width - 2 * padding - metrics.gutter - imageBox)
      var title = text(LayerID("\(prefix).title"), row.title, attributes: attributes, width: textWidth)
      title.position = CGPoint(
        x: mirroredX(padding, width: textWidth, in: width), y: (frame.height - title.bounds.height) / 2)
      layer.sublayers.append(title)
      layer.sublayers.append(chevron(LayerID("\(prefix).chevron"), in: box, pointing: .down, color: secondaryLabelColor))
      return layer
    }

    // Title and subtitle: the first baseline 28 pt below the row's top, 20 pt from line to line,
    // so a one-line title is centred in its 43.67 pt row.
    let textX = padding + indentation
    let textWidth = Swift.max(1, width - 2 * padding - metrics.gutter - imageBox - indentation)
    var baseline = metrics.rowTopToFirstBaseline
    if row.kind == .loading {
      var attributes = metrics.titleAttributes
      attributes.foregroundColor = secondaryLabelColor
      var title = text(LayerID("\(prefix).title"), "Loading…", attributes: attributes, width: textWidth)
      title.position = CGPoint(x: mirroredX(textX, width: textWidth, in: width), y: baseline - firstBaseline(title))
      layer.sublayers.append(title)
      return layer
    }
    var titleAttributes = metrics.titleAttributes
    titleAttributes.foregroundColor = color
    var title = text(LayerID("\(prefix).title"), row.title, attributes: titleAttributes, width: textWidth)
    title.position = CGPoint(x: mirroredX(textX, width: textWidth, in: width), y: baseline - firstBaseline(title))
    layer.sublayers.append(title)
    if let subtitle = action?.subtitle, !subtitle.isEmpty {
      baseline += CGFloat(Swift.max(1, lineCount(title))) * metrics.baselineToBaseline
      var attributes = metrics.subtitleAttributes
      attributes.foregroundColor = disabled ? disabledColor : secondaryLabelColor
      var line = text(LayerID("\(prefix).subtitle"), subtitle, attributes: attributes, width: textWidth)
      line.position = CGPoint(x: mirroredX(textX, width: textWidth, in: width), y: baseline - firstBaseline(line))
      layer.sublayers.append(line)
    }

    if row.kind == .submenu {
      let direction: ChevronDirection = layout.layoutDirection == .rightToLeft ? .left : .right
      layer.sublayers.append(chevron(LayerID("\(prefix).chevron"), in: box, pointing: direction, color: color))
    } else if let image = action?.image {
      layer.sublayers.append(glyph(LayerID("\(prefix).image"), image, in: box, color: color))
    }
    if let state = action?.state, state != .off {
      layer.sublayers.append(mark(LayerID("\(prefix).state"), state, rowHeight: frame.height, width: width, color: color))
    }
    return layer
  }

  /// The checkmark (on) or dash (mixed) in the leading gutter, level with the title's first line.
  func mark(_ id: LayerID, _ state: MenuElementState, rowHeight: CGFloat, width: CGFloat, color: Color) -> Layer {
    let metrics = layout.metrics
    let side: CGFloat = 13
    // Centred on the first line (its x-height middle, about 6 pt above the baseline).
    let centerY = Swift.min(metrics.rowTopToFirstBaseline - 6, rowHeight / 2)
    let x = mirroredX(metrics.itemPadding - 4, width: side, in: width)
    let rect = CGRect(x: x, y: centerY - side / 2, width: side, height: side)
    var path = Path()
    if state == .on {
      path.move(to: CGPoint(x: 1, y: side * 0.55))
      path.addLine(to: CGPoint(x: side * 0.38, y: side - 1.5))
      path.addLine(to: CGPoint(x: side - 1, y: 1.5))
    } else {
      path.move(to: CGPoint(x: 1.5, y: side / 2))
      path.addLine(to: CGPoint(x: side - 1.5, y: side / 2))
    }
    var layer = Layer(id: id, frame: rect)
    layer.contents = .shape(ShapeContents(path: path, fillColor: nil, strokeColor: color, lineWidth: 2))
    return layer
  }

  /// Which way a chevron points.
  enum ChevronDirection {
    case left, right, down
  }

  /// A chevron centred in `box`.
  func chevron(_ id: LayerID, in box: CGRect, pointing direction: ChevronDirection, color: Color) -> Layer {
    var path = Path()
    let c = CGPoint(x: box.width / 2, y: box.height / 2)
    switch direction {
    case .right:
      path.move(to: CGPoint(x: c.x - 2.5, y: c.y - 6))
      path.addLine(to: CGPoint(x: c.x + 3.5, y: c.y))
      path.addLine(to: CGPoint(x: c.x - 2.5, y: c.y + 6))
    case .left:
      path.move(to: CGPoint(x: c.x + 2.5, y: c.y - 6))
      path.addLine(to: CGPoint(x: c.x - 3.5, y: c.y))
      path.addLine(to: CGPoint(x: c.x + 2.5, y: c.y + 6))
    case .down:
      path.move(to: CGPoint(x: c.x - 6, y: c.y - 2.5))
      path.addLine(to: CGPoint(x: c.x, y: c.y + 3.5))
      path.addLine(to: CGPoint(x: c.x + 6, y: c.y - 2.5))
    }
    var layer = Layer(id: id, frame: box)
    layer.contents = .shape(ShapeContents(path: path, fillColor: nil, strokeColor: color, lineWidth: 2))
    return layer
  }

  /// A thin bar at the menu's trailing edge (the left edge right to left) showing how far it scrolled.
  func scrollIndicator(in size: CGSize, offset: CGFloat) -> Layer {
    let inset: CGFloat = 3
    let content = Swift.max(layout.menuContentHeight, size.height)
    let height = Swift.min(size.height - 2 * inset, Swift.max(24, size.height * size.height / content))
    let travel = Swift.max(0, size.height - height - 2 * inset)
    let fraction = layout.maximumScrollOffset > 0 ? Swift.min(1, Swift.max(0, offset / layout.maximumScrollOffset)) : 0
    let x = mirroredX(size.width - inset - 3, width: 3, in: size.width)
    var bar = Layer(
      id: "contextMenu.menu.scrollIndicator",
      frame: CGRect(x: x, y: inset + travel * fraction, width: 3, height: height))
    bar.backgroundColor = scrollIndicatorColor
    bar.cornerRadius = 1.5
    return bar
  }

  /// A text layer laid out by the engine at `width`, aligned to the leading side of the layout
  /// direction, its top-left at its position (set by the caller).
  func text(
    _ id: LayerID, _ string: String, attributes: TextAttributes, width: CGFloat, alignment: TextAlignment? = nil
  ) -> Layer {
    let rtl = layout.layoutDirection == .rightToLeft
    let container = TextContainer(
      width: width, alignment: alignment ?? (rtl ? .right : .left), writingDirection: rtl ? .rightToLeft : .leftToRight)
    let laidOut = engine.layout(AttributedText(string, attributes: attributes), in: container)
    var layer = Layer(
      id: id, bounds: CGRect(x: 0, y: 0, width: width, height: laidOut.size.height), position: .zero,
      anchorPoint: .zero)
    layer.contents = .text(TextContents(layout: laidOut))
    layer.isUserInteractionEnabled = false
    return layer
  }

  /// The first baseline of a text layer, from its top.
  func firstBaseline(_ layer: Layer) -> CGFloat {
    guard case .text(let contents) = layer.contents, let first = contents.layout.lineFragments.first else { return 0 }
    return first.baseline
  }

  /// The lines of a text layer.
  func lineCount(_ layer: Layer) -> Int {
    guard case .text(let contents) = layer.contents else { return 0 }
    return contents.layout.lineFragments.count
  }

  /// The x of a span `width` wide that starts `x` from the leading edge of a box `total` wide.
  func mirroredX(_ x: CGFloat, width: CGFloat, in total: CGFloat) -> CGFloat {
    layout.layoutDirection == .rightToLeft ? total - x - width : x
  }

  // MARK: Accessories

  /// An accessory at its placed (and tracked) frame, drawn with `appearance`: the host's content,
  /// or a rounded shadowed platter with a label per item, centred in the item.
  func accessory(
    _ placed: ContextMenuAccessoryLayout, appearance: ContextMenuAccessory.Appearance, dragOffset: CGSize
  ) -> Layer {
    let dx = appearance.offset.x.isFinite ? appearance.offset.x : 0
    let dy = appearance.offset.y.isFinite ? appearance.offset.y : 0
    let frame = placed.frame(dragTranslation: dragOffset).offsetBy(dx: dx, dy: dy)
    let prefix = "contextMenu.accessory.\(placed.identifier)"
    var layer = Layer(id: LayerID(prefix), frame: frame)
    layer.opacity = Double(Swift.min(1, Swift.max(0, appearance.opacity)))
    let scale = appearance.scale.isFinite ? Swift.max(0, appearance.scale) : 1
    layer.transform = CGAffineTransform(scaleX: scale, y: scale)
    if let content = accessoryContent[placed.identifier] {
      layer.sublayers = [content]
      return layer
    }
    if let menuMaterial { layer.backdropMaterial = menuMaterial } else { layer.backgroundColor = menuFill }
    layer.cornerRadius = Swift.min(placed.cornerRadius, Swift.min(frame.width, frame.height) / 2)
    layer.cornerCurve = placed.cornerStyle
    var accessoryShadow = shadow
    accessoryShadow.path = Path(
      roundedRect: CGRect(origin: .zero, size: frame.size), cornerRadius: layer.cornerRadius, style: placed.cornerStyle)
    layer.shadow = accessoryShadow
    for item in placed.items {
      let itemFrame = item.frame.standardized
      let size = Swift.max(8, Swift.min(26, Swift.min(itemFrame.width, itemFrame.height) * 0.55))
      var attributes = TextAttributes(fontSize: size, fontWeight: .semibold)
      attributes.foregroundColor = disabledColor
      var label = text(
        LayerID("\(prefix).\(item.identifier)"), item.identifier.rawValue, attributes: attributes, width: itemFrame.width,
        alignment: .center)
      label.position = CGPoint(x: itemFrame.minX, y: itemFrame.midY - label.bounds.height / 2)
      layer.sublayers.append(label)
    }
    return layer
  }
}
