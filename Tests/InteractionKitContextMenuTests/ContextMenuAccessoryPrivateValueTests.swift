import Foundation
import InteractionKitContextMenu
import Testing

/// The private `_UIContextMenuAccessoryView`'s raw values and defaults (context-menu.md §4 and the
/// ivar dump): location 0 automatic, 1 preview, 2 menu; attachment 0 centre, 1 top, 2 leading,
/// 3 trailing, 4 bottom; alignment 2 leading, 8 trailing; tracking x = 1, y = 2.
@Suite struct ContextMenuAccessoryPrivateValueTests {
  typealias Location = ContextMenuAccessory.Location
  typealias Attachment = ContextMenuAccessory.Anchor.Attachment
  typealias Alignment = ContextMenuAccessory.Anchor.Alignment
  typealias TrackingAxis = ContextMenuAccessory.TrackingAxis

  @Test func locationsHaveTheReferenceValues() {
    #expect(Location(privateValue: 0) == .automatic)
    #expect(Location(privateValue: 1) == .preview)
    #expect(Location(privateValue: 2) == .menu)
    #expect(Location(privateValue: 3) == nil && Location(privateValue: -1) == nil && Location(privateValue: .max) == nil)
    #expect(Location.automatic.privateValue == 0 && Location.preview.privateValue == 1 && Location.menu.privateValue == 2)
    #expect(Location.containerSafeBounds.privateValue == nil)
  }

  @Test func attachmentsHaveTheReferenceValues() {
    #expect(Attachment(privateValue: 0) == .center)
    #expect(Attachment(privateValue: 1) == .top)
    #expect(Attachment(privateValue: 2) == .leading)
    #expect(Attachment(privateValue: 3) == .trailing)
    #expect(Attachment(privateValue: 4) == .bottom)
    #expect(Attachment(privateValue: 5) == nil && Attachment(privateValue: 8) == nil && Attachment(privateValue: -1) == nil)
    #expect(Attachment.allCases.map(\.privateValue) == [0, 1, 2, 3, 4])
    for attachment in Attachment.allCases { #expect(Attachment(privateValue: attachment.privateValue) == attachment) }
  }

  @Test func alignmentsHaveTheReferenceValues() {
    #expect(Alignment(privateValue: 2) == .leading)
    #expect(Alignment(privateValue: 8) == .trailing)
    #expect(Alignment(privateValue: 0) == .center)
    // The vertical edges, for leading and trailing attachments: top is leading, bottom trailing.
    #expect(Alignment(privateValue: 1) == .leading && Alignment(privateValue: 4) == .trailing)
    for bad in [3, 5, 6, 7, 9, 16, -2] { #expect(Alignment(privateValue: bad) == nil, "\(bad)") }
    #expect(Alignment.leading.privateValue == 2 && Alignment.trailing.privateValue == 8 && Alignment.center.privateValue == 0)
  }

  @Test func trackingAxesAreTheReferenceBits() {
    #expect(TrackingAxis.x.rawValue == 1 && TrackingAxis.y.rawValue == 2)
    #expect(TrackingAxis(privateValue: 0) == [])
    #expect(TrackingAxis(privateValue: 1) == .x)
    #expect(TrackingAxis(privateValue: 2) == .y)
    #expect(TrackingAxis(privateValue: 3) == [.x, .y])
    // Unknown bits are dropped.
    #expect(TrackingAxis(privateValue: 4) == [] && TrackingAxis(privateValue: 7) == [.x, .y])
    #expect(TrackingAxis(privateValue: -1) == [.x, .y] && TrackingAxis(privateValue: .min) == [])
  }

  @Test func theDefaultsAreTheIvarDumpsLocationZeroAndTheCentreAttachment() {
    let anchor = ContextMenuAccessory.Anchor()
    #expect(anchor.attachment == .center && anchor.attachment.privateValue == 0)
    #expect(anchor.alignment == .center && anchor.attachmentOffset == 0 && anchor.alignmentOffset == 0)
    #expect(anchor.gravity == 0)
    let accessory = ContextMenuAccessory("a", size: CGSize(width: 10, height: 10))
    #expect(accessory.location == .automatic && accessory.location.privateValue == 0)
    #expect(accessory.anchor == anchor && accessory.offset == .zero && accessory.trackingAxis == [])
  }

  @Test func anAnchorPortsFromThePrivateValues() {
    let ported = ContextMenuAccessory.Anchor(
      privateAttachment: 1, privateAlignment: 8, attachmentOffset: 4, alignmentOffset: -2, gravity: 3)
    #expect(
      ported
        == ContextMenuAccessory.Anchor(
          attachment: .top, alignment: .trailing, attachmentOffset: 4, alignmentOffset: -2, gravity: 3))
    #expect(ContextMenuAccessory.Anchor(privateAttachment: 0) == ContextMenuAccessory.Anchor())
    #expect(ContextMenuAccessory.Anchor(privateAttachment: 2, privateAlignment: 1)?.alignment == .leading)
    #expect(ContextMenuAccessory.Anchor(privateAttachment: 9) == nil)
    #expect(ContextMenuAccessory.Anchor(privateAttachment: 1, privateAlignment: 3) == nil)
  }

  @Test func theAccessoryDocExampleCompiles() {
    // Verbatim from ContextMenuAccessory's documentation.
    let toolbar = ContextMenuAccessory(
      "toolbar", size: CGSize(width: 200, height: 44), location: .init(privateValue: 0) ?? .automatic,
      anchor: .init(privateAttachment: 0) ?? .init(), trackingAxis: .init(privateValue: 3))
    #expect(toolbar.location == .automatic && toolbar.anchor.attachment == .center && toolbar.trackingAxis == [.x, .y])
  }
}
