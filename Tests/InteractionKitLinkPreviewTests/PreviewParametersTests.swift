import Foundation
import InteractionKitGeometry
import InteractionKitLinkPreview
import PropertyBased
import Testing

/// `PreviewParameters` keeps `UIPreviewParameters(textLineRects:)`'s public semantics.
struct PreviewParametersTests {
  static let twoLines = [CGRect(x: 100, y: 0, width: 150, height: 20), CGRect(x: 0, y: 20, width: 160, height: 20)]
  static let apart = [CGRect(x: 200, y: 0, width: 100, height: 20), CGRect(x: 0, y: 20, width: 120, height: 20)]
  static let viewBounds = CGRect(x: 0, y: 0, width: 320, height: 80)

  @Test("Defaults: radius 13, continuous corners, white, symmetric padding")
  func defaults() {
    let parameters = PreviewParameters(textLineRects: Self.twoLines)
    #expect(parameters.textPathCornerRadius == 13)
    #expect(parameters.cornerStyle == .continuous)
    #expect(parameters.backgroundColor == .white)
    #expect(parameters.textPathInsets == EdgeInsets(top: -3, left: -5, bottom: -3, right: -5))
    #expect(parameters.visiblePath == nil && parameters.shadowPath == nil)
    #expect(parameters.showsTextLines)
  }

  @Test("Overlapping lines make one bubble, lines apart make two, each padded by the insets")
  func bubbles() {
    let merged = PreviewParameters(textLineRects: Self.twoLines)
    #expect(merged.bubble.outlines.count == 1)
    #expect(merged.effectiveVisiblePath(viewBounds: Self.viewBounds).boundingBox == CGRect(x: -5, y: -3, width: 260, height: 46))
    let separate = PreviewParameters(textLineRects: Self.apart)
    #expect(separate.bubble.outlines.count == 2)
    #expect(separate.previewRect(viewBounds: Self.viewBounds) == CGRect(x: -5, y: -3, width: 310, height: 46))
  }

  @Test("The shadow path falls back to the visible path; explicit paths win")
  func pathsFallBack() {
    var parameters = PreviewParameters(textLineRects: Self.twoLines)
    let generated = parameters.effectiveVisiblePath(viewBounds: Self.viewBounds)
    #expect(parameters.effectiveShadowPath(viewBounds: Self.viewBounds) == generated)
    #expect(generated == parameters.bubble.path)
    let custom = Path(ellipseIn: CGRect(x: 0, y: 0, width: 50, height: 30))
    parameters.visiblePath = custom
    #expect(parameters.effectiveVisiblePath(viewBounds: Self.viewBounds) == custom)
    #expect(parameters.effectiveShadowPath(viewBounds: Self.viewBounds) == custom)
    let shadow = Path(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
    parameters.shadowPath = shadow
    #expect(parameters.effectiveShadowPath(viewBounds: Self.viewBounds) == shadow)
    #expect(parameters.effectiveVisiblePath(viewBounds: Self.viewBounds) == custom)
  }

  @Test("Without line rects the whole view shows, rounded with the radius")
  func wholeView() {
    let parameters = PreviewParameters()
    #expect(!parameters.showsTextLines)
    #expect(
      parameters.effectiveVisiblePath(viewBounds: Self.viewBounds)
        == Path(roundedRect: Self.viewBounds, cornerRadius: 13, style: .continuous))
    #expect(parameters.previewRect(viewBounds: Self.viewBounds) == Self.viewBounds)
    #expect(parameters.tightMask.isEmpty)
  }

  @Test("The tight mask is the exact outline of the unpadded rects")
  func tightMask() {
    let parameters = PreviewParameters(textLineRects: Self.twoLines)
    let mask = parameters.tightMask
    #expect(mask.boundingBox == CGRect(x: 0, y: 0, width: 250, height: 40))
    #expect(mask.contains(CGPoint(x: 105, y: 5)))
    #expect(!mask.contains(CGPoint(x: 95, y: 5)))  // left of the first line's piece
    #expect(!mask.contains(CGPoint(x: 200, y: 30)))  // right of the second line's piece
  }

  @Test("Bad input: non-finite rects are dropped, the radius is clamped")
  func badInput() {
    let parameters = PreviewParameters(
      textLineRects: [CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), .infinite, CGRect(x: 0, y: 0, width: 40, height: 20)],
      cornerRadius: -4)
    #expect(parameters.textLineRects == [CGRect(x: 0, y: 0, width: 40, height: 20)])
    #expect(parameters.textPathCornerRadius == 0)
    #expect(PreviewParameters(textLineRects: [], cornerRadius: .nan).textPathCornerRadius == 0)
    // NaN view bounds show nothing rather than crashing.
    #expect(PreviewParameters().previewRect(viewBounds: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)) == .zero)
  }

  @Test("Every random set of line rects: the bubble covers each rect's centre and stays within the padding plus the radius")
  func randomLines() async {
    await propertyCheck(count: 400, input: Gen.double(in: 0...300).array(of: 0...10)) { values in
      var rects: [CGRect] = []
      for i in stride(from: 0, to: values.count - 1, by: 2) {
        let x = min(values[i], values[i + 1])
        rects.append(CGRect(x: x, y: CGFloat(i / 2) * 20, width: abs(values[i] - values[i + 1]) + 1, height: 20))
      }
      let parameters = PreviewParameters(textLineRects: rects)
      let path = parameters.effectiveVisiblePath(viewBounds: Self.viewBounds)
      for rect in rects {
        #expect(path.contains(CGPoint(x: rect.midX, y: rect.midY)))
      }
      if !rects.isEmpty {
        let union = rects.dropFirst().reduce(rects[0]) { $0.union($1) }
        let limit = union.insetBy(dx: -5 - 13, dy: -3 - 13)
        let box = path.boundingBox
        #expect(box.minX >= limit.minX && box.maxX <= limit.maxX && box.minY >= limit.minY && box.maxY <= limit.maxY)
      }
    }
  }
}
