import Foundation
import FuzzSupport
import InteractionKitContextMenu
import InteractionKitGeometry
import InteractionKitLinkPreview

/// `LinkPreviewLayout`, `LinkPreviewSource` and `PreviewParameters` (`previewRect`,
/// `effectiveVisiblePath` and `effectiveShadowPath`, for line rects and for the whole view).
enum LinkPreviewLayoutFuzz {
  static func run(_ input: inout FuzzInput) {
    var rects: [CGRect] = []
    for _ in 0..<input.int(below: 5) { rects.append(input.rect()) }
    let source = LinkPreviewSource(id: 1, range: NSRange(location: 0, length: 4), lineRects: rects)
    for rect in source.usableLineRects { FiniteGeometry.check(rect, "usable line rect") }
    let layout = LinkPreviewLayout(viewBounds: input.rect(), containerBounds: input.rect(), cardSize: input.size())
    FiniteGeometry.check(layout.contentBounds, "content bounds", allowNull: true)
    for subject in [LinkPreviewSubject.link(source), .vanished(source), .wholeView] {
      FiniteGeometry.check(layout.bubbleSize(for: subject), "bubble size")
      FiniteGeometry.check(layout.targetCenter(for: subject), "target centre")
      FiniteGeometry.check(layout.liftScale(for: subject), "lift scale")
      FiniteGeometry.check(layout.cardCenter(for: subject), "card centre")
      for rect in layout.bubbleRects(for: subject) { FiniteGeometry.check(rect, "bubble rect") }
    }
    FiniteGeometry.check(layout.cardCenter(around: input.point()), "card centre around a point")
    FiniteGeometry.check(LinkPreviewLayout.targetCenter(of: rects, wholeView: input.rect()), "static target centre")
    let parameters = PreviewParameters(textLineRects: source.usableLineRects)
    let preview = parameters.previewRect(viewBounds: layout.viewBounds)
    FiniteGeometry.check(preview, "previewRect of \(source.usableLineRects) in \(layout.viewBounds)")
    // Raw rects: `PreviewParameters` keeps any finite rect (finding 8 of docs/FUZZING.md).
    let rawView = input.rect()
    let raw = PreviewParameters(textLineRects: rects).previewRect(viewBounds: rawView)
    FiniteGeometry.check(raw, "raw previewRect of \(rects) in \(rawView)")
    // The whole view (no line rects), whose bounds may be finite with an overflowing max, such as
    // (1e308, 0, 1e308, 10) (issue 22), or sit at ±1e12 and just past it: the paths and the rect
    // stay within ±GeometryLimits.maximumCoordinate.
    let wholeView = PreviewParameters()
    for bounds in [input.rect(), CGRect(x: input.double(), y: 0, width: input.double(), height: 10)] {
      checkBounded(wholeView.effectiveVisiblePath(viewBounds: bounds), "whole-view visible path in \(bounds)")
      checkBounded(wholeView.effectiveShadowPath(viewBounds: bounds), "whole-view shadow path in \(bounds)")
      let rect = wholeView.previewRect(viewBounds: bounds)
      fuzzCheck(rect.isWithinCoordinateLimits, "whole-view previewRect \(rect) of \(bounds) is beyond ±1e12")
    }
    // Usable line rects lie within the bound, but the bubble's padding may reach a few points past
    // it: finite is the promise there.
    checkBounded(parameters.effectiveShadowPath(viewBounds: rawView), "line rects' shadow path", finiteOnly: true)
  }

  /// Traps unless every point of `path` (end and control points) is within ±1e12, or only finite
  /// when `finiteOnly`.
  static func checkBounded(_ path: Path, _ what: @autoclosure () -> String, finiteOnly: Bool = false) {
    for element in path.elements {
      let points: [CGPoint] =
        switch element {
        case .move(let p), .line(let p): [p]
        case .quadCurve(let p, let c): [p, c]
        case .curve(let p, let c1, let c2): [p, c1, c2]
        case .closeSubpath: []
        }
      for point in points {
        fuzzCheck(finiteOnly ? point.isFinitePoint : point.isWithinCoordinateLimits, "\(what()) has the point \(point)")
      }
    }
  }
}
