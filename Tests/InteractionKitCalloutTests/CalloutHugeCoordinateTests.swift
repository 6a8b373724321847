import Foundation
import InteractionKitCallout
import InteractionKitGeometry
import InteractionKitTextLayout
import Testing

/// Regression tests for finite but huge coordinates (issue 15): every rect, point and size of a
/// callout layout is finite, and geometry beyond ±``GeometryLimits/maximumCoordinate`` throws or is
/// clamped as documented.
@Suite struct CalloutHugeCoordinateTests {
  let engine = CalloutLayoutFixture.engine
  let target = CGRect(x: 100, y: 300, width: 20, height: 20)
  let container = CGRect(x: 0, y: 0, width: 375, height: 667)

  static func isFinite(_ layout: CalloutLayout) -> Bool {
    let rects = [layout.frame, layout.bodyFrame, layout.targetRect, layout.constrainedRect]
      + [layout.titleFrame, layout.subtitleFrame, layout.contentFrame, layout.leadingAccessoryFrame,
        layout.trailingAccessoryFrame].compactMap { $0 }
    return rects.allSatisfy(\.isFiniteRect) && layout.arrowPoint.isFinitePoint
      && layout.scrollOffset.isFiniteSize && layout.arrowTip.isFinitePoint
  }

  /// Finding: a container at x = 1e308 gave a NaN frame without throwing (snapping multiplied by the
  /// scale and subtracted infinities), and `hitTest` then trapped inside `CGRect.contains`.
  @Test func containerBeyondTheLimitThrows() {
    let callout = Callout(title: "Title")
    for bad in [
      CGRect(x: 1e308, y: 0, width: 375, height: 667), CGRect(x: 0, y: -1e13, width: 10, height: 10),
      CGRect(x: 0, y: 0, width: 1e308, height: 10),
    ] {
      #expect {
        try callout.layout(pointingAt: target, in: bad, engine: engine, scale: 3)
      } throws: { error in
        if case .nonFiniteContainer = error as? CalloutLayoutError { true } else { false }
      }
      #expect {
        try callout.layout(pointingAt: bad, in: container, engine: engine, scale: 3)
      } throws: { error in
        if case .nonFiniteTarget = error as? CalloutLayoutError { true } else { false }
      }
    }
    #expect(CalloutLayoutError.nonFiniteContainer(.null).description.contains("10¹²"))
  }

  /// Finding: `constrainedInsets.left = .greatestFiniteMagnitude` at scale 3 gave a NaN frame.
  @Test func hugeConstrainedInsetsAreClampedAndTheLayoutIsFinite() throws {
    for inset in [CGFloat.greatestFiniteMagnitude, -CGFloat.greatestFiniteMagnitude, 1e300] {
      var callout = Callout(title: "Title", subtitle: "Subtitle")
      callout.constrainedInsets.left = inset
      callout.calloutOffset = CGPoint(x: inset, y: -inset)
      #expect(abs(callout.constrainedInsets.left) == GeometryLimits.maximumCoordinate)
      #expect(abs(callout.calloutOffset.x) == GeometryLimits.maximumCoordinate)
      for scale: CGFloat in [1, 2, 3, 1e300, 1e-300] {
        let layout = try callout.layout(pointingAt: target, in: container, engine: engine, scale: scale)
        #expect(Self.isFinite(layout))
        // Used to trap in `CGRect.contains` on the NaN frame.
        _ = layout.hitTest(layout.arrowTip)
        _ = layout.hitTest(CGPoint(x: 1e308, y: -1e308))
        let request = CalloutScrollRequest(layout: layout)
        #expect(request.offset.isFiniteSize)
        let moved = layout.translated(by: CGSize(width: 1e308, height: -1e308)).translated(by: CGSize(width: 1e308, height: 1e308))
        #expect(Self.isFinite(moved))
      }
    }
  }

  /// Finding: infinities leaked from `sizeThatFits` for huge content views and insets.
  @Test func sizeThatFitsIsFiniteForHugeContent() throws {
    var callout = Callout(title: "Title", contentInsets: EdgeInsets(all: 1e308))
    callout.contentView = CalloutElement(size: CGSize(width: 1e308, height: 1e308))
    for width in [CGFloat.infinity, .greatestFiniteMagnitude, 1e12, 375, .nan, -1] {
      #expect(callout.sizeThatFits(CGSize(width: width, height: 0), engine: engine).isWithinCoordinateLimits)
    }
    let layout = try callout.layout(pointingAt: target, in: container, engine: engine, scale: 2)
    #expect(Self.isFinite(layout))
  }

  /// Ordinary inputs on the edge of the limit still lay out.
  @Test func containerAtTheLimitLaysOut() throws {
    let edge = GeometryLimits.maximumCoordinate
    let container = CGRect(x: edge - 1000, y: edge - 1000, width: 1000, height: 1000)
    let target = CGRect(x: edge - 500, y: edge - 500, width: 10, height: 10)
    let layout = try Callout(title: "Title").layout(pointingAt: target, in: container, engine: engine, scale: 3)
    #expect(Self.isFinite(layout))
  }

  /// The scroll-to-fit offset clamps rects beyond the limit instead of returning NaN.
  @Test func scrollOffsetOfHugeRectsIsFinite() {
    let huge = CGRect(x: -1.7e308, y: 0, width: 1.7e308, height: 1e308)
    #expect(CalloutLayout.offset(toContain: huge, keeping: huge, within: container).isFiniteSize)
    #expect(CalloutLayout.offset(toContain: container, keeping: container, within: huge).isFiniteSize)
  }
}
