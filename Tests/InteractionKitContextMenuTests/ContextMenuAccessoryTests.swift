import Foundation
import InteractionKitContextMenu
import InteractionKitGeometry
import InteractionKitMotion
import Testing

/// Accessory placement: every location, attachment and alignment, the Tapback bar, tracking, RTL.
@Suite struct ContextMenuAccessoryTests {
  let engine = PlacementFixtures.engine

  /// A source in the middle of the phone, so nothing near the preview or the menu clamps.
  func layout(
    _ accessories: [ContextMenuAccessory], direction: ContextMenuLayoutDirection = .leftToRight
  ) throws -> ContextMenuLayout {
    try ContextMenuPlacement(
      menu: PlacementFixtures.menu(3), sourceFrame: CGRect(x: 60, y: 300, width: 240, height: 120),
      containerBounds: PlacementFixtures.phone, safeAreaInsets: PlacementFixtures.phoneSafeArea,
      layoutDirection: direction, accessories: accessories
    ).layout(engine: engine)
  }

  static let tapback = ContextMenuAccessory(
    "tapback", size: CGSize(width: 300, height: 64), location: .preview,
    anchor: .init(attachment: .top, alignment: .trailing), offset: CGPoint(x: -3, y: -16), trackingAxis: [.x, .y],
    items: (0..<6).map {
      ContextMenuAccessory.Item("reaction\($0)", frame: CGRect(x: 2 + 50 * $0, y: 7, width: 46, height: 50))
    },
    cornerRadius: 32, cornerStyle: .continuous)

  struct Case: CustomTestStringConvertible, Sendable {
    var location: ContextMenuAccessory.Location
    var attachment: ContextMenuAccessory.Anchor.Attachment
    var alignment: ContextMenuAccessory.Anchor.Alignment
    var direction: ContextMenuLayoutDirection
    var testDescription: String { "\(location) \(attachment) \(alignment) \(direction)" }
  }

  /// The fixed locations (``ContextMenuAccessory/Location/automatic`` picks its own edge: see
  /// `ContextMenuAccessoryAutomaticTests`).
  static let cases: [Case] = [ContextMenuAccessory.Location.containerSafeBounds, .preview, .menu].flatMap { location in
    ContextMenuAccessory.Anchor.Attachment.allCases.flatMap { attachment in
      ContextMenuAccessory.Anchor.Alignment.allCases.flatMap { alignment in
        ContextMenuLayoutDirection.allCases.map {
          Case(location: location, attachment: attachment, alignment: alignment, direction: $0)
        }
      }
    }
  }

  /// The expected frame by the unit-anchor rule: the point `origin + unit · size` of the reference,
  /// the accessory hung from it by the fraction of its size that keeps it outside the attachment
  /// edge and aligned, then moved inside the content bounds.
  static func expected(_ c: Case, reference r: CGRect, content: CGRect, size: CGSize) -> CGRect {
    let rtl = c.direction == .rightToLeft
    let along: CGFloat =
      switch c.alignment {
      case .leading: 0
      case .center: 0.5
      case .trailing: 1
      }
    let ax = rtl ? 1 - along : along
    let unit: CGPoint
    let hang: CGPoint
    switch c.attachment {
    case .top: (unit, hang) = (CGPoint(x: ax, y: 0), CGPoint(x: ax, y: 1))
    case .bottom: (unit, hang) = (CGPoint(x: ax, y: 1), CGPoint(x: ax, y: 0))
    case .center: (unit, hang) = (CGPoint(x: ax, y: 0.5), CGPoint(x: ax, y: 0.5))
    case .leading:
      (unit, hang) =
        rtl ? (CGPoint(x: 1, y: along), CGPoint(x: 0, y: along)) : (CGPoint(x: 0, y: along), CGPoint(x: 1, y: along))
    case .trailing:
      (unit, hang) =
        rtl ? (CGPoint(x: 0, y: along), CGPoint(x: 1, y: along)) : (CGPoint(x: 1, y: along), CGPoint(x: 0, y: along))
    }
    let point = CGPoint(x: r.minX + unit.x * r.width, y: r.minY + unit.y * r.height)
    var frame = CGRect(
      x: point.x - hang.x * size.width, y: point.y - hang.y * size.height, width: size.width, height: size.height)
    frame.origin.x = min(max(frame.minX, content.minX), content.maxX - size.width)
    frame.origin.y = min(max(frame.minY, content.minY), content.maxY - size.height)
    return frame
  }

  @Test(arguments: cases) func everyLocationAttachmentAndAlignment(_ c: Case) throws {
    let size = CGSize(width: 40, height: 20)
    let accessory = ContextMenuAccessory(
      "a", size: size, location: c.location, anchor: .init(attachment: c.attachment, alignment: c.alignment))
    let layout = try layout([accessory], direction: c.direction)
    let reference: CGRect =
      switch c.location {
      case .containerSafeBounds, .automatic: layout.contentBounds
      case .preview: layout.previewFrame
      case .menu: try #require(layout.menuFrame)
      }
    #expect(accessory.referenceFrame(in: layout) == reference)
    let expected = Self.expected(c, reference: reference, content: layout.contentBounds, size: size)
    let requested = accessory.frame(in: layout)
    #expect(ContextMenuPlacementTests.close(requested, expected, 1e-9), "\(requested) ≠ \(expected)")
    // The layout keeps the frame asked for only when it covers neither the preview nor the menu
    // (the centre attachments on the preview and the menu, an accessory on the menu's edge facing
    // the preview, one in the middle of the safe bounds). Else the accessory moves into the empty
    // area, here above the preview, 16 pt away, aligned by its anchor: before "no collisions" these
    // cases were placed over the preview or the menu.
    let menu = try #require(layout.menuFrame)
    let covers = ContextMenuAccessoryAutomaticTests.overlap(expected, layout.previewFrame)
      || ContextMenuAccessoryAutomaticTests.overlap(expected, menu)
    let placed = try #require(layout.accessories.first)
    #expect(placed.identifier == "a" && layout.omittedAccessories.isEmpty)
    if covers {
      var automatic = accessory
      automatic.location = .automatic
      #expect(placed.frame == automatic.frame(in: layout), "\(placed.frame)")
      #expect(abs(placed.frame.maxY + 16 - layout.previewFrame.minY) < 1e-9, "\(placed.frame)")
    } else {
      #expect(ContextMenuPlacementTests.close(placed.frame, expected, 1e-9), "\(placed.frame) ≠ \(expected)")
    }
  }

  @Test func theTapbackBarSitsAboveTheBubbleThreePointsInside() throws {
    let layout = try layout([Self.tapback])
    let preview = layout.previewFrame
    let frame = try #require(layout.accessories.first?.frame)
    #expect(frame == CGRect(x: preview.maxX - 300 - 3, y: preview.minY - 64 - 16, width: 300, height: 64))
    let placed = layout.accessories[0]
    #expect(placed.cornerRadius == 32 && placed.cornerStyle == .continuous && placed.trackingAxis == [.x, .y])
    // Directly against a reference frame, too.
    let bubble = CGRect(x: 50, y: 400, width: 320, height: 80)
    let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    #expect(Self.tapback.frame(reference: bubble, bounds: bounds) == CGRect(x: 67, y: 320, width: 300, height: 64))
    #expect(
      Self.tapback.frame(reference: bubble, bounds: bounds, layoutDirection: .rightToLeft)
        == CGRect(x: 53, y: 320, width: 300, height: 64))
  }

  @Test func theTapbackBarMirrorsInRightToLeft() throws {
    let layout = try layout([Self.tapback], direction: .rightToLeft)
    let preview = layout.previewFrame
    #expect(layout.accessories[0].frame == CGRect(x: preview.minX + 3, y: preview.minY - 80, width: 300, height: 64))
  }

  @Test func tappingAReactionHitsItsItem() throws {
    let placed = try layout([Self.tapback]).accessories[0]
    let f = placed.frame
    #expect(placed.item(at: CGPoint(x: f.minX + 75, y: f.minY + 30)) == "reaction1")
    #expect(placed.item(at: CGPoint(x: f.minX + 299, y: f.minY + 30)) == nil)  // between items: none past 298
    #expect(placed.item(at: CGPoint(x: f.minX + 3, y: f.minY + 2)) == nil)  // above the items
    #expect(placed.item(at: CGPoint(x: f.minX - 1, y: f.minY + 30)) == nil)
    #expect(placed.item(at: CGPoint(x: CGFloat.nan, y: 0)) == nil)
    // While the preview is dragged, the items go with it.
    let drag = CGSize(width: 30, height: -40)
    #expect(placed.item(at: CGPoint(x: f.minX + 75 + 30, y: f.minY + 30 - 40), dragTranslation: drag) == "reaction1")
  }

  @Test func trackedAxesFollowTheDrag() throws {
    let drag = CGSize(width: 12, height: -30)
    for axes: ContextMenuAccessory.TrackingAxis in [[], [.x], [.y], [.x, .y]] {
      var accessory = Self.tapback
      accessory.trackingAxis = axes
      let layout = try layout([accessory])
      let resting = layout.accessories[0].frame
      let dx: CGFloat = axes.contains(.x) ? 12 : 0
      let dy: CGFloat = axes.contains(.y) ? -30 : 0
      let expected = resting.offsetBy(dx: dx, dy: dy)
      #expect(layout.accessories[0].frame(dragTranslation: drag) == expected)
      #expect(accessory.frame(in: layout, dragTranslation: drag) == expected)
      #expect(layout.accessories[0].frame(dragTranslation: CGSize(width: CGFloat.nan, height: .infinity)) == resting)
    }
  }

  @Test func offsetsMoveAlongTheirAxesAndMirror() {
    let reference = CGRect(x: 100, y: 300, width: 200, height: 100)
    let bounds = CGRect(x: 0, y: 0, width: 400, height: 800)
    func frame(_ anchor: ContextMenuAccessory.Anchor, _ direction: ContextMenuLayoutDirection = .leftToRight) -> CGRect
    {
      ContextMenuAccessory("a", size: CGSize(width: 40, height: 20), anchor: anchor, offset: CGPoint(x: 5, y: 7))
        .frame(reference: reference, bounds: bounds, layoutDirection: direction)
    }
    // Top, leading: x = 100 + 2 (alignment) + 5 (offset); y = 300 − 20 − 4 (away) + 7.
    #expect(
      frame(.init(attachment: .top, alignment: .leading, attachmentOffset: 4, alignmentOffset: 2))
        == CGRect(x: 107, y: 283, width: 40, height: 20))
    // RTL: leading is the right edge; both x moves mirror.
    #expect(
      frame(.init(attachment: .top, alignment: .leading, attachmentOffset: 4, alignmentOffset: 2), .rightToLeft)
        == CGRect(x: 300 - 40 - 2 - 5, y: 283, width: 40, height: 20))
    // Bottom and trailing attachments move away from the reference.
    #expect(
      frame(.init(attachment: .bottom, alignment: .center, attachmentOffset: 4))
        == CGRect(x: 185, y: 411, width: 40, height: 20))
    #expect(
      frame(.init(attachment: .trailing, alignment: .leading, attachmentOffset: 4, alignmentOffset: 2))
        == CGRect(x: 309, y: 309, width: 40, height: 20))
    #expect(
      frame(.init(attachment: .leading, alignment: .trailing, attachmentOffset: 4), .rightToLeft)
        == CGRect(x: 304 - 5, y: 387, width: 40, height: 20))
  }

  // An accessory larger than the container asks for the content bounds (it is shrunk to them),
  // which cover the preview and the menu: it is left out (before "no collisions" it was placed
  // over them).
  @Test func anAccessoryLargerThanTheContainerIsClampedToTheContentBoundsAndLeftOut() throws {
    let huge = ContextMenuAccessory("huge", size: CGSize(width: 5000, height: 5000), location: .menu)
    let layout = try layout([huge])
    #expect(huge.frame(in: layout) == layout.contentBounds)
    #expect(layout.accessories.isEmpty)
    #expect(
      layout.omittedAccessories
        == [ContextMenuOmittedAccessory(identifier: "huge", requestedFrame: layout.contentBounds, reason: .coversPreview)])
    let bad = ContextMenuAccessory(
      "bad", size: CGSize(width: CGFloat.nan, height: -4), offset: CGPoint(x: CGFloat.infinity, y: 0))
    let frame = try self.layout([bad]).accessories[0].frame
    #expect(frame.isFiniteRect && frame.size == .zero)
    #expect(bad.frame(reference: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1), bounds: .infinite).isFiniteRect)
  }

  @Test func aMenuAccessoryWithoutAMenuAttachesToThePreview() throws {
    let accessory = ContextMenuAccessory(
      "a", size: CGSize(width: 40, height: 20), location: .menu, anchor: .init(attachment: .top))
    let layout = try ContextMenuPlacement(
      menu: Menu(children: []), sourceFrame: CGRect(x: 60, y: 300, width: 100, height: 50),
      containerBounds: PlacementFixtures.phone, accessories: [accessory]
    ).layout(engine: engine)
    #expect(accessory.referenceFrame(in: layout) == layout.previewFrame)
    #expect(layout.accessories[0].frame.maxY == layout.previewFrame.minY)
  }

  @Test func theDefaultTransitionIsTheSystemSpring() {
    let transition = ContextMenuAccessory.Transition.spring
    #expect(transition.timing == .spring(Spring(dampingRatio: 0.7, response: 0.4), duration: 0.4))
    #expect(transition.initialOpacity == 0 && transition.initialScale == 1 && transition.initialOffset == .zero)
    #expect(Self.tapback.transition == .spring)
    let zoom = ContextMenuAccessory.Transition(
      initialScale: 0.8, initialOpacity: 0, initialOffset: CGPoint(x: 0, y: 20), timing: .curve(.easeOut, duration: 0.2)
    )
    #expect(zoom != transition)
  }
}
