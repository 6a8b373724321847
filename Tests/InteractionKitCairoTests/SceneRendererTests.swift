import Foundation
import InteractionKitCairo
import InteractionKitGeometry
import InteractionKitPango
import InteractionKitScene
import InteractionKitTextLayout
import Testing

@Suite struct SceneRendererTests {
  /// A 100 × 80 white root.
  func root() -> Layer {
    var root = Layer(id: "root", frame: CGRect(x: 0, y: 0, width: 100, height: 80))
    root.backgroundColor = .white
    return root
  }

  func render(_ layer: Layer, scale: Double = 1) throws -> PixelImage {
    try PixelImage(pngData: SceneRenderer().pngData(LayerTree(root: layer), scale: scale))
  }

  func pixel(_ image: PixelImage, _ x: Int, _ y: Int) -> UInt32 { image.pixels[y * image.width + x] }

  @Test func sizeFollowsScale() throws {
    for scale in [1.0, 2, 3] {
      let image = try render(root(), scale: scale)
      #expect(image.width == Int(100 * scale) && image.height == Int(80 * scale))
    }
  }

  @Test func backgroundsFillTheirFrame() throws {
    var r = root()
    var box = Layer(id: "box", frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    box.backgroundColor = Color(red: 1, green: 0, blue: 0)
    r.sublayers = [box]
    let image = try render(r)
    #expect(pixel(image, 15, 15) == 0xFFFF_0000)
    #expect(pixel(image, 9, 15) == 0xFFFF_FFFF)
    #expect(pixel(image, 30, 15) == 0xFFFF_FFFF)
  }

  @Test func opacityCompositesAsAGroup() throws {
    var r = root()
    var parent = Layer(id: "parent", frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    parent.opacity = 0.5
    var a = Layer(id: "a", frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    a.backgroundColor = .black
    var b = Layer(id: "b", frame: CGRect(x: 10, y: 10, width: 40, height: 40))
    b.backgroundColor = .black
    parent.sublayers = [a, b]
    r.sublayers = [parent]
    let image = try render(r)
    // Overlapping children do not darken each other: the group is composited once at 50 %.
    let overlap = pixel(image, 20, 20) & 0xFF
    let single = pixel(image, 5, 5) & 0xFF
    #expect(overlap == single)
    #expect(abs(Int(single) - 127) <= 1)
  }

  @Test func masksToBoundsClipsSublayers() throws {
    var r = root()
    var clip = Layer(id: "clip", frame: CGRect(x: 10, y: 10, width: 30, height: 30))
    var big = Layer(id: "big", frame: CGRect(x: 0, y: 0, width: 80, height: 60))
    big.backgroundColor = Color(red: 0, green: 0, blue: 1)
    clip.sublayers = [big]
    r.sublayers = [clip]
    #expect(pixel(try render(r), 60, 30) == 0xFF00_00FF)
    r.sublayers[0].masksToBounds = true
    let clipped = try render(r)
    #expect(pixel(clipped, 60, 30) == 0xFFFF_FFFF)
    #expect(pixel(clipped, 20, 20) == 0xFF00_00FF)
  }

  @Test func maskPathClipsTheLayer() throws {
    var r = root()
    var box = Layer(id: "box", frame: CGRect(x: 0, y: 0, width: 100, height: 80))
    box.backgroundColor = .black
    box.maskPath = Path(rect: CGRect(x: 0, y: 0, width: 50, height: 80))
    r.sublayers = [box]
    let image = try render(r)
    #expect(pixel(image, 25, 40) == 0xFF00_0000)
    #expect(pixel(image, 75, 40) == 0xFFFF_FFFF)
  }

  @Test func hiddenLayersAreNotDrawn() throws {
    var r = root()
    var box = Layer(id: "box", frame: CGRect(x: 0, y: 0, width: 100, height: 80))
    box.backgroundColor = .black
    box.isHidden = true
    r.sublayers = [box]
    #expect(pixel(try render(r), 50, 40) == 0xFFFF_FFFF)
  }

  @Test func continuousCornersRemoveMoreAreaThanCircularOnes() throws {
    // A continuous corner leaves the edge 1.528665 × radius from the corner (a circular one at
    // 1 × radius), so the same radius removes more of the square; near the very corner it is a
    // touch fuller. Compare covered pixels with the flattened outlines' areas.
    var r = root()
    var square = Layer(id: "c", frame: CGRect(x: 0, y: 0, width: 80, height: 80))
    square.backgroundColor = .black
    square.cornerRadius = 20
    r.sublayers = [square]
    func coverage(_ image: PixelImage) -> Double {
      // Sum of darkness over the square, in square points (scale 2: 4 pixels per point²).
      var total = 0.0
      for y in 0..<160 {
        for x in 0..<160 { total += Double(255 - Int(pixel(image, x, y) & 0xFF)) / 255 }
      }
      return total / 4
    }
    func area(_ path: Path) -> Double {
      let points = path.flattened(tolerance: 0.01).flatMap(\.points)
      var sum = 0.0
      for (p, q) in zip(points, points.dropFirst() + points.prefix(1)) { sum += p.x * q.y - q.x * p.y }
      return abs(sum) / 2
    }
    let circular = coverage(try render(r, scale: 2))
    r.sublayers[0].cornerCurve = .continuous
    let continuous = coverage(try render(r, scale: 2))
    let rect = CGRect(x: 0, y: 0, width: 80, height: 80)
    let circularArea = area(Path(roundedRect: rect, cornerRadius: 20, style: .circular))
    let continuousArea = area(Path(roundedRect: rect, cornerRadius: 20, style: .continuous))
    #expect(abs(circularArea - (6400 - 400 * (4 - Double.pi))) < 0.5)
    #expect(continuousArea < circularArea - 10)
    #expect(abs(circular - circularArea) < 3)
    #expect(abs(continuous - continuousArea) < 3)
  }

  @Test func shadowDarkensOutsideTheLayer() throws {
    var r = root()
    var box = Layer(id: "box", frame: CGRect(x: 30, y: 20, width: 40, height: 40))
    box.backgroundColor = .white
    box.shadow = Shadow(color: .black, opacity: 1, offset: CGSize(width: 0, height: 6), radius: 4)
    r.sublayers = [box]
    let image = try render(r)
    let below = pixel(image, 50, 64) & 0xFF  // just under the box, inside the offset shadow
    let far = pixel(image, 50, 78) & 0xFF
    #expect(below < 200)
    #expect(far > below)
    #expect(pixel(image, 50, 40) == 0xFFFF_FFFF)  // the layer itself covers its shadow
    // Masking to bounds clips the layer's own shadow, as in Core Animation.
    r.sublayers[0].masksToBounds = true
    #expect(pixel(try render(r), 50, 64) == 0xFFFF_FFFF)
  }

  @Test func textIsDrawnThroughPango() throws {
    var r = root()
    let layout = PangoTextLayoutEngine(fonts: .pinned).layout(
      AttributedText("■■■", attributes: TextAttributes(fontSize: 30)), in: TextContainer())
    var text = Layer(id: "text", frame: CGRect(x: 0, y: 0, width: 100, height: 80))
    text.contents = .text(TextContents(layout: layout, origin: CGPoint(x: 5, y: 5)))
    r.sublayers = [text]
    let image = try render(r)
    var dark = 0
    for p in image.pixels where p & 0xFF < 100 { dark += 1 }
    #expect(dark > 200)
  }

  @Test func snapshotsDrawTheCapturedRegion() throws {
    var source = Layer(id: "source", frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    var red = Layer(id: "red", frame: CGRect(x: 20, y: 20, width: 20, height: 20))
    red.backgroundColor = Color(red: 1, green: 0, blue: 0)
    source.sublayers = [red]
    let snapshot = try LayerTree(root: source).snapshot(of: "source", rect: CGRect(x: 20, y: 20, width: 20, height: 20))
    var r = root()
    var holder = Layer(id: "holder", frame: CGRect(x: 60, y: 10, width: 20, height: 20))
    holder.contents = .snapshot(snapshot)
    r.sublayers = [holder]
    let image = try render(r)
    #expect(pixel(image, 70, 20) == 0xFFFF_0000)
    #expect(pixel(image, 50, 20) == 0xFFFF_FFFF)
  }

  @Test func imagesAreScaledIntoBounds() throws {
    let image = try RasterImage(pixelWidth: 2, pixelHeight: 1, rgba: [255, 0, 0, 255, 0, 0, 255, 255])
    var r = root()
    var layer = Layer(id: "img", frame: CGRect(x: 0, y: 0, width: 100, height: 80))
    layer.contents = .image(image)
    r.sublayers = [layer]
    let out = try render(r)
    #expect(pixel(out, 10, 40) == 0xFFFF_0000)
    #expect(pixel(out, 90, 40) == 0xFF00_00FF)
  }

  @Test func vectorFormatsAreWellFormed() throws {
    var r = root()
    r.sublayers = [Layer(id: "a", frame: CGRect(x: 1, y: 1, width: 5, height: 5))]
    let tree = try LayerTree(root: r)
    let svg = try SceneRenderer().svgData(tree)
    let text = String(decoding: svg, as: UTF8.self)
    #expect(text.contains("<svg") && text.contains("width=\"100pt\""))
    let pdf = try SceneRenderer().pdfData(tree)
    #expect(pdf.starts(with: Data("%PDF".utf8)))
    // Deterministic: the same tree gives the same bytes.
    #expect(try SceneRenderer().pdfData(tree) == pdf)
    #expect(try SceneRenderer().pngData(tree) == SceneRenderer().pngData(tree))
  }

  @Test func invalidCanvasesThrow() throws {
    let empty = try LayerTree(root: Layer(id: "root"))
    #expect(throws: RenderError.self) { try SceneRenderer().pngData(empty) }
    let huge = try LayerTree(root: Layer(id: "root", frame: CGRect(x: 0, y: 0, width: 10000, height: 10)))
    #expect(throws: RenderError.self) { try SceneRenderer().pngData(huge, scale: 2) }
    let fine = try LayerTree(root: Layer(id: "root", frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
    #expect(throws: RenderError.self) { try SceneRenderer().pngData(fine, scale: .nan) }
    #expect(throws: RenderError.unreadablePNG) { try PixelImage(pngData: Data("nope".utf8)) }
  }
}
