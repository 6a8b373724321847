import Foundation
import InteractionKitGeometry
import InteractionKitInteractiveText
import InteractionKitScene
import InteractionKitTextLayout
import Testing

@Suite struct LayerTests {
  func shape(_ layer: Layer?) -> ShapeContents? {
    if case .shape(let shape) = layer?.contents { return shape }
    return nil
  }

  @Test func containerActsLikeAScrollView() throws {
    let string = String(repeating: "line\n", count: 100) + "end @x"
    let (layout0, _) = try makeLayout(string, viewportHeight: 100)
    var layout = layout0
    try layout.setViewport(CGRect(x: 0, y: 210, width: 320, height: 100))
    let root = layout.layer()
    #expect(root.id == "interactive-text")
    #expect(root.frame == CGRect(x: 0, y: 0, width: 320, height: 100))
    #expect(root.bounds.origin == CGPoint(x: 0, y: 210))
    #expect(root.masksToBounds)
    // Paragraphs 10…15 intersect y 210…310; each is a text layer at its content frame.
    #expect(root.sublayers.map(\.id.rawValue) == (10 ... 15).map { "interactive-text.paragraph.\($0)" })
    #expect(root.sublayers.first?.frame == CGRect(x: 0, y: 200, width: 320, height: 20))
    let tree = try LayerTree(root: root)
    // The container’s bounds are content coordinates: the paragraph’s origin is at y 200 in them.
    let origin = try tree.convert(CGPoint(x: 0, y: 0), from: "interactive-text.paragraph.10", to: "interactive-text")
    #expect(origin == CGPoint(x: 0, y: 200))
  }

  @Test func highlightIsDrawnBehindTheTextFromTheTokensRects() throws {
    let (layout, _) = try makeLayout("ab #abcdefghijklmnop", width: 100)
    let token = try #require(layout.document.tokens.first)
    let root = layout.layer(id: "t", highlightedToken: token)
    #expect(root.sublayers.first?.id == "t.highlight.0")
    let highlight = try #require(shape(root.sublayers.first))
    #expect(highlight.fillColor == Color.systemGray.withAlpha(0.3))
    #expect(highlight.path.boundingBox == CGRect(x: 0, y: 20, width: 100, height: 40))
    #expect(root.sublayers.map(\.id.rawValue) == ["t.highlight.0", "t.paragraph.0"])
  }

  @Test func underlinesSitUnderTheBaselineForUnderlinedKinds() throws {
    var style = InteractiveTextStyle()
    style.tokenStyles[.mention] = TokenStyle(color: .systemGreen, underlineStyle: .single)
    style.tokenStyles[.hashtag] = TokenStyle(underlineStyle: .double, underlineColor: .systemRed)
    let (layout, _) = try makeLayout("see @bob and #swift", style: style)
    let root = layout.layer()
    let ids = root.sublayers.map(\.id.rawValue)
    #expect(ids == ["interactive-text.paragraph.0", "interactive-text.underline.0.0", "interactive-text.underline.0.1"])
    let single = try #require(shape(root.sublayers[1]))
    // Baseline 15, one tenth of 17 pt below it, 17 / 12 pt thick.
    #expect(single.fillColor == .systemGreen)
    #expect(single.path.boundingBox.minX == 40)
    #expect(single.path.boundingBox.width == 40)
    #expect(abs(single.path.boundingBox.minY - 16.7) < 1e-9)
    #expect(abs(single.path.boundingBox.height - 17.0 / 12) < 1e-9)
    let double = try #require(shape(root.sublayers[2]))
    #expect(double.fillColor == .systemRed)
    #expect(abs(double.path.boundingBox.height - 3 * 17.0 / 12) < 1e-9)
  }

  @Test func defaultStyleColoursTokensAndDrawsNoUnderline() throws {
    let (layout, _) = try makeLayout("see @bob")
    #expect(layout.layer().sublayers.count == 1)
    let text = try #require(layout.visibleParagraphs.first?.layout.text)
    #expect(text.attributes(at: 5).foregroundColor == .systemBlue)
    #expect(text.attributes(at: 1).foregroundColor == .label)
  }

  @Test func focusRingStrokesTheFocusedToken() throws {
    let (layout, _) = try makeLayout("see @bob")
    let token = try #require(layout.document.tokens.first)
    let root = layout.layer(focusedToken: token)
    let ring = try #require(root.sublayers.last)
    #expect(ring.id == "interactive-text.focus.0")
    let contents = try #require(shape(ring))
    #expect(contents.fillColor == nil)
    #expect(contents.strokeColor == .systemBlue)
    #expect(contents.lineWidth == 2)
    #expect(contents.path.boundingBox == CGRect(x: 38, y: -1, width: 44, height: 22))
  }

  @Test func layersOfAnEmptyDocument() throws {
    let (layout, _) = try makeLayout("", viewportHeight: 100)
    let root = layout.layer()
    #expect(root.sublayers.map(\.id.rawValue) == ["interactive-text.paragraph.0"])
    #expect(throws: Never.self) { try LayerTree(root: root) }
  }
}
