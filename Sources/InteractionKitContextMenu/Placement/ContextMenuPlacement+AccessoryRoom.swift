public import Foundation

extension ContextMenuPlacement {
  /// The smallest width or height an accessory's room leaves the lifted preview, and the smallest
  /// height it leaves the menu: 44 pt, the size of a tappable control (ours; the reference gives no
  /// minimum). A preview or menu smaller than this without accessories keeps its own size.
  ///
  /// Room kept for an accessory never shrinks them further: the preview and the menu are laid out
  /// as if an accessory on the preview that would were not there (it is then placed where the
  /// others leave room, or left out with ``ContextMenuOmittedAccessory/Reason/noRoom``), and room
  /// for an accessory elsewhere that would is not made.
  public static let minimumPreviewLength: CGFloat = 44

  /// Room kept free for accessories while the preview and the menu are placed: bands along the
  /// content bounds' edges the preview and the menu stay out of, and extra distance between them.
  struct AccessoryRoom: Hashable {
    /// The band along the top of the content bounds.
    var top: CGFloat = 0
    /// The band along the bottom.
    var bottom: CGFloat = 0
    /// The band along the left edge.
    var left: CGFloat = 0
    /// The band along the right edge.
    var right: CGFloat = 0
    /// Extra distance between the preview (with its accessories) and the menu.
    var gap: CGFloat = 0

    /// `content` less the bands (no room: `content` itself). Use it when ``fits(in:keepingWidth:)``.
    func area(in content: CGRect) -> CGRect {
      if self == AccessoryRoom() { return content }
      return CGRect(
        x: content.minX + left, y: content.minY + top, width: Swift.max(0, content.width - left - right),
        height: Swift.max(0, content.height - top - bottom))
    }

    /// Whether the bands leave some height of `content` and at least `width` of its width, and the
    /// bands and the gap are finite and not negative.
    func fits(in content: CGRect, keepingWidth width: CGFloat) -> Bool {
      let lengths = [top, bottom, left, right, gap]
      guard lengths.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return false }
      return content.width - left - right >= width - 1e-9 && content.height - top - bottom > 0
    }
  }

  /// Steps 1 to 9: the preview and the menu placed, with room for the accessories, then the
  /// accessories placed (``ContextMenuLayout/placeAccessories(_:withoutRoom:)``).
  ///
  /// 1. The accessories on the preview travel with it (steps 5 and 7), unless the room they take
  ///    would shrink the preview's width or height, or the menu's height, below
  ///    ``minimumPreviewLength`` (or the size it has without accessories, when smaller): then the
  ///    layout is made as if the last of them were not there, and so on. Such an accessory is
  ///    still placed where there is room, else left out with
  ///    ``ContextMenuOmittedAccessory/Reason/noRoom``.
  /// 2. The accessories are placed. While one is left out, room is made for the first of them not
  ///    tried yet, by the first of these that leaves fewer accessories out and keeps the minimum
  ///    sizes (see ``roomCandidates(for:in:current:)``): the distance between the preview and the
  ///    menu grown for one on the menu's edge facing the preview; a band at the content bounds'
  ///    edge for one on the menu's far edge, or (the smallest first) beside a
  ///    ``ContextMenuAccessory/Location/containerSafeBounds`` accessory's frame, so the preview and
  ///    the menu move off it; then a band above, below, left of and right of the preview and the
  ///    menu for any accessory. Each is the accessory's height (or width) plus its gap.
  func arrangedWithAccessories(rows: [ContextMenuRow]) -> ContextMenuLayout {
    let onPreview = accessories.indices.filter { accessories[$0].location == .preview }
    // Without accessories on the preview: the sizes an accessory's room may not go below.
    let plain = arranged(rows: rows, room: AccessoryRoom(), reserving: [])
    var reserving = onPreview
    var layout = plain
    while !reserving.isEmpty {
      let carried = arranged(rows: rows, room: AccessoryRoom(), reserving: reserving)
      if keepsMinimum(carried, of: plain) {
        layout = carried
        break
      }
      reserving.removeLast()
    }
    let withoutRoom = Set(onPreview).subtracting(reserving)
    var omitted = layout.placeAccessories(accessories, withoutRoom: withoutRoom)
    guard !omitted.isEmpty else { return layout }
    var room = AccessoryRoom()
    var tried: Set<Int> = []
    while let target = omitted.first(where: { !tried.contains($0) }) {
      tried.insert(target)
      for candidate in roomCandidates(for: accessories[target], in: layout, current: room) {
        guard candidate.fits(in: layout.contentBounds, keepingWidth: layout.menuFrame?.width ?? 0) else { continue }
        var trial = arranged(rows: rows, room: candidate, reserving: reserving)
        guard keepsMinimum(trial, of: plain) else { continue }
        let left = trial.placeAccessories(accessories, withoutRoom: withoutRoom)
        if left.count < omitted.count {
          (layout, room, omitted) = (trial, candidate, left)
          break
        }
      }
    }
    return layout
  }

  /// Whether `layout`'s preview keeps ``minimumPreviewLength`` of width and height, and its menu of
  /// height (each the size in `plain` when smaller).
  func keepsMinimum(_ layout: ContextMenuLayout, of plain: ContextMenuLayout) -> Bool {
    let minimum = Self.minimumPreviewLength
    /// Whether `value` is at least the minimum, or `reference` when smaller.
    func kept(_ value: CGFloat, _ reference: CGFloat) -> Bool { value >= Swift.min(minimum, reference) - 1e-9 }
    guard kept(layout.previewFrame.width, plain.previewFrame.width),
      kept(layout.previewFrame.height, plain.previewFrame.height)
    else { return false }
    guard let menu = layout.menuFrame, let plainMenu = plain.menuFrame else { return true }
    return kept(menu.height, plainMenu.height)
  }

  /// The rooms to try, in order, for `accessory` left out of `layout` made with `current`: each
  /// `current` with one band or the gap grown by the accessory's size (clamped to the content
  /// bounds) plus its gap (the spacing plus its attachment offset, at least 0; for one on the
  /// menu, its attachment offset, at least 0).
  func roomCandidates(
    for accessory: ContextMenuAccessory, in layout: ContextMenuLayout, current: AccessoryRoom
  ) -> [AccessoryRoom] {
    let content = layout.contentBounds
    let valid = accessory.size.clampedToValid
    let w = Swift.min(valid.width, content.width)
    let h = Swift.min(valid.height, content.height)
    let attachmentOffset = accessory.anchor.attachmentOffset.isFinite ? accessory.anchor.attachmentOffset : 0
    let spacing = layout.spacing.isFinite ? layout.spacing : 0
    let gap = Swift.max(0, spacing + attachmentOffset)
    var candidates: [AccessoryRoom] = []
    /// `current` with `band` grown by `amount`.
    func grown(_ band: WritableKeyPath<AccessoryRoom, CGFloat>, by amount: CGFloat) -> AccessoryRoom {
      var room = current
      room[keyPath: band] += amount
      return room
    }
    switch accessory.location {
    case .menu:
      guard layout.menuFrame != nil else { break }
      let rtl = layout.layoutDirection == .rightToLeft
      let away = Swift.max(0, attachmentOffset)
      /// The band on the menu's physical `side` (the gap when it faces the preview).
      func band(_ side: ContextMenuEdge, _ length: CGFloat) -> AccessoryRoom {
        let facing: ContextMenuEdge =
          switch layout.menuEdge {
          case .above: .below
          case .below: .above
          case .left: .right
          case .right: .left
          }
        if side == facing { return grown(\.gap, by: length + away) }
        switch side {
        case .above: return grown(\.top, by: length + away)
        case .below: return grown(\.bottom, by: length + away)
        case .left: return grown(\.left, by: length + away)
        case .right: return grown(\.right, by: length + away)
        }
      }
      switch accessory.anchor.attachment {
      case .top: candidates.append(band(.above, h))
      case .bottom: candidates.append(band(.below, h))
      case .leading: candidates.append(band(rtl ? .right : .left, w))
      case .trailing: candidates.append(band(rtl ? .left : .right, w))
      case .center: break
      }
    case .containerSafeBounds:
      let frame = accessory.frame(in: layout)
      let bands: [(WritableKeyPath<AccessoryRoom, CGFloat>, CGFloat)] = [
        (\.top, frame.maxY - content.minY + spacing), (\.bottom, content.maxY - frame.minY + spacing),
        (\.left, frame.maxX - content.minX + spacing), (\.right, content.maxX - frame.minX + spacing),
      ]
      for (band, amount) in bands.sorted(by: { $0.1 < $1.1 }) {
        var room = current
        room[keyPath: band] = Swift.max(room[keyPath: band], amount)
        candidates.append(room)
      }
    case .automatic, .preview:
      break
    }
    candidates += [
      grown(\.top, by: h + gap), grown(\.bottom, by: h + gap), grown(\.left, by: w + gap), grown(\.right, by: w + gap),
    ]
    return candidates.filter { $0 != current }
  }
}
