import Foundation
import InteractionKitGeometry
import InteractionKitPointer
import InteractionKitScene
import Testing

/// Style geometry against the issue's numbers, effects, shapes and accessories.
@Suite struct PointerStyleTests {
  let button = PointerPreview(frame: CGRect(x: 40, y: 100, width: 44, height: 44))
  let region = CGRect(x: 20, y: 80, width: 84, height: 84)

  @Test func theDefaultNumbersAreTheReferencesNumbers() {
    #expect(PointerMetrics.hitTestInsets == EdgeInsets(top: -20, left: -20, bottom: -20, right: -20))
    #expect(PointerMetrics.highlightPadding == CGSize(width: 12, height: 10))
    #expect(PointerMetrics.defaultCornerRadius == 8)
    #expect(PointerMetrics.liftCornerRadius == 6)
    #expect(PointerMetrics.systemPointerDiameter == 20)
    #expect(PointerMetrics.maximumAccessoryCount == 4)
    #expect(PointerShape.roundedRect(.zero) == .roundedRect(.zero, radius: 8))
  }

  @Test func theHighlightShapeIsTheFramePaddedTwelveByTen() {
    #expect(PointerEffect.highlight(button).defaultShape == .roundedRect(CGRect(x: 28, y: 90, width: 68, height: 64), radius: 8))
    // Rounded content gets a concentric radius: its own plus the smaller padding.
    let round = PointerPreview(frame: button.frame, cornerRadius: 22)
    #expect(PointerEffect.highlight(round).defaultShape == .roundedRect(CGRect(x: 28, y: 90, width: 68, height: 64), radius: 32))
    // The parameterised twin: explicit padding and radius.
    let style = PointerStyle.highlight(button, padding: CGSize(width: 8, height: 4), cornerRadius: 5)
    #expect(style.content == .effect(.highlight(button), shape: .roundedRect(CGRect(x: 32, y: 96, width: 60, height: 52), radius: 5)))
    let nan = PointerStyle.highlight(button, padding: CGSize(width: CGFloat.nan, height: 10))
    #expect(nan.content == .effect(.highlight(button), shape: .roundedRect(CGRect(x: 40, y: 90, width: 44, height: 64), radius: 8)))
  }

  @Test func theLiftShapeIsTheFrameWithRadiusSix() {
    #expect(PointerEffect.lift(button).defaultShape == .roundedRect(button.frame, radius: 6))
    let round = PointerPreview(frame: button.frame, cornerRadius: 12)
    #expect(PointerEffect.lift(round).defaultShape == .roundedRect(button.frame, radius: 12))
  }

  @Test func automaticPicksFromThePreview() {
    let plain = PointerEffect.automatic(button)
    #expect(plain.resolved == .highlight(button))
    let platter = PointerPreview(frame: button.frame, hasBackground: true)
    #expect(PointerEffect.automatic(platter).resolved == .lift(platter))
    let large = PointerPreview(frame: CGRect(x: 0, y: 0, width: 101, height: 40), hasBackground: true)
    #expect(PointerEffect.automatic(large).resolved == .hover(large))
    #expect(PointerEffect.hover(large).resolved == .hover(large, preferredTintMode: .overlay, prefersShadow: false, prefersScaledContent: true))
  }

  @Test func onlyHighlightAndLiftAllowMagnetism() {
    #expect(PointerStyle(effect: .highlight(button)).allowsMagnetism)
    #expect(PointerStyle(effect: .lift(button)).allowsMagnetism)
    #expect(PointerStyle(effect: .automatic(button)).allowsMagnetism)
    #expect(!PointerStyle(effect: .hover(button)).allowsMagnetism)
    #expect(!PointerStyle(effect: .automatic(PointerPreview(frame: CGRect(x: 0, y: 0, width: 300, height: 44)))).allowsMagnetism)
    #expect(!PointerStyle.verticalBeam(lineHeight: 17).allowsMagnetism)
    #expect(!PointerStyle.system.allowsMagnetism)
    #expect(!PointerStyle.hidden.allowsMagnetism)
  }

  @Test func beamsAreCappedAtTheRegionAndConstrainedAxesHoldThePointer() {
    let beam = PointerStyle(shape: .verticalBeam(length: 500), constrainedAxes: .vertical)
    let pointer = beam.presentedPointer(for: CGPoint(x: 30, y: 100), in: region, parallaxAnchor: region.center)
    #expect(pointer.kind == .shape)
    #expect(pointer.frame == CGRect(x: 29, y: 80, width: 2, height: 84))
    #expect(pointer.cornerRadius == 1)
    let horizontal = PointerStyle(shape: .horizontalBeam(length: 20), constrainedAxes: .horizontal)
      .presentedPointer(for: CGPoint(x: 30, y: 100), in: region, parallaxAnchor: region.center)
    #expect(horizontal.frame == CGRect(x: 52, y: 99, width: 20, height: 2))
  }

  @Test func shapeOnlyStylesMoveWithThePointer() {
    let square = PointerStyle(shape: .roundedRect(CGRect(x: -10, y: -10, width: 20, height: 20), radius: 4))
      .presentedPointer(for: CGPoint(x: 30, y: 100), in: region, parallaxAnchor: region.center)
    #expect(square.frame == CGRect(x: 20, y: 90, width: 20, height: 20))
    #expect(square.cornerRadius == 4)
    let triangle = Path(polygon: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 10)])
    let custom = PointerStyle(shape: .path(triangle)).presentedPointer(
      for: CGPoint(x: 30, y: 100), in: region, parallaxAnchor: region.center)
    #expect(custom.frame == CGRect(x: 30, y: 100, width: 10, height: 10))
    #expect(custom.outline == triangle.applying(CGAffineTransform(translationX: 30, y: 100)))
  }

  @Test func hiddenAndSystemStyles() {
    let hidden = PointerStyle.hidden.withAccessories([.arrow(.top)])
      .presentedPointer(for: CGPoint(x: 5, y: 6), in: region, parallaxAnchor: region.center)
    #expect(hidden == PresentedPointer(kind: .hidden, frame: CGRect(x: 5, y: 6, width: 0, height: 0)))
    #expect(!hidden.isPointerVisible)
    let system = PointerStyle.system.withAccessories([.arrow(.left), .arrow(.right)])
      .presentedPointer(for: CGPoint(x: 50, y: 50), in: region, parallaxAnchor: region.center)
    #expect(system == .system(at: CGPoint(x: 50, y: 50), accessories: [.arrow(.left), .arrow(.right)]))
    #expect(system.outline == Path(roundedRect: CGRect(x: 40, y: 40, width: 20, height: 20), cornerRadius: 10))
  }

  @Test func accessoriesAreClampedToTheFirstFour() {
    let six: [PointerAccessory] = [.arrow(.top), .arrow(.right), .arrow(.bottom), .arrow(.left), .arrow(.topLeft), .arrow(.topRight)]
    var style = PointerStyle.system
    style.accessories = six
    #expect(style.accessories == Array(six.prefix(4)))
    #expect(PointerStyle(content: .system, accessories: six).accessories == Array(six.prefix(4)))
    #expect(PointerStyle.hidden.withAccessories(six).accessories.count == 4)
  }

  @Test func accessoryPositionsAreClampedAndPlaced() {
    #expect(PointerAccessory.Position(offset: -3, angle: 0).offset == 15)
    #expect(PointerAccessory.Position(offset: .nan, angle: 0).offset == 15)
    #expect(PointerAccessory.Position(offset: .infinity, angle: 0).offset == 200)
    #expect(abs(PointerAccessory.Position(angle: -.pi / 2).angle - 3 * .pi / 2) < 1e-12)
    #expect(PointerAccessory.Position(angle: .nan).angle == 0)
    #expect(abs(PointerAccessory.Position(angle: 5 * .pi).angle - .pi) < 1e-12)
    let right = PointerAccessory.Position.right.point(around: CGPoint(x: 100, y: 100))
    #expect(abs(right.x - 115) < 1e-9 && abs(right.y - 100) < 1e-9)
    let top = PointerAccessory.Position.top.point(around: CGPoint(x: 100, y: 100))
    #expect(top == CGPoint(x: 100, y: 85))
    // An arrow on the right points right: rotated a quarter turn clockwise about its centre.
    let arrow = PointerAccessory.arrow(.right).path(around: .zero).boundingBox
    #expect(abs(arrow.minX - 12) < 1e-9 && abs(arrow.maxX - 18) < 1e-9)
    #expect(abs(arrow.minY + 5) < 1e-9 && abs(arrow.maxY - 5) < 1e-9)
    // A custom accessory keeps its orientation by default.
    let dot = PointerAccessory(shape: .path(Path(rect: CGRect(x: -1, y: -2, width: 2, height: 4))), position: .right)
    let box = dot.path(around: .zero).boundingBox
    #expect(abs(box.minX - 14) < 1e-9 && abs(box.minY + 2) < 1e-9 && box.width == 2 && abs(box.height - 4) < 1e-9)
  }

  @Test func shapesAreSanitized() {
    #expect(PointerShape.roundedRect(CGRect(x: 0, y: 0, width: 10, height: 30), radius: 50).sanitized == .roundedRect(CGRect(x: 0, y: 0, width: 10, height: 30), radius: 5))
    #expect(PointerShape.roundedRect(CGRect(x: CGFloat.nan, y: 0, width: -10, height: 4), radius: .nan).sanitized == .roundedRect(CGRect(x: 0, y: 0, width: 10, height: 4), radius: 0))
    #expect(PointerShape.verticalBeam(length: -4).sanitized == .verticalBeam(length: 0))
    #expect(PointerShape.horizontalBeam(length: .nan).sanitized == .horizontalBeam(length: 0))
    let bad = Path(polygon: [CGPoint(x: 0, y: 0), CGPoint(x: CGFloat.nan, y: 3), CGPoint(x: 1, y: 1)])
    #expect(PointerShape.path(bad).sanitized == .path(Path()))
  }

  @Test func regionsAndPreviewsSanitizeTheirGeometry() {
    var region = PointerRegion(rect: CGRect(x: CGFloat.nan, y: 1, width: 2, height: CGFloat.infinity))
    #expect(region.rect == CGRect(x: 0, y: 1, width: 2, height: 0))
    region.rect = .null
    #expect(region.rect == .zero)
    let preview = PointerPreview(frame: CGRect(x: 0, y: 0, width: -4, height: 4), cornerRadius: -3)
    #expect(preview.frame == CGRect(x: -4, y: 0, width: 4, height: 4))
    #expect(preview.cornerRadius == 0)
  }

  @Test func dynamicsAreClamped() {
    var dynamics = PointerDynamics()
    dynamics.highlightParallax = .nan
    #expect(dynamics.highlightParallax == 0.1)
    dynamics.liftParallax = 3
    #expect(dynamics.liftParallax == 1)
    dynamics.liftScale = 0.5
    #expect(dynamics.liftScale == 1.1)
    dynamics.flickSpeed = -1
    #expect(dynamics.flickSpeed == 1_000)
    dynamics.velocityWindow = .infinity
    #expect(dynamics.velocityWindow == 0.1)
    dynamics.maximumProjection = .nan
    #expect(dynamics.maximumProjection == 600)
    #expect(abs(PointerDynamics.standard.minimumDecayRate - 2.002002) < 1e-6)
  }

  @Test func identifiersAndAxesRoundTripThroughJSON() throws {
    let region = PointerRegion(rect: CGRect(x: 1, y: 2, width: 3, height: 4), identifier: 7, latchingAxes: .horizontal)
    let data = try JSONEncoder().encode(region)
    #expect(try JSONDecoder().decode(PointerRegion.self, from: data) == region)
    let named = try JSONDecoder().decode(PointerRegion.ID.self, from: Data(#""thumb""#.utf8))
    #expect(named == "thumb")
    #expect(named.stringValue == "thumb" && named.intValue == nil)
    #expect(PointerAxes(rawValue: 0xFF) == .both)
  }
}
