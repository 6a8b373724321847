/// Scratch storage for the per-label tables of ``TwitterHostRun`` and ``LinkifyHostRun``: a block
/// of trivial values read and written through a pointer, reused from one run to the next.
///
/// An `Array` stored in a scanner pays a uniqueness check on every write and a bounds check on
/// every access in the scanners' hottest loops; this block pays neither. Its capacity never
/// changes: a run that needs more labels replaces it with a bigger block (`reserve(_:in:keeping:)`), so
/// the pointer is a constant and reading it needs no exclusivity check. The tables are only ever
/// read at indices below the count their owner keeps.
///
/// A host run owns its storage alone (copies of a run would share it); each scan makes its own.
final class HostNameRunStorage<Element: BitwiseCopyable> {
  /// The first element.
  let base: UnsafeMutablePointer<Element>
  /// How many elements fit.
  let capacity: Int

  /// Storage for `capacity` elements (at least one), uninitialized.
  init(capacity: Int) {
    self.capacity = max(1, capacity)
    base = UnsafeMutablePointer<Element>.allocate(capacity: self.capacity)
  }

  deinit { base.deallocate() }

  /// Makes sure `storage` holds at least `count` elements, replacing it with a block twice as big
  /// (its first `kept` elements copied) when it does not.
  @inline(__always)
  static func reserve(_ count: Int, in storage: inout HostNameRunStorage, keeping kept: Int) {
    guard count > storage.capacity else { return }
    grow(&storage, to: count, keeping: kept)
  }

  @inline(never)
  private static func grow(_ storage: inout HostNameRunStorage, to count: Int, keeping kept: Int) {
    let old = storage
    let bigger = HostNameRunStorage(capacity: max(count, 2 * old.capacity))
    // The old block must outlive the copy: reads through its pointer do not keep it alive.
    withExtendedLifetime(old) { bigger.base.initialize(from: old.base, count: min(kept, old.capacity)) }
    storage = bigger
  }
}
