import Foundation
import InteractionKitCallout
import InteractionKitGeometry
import InteractionKitScene
import Testing

/// The scene layers of both backgrounds, and the documented clamps of the geometry's input.
@Suite struct CalloutBackgroundLayersTests {
  let modern = CalloutBackground(size: CGSize(width: 150, height: 57), arrowPoint: CGPoint(x: 123, y: 57))

  @Test func modernLayersAreAShadowedFillAndAHairline() throws {
    let layers = modern.layers(origin: CGPoint(x: 177, y: 143))
    #expect(layers.map(\.id) == ["callout.background.fill", "callout.background.border"])
    for layer in layers {
      #expect(layer.frame == CGRect(x: 177, y: 143, width: 150, height: 57))
      #expect(layer.bounds.origin == .zero)
      #expect(!layer.isUserInteractionEnabled)
    }
    guard case .shape(let fill)? = layers[0].contents, case .shape(let border)? = layers[1].contents else {
      Issue.record("the layers must draw shapes")
      return
    }
    // Drawn on the chrome material, the fill is lighter so the map shows through blurred.
    #expect(
      fill.path == modern.path && fill.fillColor == modern.fillColor.withAlpha(CalloutBackground.Modern.fillOpacityOverMaterial)
        && fill.strokeColor == nil)
    #expect(layers[0].backdropMaterial == .chrome())
    #expect(layers[0].shadow == modern.shadow)
    #expect(border.path == modern.borderPath && border.fillRule == .evenOdd)
    #expect(border.fillColor == Color(white: 0, alpha: 0.2))
    // The layers form a valid tree with the content masked by the outline.
    var content = Layer(id: "callout.content", frame: CGRect(x: 0, y: 0, width: 150, height: 57))
    content.maskPath = modern.contentMaskPath
    let root = Layer(id: "callout", frame: CGRect(x: 0, y: 0, width: 150, height: 57), sublayers: modern.layers() + [content])
    let tree = try LayerTree(root: root)
    #expect(tree.count == 4)
  }

  @Test func staticLayersBuildTheBackgroundForAFrame() {
    let frame = CGRect(x: 35, y: 70, width: 150, height: 57)
    let layers = CalloutBackground.layers(in: frame, arrowPoint: CGPoint(x: 75, y: 0), appearance: .dark, idPrefix: "bg")
    let expected = CalloutBackground(size: frame.size, arrowPoint: CGPoint(x: 75, y: 0), appearance: .dark)
    #expect(layers.map(\.id) == ["bg.fill", "bg.border"])
    #expect(layers[0].frame == frame)
    guard case .shape(let fill)? = layers[0].contents else {
      Issue.record("the fill must be a shape")
      return
    }
    #expect(fill.path == expected.path && fill.fillColor == Color(white: 0.2, alpha: 0.4))
    #expect(layers[0].backdropMaterial == .chrome(isDark: true))
    // A non-finite frame is a zero rect, grown to the minimum size.
    let bad = CalloutBackground.layers(in: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), arrowPoint: .zero)
    #expect(bad[0].frame == CGRect(x: 0, y: 0, width: 41, height: 29))
  }

  @Test func classicLayersFollowTheDrawnBackground() {
    let classic = CalloutBackground(style: .classic, size: CGSize(width: 150, height: 70), arrowPoint: CGPoint(x: 75, y: 60))
    let layers = classic.layers(origin: CGPoint(x: 10, y: 20), idPrefix: "c")
    #expect(layers.map(\.id) == ["c.group", "c.border"])
    let group = layers[0]
    #expect(group.opacity == 0.83 && group.frame == CGRect(x: 10, y: 20, width: 150, height: 70))
    #expect(group.sublayers.map(\.id) == ["c.fill", "c.innerHighlight", "c.innerStroke", "c.gloss"])
    guard case .shape(let fill)? = group.sublayers[0].contents else {
      Issue.record("the fill must be a shape")
      return
    }
    #expect(fill.fillColor == Color(white: 0.11) && fill.strokeColor == Color(white: 0.199) && fill.lineWidth == 1)
    #expect(group.sublayers[0].shadow == classic.shadow)
    #expect(group.sublayers[1].maskPath == classic.path)
    let gloss = group.sublayers[3]
    #expect(gloss.opacity == 0.45 && gloss.sublayers.count == 16)
    // The bands run from 85 % white at the top to 20 % at the bottom, sampled at their middles.
    #expect(gloss.sublayers.first?.backgroundColor == Color(white: 1, alpha: 0.85 + (0.2 - 0.85) / 32))
    #expect(gloss.sublayers.last?.backgroundColor == Color(white: 1, alpha: 0.85 + (0.2 - 0.85) * 31 / 32))
    // The gloss covers the top half of the body (grown by half a point), nothing below.
    let glossBox = gloss.maskPath?.boundingBox ?? .null
    #expect(abs(glossBox.minY - 3.5) < 1e-9 && abs(glossBox.maxY - 26) < 1e-9)
    #expect(layers.allSatisfy { !$0.isUserInteractionEnabled })
    #expect(group.sublayers.allSatisfy { !$0.isUserInteractionEnabled })
  }

  @Test func sizeClampsRaiseToTheMinimum() {
    let nan = CalloutBackground(size: CGSize(width: CGFloat.nan, height: .infinity), arrowDirection: .down, arrowTipX: 0)
    #expect(nan.size == CGSize(width: 41, height: 29))
    let negative = CalloutBackground(size: CGSize(width: -100, height: -1), arrowDirection: .up, arrowTipX: 0)
    #expect(negative.size == CGSize(width: 41, height: 29))
    #expect(negative.arrowTipX == 20.5)
    #expect(OutlineOracle.selfIntersection(of: OutlineOracle.polygon(of: negative.path)) == nil)
  }

  @Test func tipClampsToTheRangeAndNaNGoesToTheMiddle() {
    let size = CGSize(width: 150, height: 57)
    #expect(CalloutBackground.arrowTipRange(forWidth: 150) == 20.5...129.5)
    #expect(CalloutBackground.arrowTipRange(forWidth: .nan) == 20.5...20.5)
    #expect(CalloutBackground(size: size, arrowDirection: .down, arrowTipX: 3).arrowTipX == 20.5)
    #expect(CalloutBackground(size: size, arrowDirection: .down, arrowTipX: 400).arrowTipX == 129.5)
    #expect(CalloutBackground(size: size, arrowDirection: .down, arrowTipX: .nan).arrowTipX == 75)
    #expect(CalloutBackground(size: size, arrowDirection: .down, arrowTipX: -.infinity).arrowTipX == 75)
    // At the range's end the flank meets the body's edge where the corner ends: (8, 44) is a vertex.
    let atEnd = CalloutBackground(size: size, arrowDirection: .down, arrowTipX: 20.5)
    #expect(OutlineOracle.endPoints(of: atEnd.path).contains(CGPoint(x: 8, y: 44)))
  }

  @Test func directionFollowsTheArrowPointOrTheOptionSet() {
    let size = CGSize(width: 150, height: 57)
    #expect(CalloutBackground(size: size, arrowPoint: CGPoint(x: 75, y: 28)).arrowDirection == .up)
    #expect(CalloutBackground(size: size, arrowPoint: CGPoint(x: 75, y: 28.5)).arrowDirection == .down)
    #expect(CalloutBackground(size: size, arrowPoint: CGPoint(x: 75, y: CGFloat.nan)).arrowDirection == .down)
    #expect(CalloutBackground(size: size, arrowDirection: .any, arrowTipX: 75).arrowDirection == .down)
    #expect(CalloutBackground(size: size, arrowDirection: [], arrowTipX: 75).arrowDirection == .down)
    #expect(CalloutBackground(size: size, arrowDirection: .up, arrowTipX: 75).arrowDirection == .up)
    // Only the point's x is kept: the tip's y always lies on the edge.
    let inside = CalloutBackground(size: size, arrowPoint: CGPoint(x: 75, y: 50))
    #expect(inside.arrowPoint == CGPoint(x: 75, y: 57))
  }
}
