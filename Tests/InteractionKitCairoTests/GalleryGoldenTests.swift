import Foundation
import InteractionKitCairo
import InteractionKitGallery
import InteractionKitGeometry
import InteractionKitPango
import InteractionKitPointer
import InteractionKitScene
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

  @Test func galleryHasTheDoubleTapAndTheSegmentedControl() {
    let ids = Set(Gallery.items.map(\.id))
    for id in ["context-menu-double-tap", "pointer-segmented-control"] {
      #expect(ids.contains(id), "missing \(id)")
    }
  }

  /// The showcase's toolbar page and its end-to-end scenarios aim at these identifiers.
  @Test func segmentedControlDemoBuildsTheTrackAndItsSegments() throws {
    var tree = try LayerTree(root: Layer(id: "root", frame: CGRect(x: 0, y: 0, width: 480, height: 120)))
    var registry = PointerInteractionRegistry()
    try SegmentedControlDemo.add(
      to: &tree, interactions: &registry, at: CGPoint(x: 40, y: 40),
      engine: PangoTextLayoutEngine(fonts: .pinned))
    #expect(tree.layer("segments") != nil)
    for index in SegmentedControlDemo.titles.indices {
      let frame = try tree.frameInRoot(of: SegmentedControlDemo.segmentID(index))
      #expect(frame == CGRect(x: 40 + 90 * CGFloat(index), y: 40, width: 90, height: 32))
    }
    // The pointer over the middle of the third segment highlights it.
    let hit = registry.hitTest(CGPoint(x: 40 + 90 * 2 + 45, y: 56), in: tree)
    #expect(hit.host == .layer("segment.2"))
  }
}
