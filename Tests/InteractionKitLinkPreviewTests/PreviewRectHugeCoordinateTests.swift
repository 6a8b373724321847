import Foundation
import InteractionKitGeometry
import InteractionKitLinkPreview
import Testing

/// Regression test for finding 8 of docs/FUZZING.md (issue 15): `PreviewParameters` keeps finite
/// line rects however large, and `previewRect(viewBounds:)` — the bounding box of the bubble's path —
/// came out infinitely wide when their union overflowed. `Path.boundingBox` now clamps an
/// overflowing extent to ±``GeometryLimits/maximumCoordinate`` (finding 10), so it is finite.
///
/// Issue 22: the whole-view preview (no line rects) took finite bounds whose far edge overflows,
/// such as `CGRect(x: 1e308, y: 0, width: 1e308, height: 10)`, straight into its path, which then
/// had infinite points. The bounds are now clamped edge by edge to ±10¹² first.
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

  /// Every point of every element of the path.
  static func points(_ path: Path) -> [CGPoint] {
    path.elements.flatMap { element -> [CGPoint] in
      switch element {
      case .move(let p), .line(let p): [p]
      case .quadCurve(let p, let c): [p, c]
      case .curve(let p, let c1, let c2): [p, c1, c2]
      case .closeSubpath: []
      }
    }
  }

  static func isBounded(_ path: Path) -> Bool {
    points(path).allSatisfy(\.isWithinCoordinateLimits)
  }

  @Test func wholeViewBoundsWhoseMaxOverflowsAreClamped() {
    let parameters = PreviewParameters()
    let overflowing = CGRect(x: 1e308, y: 0, width: 1e308, height: 10)
    #expect(overflowing.isFiniteRect && !overflowing.maxX.isFinite)
    let visible = parameters.effectiveVisiblePath(viewBounds: overflowing)
    let shadow = parameters.effectiveShadowPath(viewBounds: overflowing)
    #expect(Self.isBounded(visible) && Self.isBounded(shadow))
    // Both x edges clamp to 10¹²: a rect with no width on the bound, so nothing shows.
    #expect(visible.isEmpty && shadow.isEmpty)
    #expect(parameters.previewRect(viewBounds: overflowing) == .zero)
    // One edge inside the bound: the part inside is kept, 1e11…1e12.
    let partly = CGRect(x: 1e11, y: 0, width: 1.7e308, height: 10)
    let kept = CGRect(x: 1e11, y: 0, width: 9e11, height: 10)
    #expect(parameters.effectiveVisiblePath(viewBounds: partly) == Path(roundedRect: kept, cornerRadius: 13, style: .continuous))
    #expect(parameters.effectiveShadowPath(viewBounds: partly) == parameters.effectiveVisiblePath(viewBounds: partly))
    #expect(parameters.previewRect(viewBounds: partly) == kept)
    // Overflowing downwards, with a negative width: standardized, then clamped.
    let negative = CGRect(x: 10, y: 0, width: -1e308, height: 10)
    #expect(parameters.previewRect(viewBounds: negative) == CGRect(x: -1e12, y: 0, width: 1e12 + 10, height: 10))
    #expect(Self.isBounded(parameters.effectiveShadowPath(viewBounds: negative)))
    // Non-finite fields still count as zero.
    #expect(parameters.previewRect(viewBounds: CGRect(x: CGFloat.infinity, y: 0, width: 10, height: 10)) == .zero)
    #expect(parameters.previewRect(viewBounds: CGRect(x: 0, y: CGFloat.nan, width: 10, height: 10)) == .zero)
  }

  @Test func wholeViewBoundsAtTheLimitAreKeptAndJustPastItAreClamped() {
    let parameters = PreviewParameters()
    // Exactly ±10¹²: unchanged.
    let limit = CGRect(x: -1e12, y: -1e12, width: 2e12, height: 2e12)
    #expect(parameters.previewRect(viewBounds: limit) == limit)
    #expect(parameters.effectiveVisiblePath(viewBounds: limit) == Path(roundedRect: limit, cornerRadius: 13, style: .continuous))
    let atMax = CGRect(x: 1e12 - 100, y: 0, width: 100, height: 10)
    #expect(parameters.previewRect(viewBounds: atMax) == atMax)
    // Just past it: the far edge is pulled back onto the bound, the near edge kept.
    #expect(
      parameters.previewRect(viewBounds: CGRect(x: 1e12 - 100, y: 0, width: 101, height: 10))
        == CGRect(x: 1e12 - 100, y: 0, width: 100, height: 10))
    #expect(
      parameters.previewRect(viewBounds: CGRect(x: -1e12 - 1, y: 0, width: 11, height: 10))
        == CGRect(x: -1e12, y: 0, width: 10, height: 10))
    #expect(
      parameters.previewRect(viewBounds: CGRect(x: 0, y: 0, width: 10, height: 1.0000001e12))
        == CGRect(x: 0, y: 0, width: 10, height: 1e12))
    let pastEverySide = CGRect(x: -1.0000001e12, y: -1.0000001e12, width: 2.0000002e12, height: 2.0000002e12)
    #expect(parameters.previewRect(viewBounds: pastEverySide) == limit)
    #expect(Self.isBounded(parameters.effectiveShadowPath(viewBounds: pastEverySide)))
  }

  @Test func anExplicitPathIsKeptButItsPreviewRectIsClamped() {
    var parameters = PreviewParameters()
    let wide = Path(rect: CGRect(x: 0, y: 0, width: 1e13, height: 5))
    parameters.visiblePath = wide
    #expect(parameters.effectiveVisiblePath(viewBounds: .zero) == wide)
    #expect(parameters.previewRect(viewBounds: .zero) == CGRect(x: 0, y: 0, width: 1e12, height: 5))
  }
}
