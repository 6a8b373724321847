import Foundation
import InteractionKitCairo
import InteractionKitGallery
import InteractionKitPango
import Testing

/// Every gallery scene, rendered at @1x, against its golden.
@Suite struct GalleryGoldenTests {
  @Test(arguments: Gallery.items.map(\.id))
  func sceneMatchesGolden(_ id: String) throws {
    let item = try #require(Gallery.item(id))
    let tree = try item.makeScene(GalleryContext(textEngine: PangoTextLayoutEngine(fonts: .pinned)))
    let png = try SceneRenderer().pngData(tree, scale: 1)
    try GoldenImage.assertMatches(png, named: "gallery-\(id)")
  }

  @Test func galleryHasTheFoundationScenes() {
    let ids = Set(Gallery.items.map(\.id))
    for id in [
      "paragraph-line-fragments", "enclosing-rects", "hit-test-map", "timing-curves", "spring", "keyframes",
      "layer-animation-filmstrip", "shadows-and-corners", "materials",
    ] {
      #expect(ids.contains(id), "missing \(id)")
    }
    #expect(ids.count == Gallery.items.count, "item slugs must be unique")
  }
}
