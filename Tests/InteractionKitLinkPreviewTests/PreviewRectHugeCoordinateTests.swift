import Foundation
import InteractionKitGeometry
import InteractionKitLinkPreview
import Testing

/// Regression test for finding 8 of docs/FUZZING.md (issue 15): `PreviewParameters` keeps finite
/// line rects however large, and `previewRect(viewBounds:)` — the bounding box of the bubble's path —
/// came out infinitely wide when their union overflowed. `Path.boundingBox` now clamps an
/// overflowing extent to ±``GeometryLimits/maximumCoordinate`` (finding 10), so it is finite.
@Suite struct PreviewRectHugeCoordinateTests {
  @Test func previewRectOfHugeLineRectsIsFinite() {
    // Each rect is finite; their union spans from −1e308 to +1.8e308, wider than the largest double.
    let parameters = PreviewParameters(textLineRects: [
      CGRect(x: 0, y: 0, width: CGFloat.greatestFiniteMagnitude, height: 10), CGRect(x: 0, y: 0, width: -1e308, height: 10),
    ])
    #expect(parameters.previewRect(viewBounds: .zero).isFiniteRect)
    // Line rects within the bound give a finite rect.
    let ordinary = PreviewParameters(textLineRects: [CGRect(x: -6, y: 10, width: 1e11, height: 20)])
    #expect(ordinary.previewRect(viewBounds: .zero).isFiniteRect)
  }
}
