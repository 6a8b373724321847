import CInteractionKitCairo
import Foundation
import InteractionKitGeometry
import InteractionKitScene

/// What a renderer keeps between frames: the blurred masks of shadows, which are the costly part of
/// drawing a scene and do not change while their shape, blur and resolution stay the same, and the
/// bitmaps of layers marked `shouldRasterize`, which do not change while their subtrees draw alike.
///
/// A live view keeps one cache for all its frames (`SceneRenderer(cache:)`); a shadow whose layer
/// only moves (the cache key is its shape in the layer's own coordinates, its blur radius and the
/// pixels per point) is blurred once. The cache holds at most ``capacity`` masks and forgets the
/// least recently used. It is safe to share between threads.
public final class RenderCache: @unchecked Sendable {
  /// The most masks kept.
  public let capacity: Int

  private let lock = NSLock()
  private var masks: [ShadowMaskKey: ShadowMask] = [:]
  private var uses: [ShadowMaskKey: UInt64] = [:]
  private var clock: UInt64 = 0
  private var hitCount = 0
  private var missCount = 0
  private var rasters: [RasterKey: LayerRaster] = [:]
  private var rasterUses: [RasterKey: UInt64] = [:]
  private var rasterHitCount = 0
  private var rasterMissCount = 0

  /// The most layer bitmaps kept.
  public let rasterCapacity: Int

  /// Creates an empty cache of at most `capacity` shadow masks and `rasterCapacity` layer
  /// bitmaps (each at least 1; a page of text rasterized paragraph by paragraph needs one bitmap
  /// per visible paragraph).
  public init(capacity: Int = 64, rasterCapacity: Int = 64) {
    self.capacity = max(1, capacity)
    self.rasterCapacity = max(1, rasterCapacity)
  }

  deinit {
    for mask in masks.values { cairo_surface_destroy(mask.surface) }
    for raster in rasters.values { cairo_surface_destroy(raster.surface) }
  }

  /// How many rasterized layers were drawn from a kept bitmap, and how many had to be drawn.
  public var rasterStatistics: (hits: Int, misses: Int) {
    lock.withLock { (rasterHitCount, rasterMissCount) }
  }

  /// The kept bitmap of a layer at a resolution, if its subtree still draws like `layer` (retained
  /// for the caller, who releases it), or nil.
  func raster(of layer: Layer, scale: Double) -> LayerRaster? {
    let key = RasterKey(id: layer.id, scale: scale)
    return lock.withLock {
      clock += 1
      guard let raster = rasters[key], raster.layer.subtreeDrawsLike(layer) else {
        rasterMissCount += 1
        return nil
      }
      rasterHitCount += 1
      rasterUses[key] = clock
      cairo_surface_reference(raster.surface)
      return raster
    }
  }

  /// Keeps a layer's bitmap (the cache takes its own reference), replacing an older one of it.
  func store(_ raster: LayerRaster) {
    let key = RasterKey(id: raster.layer.id, scale: raster.scale)
    lock.withLock {
      clock += 1
      if rasters[key] == nil, rasters.count >= rasterCapacity,
        let oldest = rasterUses.min(by: { $0.value < $1.value })?.key
      {
        if let evicted = rasters.removeValue(forKey: oldest) { cairo_surface_destroy(evicted.surface) }
        rasterUses[oldest] = nil
      }
      if let old = rasters[key] { cairo_surface_destroy(old.surface) }
      cairo_surface_reference(raster.surface)
      rasters[key] = raster
      rasterUses[key] = clock
    }
  }

  /// How many shadows were drawn from a kept mask, and how many had to be blurred.
  public var statistics: (hits: Int, misses: Int) {
    lock.withLock { (hitCount, missCount) }
  }

  /// The kept mask for a key (retained for the caller, who releases it), or nil.
  func mask(for key: ShadowMaskKey) -> ShadowMask? {
    lock.withLock {
      clock += 1
      guard let mask = masks[key] else {
        missCount += 1
        return nil
      }
      hitCount += 1
      uses[key] = clock
      cairo_surface_reference(mask.surface)
      return mask
    }
  }

  /// Keeps a mask (the cache takes its own reference).
  func store(_ mask: ShadowMask, for key: ShadowMaskKey) {
    lock.withLock {
      clock += 1
      if masks[key] == nil, masks.count >= capacity, let oldest = uses.min(by: { $0.value < $1.value })?.key {
        if let evicted = masks.removeValue(forKey: oldest) { cairo_surface_destroy(evicted.surface) }
        uses[oldest] = nil
      }
      if let old = masks[key] { cairo_surface_destroy(old.surface) }
      cairo_surface_reference(mask.surface)
      masks[key] = mask
      uses[key] = clock
    }
  }
}

/// What a blurred shadow mask depends on.
struct ShadowMaskKey: Hashable {
  var shape: Path
  var radius: CGFloat
  var scale: Double
}

/// A blurred A8 mask and the rect of the shape's coordinates it covers.
struct ShadowMask {
  var surface: OpaquePointer
  var area: CGRect
  var scale: Double
}

/// Which bitmap of a rasterized layer.
struct RasterKey: Hashable {
  var id: LayerID
  var scale: Double
}

/// A rasterized layer: the subtree it was drawn from (placed at rest: opacity 1, no position or
/// transform), its ARGB bitmap and the rect of the layer's bounds coordinates the bitmap covers.
struct LayerRaster {
  var layer: Layer
  var surface: OpaquePointer
  var area: CGRect
  var scale: Double
}
