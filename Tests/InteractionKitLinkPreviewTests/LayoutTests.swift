import Foundation
import InteractionKitLinkPreview
import Testing

@Suite struct LayoutTests {
  let layout = Fixture.layout

  @Test func contentBoundsKeepEightPointsFromTheEdges() {
    #expect(layout.contentBounds == CGRect(x: 8, y: 8, width: 359, height: 796))
    let tiny = LinkPreviewLayout(
      viewBounds: .zero, containerBounds: CGRect(x: 0, y: 0, width: 10, height: 30), cardSize: .zero)
    #expect(tiny.contentBounds == CGRect(x: 5, y: 8, width: 0, height: 14))
  }

  @Test func bubbleSizeTargetCentreAndLiftScaleOfALink() {
    let subject = LinkPreviewSubject.link(Fixture.link)
    #expect(layout.bubbleRects(for: subject) == Fixture.linkRects)
    #expect(layout.bubbleSize(for: subject) == CGSize(width: 250, height: 40))
    #expect(layout.targetCenter(for: subject) == Fixture.linkCenter)
    #expect(layout.liftScale(for: subject) == Fixture.linkLiftScale)
    // A vanished link keeps its last geometry.
    #expect(layout.targetCenter(for: .vanished(Fixture.link)) == Fixture.linkCenter)
  }

  @Test func theWholeViewIsTheViewBounds() {
    #expect(layout.bubbleRects(for: .wholeView) == [Fixture.viewBounds])
    #expect(layout.bubbleSize(for: .wholeView) == CGSize(width: 375, height: 400))
    #expect(layout.targetCenter(for: .wholeView) == CGPoint(x: 187.5, y: 300))
    // 375 pt wide in 359 pt of content: shrunk to fit.
    #expect(layout.liftScale(for: .wholeView) == CGFloat(359) / 375)
  }

  @Test func aLinkWithoutUsableRectsPreviewsTheWholeView() {
    let empty = LinkPreviewSource(id: 3, range: NSRange(location: 0, length: 1), lineRects: [.null])
    #expect(!empty.hasGeometry)
    #expect(empty.bounds.isNull)
    #expect(layout.bubbleRects(for: .link(empty)) == [Fixture.viewBounds])
  }

  @Test func theCardIsCentredOnTheTargetAndKeptInside() {
    // Target (125, 140): the 343 pt card would stick out on the left, so x moves to 8 + 171.5;
    // y 140 leaves 130 pt above it, more than the 8 pt inset needs (138 is the limit).
    #expect(layout.cardCenter(for: .link(Fixture.link)) == CGPoint(x: 179.5, y: 140))
    #expect(layout.cardCenter(around: CGPoint(x: 187.5, y: 400)) == CGPoint(x: 187.5, y: 400))
    #expect(layout.cardCenter(around: CGPoint(x: 187.5, y: 10)) == CGPoint(x: 187.5, y: 138))
    #expect(layout.cardCenter(around: CGPoint(x: 187.5, y: 800)) == CGPoint(x: 187.5, y: 674))
    #expect(layout.cardCenter(around: CGPoint(x: CGFloat.nan, y: 0)) == CGPoint(x: 187.5, y: 406))
  }

  @Test func aCardLargerThanTheContentIsCentredOnIt() {
    var big = layout
    big.cardSize = CGSize(width: 500, height: 1000)
    #expect(big.cardCenter(around: CGPoint(x: 10, y: 10)) == CGPoint(x: 187.5, y: 406))
  }

  @Test func badGeometryIsSanitized() {
    var bad = LinkPreviewLayout(
      viewBounds: CGRect(x: CGFloat.nan, y: 0, width: -50, height: 20), containerBounds: .infinite,
      cardSize: CGSize(width: -1, height: CGFloat.nan))
    #expect(bad.viewBounds == CGRect(x: 0, y: 0, width: 50, height: 20))
    #expect(bad.containerBounds == .zero)
    bad.containerBounds = CGRect(x: CGFloat.greatestFiniteMagnitude, y: 0, width: CGFloat.greatestFiniteMagnitude, height: 10)
    #expect(bad.containerBounds == .zero)
    bad.containerBounds = Fixture.containerBounds
    #expect(bad.cardSize == .zero)
    bad.cardSize = CGSize(width: CGFloat.infinity, height: 10)
    #expect(bad.cardSize == CGSize(width: 0, height: 10))
    bad.viewBounds = .null
    #expect(bad.viewBounds == .zero)
    // Geometry from a sanitized layout stays finite.
    #expect(bad.liftScale(for: .wholeView) == 1)
    let center = bad.cardCenter(for: .wholeView)
    #expect(center.x.isFinite && center.y.isFinite)
  }
}
