import Foundation
import InteractionKitCairo
import InteractionKitGallery
import InteractionKitGeometry
import InteractionKitLinkPreview
import InteractionKitPango
import Testing

/// The lifted bubble shows the link and nothing else: rendered, no pixel inside the bubble belongs
/// to a neighbouring word's glyphs (black text), while the link's own glyphs (blue) are there.
@Suite struct LinkPreviewPixelTests {
  /// Words touch the link on both sides and descenders reach into it from the line above.
  static let text = "Typing gypsy jumpy quay (https://example.com/tight-mask/demo)quietly typing gypsy jumpy query."

  /// Counts, inside the lifted bubble (at least 1.5 pt from its outline), the pixels of black text
  /// and of blue link text in a @2x render.
  static func census(appliesTightMask: Bool) throws -> (neighbour: Int, link: Int) {
    let demo = try LinkPreviewDemo(
      text: text, width: 230, point: nil, appliesTightMask: appliesTightMask,
      context: GalleryContext(textEngine: PangoTextLayoutEngine(fonts: .pinned)))
    let image = try PixelImage(pngData: SceneRenderer().pngData(demo.liftedScene(), scale: 2))
    let subject: LinkPreviewSubject = try #require(demo.source.map { .link($0) })
    let center = demo.interactionLayout.targetCenter(for: subject)
    let scale = demo.interactionLayout.liftScale(for: subject)
    let linkCenter = LinkPreviewLayout.targetCenter(of: demo.lineRects, wholeView: .zero)
    // View coordinates → container: around the link's centre, scaled, onto the target centre.
    let toContainer = CGAffineTransform(translationX: center.x, y: center.y).scaledBy(x: scale, y: scale)
      .translatedBy(x: -linkCenter.x, y: -linkCenter.y)
    let bubble = demo.preview.parameters.bubble.path.applying(toContainer)
    var neighbour = 0
    var link = 0
    let box = bubble.boundingBox
    let rows = max(0, Int(box.minY * 2))..<min(image.height, Int(box.maxY * 2) + 1)
    let columns = max(0, Int(box.minX * 2))..<min(image.width, Int(box.maxX * 2) + 1)
    for y in rows {
      for x in columns {
        let point = CGPoint(x: (Double(x) + 0.5) / 2, y: (Double(y) + 0.5) / 2)
        let inside = [(0.0, 0.0), (1.5, 0), (-1.5, 0), (0, 1.5), (0, -1.5)].allSatisfy { dx, dy in
          bubble.contains(CGPoint(x: point.x + dx, y: point.y + dy))
        }
        guard inside else { continue }
        let pixel = image.pixels[y * image.width + x]
        let r = Int((pixel >> 16) & 0xFF)
        let g = Int((pixel >> 8) & 0xFF)
        let b = Int(pixel & 0xFF)
        if max(r, g, b) < 215, b - r < 25 { neighbour += 1 }
        if b - r > 60 { link += 1 }
      }
    }
    return (neighbour, link)
  }

  @Test("With the tight mask, no neighbouring glyph shows inside the lifted bubble")
  func tightMaskHidesNeighbours() throws {
    let masked = try Self.census(appliesTightMask: true)
    #expect(masked.neighbour == 0)
    #expect(masked.link > 500)
  }

  @Test("Without it, the neighbours' glyphs show (the check above can fail)")
  func withoutTightMaskNeighboursShow() throws {
    let unmasked = try Self.census(appliesTightMask: false)
    #expect(unmasked.neighbour > 50)
    #expect(unmasked.link > 500)
  }
}
