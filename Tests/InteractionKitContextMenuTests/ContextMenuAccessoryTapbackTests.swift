import Foundation
import InteractionKitContextMenu
import InteractionKitGeometry
import Testing

/// The Tapback preset: 300 × 64, radius 32 continuous, on the preview's top, trailing with
/// (−3, −16) for a sent message, leading with (3, −16) for a received one, tracking x and y, its
/// reactions named in words.
///
/// The container is the phone (390 × 844, safe area 47 / 34: content bounds (8, 47, 374, 763)). A
/// 200 × 44 bubble lifts by min(1.15, (26 + 200) / 200, 374 / 200) = 1.13 to 226 × 49.72 about its
/// centre (y 322 → 297.14). The bar's bottom is 16 pt above it: y = 297.14 − 16 − 64 = 217.14.
@Suite struct ContextMenuAccessoryTapbackTests {
  func layout(source: CGRect, sent: Bool, direction: ContextMenuLayoutDirection = .leftToRight) throws
    -> ContextMenuLayout
  {
    try ContextMenuPlacement(
      menu: PlacementFixtures.menu(3), sourceFrame: source, containerBounds: PlacementFixtures.phone,
      safeAreaInsets: PlacementFixtures.phoneSafeArea, layoutDirection: direction,
      preferredMenuAlignment: sent ? .trailing : .leading,
      accessories: [.tapbackBar(sent: sent)]
    ).layout(engine: PlacementFixtures.engine)
  }

  @Test func thePresetIsTheTapbackBar() {
    let bar = ContextMenuAccessory.tapbackBar()
    #expect(bar.identifier == "tapback" && bar.accessibilityLabel == "Reactions")
    #expect(bar.size == CGSize(width: 300, height: 64) && ContextMenuAccessory.tapbackBarSize == bar.size)
    #expect(bar.cornerRadius == 32 && bar.cornerStyle == .continuous)
    #expect(bar.location == .preview && bar.trackingAxis == [.x, .y] && bar.transition == .spring)
    #expect(bar.anchor == ContextMenuAccessory.Anchor(attachment: .top, alignment: .trailing))
    #expect(bar.anchor.attachment.privateValue == 1 && bar.anchor.alignment.privateValue == 8)
    #expect(bar.offset == CGPoint(x: -3, y: -16))
    let received = ContextMenuAccessory.tapbackBar(sent: false)
    #expect(received.anchor == ContextMenuAccessory.Anchor(attachment: .top, alignment: .leading))
    #expect(received.offset == CGPoint(x: 3, y: -16))
  }

  @Test func itsItemsAreTheSixReactionsNamedInWords() {
    let bar = ContextMenuAccessory.tapbackBar()
    #expect(bar.items.map(\.identifier.rawValue) == ["❤️", "👍", "👎", "😂", "‼️", "❓"])
    #expect(bar.items.map(\.accessibilityLabel) == ["Heart", "Thumbs Up", "Thumbs Down", "Ha ha", "Exclamation", "Question"])
    // 44 × 44, 47 pt apart, centred: (300 − (6 · 47 − 3)) / 2 = 10.5; y = (64 − 44) / 2 = 10.
    #expect(bar.items.map(\.frame) == (0..<6).map { CGRect(x: 10.5 + 47 * CGFloat($0), y: 10, width: 44, height: 44) })
  }

  @Test func moreReactionsThanFitShareTheBar() {
    let reactions = (0..<10).map { ContextMenuAccessory.TapbackReaction(.init("r\($0)")) }
    let bar = ContextMenuAccessory.tapbackBar(items: reactions)
    // Step 300 / 10 = 30, items 27 × 27, the row 10 · 30 − 3 = 297 wide from x = 1.5, y = 18.5.
    #expect(bar.items.map(\.frame) == (0..<10).map { CGRect(x: 1.5 + 30 * CGFloat($0), y: 18.5, width: 27, height: 27) })
    #expect(bar.items[3].accessibilityLabel == "r3")
    #expect(ContextMenuAccessory.tapbackBar(items: []).items.isEmpty)
  }

  // Sent: the bubble at x 150 → preview (137, 297.14, 226, 49.72); the bar's trailing edge 3 pt
  // inside the preview's: x = 363 − 3 − 300 = 60.
  @Test func aSentBubblesBarSitsAboveItsTrailingSide() throws {
    let layout = try layout(source: CGRect(x: 150, y: 300, width: 200, height: 44), sent: true)
    #expect(ContextMenuPlacementTests.close(layout.previewFrame, CGRect(x: 137, y: 297.14, width: 226, height: 49.72)))
    let bar = try #require(layout.accessories.first)
    #expect(ContextMenuPlacementTests.close(bar.frame, CGRect(x: 60, y: 217.14, width: 300, height: 64)))
    #expect(bar.cornerRadius == 32 && bar.trackingAxis == [.x, .y])
  }

  // Received: the bubble at x 40 → preview (27, 297.14, 226, 49.72); the bar's leading edge 3 pt
  // inside the preview's: x = 27 + 3 = 30.
  @Test func aReceivedBubblesBarSitsAboveItsLeadingSide() throws {
    let layout = try layout(source: CGRect(x: 40, y: 300, width: 200, height: 44), sent: false)
    #expect(ContextMenuPlacementTests.close(layout.previewFrame, CGRect(x: 27, y: 297.14, width: 226, height: 49.72)))
    let bar = try #require(layout.accessories.first)
    #expect(ContextMenuPlacementTests.close(bar.frame, CGRect(x: 30, y: 217.14, width: 300, height: 64)))
  }

  // Right to left the received bubble is on the right (x 150) and its bar on its leading (right)
  // side: x = 363 − 3 − 300 = 60, the mirror image of the left-to-right received bar.
  @Test func aReceivedBubbleRightToLeftMirrors() throws {
    let layout = try layout(source: CGRect(x: 150, y: 300, width: 200, height: 44), sent: false, direction: .rightToLeft)
    let bar = try #require(layout.accessories.first)
    #expect(ContextMenuPlacementTests.close(bar.frame, CGRect(x: 60, y: 217.14, width: 300, height: 64)))
    // The layout mirrors the reactions (the preset is laid out left to right), so the first is on
    // the right: x = 300 − 10.5 − 47 i − 44 = 245.5 − 47 i, mirrored once, not twice.
    #expect(bar.items.map(\.frame) == (0..<6).map { CGRect(x: 245.5 - 47 * CGFloat($0), y: 10, width: 44, height: 44) })
    #expect(bar.items.first?.identifier == "❤️")
  }

  // Against a reference frame directly: a 320 × 80 bubble at (50, 400) in the 390 × 844 bounds.
  @Test func againstABubbleDirectly() {
    let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    let sent = ContextMenuAccessory.tapbackBar(sent: true)
    let received = ContextMenuAccessory.tapbackBar(sent: false)
    let bubble = CGRect(x: 50, y: 400, width: 320, height: 80)
    #expect(sent.frame(reference: bubble, bounds: bounds) == CGRect(x: 67, y: 320, width: 300, height: 64))
    #expect(received.frame(reference: bubble, bounds: bounds) == CGRect(x: 53, y: 320, width: 300, height: 64))
  }

  @Test func theConfigurationDocExampleCompiles() {
    let bubbleFrame = CGRect(x: 40, y: 300, width: 200, height: 44)
    // Verbatim from ContextMenuConfiguration's documentation.
    let reactions = ContextMenuAccessory.TapbackReaction.standard   // ❤️ 👍 👎 😂 ‼️ ❓, named in words
    let tapback = ContextMenuAccessory.tapbackBar(identifier: "reactions", items: reactions, sent: false)
    let configuration = ContextMenuConfiguration(
      identifier: "message-42",
      source: ContextMenuSource(frame: bubbleFrame),
      menu: Menu(children: [.action(MenuAction("reply", title: "Reply"))]),
      preferredMenuAlignment: .leading,   // a received message
      accessories: [tapback],
      prefersUnmaskedPlatter: true)       // keep the bubble's tail
    // The end of the example.
    #expect(configuration.accessories.first?.identifier == "reactions")
    #expect(configuration.accessories.first?.anchor.alignment == .leading)
    #expect(configuration.accessories.first?.items.count == 6)
  }
}
