import Foundation
import InteractionKitCairo
import InteractionKitGeometry
import InteractionKitScene
import Testing

/// Blurred shadow masks kept between frames draw exactly what a fresh blur draws.
@Suite struct RenderCacheTests {
  /// Cards with shadows; `shift` moves them (a shadow whose layer only moves keeps its mask).
  static func scene(shift: CGFloat = 0, radius: CGFloat = 8) throws -> LayerTree {
    var root = Layer(id: "root", frame: CGRect(x: 0, y: 0, width: 300, height: 200), backgroundColor: .white)
    for index in 0 ..< 3 {
      root.addSublayer(
        Layer(
          id: LayerID("card.\(index)"), frame: CGRect(x: 20 + CGFloat(index) * 90 + shift, y: 40, width: 70, height: 90),
          backgroundColor: .white, cornerRadius: 12,
          shadow: Shadow(color: .black, opacity: 0.3, offset: CGSize(width: 0, height: 4), radius: radius)))
    }
    return try LayerTree(root: root)
  }

  @Test(arguments: [1.0, 2.0])
  func aCachedShadowDrawsTheSamePixelsAsAFreshBlur(scale: Double) throws {
    let cache = RenderCache()
    let renderer = SceneRenderer(cache: cache)
    let fresh = try SceneRenderer().pngData(Self.scene(), scale: scale)
    #expect(try renderer.pngData(Self.scene(), scale: scale) == fresh)
    // All three cards have the same shape in their own coordinates: one blur, then two hits.
    #expect(cache.statistics == (hits: 2, misses: 1))
    // The cards moved: the masks are reused, and the pixels equal a fresh render of the moved scene.
    #expect(try renderer.pngData(Self.scene(shift: 7), scale: scale) == SceneRenderer().pngData(Self.scene(shift: 7), scale: scale))
    #expect(cache.statistics == (hits: 5, misses: 1))
  }

  @Test func anotherRadiusOrScaleIsAnotherMaskAndTheCapacityHolds() throws {
    let cache = RenderCache(capacity: 2)
    let renderer = SceneRenderer(cache: cache)
    // Narrow blurs, blurred at the device's resolution.
    _ = try renderer.pngData(Self.scene(radius: 1), scale: 1)
    _ = try renderer.pngData(Self.scene(radius: 1.5), scale: 1)
    _ = try renderer.pngData(Self.scene(radius: 1.5), scale: 2)
    #expect(cache.statistics.misses == 3)
    // Capacity 2: the radius-1 mask was the least recently used and is gone.
    _ = try renderer.pngData(Self.scene(radius: 1), scale: 1)
    #expect(cache.statistics.misses == 4)
    #expect(try renderer.pngData(Self.scene(radius: 1), scale: 1) == SceneRenderer().pngData(Self.scene(radius: 1), scale: 1))
    // A wide blur is blurred at four pixels per σ whatever the screen: one mask for @1x and @2x.
    _ = try renderer.pngData(Self.scene(radius: 8), scale: 1)
    _ = try renderer.pngData(Self.scene(radius: 8), scale: 2)
    #expect(cache.statistics.misses == 5)
  }

  @Test(arguments: [(CGFloat(1), 3), (CGFloat(8), 1)])
  func aCardWhoseScaleAnimatesReusesAFewMasks(radius: CGFloat, masks: Int) throws {
    let cache = RenderCache()
    let renderer = SceneRenderer(cache: cache)
    // A lift: the cards scale from 1 to 1.1 over ten frames.
    for frame in 0 ... 10 {
      var tree = try Self.scene(radius: radius)
      let scale = 1 + CGFloat(frame) / 100
      for index in 0 ..< 3 { try tree.modifyLayer(LayerID("card.\(index)")) { $0.transform = CGAffineTransform(scaleX: scale, y: scale) } }
      _ = try renderer.pngData(tree, scale: 2)
    }
    // Radius 1: whole-number scales are blurred as they are, others at eight steps per octave
    // (2 → 2.18): the 2× of the first frame and two steps above it, not eleven. Radius 8 (σ of
    // 16 px at @2x): blurred at four pixels per σ, half a pixel per point, at every scale.
    #expect(cache.statistics.misses == masks)
  }
}
