import Foundation
import InteractionKitGeometry
import InteractionKitLinkPreview
import Testing

/// The merge rule at its boundary: line fragments that overlap horizontally at all share a bubble,
/// fragments apart get one each (Tusker, reference §1). The union merges rects that overlap or
/// share a piece of edge and keeps rects meeting only at a corner apart; the padding is ours
/// (``PreviewParameters/defaultTextPathInsets``) and widens the merge distance by its two sides.
@Suite struct BubbleMergeBoundaryTests {
  /// The link's first piece ends its line at the right; the second starts the next line at the left
  /// and ends `gap` points before the first piece begins (a negative gap overlaps).
  static func pieces(gap: CGFloat) -> [CGRect] {
    [CGRect(x: 100, y: 0, width: 80, height: 20), CGRect(x: 0, y: 20, width: 100 - gap, height: 20)]
  }

  static func bubbleCount(_ rects: [CGRect], insets: EdgeInsets = PreviewParameters.defaultTextPathInsets) -> Int {
    PreviewParameters(textLineRects: rects, insets: insets).bubble.outlines.filter { !$0.isHole }.count
  }

  @Test("Unpadded: a point apart or meeting at a corner, two bubbles; overlapping by any width, one")
  func unpaddedFragmentsFollowTheReferenceRule() {
    #expect(Self.bubbleCount(Self.pieces(gap: 1), insets: .zero) == 2)
    #expect(Self.bubbleCount(Self.pieces(gap: 0), insets: .zero) == 2)  // exactly touching: a corner only
    #expect(Self.bubbleCount(Self.pieces(gap: -1), insets: .zero) == 1)
    #expect(Self.bubbleCount(Self.pieces(gap: -0.25), insets: .zero) == 1)
    // Two pieces on one line (a link split by a bidi run): a point apart, two; edge to edge, one.
    let sameLineApart = [CGRect(x: 0, y: 0, width: 40, height: 20), CGRect(x: 41, y: 0, width: 40, height: 20)]
    let sameLineTouching = [CGRect(x: 0, y: 0, width: 40, height: 20), CGRect(x: 40, y: 0, width: 40, height: 20)]
    #expect(Self.bubbleCount(sameLineApart, insets: .zero) == 2)
    #expect(Self.bubbleCount(sameLineTouching, insets: .zero) == 1)
  }

  @Test("Padded by 5 at the sides: a gap of 11 gives two bubbles, 10 (padded edges touching) one")
  func paddedFragmentsMergeWithinTheirPadding() {
    #expect(PreviewParameters.defaultTextPathInsets == EdgeInsets(top: -3, left: -5, bottom: -3, right: -5))
    // Padded: 95…185 × −3…23 and −5…(105 − gap) × 17…43.
    #expect(Self.bubbleCount(Self.pieces(gap: 11)) == 2)  // padded pieces a point apart
    #expect(Self.bubbleCount(Self.pieces(gap: 10)) == 1)  // padded edges touch along x = 95, y 17…23
    #expect(Self.bubbleCount(Self.pieces(gap: 9)) == 1)
    #expect(Self.bubbleCount(Self.pieces(gap: 0)) == 1)
    #expect(Self.bubbleCount(Self.pieces(gap: -1)) == 1)
    let apart = PreviewParameters(textLineRects: Self.pieces(gap: 11))
    #expect(apart.bubble.paddedRegion.components.count == 2)
    #expect(apart.previewRect(viewBounds: .zero) == CGRect(x: -5, y: -3, width: 190, height: 46))
    let sameLineApart = [CGRect(x: 0, y: 0, width: 40, height: 20), CGRect(x: 51, y: 0, width: 40, height: 20)]
    let sameLineTouching = [CGRect(x: 0, y: 0, width: 40, height: 20), CGRect(x: 50, y: 0, width: 40, height: 20)]
    #expect(Self.bubbleCount(sameLineApart) == 2)
    #expect(Self.bubbleCount(sameLineTouching) == 1)
  }
}
