import Foundation
import InteractionKitGeometry
import InteractionKitLinkPreview
import InteractionKitScene
import Testing

/// `TargetedPreview` targets the centre of the line rects in the container, and the overlay draws
/// the bubble, the tight mask and the card in the right layers.
struct TargetedPreviewTests {
  /// A 300 × 100 text view at (20, 50) inside a 400 × 600 container, inside a window root.
  static func tree() throws -> LayerTree {
    var root = Layer(id: "root", frame: CGRect(x: 0, y: 0, width: 400, height: 600))
    var container = Layer(id: "container", frame: CGRect(x: 0, y: 0, width: 400, height: 600))
    let view = Layer(id: "text", frame: CGRect(x: 20, y: 50, width: 300, height: 100))
    container.sublayers = [view]
    root.sublayers = [container]
    return try LayerTree(root: root)
  }

  @Test("The target is the centre of the rects' x extent and y extent, in the container")
  func targetCenter() throws {
    // Very different extents: a wide first piece and a narrow, lower second piece.
    let rects = [CGRect(x: 200, y: 0, width: 100, height: 20), CGRect(x: 0, y: 20, width: 10, height: 60)]
    let preview = try TargetedPreview(
      view: "text", in: Self.tree(), parameters: PreviewParameters(textLineRects: rects), container: "container")
    #expect(preview.target.container == "container")
    #expect(preview.target.center == CGPoint(x: 20 + 150, y: 50 + 40))
    #expect(preview.lineRectsInContainer == rects.map { $0.offsetBy(dx: 20, dy: 50) })
    #expect(preview.bubbleBounds == CGRect(x: -5, y: -3, width: 310, height: 86))
  }

  @Test("Without rects the target is the view's centre")
  func wholeView() throws {
    let preview = try TargetedPreview(view: "text", in: Self.tree(), parameters: PreviewParameters(), container: "root")
    #expect(preview.target.center == CGPoint(x: 170, y: 100))
    #expect(preview.bubbleBounds == CGRect(x: 0, y: 0, width: 300, height: 100))
  }

  @Test("Retargeting after a scroll moves the centre and keeps the parameters' style")
  func retarget() throws {
    var parameters = PreviewParameters(textLineRects: [CGRect(x: 10, y: 10, width: 50, height: 20)])
    parameters.backgroundColor = .systemBlue
    let tree = try Self.tree()
    let preview = try TargetedPreview(view: "text", in: tree, parameters: parameters, container: "root")
    let moved = try preview.retargeted(textLineRects: [CGRect(x: 10, y: 60, width: 50, height: 20)], in: tree)
    #expect(moved.target.center == CGPoint(x: 20 + 35, y: 50 + 70))
    #expect(moved.parameters.backgroundColor == .systemBlue)
    #expect(moved.parameters.textLineRects == [CGRect(x: 10, y: 60, width: 50, height: 20)])
  }

  @Test("Unknown layers throw")
  func unknownLayers() throws {
    #expect(throws: SceneError.self) {
      try TargetedPreview(view: "missing", in: Self.tree(), parameters: PreviewParameters(), container: "root")
    }
    #expect(throws: SceneError.self) {
      try TargetedPreview(view: "text", in: Self.tree(), parameters: PreviewParameters(), container: "missing")
    }
  }

  static func layer(_ id: LayerID, in layers: [Layer]) -> Layer? {
    for layer in layers {
      if layer.id == id { return layer }
      if let found = Self.layer(id, in: layer.sublayers) { return found }
    }
    return nil
  }

  @Test("The overlay: dimming, then the platter; the bubble fades out as the card fades in")
  func overlayLayers() throws {
    let rects = [CGRect(x: 100, y: 0, width: 150, height: 20), CGRect(x: 0, y: 20, width: 160, height: 20)]
    let preview = try TargetedPreview(
      view: "text", in: Self.tree(), parameters: PreviewParameters(textLineRects: rects), container: "root")
    let card = Layer(id: "card", frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let overlay = LinkPreviewOverlay(preview: preview, card: card, containerBounds: CGRect(x: 0, y: 0, width: 400, height: 600))
    let lifted = LinkPreviewPresentation(
      center: preview.target.center, size: CGSize(width: 250, height: 40), scale: 1.1, opacity: 1, morphProgress: 0,
      dimming: 0.5)
    let layers = overlay.layers(for: lifted)
    #expect(layers.map(\.id) == ["linkPreview.dimming", "linkPreview.platter"])
    #expect(layers[0].opacity == 0.5 && layers[0].frame == CGRect(x: 0, y: 0, width: 400, height: 600))
    let platter = layers[1]
    #expect(platter.position == preview.target.center)
    #expect(platter.transform == CGAffineTransform(scaleX: 1.1, y: 1.1))
    #expect(Self.layer("linkPreview.card", in: layers) == nil)
    let bubble = try #require(Self.layer("linkPreview.bubble", in: layers))
    // The link's centre (125, 20 in the view) sits at the platter's centre (125, 20).
    #expect(bubble.bounds == preview.bubbleBounds)
    #expect(bubble.position == CGPoint(x: 125 + preview.bubbleBounds.midX - 125, y: 20 + preview.bubbleBounds.midY - 20))
    let tight = try #require(Self.layer("linkPreview.bubble.tightMask", in: layers))
    #expect(tight.maskPath == preview.parameters.tightMask.applying(CGAffineTransform(translationX: 5, y: 3)))
    let content = try #require(Self.layer("linkPreview.bubble.content", in: layers))
    #expect(content.maskPath == preview.parameters.bubble.path.applying(CGAffineTransform(translationX: 5, y: 3)))

    var expanded = lifted
    expanded.morphProgress = 1
    expanded.size = CGSize(width: 280, height: 140)
    let cardLayers = overlay.layers(for: expanded)
    #expect(Self.layer("linkPreview.bubble", in: cardLayers) == nil)
    let scaledCard = try #require(Self.layer("card", in: cardLayers))
    #expect(scaledCard.transform == CGAffineTransform(scaleX: 1.4, y: 1.4))  // min(280/200, 140/100)
    var halfway = lifted
    halfway.morphProgress = 0.25
    let both = overlay.layers(for: halfway)
    #expect(Self.layer("linkPreview.bubble", in: both)?.opacity == 0.75)
    #expect(Self.layer("linkPreview.card", in: both)?.opacity == 0.25)
  }

  @Test("The tight mask can be turned off, and is never applied to a whole-view preview")
  func tightMaskOptional() throws {
    let rects = [CGRect(x: 10, y: 10, width: 50, height: 20)]
    let tree = try Self.tree()
    let presentation = LinkPreviewPresentation(
      center: .zero, size: CGSize(width: 50, height: 20), scale: 1, opacity: 1, morphProgress: 0, dimming: 0)
    let off = LinkPreviewOverlay(
      preview: try TargetedPreview(view: "text", in: tree, parameters: PreviewParameters(textLineRects: rects), container: "root"),
      containerBounds: .zero, appliesTightMask: false)
    #expect(Self.layer("linkPreview.bubble.tightMask", in: off.layers(for: presentation))?.maskPath == nil)
    let whole = LinkPreviewOverlay(
      preview: try TargetedPreview(view: "text", in: tree, parameters: PreviewParameters(), container: "root"),
      containerBounds: .zero)
    #expect(Self.layer("linkPreview.bubble.tightMask", in: whole.layers(for: presentation))?.maskPath == nil)
  }
}
