import Foundation
import InteractionKitGTK
import InteractionKitTestSupport
import InteractionKitTextLayout
import Testing

/// Layouts kept between frames: an equal text in an equal container is laid out once.
@Suite struct CachingTextLayoutEngineTests {
  @Test func anEqualTextInAnEqualContainerIsLaidOutOnce() {
    let base = FakeTextLayoutEngine()
    let engine = CachingTextLayoutEngine(base)
    let text = AttributedText("Open Link", attributes: TextAttributes(fontSize: 17))
    let first = engine.layout(text, in: TextContainer(width: 200))
    let second = engine.layout(text, in: TextContainer(width: 200))
    #expect(base.counter.calls == 1)
    #expect(engine.statistics == (hits: 1, misses: 1))
    #expect(first.size == second.size && first.lineFragments == second.lineFragments)
    // Another container or other attributes are another layout.
    _ = engine.layout(text, in: TextContainer(width: 50))
    _ = engine.layout(AttributedText("Open Link", attributes: TextAttributes(fontSize: 13)), in: TextContainer(width: 200))
    #expect(base.counter.calls == 3)
  }

  @Test func theLeastRecentlyUsedLayoutIsForgottenFirst() {
    let base = FakeTextLayoutEngine()
    let engine = CachingTextLayoutEngine(base, capacity: 2)
    let a = AttributedText("a")
    let b = AttributedText("b")
    let c = AttributedText("c")
    _ = engine.layout(a, in: TextContainer())
    _ = engine.layout(b, in: TextContainer())
    _ = engine.layout(a, in: TextContainer())  // a is now the most recent
    _ = engine.layout(c, in: TextContainer())  // b goes
    _ = engine.layout(a, in: TextContainer())
    #expect(base.counter.calls == 3)
    _ = engine.layout(b, in: TextContainer())
    #expect(base.counter.calls == 4)
  }
}
