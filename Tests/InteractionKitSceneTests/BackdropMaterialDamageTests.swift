import Foundation
import InteractionKitGeometry
import InteractionKitScene
import Testing

/// A layer with a backdrop material depends on what lies below it: damage beneath it redraws all
/// the material reads, damage above it does not.
@Suite struct BackdropMaterialDamageTests {
  /// A 400 × 300 root: a box beneath at (20, 20), a platter with the regular material at
  /// (100, 80, 200 × 120), a badge above it at (280, 60), a box far away at (360, 260).
  static func root(below: Color = .black, above: Color = .black, far: Color = .black, material: BackdropMaterial? = .regular())
    -> Layer
  {
    var root = Layer(id: "root", frame: CGRect(x: 0, y: 0, width: 400, height: 300), backgroundColor: .white)
    let beneath = Layer(id: "beneath", frame: CGRect(x: 120, y: 100, width: 20, height: 10), backgroundColor: below)
    let distant = Layer(id: "far", frame: CGRect(x: 385, y: 290, width: 10, height: 6), backgroundColor: far)
    var platter = Layer(id: "platter", frame: CGRect(x: 100, y: 80, width: 200, height: 120), cornerRadius: 13)
    platter.backdropMaterial = material
    let badge = Layer(id: "badge", frame: CGRect(x: 280, y: 60, width: 10, height: 10), backgroundColor: above)
    root.sublayers = [beneath, distant, platter, badge]
    return root
  }

  static func damage(_ old: Layer, _ new: Layer) throws -> [CGRect] {
    try LayerTree(root: new).damage(since: LayerTree(root: old))
  }

  /// The area the platter's material reads: its bounds grown by 3 × 20 + 2 = 62 points.
  static let sample = CGRect(x: 100, y: 80, width: 200, height: 120).insetBy(dx: -62, dy: -62)

  @Test func presetsHaveTheDocumentedValues() {
    #expect(BackdropMaterial.regular() == BackdropMaterial(blurRadius: 20, saturation: 1.8, tintColor: Color(white: 0.97, alpha: 0.72)))
    #expect(BackdropMaterial.thin(isDark: true).tintColor == Color(white: 0.14, alpha: 0.55))
    #expect(BackdropMaterial.thick().blurRadius == 25)
    #expect(BackdropMaterial.chrome(isDark: true).tintColor == Color(white: 0.16, alpha: 0.78))
    for style in BackdropMaterial.Style.allCases {
      #expect(BackdropMaterial(style, isDark: true).saturation == 1.8)
      #expect(BackdropMaterial(style).tintColor.red > 0.9)
      #expect(BackdropMaterial(style, isDark: true).tintColor.red < 0.2)
    }
    #expect(BackdropMaterial.regular().sampleOutset == 62)
  }

  @Test func badValuesAreClamped() {
    var material = BackdropMaterial(blurRadius: .nan, saturation: .infinity, tintColor: .white)
    #expect(material.blurRadius == 0)
    #expect(material.saturation == 4)
    material.blurRadius = -3
    #expect(material.blurRadius == 0)
    material.blurRadius = 1e9
    #expect(material.blurRadius == 100)
    material.saturation = .nan
    #expect(material.saturation == 1)
    #expect(BackdropMaterial(blurRadius: 0, tintColor: .white).sampleOutset == 1)
  }

  @Test func aChangeBeneathDamagesAllTheMaterialReads() throws {
    let rects = try Self.damage(Self.root(), Self.root(below: .systemGray))
    #expect(rects.contains { $0.contains(Self.sample) }, "\(rects)")
  }

  @Test func withoutAMaterialTheSameChangeDamagesOnlyItself() throws {
    let rects = try Self.damage(Self.root(material: nil), Self.root(below: .systemGray, material: nil))
    #expect(rects == [CGRect(x: 119, y: 99, width: 22, height: 12)])
  }

  @Test func aChangeAboveOrFarAwayDoesNotRedrawTheBackdrop() throws {
    let above = try Self.damage(Self.root(), Self.root(above: .systemGray))
    #expect(above == [CGRect(x: 279, y: 59, width: 12, height: 12)])
    let far = try Self.damage(Self.root(), Self.root(far: .systemGray))
    #expect(far == [CGRect(x: 384, y: 289, width: 12, height: 8)])
  }

  @Test func aChangedMaterialRedrawsWhatItReads() throws {
    let rects = try Self.damage(Self.root(), Self.root(material: .thick()))
    // The thick material reads 3 × 25 + 2 = 77 points around its shape.
    let sample = CGRect(x: 100, y: 80, width: 200, height: 120).insetBy(dx: -77, dy: -77)
      .intersection(CGRect(x: 0, y: 0, width: 400, height: 300))
    #expect(rects.contains { $0.contains(sample.integral) }, "\(rects)")
    var old = Self.root()
    old.sublayers[2].backdropMaterial = nil
    #expect(!Self.root().sublayers[2].drawsLike(old.sublayers[2]))
  }

  @Test func theShapeIsTheShapeContentsOrTheRoundedBounds() {
    var layer = Layer(id: "l", frame: CGRect(x: 0, y: 0, width: 50, height: 40), cornerRadius: 8)
    #expect(layer.backdropShape == layer.roundedBoundsPath)
    #expect(layer.backdropSampleRect.isNull)
    var triangle = Path()
    triangle.move(to: CGPoint(x: 0, y: 0))
    triangle.addLine(to: CGPoint(x: 30, y: 0))
    triangle.addLine(to: CGPoint(x: 0, y: 20))
    triangle.closeSubpath()
    layer.contents = .shape(ShapeContents(path: triangle, fillColor: .white))
    layer.backdropMaterial = .thin()
    #expect(layer.backdropShape == triangle)
    #expect(layer.backdropSampleRect == CGRect(x: -50, y: -50, width: 130, height: 120))
    #expect(layer.drawingBounds.contains(layer.backdropSampleRect))
  }
  /// The platter at `opacity`, optionally hidden, over the same backdrop.
  static func fading(_ opacity: Double, below: Color = .black, hidden: Bool = false) -> Layer {
    var root = root(below: below)
    root.sublayers[2].opacity = opacity
    root.sublayers[2].isHidden = hidden
    return root
  }

  static func steady(_ old: Layer, _ new: Layer) throws -> (rects: [CGRect], steadyBackdrops: Set<LayerID>) {
    try LayerTree(root: new).damageAndSteadyBackdrops(since: LayerTree(root: old))
  }

  @Test func aMaterialFadingOverAnUnchangedBackdropIsSteadyAndRedrawn() throws {
    let result = try Self.steady(Self.fading(0.3), Self.fading(0.6))
    #expect(result.steadyBackdrops == ["platter"])
    #expect(result.rects.contains { $0.contains(Self.sample) }, "\(result.rects)")
  }

  @Test func aMaterialWhoseBackdropChangedOrThatWasNotDrawnIsNotSteady() throws {
    #expect(try Self.steady(Self.fading(0.3), Self.fading(0.6, below: .systemGray)).steadyBackdrops.isEmpty)
    #expect(try Self.steady(Self.fading(0.3, hidden: true), Self.fading(0.6)).steadyBackdrops.isEmpty)
    #expect(try Self.steady(Self.fading(0), Self.fading(0.6)).steadyBackdrops.isEmpty)
    var moved = Self.fading(0.6)
    moved.sublayers[2].position.x += 4
    #expect(try Self.steady(Self.fading(0.6), moved).steadyBackdrops.isEmpty)
  }
}
