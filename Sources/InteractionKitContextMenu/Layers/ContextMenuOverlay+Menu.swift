import Foundation
import InteractionKitGeometry
import InteractionKitScene
import InteractionKitTextLayout

extension ContextMenuOverlay {
  /// The menu platter: rounded 13, shadowed, filled; its rows clipped to it and scrolled.
  func menu(in frame: CGRect, progress: Double, _ highlightedRow: Int?, _ scrollOffset: CGFloat) -> Layer {
    let metrics = layout.metrics
    var platter = Layer(id: "contextMenu.menu", frame: frame)
    let scale = metrics.menuMinimumScale + (1 - metrics.menuMinimumScale) * CGFloat(progress)
    platter.transform = CGAffineTransform(scaleX: scale, y: scale)
    platter.opacity = progress
    platter.backgroundColor = menuFill
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
    for (index, row) in layout.rows.enumerated() where row.frame.intersects(visible) {
      let local = row.frame.offsetBy(dx: -frame.minX, dy: -top)
      clip.sublayers.append(self.row(row, index: index, in: local, highlighted: index == highlightedRow))
    }
    if layout.menuScrolls { clip.sublayers.append(scrollIndicator(in: frame.size, offset: scrollOffset)) }
    platter.sublayers = [clip]
    return platter
  }

  /// One row: its highlight, image box, title and subtitle, checkmark, chevron or separator band.
  func row(_ row: ContextMenuRow, index: Int, in frame: CGRect, highlighted: Bool) -> Layer {
    let metrics = layout.metrics
    var layer = Layer(id: LayerID("contextMenu.row.\(index)"), frame: frame)
    switch row.kind {
    case .separator:
      layer.backgroundColor = Color(white: 0, alpha: 0.08)
      return layer
    case .loading:
      layer.sublayers = [text("Loading…", color: .systemGray, size: metrics.subtitleAttributes.fontSize, in: frame)]
      return layer
    case .header, .submenuHeader, .action, .submenu:
      break
    }
    if highlighted { layer.backgroundColor = highlightFill }
    let action = configuration.menu.action(at: row.elementPath)
    let element = configuration.menu.element(at: row.elementPath)
    let destructive: Bool
    if case .menu(let menu) = element { destructive = menu.options.contains(.destructive) } else {
      destructive = action?.attributes.contains(.destructive) ?? false
    }
    let disabled = action.map { !$0.isEnabled } ?? false
    let color: Color =
      switch row.kind {
      case .header: .secondaryLabel
      default: disabled ? .systemGray : destructive ? .systemRed : .label
      }
    let leading = metrics.itemPadding
    let imageBox = metrics.imageBoxSize
    let textWidth = Swift.max(0, frame.width - leading * 2 - imageBox - metrics.gutter)
    var title = text(
      row.title, color: color, size: row.kind == .header ? metrics.subtitleAttributes.fontSize : metrics.titleAttributes.fontSize,
      in: CGRect(x: leading, y: 0, width: textWidth, height: frame.height), wrapping: true)
    title.position.y = frame.height / 2 - (action?.subtitle == nil ? 0 : 10)
    layer.sublayers.append(title)
    if let subtitle = action?.subtitle {
      var line = text(
        subtitle, color: .secondaryLabel, size: metrics.subtitleAttributes.fontSize,
        in: CGRect(x: leading, y: 0, width: textWidth, height: frame.height))
      line.position.y = frame.height / 2 + 11
      layer.sublayers.append(line)
    }
    let boxX = frame.width - leading - imageBox
    let box = CGRect(x: boxX, y: (frame.height - imageBox) / 2, width: imageBox, height: imageBox)
    if let image = action?.image ?? menuImage(element) {
      layer.sublayers.append(glyph(image, in: box, color: color))
    }
    if row.kind == .submenu {
      var chevron = Layer(id: "contextMenu.row.chevron", frame: box)
      var path = Path()
      path.move(to: CGPoint(x: 9, y: 6))
      path.addLine(to: CGPoint(x: 15, y: 12))
      path.addLine(to: CGPoint(x: 9, y: 18))
      chevron.contents = .shape(ShapeContents(path: path, strokeColor: color, lineWidth: 2))
      layer.sublayers.append(chevron)
    }
    if let state = action?.state, state != .off {
      // The check state sits in the gutter before the title.
      let mark = CGRect(x: 2, y: (frame.height - 12) / 2, width: 12, height: 12)
      var path = Path()
      if state == .on {
        path.move(to: CGPoint(x: mark.minX + 1, y: mark.midY))
        path.addLine(to: CGPoint(x: mark.minX + 5, y: mark.maxY - 1))
        path.addLine(to: CGPoint(x: mark.maxX - 1, y: mark.minY + 1))
      } else {
        path.move(to: CGPoint(x: mark.minX + 2, y: mark.midY))
        path.addLine(to: CGPoint(x: mark.maxX - 2, y: mark.midY))
      }
      var check = Layer(id: "contextMenu.row.state", frame: CGRect(origin: .zero, size: frame.size))
      check.contents = .shape(ShapeContents(path: path, strokeColor: color, lineWidth: 2))
      layer.sublayers.append(check)
    }
    return layer
  }

  /// A thin bar at the menu's trailing edge showing how far it scrolled.
  func scrollIndicator(in size: CGSize, offset: CGFloat) -> Layer {
    let content = Swift.max(layout.menuContentHeight, size.height)
    let height = Swift.max(24, size.height * size.height / content)
    let travel = size.height - height - 6
    let fraction = layout.maximumScrollOffset > 0 ? offset / layout.maximumScrollOffset : 0
    var bar = Layer(
      id: "contextMenu.menu.scrollIndicator",
      frame: CGRect(x: size.width - 6, y: 3 + travel * fraction, width: 3, height: height))
    bar.backgroundColor = Color(white: 0, alpha: 0.35)
    bar.cornerRadius = 1.5
    return bar
  }

  /// A text layer laid out by the engine, vertically centred in `rect` (its top-left at the rect).
  func text(_ string: String, color: Color, size: CGFloat, in rect: CGRect, wrapping: Bool = false) -> Layer {
    var attributes = TextAttributes(fontSize: size)
    attributes.foregroundColor = color
    let laidOut = engine.layout(AttributedText(string, attributes: attributes), in: TextContainer(width: rect.width))
    let textSize = laidOut.size
    var layer = Layer(
      id: "contextMenu.row.text", frame: CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: textSize.height))
    layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
    layer.position = CGPoint(x: rect.minX + rect.width / 2, y: rect.midY)
    layer.contents = .text(TextContents(layout: laidOut))
    return layer
  }

  /// A stand-in for a named symbol: a rounded outline with the name's initial.
  func glyph(_ name: String, in box: CGRect, color: Color) -> Layer {
    var layer = Layer(id: "contextMenu.row.image", frame: box.insetBy(dx: 2, dy: 2))
    layer.borderColor = color
    layer.borderWidth = 1.5
    layer.cornerRadius = 5
    let initial = String(name.prefix(1)).uppercased()
    layer.sublayers = [text(initial, color: color, size: 12, in: CGRect(origin: .zero, size: layer.bounds.size))]
    return layer
  }

  private func menuImage(_ element: MenuElement?) -> String? {
    if case .menu(let menu) = element { return menu.image }
    return nil
  }

  // MARK: Accessories

  /// An accessory: the host's content, or a rounded platter with a label per item.
  func accessory(_ placed: ContextMenuAccessoryLayout, progress: Double, dragOffset: CGSize) -> Layer {
    let frame = placed.frame(dragTranslation: dragOffset)
    var layer = Layer(id: LayerID("contextMenu.accessory.\(placed.identifier)"), frame: frame)
    layer.opacity = progress
    let scale = 0.9 + 0.1 * CGFloat(progress)
    layer.transform = CGAffineTransform(scaleX: scale, y: scale)
    if let content = accessoryContent[placed.identifier] {
      layer.sublayers = [content]
      return layer
    }
    let accessory = configuration.accessories.first { $0.identifier == placed.identifier }
    layer.backgroundColor = menuFill
    layer.cornerRadius = accessory?.cornerRadius ?? 0
    layer.cornerCurve = accessory?.cornerStyle ?? .continuous
    layer.shadow = shadow
    for item in placed.items {
      var label = text(item.identifier, color: .label, size: 22, in: item.frame)
      label.id = LayerID("contextMenu.accessory.\(placed.identifier).\(item.identifier)")
      layer.sublayers.append(label)
    }
    return layer
  }
}
