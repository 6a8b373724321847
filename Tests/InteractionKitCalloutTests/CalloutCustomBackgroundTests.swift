import Foundation
import InteractionKitCallout
import InteractionKitGeometry
import InteractionKitScene
import Testing

/// An app's own background (``CalloutBackgroundDrawing``): it draws the callout, clips its
/// content, takes its touches along its own outline, and its arrow tip is the bounce's pivot; the
/// built-in styles, as backgrounds, change nothing.
@Suite struct CalloutCustomBackgroundTests {
  typealias F = CalloutLayoutFixture

  /// An oval body (the ellipse inscribed in the layout's body) and a triangle to a tip `tipShift`
  /// points left of the layout's arrow point.
  struct OvalBackground: CalloutBackgroundDrawing {
    var tipShift: CGFloat = 20

    func arrowPoint(for context: CalloutBackgroundContext) -> CGPoint {
      CGPoint(x: context.arrowPoint.x - tipShift, y: context.arrowPoint.y)
    }

    func path(for context: CalloutBackgroundContext) -> Path {
      var path = Path(ellipseIn: context.bodyFrame)
      let tip = arrowPoint(for: context)
      let base = context.arrowDirection == .up ? context.bodyFrame.minY + 2 : context.bodyFrame.maxY - 2
      path.addPolygon([CGPoint(x: tip.x - 8, y: base), tip, CGPoint(x: tip.x + 8, y: base)])
      return path
    }

    func layers(for context: CalloutBackgroundContext, idPrefix: String) -> [Layer] {
      var oval = Layer(id: LayerID("\(idPrefix).oval"), frame: context.bounds)
      oval.contents = .shape(ShapeContents(path: path(for: context), fillColor: context.isHighlighted ? .systemGray : .white))
      oval.isUserInteractionEnabled = false
      return [oval]
    }
  }

  /// The reference's first vector: 150 × 57 at (177, 143), arrow tip at (123, 57).
  static let target = CGRect(x: 290, y: 200, width: 20, height: 40)

  static func layout(background: (any CalloutBackgroundDrawing)?) throws -> CalloutLayout {
    var callout = F.callout()
    callout.background = background
    return try F.layout(callout, target: target)
  }

  @Test func theLayoutKeepsTheBackgroundAndPlacesTheCalloutAsItsStyleSays() throws {
    let plain = try Self.layout(background: nil)
    let custom = try Self.layout(background: OvalBackground())
    #expect(plain.background == nil)
    #expect(custom.background as? OvalBackground == OvalBackground())
    #expect(custom.frame == CGRect(x: 177, y: 143, width: 150, height: 57))
    #expect(custom.arrowPoint == CGPoint(x: 123, y: 57))
    #expect(custom.frame == plain.frame && custom.bodyFrame == plain.bodyFrame)
    // Layouts stay comparable: equal backgrounds compare equal, other ones do not.
    #expect(custom == (try Self.layout(background: OvalBackground())))
    #expect(custom != plain)
    #expect(custom != (try Self.layout(background: OvalBackground(tipShift: 10))))
  }

  @Test func hitTestingFollowsTheCustomOutline() throws {
    let plain = try Self.layout(background: nil)
    let custom = try Self.layout(background: OvalBackground())
    func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: 177 + x, y: 143 + y) }
    // (20, 4) is inside the frame and the built-in bubble, but outside the oval:
    // ((20 − 75) / 75)² + ((4 − 22) / 22)² = 0.538 + 0.669 > 1.
    #expect(plain.frame.contains(point(20, 4)))
    #expect(plain.hitTest(point(20, 4)) == .body)
    #expect(custom.hitTest(point(20, 4)) == .outside)
    // The middle of the oval is the body.
    #expect(custom.hitTest(point(75, 22)) == .body)
    // The built-in arrow (tip x 123) is outside the custom one (tip x 103); the custom one takes touches.
    #expect(plain.hitTest(point(123, 54)) == .body)
    #expect(custom.hitTest(point(123, 54)) == .outside)
    #expect(plain.hitTest(point(103, 54)) == .outside)
    #expect(custom.hitTest(point(103, 54)) == .body)
    #expect(custom.bubbleOutline == OvalBackground().path(for: CalloutBackgroundContext(layout: custom)))
  }

  @Test func theBounceAnchorsAtTheCustomArrowTip() throws {
    let plain = try Self.layout(background: nil)
    let custom = try Self.layout(background: OvalBackground())
    #expect(plain.anchorPoint == CGPoint(x: 123.0 / 150, y: 1))
    #expect(custom.anchorPoint == CGPoint(x: 103.0 / 150, y: 1))
    // The drawn layer pivots there: at half scale the tip stays put and the frame shrinks toward it.
    let callout = { var c = F.callout(); c.background = OvalBackground(); return c }()
    let sample = CalloutAnimation.Sample(scale: 0.5, opacity: 1, isFinished: false)
    let layer = callout.layer(for: custom, engine: F.engine, sample: sample)
    #expect(layer.anchorPoint == CGPoint(x: 103.0 / 150, y: 1))
    #expect(layer.position == CGPoint(x: 177 + 103, y: 143 + 57))
  }

  @Test func theCustomBackgroundDrawsAndMasksTheCallout() throws {
    var callout = F.callout()
    callout.background = OvalBackground()
    callout.isHighlighted = true
    let layout = try F.layout(callout, target: Self.target)
    let layer = callout.layer(for: layout, engine: F.engine, id: "pin")
    let context = CalloutBackgroundContext(layout: layout, isHighlighted: true)
    #expect(layer.sublayers.map(\.id) == ["pin.background.oval", "pin.content"])
    guard case .shape(let shape) = layer.sublayers[0].contents else {
      Issue.record("the oval is a shape")
      return
    }
    #expect(shape.path == OvalBackground().path(for: context))
    #expect(shape.fillColor == .systemGray)
    #expect(layer.sublayers[1].maskPath == OvalBackground().contentMaskPath(for: context))
  }

  /// Every layer's identifier, frame, mask and shape, depth first.
  static func drawing(_ layer: Layer) -> [String] {
    var shape = ""
    if case .shape(let contents) = layer.contents { shape = "\(contents.path) \(String(describing: contents.fillColor))" }
    let own = "\(layer.id.rawValue) \(layer.frame) \(layer.anchorPoint) \(String(describing: layer.maskPath)) \(shape)"
    return [own] + layer.sublayers.flatMap(drawing)
  }

  @Test(arguments: CalloutStyle.allCases)
  func aBuiltInStyleAsTheBackgroundChangesNothing(_ style: CalloutStyle) throws {
    for target in [Self.target, CGRect(x: 100, y: 30, width: 20, height: 40)] {
      let plain = F.callout(style: style, subtitle: true, permitted: .any)
      var explicit = plain
      explicit.background = style
      let a = try F.layout(plain, target: target)
      let b = try F.layout(explicit, target: target)
      #expect(a.frame == b.frame && a.anchorPoint == b.anchorPoint && a.bubbleOutline == b.bubbleOutline)
      #expect(a.bubbleOutline == CalloutBackground(style: style, size: a.size, arrowPoint: a.arrowPoint).path)
      #expect(Self.drawing(plain.layer(for: a, engine: F.engine)) == Self.drawing(explicit.layer(for: b, engine: F.engine)))
      #expect(a.effectiveBackground as? CalloutStyle == style)
    }
  }
}
