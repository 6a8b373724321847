import Foundation
import InteractionKitGeometry
import InteractionKitLinkPreview
import Testing

/// Regression tests for finite but huge coordinates (issue 15): line rects and bounds beyond
/// ±``GeometryLimits/maximumCoordinate`` take no part in geometry, so nothing comes out NaN.
@Suite struct LinkPreviewHugeCoordinateTests {
  let layout = Fixture.layout

  /// Finding: `usableLineRects` checked finiteness before standardising, so a rect at −1.7e308 with
  /// width −1.7e308 standardized to an origin of −∞ and the bubble's width became NaN.
  @Test func lineRectsThatOverflowWhenStandardizedAreNotUsable() {
    let hostile = CGRect(x: -1.7e308, y: 0, width: -1.7e308, height: 20)
    let source = LinkPreviewSource(id: 1, range: NSRange(location: 0, length: 4), lineRects: [hostile])
    #expect(source.usableLineRects.isEmpty)
    #expect(!source.hasGeometry)
    let mixed = LinkPreviewSource(
      id: 2, range: NSRange(location: 0, length: 4),
      lineRects: [hostile, CGRect(x: 10, y: 10, width: 50, height: 20), CGRect(x: 1e13, y: 0, width: 1, height: 1)])
    #expect(mixed.usableLineRects == [CGRect(x: 10, y: 10, width: 50, height: 20)])
    for subject in [LinkPreviewSubject.link(source), .link(mixed), .vanished(source), .wholeView] {
      #expect(layout.bubbleSize(for: subject).isFiniteSize)
      #expect(layout.targetCenter(for: subject).isFinitePoint)
      #expect(layout.liftScale(for: subject).isFinite)
      #expect(layout.cardCenter(for: subject).isFinitePoint)
    }
  }

  /// Finding: huge card sizes and bounds leaked infinities from the link-preview layout.
  @Test func hugeBoundsAndCardSizesAreClamped() {
    var huge = LinkPreviewLayout(
      viewBounds: CGRect(x: -1e308, y: 0, width: 1e308, height: 1e308),
      containerBounds: CGRect(x: 0, y: 0, width: 1e300, height: 10), cardSize: CGSize(width: 1e308, height: 1e308))
    #expect(huge.viewBounds == .zero)
    #expect(huge.containerBounds == .zero)
    #expect(huge.cardSize == CGSize(width: GeometryLimits.maximumCoordinate, height: GeometryLimits.maximumCoordinate))
    huge.containerBounds = CGRect(x: 0, y: 0, width: GeometryLimits.maximumCoordinate, height: 100)
    for subject in [LinkPreviewSubject.wholeView, .link(Fixture.link)] {
      #expect(huge.cardCenter(for: subject).isFinitePoint)
      #expect(huge.liftScale(for: subject).isFinite)
    }
    #expect(huge.cardCenter(around: CGPoint(x: 1e308, y: -1e308)).isFinitePoint)
  }
}
