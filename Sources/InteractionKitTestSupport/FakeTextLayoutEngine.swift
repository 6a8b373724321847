import Foundation
public import InteractionKitTextLayout

/// Counts what a ``FakeTextLayoutEngine`` laid out (shared by copies of the engine).
public final class LayoutCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var _calls = 0
  private var _characters = 0
  private var _texts: [String] = []

  /// How many paragraphs were laid out.
  public var calls: Int { lock.withLock { _calls } }
  /// How many UTF-16 units were laid out in all.
  public var characters: Int { lock.withLock { _characters } }
  /// The laid-out texts, in order.
  public var texts: [String] { lock.withLock { _texts } }

  /// Records one laid-out text.
  public func record(_ text: AttributedText) {
    lock.withLock {
      _calls += 1
      _characters += text.utf16Count
      _texts.append(text.string)
    }
  }
}

/// A monospaced text engine for exact geometry: every grapheme cluster is 10 pt wide, every line
/// 20 pt tall (baseline 15 pt down), and lines wrap greedily after spaces (a word longer than a
/// line breaks between graphemes). Spaces at the end of a wrapped line hang: they get no width and
/// lie outside the line's used rect, as in Pango. `\n` forces a break.
public struct FakeTextLayoutEngine: TextLayoutEngine {
  /// What this engine (and its copies) laid out.
  public let counter = LayoutCounter()

  /// Creates an engine with a fresh counter.
  public init() {}

  /// Lays the text out in monospaced lines.
  public func layout(_ text: AttributedText, in container: TextContainer) -> any TextLayout {
    counter.record(text)
    return FakeTextLayout(text: text, container: container)
  }
}

