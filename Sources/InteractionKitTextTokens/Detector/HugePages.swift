import Foundation

/// Asks the kernel to back a large scratch buffer with huge pages before it is first written.
///
/// A detection pass over megabytes of text writes a few large buffers once (the anchored words'
/// units, the candidates). Mapped with ordinary 4 kB pages, every page written costs a page fault;
/// advised with `MADV_HUGEPAGE`, Linux maps 2 MB at a time where it can, so the same buffers take
/// a few hundred times fewer faults. The advice changes nothing but speed: where huge pages are
/// turned off, or on other systems, the call does nothing.
enum HugePages {
  /// Buffers smaller than this are left alone: they come from the heap, not a mapping of their own.
  static let minimumByteCount = 4 << 20

  /// Advises huge pages for the whole 2 MB pages inside the `byteCount` bytes at `start`.
  static func advise(_ start: UnsafeMutableRawPointer, byteCount: Int) {
    #if os(Linux)
      guard byteCount >= minimumByteCount else { return }
      let pageSize = 2 << 20
      let first = (UInt(bitPattern: start) + UInt(pageSize - 1)) & ~UInt(pageSize - 1)
      let end = (UInt(bitPattern: start) + UInt(byteCount)) & ~UInt(pageSize - 1)
      guard end > first, let pointer = UnsafeMutableRawPointer(bitPattern: first) else { return }
      _ = madvise(pointer, Int(end - first), MADV_HUGEPAGE)
    #endif
  }
}
