public import InteractionKitTextLayout
import Foundation

/// A text engine that keeps the layouts it made: the same text in the same container is laid out
/// once, however many frames draw it (a menu's rows, a card's title, a callout's subtitle).
///
/// Wrap the engine a live view's scenes lay text out with. Layouts are values the engine made for
/// an equal text and container, so drawing with a kept one draws the same pixels. At most
/// ``capacity`` layouts are kept; the least recently used is forgotten first. Safe to share
/// between threads.
///
/// ```swift
/// let engine = CachingTextLayoutEngine(PangoTextLayoutEngine(fonts: .pinned))
/// let scene = InteractiveTextScene(document: document, engine: engine, environment: environment)
/// ```
public final class CachingTextLayoutEngine: TextLayoutEngine, @unchecked Sendable {
  /// The engine that lays out what is not kept.
  public let base: any TextLayoutEngine
  /// The most layouts kept.
  public let capacity: Int

  private struct Key: Hashable {
    var text: AttributedText
    var container: TextContainer
  }

  private let lock = NSLock()
  private var layouts: [Key: (layout: any TextLayout, use: UInt64)] = [:]
  private var clock: UInt64 = 0
  private var hitCount = 0
  private var missCount = 0

  /// Wraps `base`, keeping at most `capacity` layouts (at least 1).
  public init(_ base: any TextLayoutEngine, capacity: Int = 512) {
    self.base = base
    self.capacity = Swift.max(1, capacity)
  }

  /// How many layouts were served from the cache, and how many were made.
  public var statistics: (hits: Int, misses: Int) {
    lock.withLock { (hitCount, missCount) }
  }

  /// The kept layout of an equal text in an equal container, or a new one from ``base``.
  public func layout(_ text: AttributedText, in container: TextContainer) -> any TextLayout {
    let key = Key(text: text, container: container)
    let kept: (any TextLayout)? = lock.withLock {
      clock += 1
      guard let entry = layouts[key] else { return nil }
      hitCount += 1
      layouts[key] = (entry.layout, clock)
      return entry.layout
    }
    if let kept { return kept }
    let made = base.layout(text, in: container)
    lock.withLock {
      missCount += 1
      clock += 1
      if layouts[key] == nil, layouts.count >= capacity,
        let oldest = layouts.min(by: { $0.value.use < $1.value.use })?.key
      {
        layouts[oldest] = nil
      }
      layouts[key] = (made, clock)
    }
    return made
  }
}
