import Foundation
import InteractionKitGeometry
import InteractionKitScene

/// What a renderer keeps between frames: the blurred masks of shadows, which are the costly part of
/// drawing a scene and do not change while their shape, blur and resolution stay the same, and the
/// bitmaps of layers marked `shouldRasterize`, which do not change while their subtrees draw alike,
/// and the blurred backdrops of materials (up to 16), which do not change while the pixels beneath
/// them stay the same.
///
/// A live view keeps one cache for all its frames (`SceneRenderer(cache:)`); a shadow whose layer
/// only moves (the cache key is its shape in the layer's own coordinates, its blur radius and the
/// pixels per point) is blurred once. The cache holds at most ``capacity`` masks and forgets the
/// least recently used. It is safe to share between threads.
public final class RenderCache: @unchecked Sendable {
  /// The most masks kept.
  public var capacity: Int { masks.capacity }

  /// The most layer bitmaps kept.
  public var rasterCapacity: Int { rasters.capacity }

  private let lock = NSLock()
  private var masks: KeptSurfaces<ShadowMaskKey, ShadowMask>
  private var rasters: KeptSurfaces<LayerSurfaceKey, LayerRaster>
  private var backdrops: KeptSurfaces<LayerSurfaceKey, KeptBackdrop>
  private var backdropHits = 0
  private var backdropMisses = 0

  /// Creates an empty cache of at most `capacity` shadow masks and `rasterCapacity` layer
  /// bitmaps (each at least 1; a page of text rasterized paragraph by paragraph needs one bitmap
  /// per visible paragraph).
  public init(capacity: Int = 64, rasterCapacity: Int = 64) {
    masks = KeptSurfaces(capacity: capacity)
    rasters = KeptSurfaces(capacity: rasterCapacity)
    backdrops = KeptSurfaces(capacity: 16)
  }

  deinit {
    masks.removeAll()
    rasters.removeAll()
    backdrops.removeAll()
  }

  /// How many shadows were drawn from a kept mask, and how many had to be blurred.
  public var statistics: (hits: Int, misses: Int) {
    lock.withLock { (masks.hits, masks.misses) }
  }

  /// How many rasterized layers were drawn from a kept bitmap, and how many had to be drawn.
  public var rasterStatistics: (hits: Int, misses: Int) {
    lock.withLock { (rasters.hits, rasters.misses) }
  }

  /// How many backdrop materials were drawn from a kept blur (their backdrop unchanged), and how
  /// many had to be blurred.
  public var backdropStatistics: (hits: Int, misses: Int) {
    lock.withLock { (backdropHits, backdropMisses) }
  }

  /// Counts a material drawn from a kept blur (`reused`) or blurred anew.
  func countBackdrop(reused: Bool) {
    lock.withLock { if reused { backdropHits += 1 } else { backdropMisses += 1 } }
  }

  /// The kept blur of a layer's material at a resolution (retained for the caller, who releases
  /// it), or nil; the caller checks that it still fits.
  func backdrop(for key: LayerSurfaceKey) -> KeptBackdrop? {
    lock.withLock { backdrops.value(for: key) }
  }

  /// Keeps a material's blur (the cache takes its own reference), replacing an older one.
  func store(_ backdrop: KeptBackdrop, for key: LayerSurfaceKey) {
    lock.withLock { backdrops.store(backdrop, for: key) }
  }

  /// The kept mask for a key (retained for the caller, who releases it), or nil.
  func mask(for key: ShadowMaskKey) -> ShadowMask? {
    lock.withLock { masks.value(for: key) }
  }

  /// Keeps a mask (the cache takes its own reference).
  func store(_ mask: ShadowMask, for key: ShadowMaskKey) {
    lock.withLock { masks.store(mask, for: key) }
  }

  /// The kept bitmap of a layer at a resolution, if its subtree still draws like `layer` (retained
  /// for the caller, who releases it), or nil.
  func raster(of layer: Layer, scale: Double) -> LayerRaster? {
    lock.withLock { rasters.value(for: LayerSurfaceKey(id: layer.id, scale: scale)) { $0.layer.subtreeDrawsLike(layer) } }
  }

  /// Keeps a layer's bitmap (the cache takes its own reference), replacing an older one of it.
  func store(_ raster: LayerRaster) {
    lock.withLock { rasters.store(raster, for: LayerSurfaceKey(id: raster.layer.id, scale: raster.scale)) }
  }
}

/// What a blurred shadow mask depends on.
struct ShadowMaskKey: Hashable {
  var shape: Path
  var radius: CGFloat
  var scale: Double
}

/// A blurred A8 mask and the rect of the shape's coordinates it covers.
struct ShadowMask: KeptSurface {
  var surface: OpaquePointer
  var area: CGRect
  var scale: Double
}

/// Which kept surface of a layer: its rasterized bitmap or its material's blurred backdrop, at one
/// scale.
struct LayerSurfaceKey: Hashable {
  var id: LayerID
  var scale: Double
}

/// A rasterized layer: the subtree it was drawn from (placed at rest: opacity 1, no position or
/// transform), its ARGB bitmap and the rect of the layer's bounds coordinates the bitmap covers.
struct LayerRaster: KeptSurface {
  var layer: Layer
  var surface: OpaquePointer
  var area: CGRect
  var scale: Double
}
