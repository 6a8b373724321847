import CInteractionKitCairo

/// Something kept between frames that owns a Cairo surface reference.
protocol KeptSurface {
  /// The surface (the store holds one reference to it).
  var surface: OpaquePointer { get }
}

/// At most `capacity` values that own Cairo surfaces, by key, forgetting the least recently used;
/// counts its hits and misses. Not synchronised: ``RenderCache`` guards it with its lock.
struct KeptSurfaces<Key: Hashable, Value: KeptSurface> {
  let capacity: Int
  private var values: [Key: Value] = [:]
  private var uses: [Key: UInt64] = [:]
  private var clock: UInt64 = 0
  private(set) var hits = 0
  private(set) var misses = 0

  init(capacity: Int) {
    self.capacity = max(1, capacity)
  }

  /// The kept value for `key` that `isValid` accepts, its surface retained for the caller (who
  /// releases it), or nil.
  mutating func value(for key: Key, where isValid: (Value) -> Bool = { _ in true }) -> Value? {
    clock += 1
    guard let value = values[key], isValid(value) else {
      misses += 1
      return nil
    }
    hits += 1
    uses[key] = clock
    cairo_surface_reference(value.surface)
    return value
  }

  /// Keeps `value` (taking its own reference to its surface), replacing the one kept for `key`,
  /// and forgetting the least recently used value when full.
  mutating func store(_ value: Value, for key: Key) {
    clock += 1
    if values[key] == nil, values.count >= capacity, let oldest = uses.min(by: { $0.value < $1.value })?.key {
      if let evicted = values.removeValue(forKey: oldest) { cairo_surface_destroy(evicted.surface) }
      uses[oldest] = nil
    }
    if let old = values[key] { cairo_surface_destroy(old.surface) }
    cairo_surface_reference(value.surface)
    values[key] = value
    uses[key] = clock
  }

  /// Releases every kept surface.
  mutating func removeAll() {
    for value in values.values { cairo_surface_destroy(value.surface) }
    values = [:]
    uses = [:]
  }
}
