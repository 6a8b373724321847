import Foundation
import InteractionKitTestSupport
import InteractionKitTextLayout
import Testing

/// The one meaning of "the line rects of a range" (`TextLayout.lineRects(for:)`).
@Suite struct LineRectsTests {
  /// A layout whose enclosing rects are given: to check what the line-rect rule keeps.
  struct GivenRects: TextLayout {
    var rects: [CGRect]
    var text = AttributedText("0123456789")
    var container = TextContainer(width: 100)
    var lineFragments: [LineFragment] { [] }
    var size: CGSize { .zero }
    func enclosingRects(for range: NSRange) throws(TextRangeError) -> [CGRect] {
      try range.validate(inLength: text.utf16Count)
      return rects
    }
    func characterIndex(at point: CGPoint, mode: CharacterHitMode) -> Int? { nil }
    func caretRect(at offset: Int) throws(TextRangeError) -> CGRect { .zero }
  }

  @Test func piecesWithoutWidthOrHeightAndNonFiniteRectsAreNotLineRects() throws {
    let layout = GivenRects(rects: [
      CGRect(x: 10, y: 0, width: 50, height: 20),
      CGRect(x: 60, y: 0, width: 0, height: 20),  // a line break
      CGRect(x: 0, y: 20, width: 0.005, height: 20),  // collapsed white space
      CGRect(x: 0, y: 40, width: 30, height: 0),
      CGRect(x: CGFloat.nan, y: 40, width: 30, height: 20),
      CGRect(x: 50, y: 20, width: -20, height: 20),  // standardized
    ])
    #expect(try layout.lineRects(for: NSRange(location: 0, length: 5)) == [
      CGRect(x: 10, y: 0, width: 50, height: 20), CGRect(x: 30, y: 20, width: 20, height: 20),
    ])
  }

  @Test func aBadRangeThrowsAsEnclosingRectsDoes() {
    let layout = GivenRects(rects: [])
    #expect(throws: TextRangeError.self) { try layout.lineRects(for: NSRange(location: 8, length: 5)) }
  }

  @Test func aWrappedRangeHasOneRectPerLineAndItsHangingSpaceNone() throws {
    // "hello world": at 50 pt (5 columns) "hello" fills the first line and the space hangs.
    let layout = FakeTextLayoutEngine().layout(AttributedText("hello world"), in: TextContainer(width: 50))
    #expect(try layout.lineRects(for: NSRange(location: 3, length: 5)) == [
      CGRect(x: 30, y: 0, width: 20, height: 20), CGRect(x: 0, y: 20, width: 20, height: 20),
    ])
    #expect(try layout.lineRects(for: NSRange(location: 5, length: 1)).isEmpty)
    #expect(try layout.lineRects(for: NSRange(location: 3, length: 0)).isEmpty)
  }
}
