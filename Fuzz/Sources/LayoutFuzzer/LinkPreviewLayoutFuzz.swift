import Foundation
import FuzzSupport
import InteractionKitContextMenu
import InteractionKitGeometry
import InteractionKitLinkPreview

/// `LinkPreviewLayout`, `LinkPreviewSource` and `PreviewParameters.previewRect`.
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
  }
}
