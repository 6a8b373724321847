import Foundation
import InteractionKitGeometry
import InteractionKitScene
import InteractionKitTestSupport
import InteractionKitTextLayout
import Testing

/// A layer tree written as a description: initialisers with the common properties, factories for
/// shapes, text and images, and building that cannot fail.
@Suite struct LayerDescriptionTests {
  @Test func theDescriptiveInitialiserSetsWhatItIsGivenAndKeepsCoreAnimationsDefaults() {
    let shadow = Shadow(color: .black, opacity: 0.3, radius: 12)
    let card = Layer(
      id: "card", frame: CGRect(x: 20, y: 30, width: 200, height: 120), backgroundColor: .white, cornerRadius: 13,
      cornerCurve: .continuous, borderWidth: 1, borderColor: .systemBlue, shadow: shadow, opacity: 0.5,
      masksToBounds: true, isUserInteractionEnabled: false, hitTestInsets: EdgeInsets(all: -4),
      hitAreaRule: .unionOfSublayers)
    #expect(card.frame == CGRect(x: 20, y: 30, width: 200, height: 120))
    #expect(card.bounds == CGRect(x: 0, y: 0, width: 200, height: 120))
    #expect(card.backgroundColor == .white)
    #expect(card.cornerRadius == 13)
    #expect(card.cornerCurve == .continuous)
    #expect(card.borderWidth == 1 && card.borderColor == .systemBlue)
    #expect(card.shadow == shadow)
    #expect(card.opacity == 0.5)
    #expect(card.masksToBounds && !card.isUserInteractionEnabled)
    #expect(card.hitTestInsets == EdgeInsets(all: -4))
    #expect(card.hitAreaRule == .unionOfSublayers)
    let plain = Layer(id: "plain", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(plain.backgroundColor == nil && plain.opacity == 1 && plain.isUserInteractionEnabled)
    #expect(plain.anchorPoint == CGPoint(x: 0.5, y: 0.5) && plain.transform == .identity)
  }

  @Test func theDescriptiveInitialiserClampsLikeTheProperties() {
    let layer = Layer(id: "bad", frame: CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: -3, borderWidth: .nan, opacity: 7)
    #expect(layer.cornerRadius == 0)
    #expect(layer.borderWidth == 0)
    #expect(layer.opacity == 1)
  }

  @Test func aShapeLayerSitsWhereItsPathIs() throws {
    let dot = CGRect(x: 40, y: 60, width: 20, height: 10)
    let ring = Layer.shape("ring", path: Path(ellipseIn: dot), fill: nil, stroke: .systemBlue, lineWidth: 2)
    #expect(ring.frame == dot)
    #expect(!ring.isUserInteractionEnabled)
    guard case .shape(let shape) = ring.contents else { Issue.record("no shape"); return }
    #expect(shape.strokeColor == .systemBlue && shape.fillColor == nil && shape.lineWidth == 2)
    // The path is drawn in the layer's bounds coordinates, which equal the superlayer's here.
    let tree = try LayerTree(root: Layer(id: "root", frame: CGRect(x: 0, y: 0, width: 100, height: 100), sublayers: [ring]))
    #expect(try tree.convert(CGPoint(x: 40, y: 60), from: "ring", to: nil) == CGPoint(x: 40, y: 60))
  }

  @Test func aTextLayerIsAsLargeAsItsLayout() {
    let layout = FixedAdvanceTextEngine().layout(AttributedText("Hello"), in: TextContainer())
    let label = Layer.text("label", layout: layout, at: CGPoint(x: 16, y: 8))
    #expect(label.frame == CGRect(x: 16, y: 8, width: 40, height: layout.size.height))
    guard case .text = label.contents else { Issue.record("no text"); return }
  }

  @Test func buildingADescriptionCannotFail() throws {
    var root = Layer(id: "root", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.addSublayer(Layer(id: "a", frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
    root.addSublayer(Layer(id: "b", frame: CGRect(x: 5, y: 0, width: 10, height: 10)))
    #expect(root.sublayers.map(\.id) == ["a", "b"])
    // Identifiers are checked where they matter: in a tree.
    root.addSublayer(Layer(id: "a", frame: .zero))
    #expect(throws: SceneError.duplicateLayerID("a")) { try LayerTree(root: root) }
  }
}
