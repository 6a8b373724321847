import Foundation
import InteractionKitCairo
import InteractionKitGallery
import InteractionKitGeometry
import InteractionKitPango
import InteractionKitScene
import Testing

/// The Messages conversation in both appearances, rendered: the screen, a received bubble (away
/// from its text) and a sent one take Messages' colours, and the light appearance is unchanged.
@Suite struct ChatSceneAppearanceTests {
  static func render(isDark: Bool) throws -> (image: PixelImage, chat: ChatScene) {
    let chat = ChatScene(
      context: GalleryContext(textEngine: PangoTextLayoutEngine(fonts: .pinned)), size: CGSize(width: 390, height: 844),
      isDark: isDark)
    return (try PixelImage(pngData: SceneRenderer().pngData(LayerTree(root: chat.root), scale: 1)), chat)
  }

  /// A pixel of a bubble's fill, clear of its text and its tail: 24 pt in from the side away from
  /// the tail, 4 pt above the bottom.
  static func fill(of bubble: ChatScene.Bubble, in image: PixelImage) -> UInt32 {
    let x = Int(bubble.isSent ? bubble.frame.maxX - 24 : bubble.frame.minX + 24)
    let y = Int(bubble.frame.maxY - 4)
    return image.pixels[y * image.width + x]
  }

  @Test func theDarkConversationIsDrawnInMessagesDarkColours() throws {
    let (image, chat) = try Self.render(isDark: true)
    let received = try #require(chat.bubbles.first { !$0.isSent })
    let sent = try #require(chat.bubbles.first { $0.isSent })
    #expect(image.pixels[700 * image.width + 200] == 0xFF00_0000)  // the screen, between bubbles and bar
    #expect(Self.fill(of: received, in: image) == 0xFF26_2628)
    #expect(Self.fill(of: sent, in: image) == 0xFF00_7AFF)
  }

  @Test func theLightConversationKeepsItsColours() throws {
    let (image, chat) = try Self.render(isDark: false)
    let received = try #require(chat.bubbles.first { !$0.isSent })
    #expect(image.pixels[700 * image.width + 200] == 0xFFFF_FFFF)
    #expect(Self.fill(of: received, in: image) == 0xFFE9_E9EB)
  }
}
