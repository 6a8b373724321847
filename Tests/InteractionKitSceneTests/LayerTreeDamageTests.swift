import Foundation
import InteractionKitGeometry
import InteractionKitScene
import InteractionKitTestSupport
import InteractionKitTextLayout
import Testing

/// Which regions a changed tree must redraw.
@Suite struct LayerTreeDamageTests {
  static func tree(_ body: (inout Layer) -> Void = { _ in }) throws -> LayerTree {
    var root = Layer(id: "root", frame: CGRect(x: 0, y: 0, width: 400, height: 300), backgroundColor: .white)
    var card = Layer(id: "card", frame: CGRect(x: 40, y: 50, width: 100, height: 60), backgroundColor: .black)
    card.addSublayer(Layer(id: "dot", frame: CGRect(x: 10, y: 10, width: 20, height: 20), backgroundColor: .white))
    root.addSublayer(card)
    root.addSublayer(Layer(id: "bar", frame: CGRect(x: 0, y: 260, width: 400, height: 40), backgroundColor: .black))
    body(&root)
    return try LayerTree(root: root)
  }

  @Test func theSameTreeHasNoDamage() throws {
    #expect(try Self.tree().damage(since: Self.tree()) == [])
  }

  @Test func aMovedLayerDamagesWhereItWasAndWhereItIs() throws {
    let moved = try Self.tree { $0.sublayers[0].position.x += 200 }
    // 40…140 before, 240…340 after, each a point wider for anti-aliasing.
    #expect(
      moved.damage(since: try Self.tree()) == [
        CGRect(x: 39, y: 49, width: 102, height: 62), CGRect(x: 239, y: 49, width: 102, height: 62),
      ])
  }

  @Test func aChangedSublayerDamagesOnlyItselfInRootCoordinates() throws {
    let recoloured = try Self.tree { $0.sublayers[0].sublayers[0].backgroundColor = .black }
    #expect(recoloured.damage(since: try Self.tree()) == [CGRect(x: 49, y: 59, width: 22, height: 22)])
  }

  @Test func hitTestingPropertiesDoNotDamage() throws {
    let changed = try Self.tree {
      $0.sublayers[0].isUserInteractionEnabled = false
      $0.sublayers[0].hitTestInsets = EdgeInsets(top: -20, left: -20, bottom: -20, right: -20)
    }
    #expect(changed.damage(since: try Self.tree()) == [])
  }

  @Test func addedRemovedAndHiddenLayersDamageTheirArea() throws {
    let added = try Self.tree {
      $0.addSublayer(Layer(id: "badge", frame: CGRect(x: 300, y: 20, width: 30, height: 30), backgroundColor: .black))
    }
    #expect(added.damage(since: try Self.tree()) == [CGRect(x: 299, y: 19, width: 32, height: 32)])
    #expect(try Self.tree().damage(since: added) == [CGRect(x: 299, y: 19, width: 32, height: 32)])
    let hidden = try Self.tree { $0.sublayers[1].isHidden = true }
    #expect(hidden.damage(since: try Self.tree()) == [CGRect(x: 0, y: 259, width: 400, height: 41)])
    // Hidden before and after: whatever changed on it draws nothing.
    let stillHidden = try Self.tree {
      $0.sublayers[1].isHidden = true
      $0.sublayers[1].backgroundColor = .white
    }
    #expect(stillHidden.damage(since: hidden) == [])
  }

  @Test func aShadowDamagesThreeRadiiAroundItsOffsetShape() throws {
    let shadowed = try Self.tree {
      $0.sublayers[1].shadow = Shadow(opacity: 0.3, offset: CGSize(width: 0, height: -4), radius: 5)
    }
    // The bar spans y 260…300; its shadow 4 up and 16 (3 × 5 + 1) around: y 240…, clipped to the
    // 400 × 300 canvas; one point more for anti-aliasing.
    #expect(shadowed.damage(since: try Self.tree()) == [CGRect(x: 0, y: 239, width: 400, height: 61)])
  }

  @Test func aClipBoundsTheDamageOfItsSubtree() throws {
    let clipped = try Self.tree {
      $0.sublayers[0].masksToBounds = true
      $0.sublayers[0].sublayers[0].sublayers = []
    }
    let movedInside = try Self.tree {
      $0.sublayers[0].masksToBounds = true
      $0.sublayers[0].sublayers[0].position.x += 200
    }
    // The dot moved to x 210…230 in the card, outside its 100-point width, where the card clips
    // it away: only where it was is damaged.
    #expect(movedInside.damage(since: try Self.tree { $0.sublayers[0].masksToBounds = true }) == [CGRect(x: 49, y: 59, width: 22, height: 22)])
    #expect(clipped.damage(since: clipped) == [])
  }

  @Test func reorderedLayersDamageBothAndARootChangeDamagesAll() throws {
    let reordered = try Self.tree { $0.sublayers.reverse() }
    #expect(
      reordered.damage(since: try Self.tree()) == [CGRect(x: 0, y: 259, width: 400, height: 41), CGRect(x: 39, y: 49, width: 102, height: 62)])
    let dark = try Self.tree { $0.backgroundColor = .black }
    #expect(dark.damage(since: try Self.tree()) == [CGRect(x: 0, y: 0, width: 400, height: 300)])
  }

  @Test func manyRectsBecomeTheirBoundingBox() throws {
    let many = try Self.tree { root in
      for index in 0..<12 {
        root.addSublayer(Layer(id: LayerID("b\(index)"), frame: CGRect(x: 30 * index, y: 150, width: 10, height: 10), backgroundColor: .black))
      }
    }
    #expect(many.damage(since: try Self.tree(), limit: 12).count == 12)
    #expect(many.damage(since: try Self.tree()) == [CGRect(x: 0, y: 149, width: 341, height: 12)])
  }

  /// A layout object, as a real engine makes (Pango's layouts are objects).
  final class ObjectLayout: TextLayout {
    let base: FakeTextLayout
    init(_ string: String) { base = FakeTextLayout(text: AttributedText(string), container: TextContainer(width: 200)) }
    var text: AttributedText { base.text }
    var container: TextContainer { base.container }
    var lineFragments: [LineFragment] { base.lineFragments }
    var size: CGSize { base.size }
    func enclosingRects(for range: NSRange) throws(TextRangeError) -> [CGRect] { try base.enclosingRects(for: range) }
    func characterIndex(at point: CGPoint, mode: CharacterHitMode) -> Int? { base.characterIndex(at: point, mode: mode) }
    func caretRect(at offset: Int) throws(TextRangeError) -> CGRect { try base.caretRect(at: offset) }
  }

  @Test func textIsUnchangedOnlyWhenItIsTheSameLayoutObject() throws {
    func withText(_ layout: any TextLayout) throws -> LayerTree {
      try Self.tree { $0.sublayers[1].contents = .text(TextContents(layout: layout, origin: CGPoint(x: 8, y: 8))) }
    }
    let layout = ObjectLayout("Hello")
    #expect(try withText(layout).damage(since: withText(layout)) == [])
    // Another object with the same text might draw differently (another engine, other fonts).
    // "Hello" is 5 graphemes of 10 pt on a 20 pt line at (8, 8) in the bar at y 260; the ink margin
    // is half the line height and 2 points, the anti-aliasing one more: x −5…63, y 255…301.
    #expect(try withText(ObjectLayout("Hello")).damage(since: withText(layout)) == [CGRect(x: 0, y: 255, width: 400, height: 45)])
    // A layout value (a struct) cannot be told apart from another: it damages every frame.
    let value = FakeTextLayout(text: AttributedText("Hello"), container: TextContainer(width: 200))
    #expect(try withText(value).damage(since: withText(value)) != [])
  }
}
