import Foundation
import InteractionKitGeometry

extension ContextMenuLayout {
  /// How much two frames may share along both axes and still count as apart: touching edges and
  /// rounding noise (10⁻⁶ pt).
  static let accessoryOverlapTolerance: CGFloat = 1e-6

  /// Places `accessories` in this layout (its preview and menu already placed) so that none covers
  /// the lifted preview, the menu or another accessory, and each stays inside ``contentBounds``:
  /// fills ``accessories`` and ``omittedAccessories``.
  ///
  /// The accessories are taken in the order given; for each:
  ///
  /// 1. **Where it asks to be**: ``ContextMenuAccessory/frame(in:dragTranslation:)`` at rest (for
  ///    ``ContextMenuAccessory/Location/automatic`` the empty area, keeping clear of the accessories
  ///    placed before it). It is placed there when that frame covers neither the preview, nor the
  ///    menu, nor an accessory placed before it.
  /// 2. Else, for an accessory at another location, **in the empty area** around the preview and
  ///    the menu, as an automatic accessory with the same size and anchor but no ``ContextMenuAccessory/offset``
  ///    (the offset was meant for the location it asked for), when that frame covers nothing.
  /// 3. Else **beside the preview or the menu**: the first of the frames attached outside the
  ///    preview's top, bottom, leading and trailing edges, then the menu's, that covers nothing
  ///    (the automatic gap away, aligned by the anchor, no offset, moved inside the content bounds).
  /// 4. Else it is **left out**: it goes to ``omittedAccessories`` with the frame it asked for and
  ///    what that frame covers, and is neither drawn, nor hit-tested, nor in the accessibility tree.
  ///
  /// An accessory whose index is in `withoutRoom` (one on the preview whose room would have
  /// squeezed the preview or the menu, see ``ContextMenuPlacement/minimumPreviewLength``: the
  /// layout was made as if it were not there) is placed by the same rules, and left out with
  /// ``ContextMenuOmittedAccessory/Reason/noRoom``.
  ///
  /// Frames sharing less than 10⁻⁶ pt along an axis (touching edges) do not cover each other. An
  /// empty accessory covers nothing and is always placed.
  ///
  /// - Returns: The indices in `accessories` of those left out.
  @discardableResult
  mutating func placeAccessories(_ accessories: [ContextMenuAccessory], withoutRoom: Set<Int> = []) -> [Int] {
    var placed: [ContextMenuAccessoryLayout] = []
    var omitted: [ContextMenuOmittedAccessory] = []
    var omittedIndices: [Int] = []
    self.accessories = []
    self.omittedAccessories = []
    for (index, accessory) in accessories.enumerated() {
      let obstacles = placed.map(\.frame)
      let requested =
        accessory.location == .automatic
        ? accessory.automaticPlacement(in: self, avoiding: obstacles).frame : accessory.frame(in: self)
      var candidates = [requested]
      if accessory.location != .automatic {
        var moved = accessory
        moved.location = .automatic
        moved.offset = .zero
        candidates.append(moved.automaticPlacement(in: self, avoiding: obstacles).frame)
      }
      candidates += aroundPreviewAndMenu(accessory)
      if let frame = candidates.first(where: { covered(by: $0, besides: obstacles) == nil }) {
        placed.append(ContextMenuAccessoryLayout(accessory, frame: frame, layoutDirection: layoutDirection))
      } else {
        let reason =
          withoutRoom.contains(index) ? .noRoom : covered(by: requested, besides: obstacles) ?? .coversPreview
        omitted.append(
          ContextMenuOmittedAccessory(identifier: accessory.identifier, requestedFrame: requested, reason: reason))
        omittedIndices.append(index)
      }
    }
    self.accessories = placed
    self.omittedAccessories = omitted
    return omittedIndices
  }

  /// The accessory attached outside each edge of the preview, then of the menu (top, bottom,
  /// leading, trailing), the gap of ``ContextMenuAccessory/Location/automatic`` away (the spacing
  /// plus the anchor's attachment offset, at least 0), aligned by its anchor, without its offset,
  /// each moved inside the content bounds: the last places tried before an accessory is left out.
  func aroundPreviewAndMenu(_ accessory: ContextMenuAccessory) -> [CGRect] {
    let spacing = spacing.isFinite ? spacing : 0
    let extra = accessory.anchor.attachmentOffset.isFinite ? accessory.anchor.attachmentOffset : 0
    var fixed = accessory
    fixed.offset = .zero
    fixed.anchor.attachmentOffset = Swift.max(0, spacing + extra)
    let references = [previewFrame] + (menuFrame.map { [$0] } ?? [])
    let edges: [ContextMenuAccessory.Anchor.Attachment] = [.top, .bottom, .leading, .trailing]
    return references.flatMap { reference in
      edges.map { edge in
        fixed.anchor.attachment = edge
        return fixed.frame(reference: reference, bounds: contentBounds, layoutDirection: layoutDirection)
      }
    }
  }

  /// What `frame` covers: the preview, the menu or one of `obstacles` (in that order), or nil.
  /// (Every frame tried lies inside the content bounds: the accessory's frame rules keep it there.)
  func covered(by frame: CGRect, besides obstacles: [CGRect]) -> ContextMenuOmittedAccessory.Reason? {
    let tolerance = Self.accessoryOverlapTolerance
    let frame = frame.standardized
    /// Whether `frame` and `other` share more than the tolerance along both axes.
    func overlaps(_ other: CGRect) -> Bool {
      guard other.isFiniteRect else { return false }
      let other = other.standardized
      return Swift.min(frame.maxX, other.maxX) - Swift.max(frame.minX, other.minX) > tolerance
        && Swift.min(frame.maxY, other.maxY) - Swift.max(frame.minY, other.minY) > tolerance
    }
    if overlaps(previewFrame) { return .coversPreview }
    if let menuFrame, overlaps(menuFrame) { return .coversMenu }
    if obstacles.contains(where: overlaps) { return .coversAccessory }
    return nil
  }
}
