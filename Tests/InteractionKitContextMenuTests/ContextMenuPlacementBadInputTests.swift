import Foundation
import InteractionKitContextMenu
import InteractionKitGeometry
import Testing

/// Bad geometry throws or is clamped as documented; nothing crashes and nothing comes out NaN.
@Suite struct ContextMenuPlacementBadInputTests {
  let engine = PlacementFixtures.engine

  func placement(
    source: CGRect = CGRect(x: 20, y: 100, width: 200, height: 44), container: CGRect = PlacementFixtures.phone,
    menu: Menu = PlacementFixtures.menu(3)
  ) -> ContextMenuPlacement {
    ContextMenuPlacement(
      menu: menu, sourceFrame: source, containerBounds: container, safeAreaInsets: PlacementFixtures.phoneSafeArea)
  }

  static func isFinite(_ layout: ContextMenuLayout) -> Bool {
    let rects =
      [layout.contentBounds, layout.previewFrame] + [layout.menuFrame].compactMap { $0 }
      + layout.rows.map(\.frame) + layout.accessories.map(\.frame)
    return rects.allSatisfy(\.isFiniteRect) && layout.previewScale.isFinite && layout.menuContentHeight.isFinite
      && layout.maximumScrollOffset.isFinite && layout.spacing.isFinite
  }

  @Test func nonFiniteOrHugeRectsThrow() {
    for bad in [
      CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10),
      CGRect.null, CGRect.infinite, CGRect(x: 1e300, y: 0, width: 10, height: 10),
    ] {
      // Matched by case: a NaN payload never equals itself.
      #expect {
        try placement(source: bad).layout(engine: engine)
      } throws: { error in
        if case .nonFiniteSourceFrame = error as? ContextMenuLayoutError { true } else { false }
      }
      #expect {
        try placement(container: bad).layout(engine: engine)
      } throws: { error in
        if case .nonFiniteContainer = error as? ContextMenuLayoutError { true } else { false }
      }
    }
    #expect(ContextMenuLayoutError.nonFiniteSourceFrame(.null).description.hasSuffix("coordinates."))
  }

  @Test func negativeSizesAreStandardized() throws {
    let flipped = try placement(source: CGRect(x: 220, y: 144, width: -200, height: -44)).layout(engine: engine)
    let plain = try placement().layout(engine: engine)
    #expect(flipped == plain)
    let container = try placement(container: CGRect(x: 390, y: 844, width: -390, height: -844)).layout(engine: engine)
    #expect(container == plain)
  }

  @Test func badInsetsSizesAndMetricsFallBack() throws {
    var p = placement()
    p.safeAreaInsets = EdgeInsets(top: .nan, left: -20, bottom: .infinity, right: 4)
    let layout = try p.layout(engine: engine)
    #expect(layout.contentBounds == CGRect(x: 8, y: 8, width: 374, height: 828))
    p.preferredPreviewSize = CGSize(width: CGFloat.nan, height: -3)
    #expect(Self.isFinite(try p.layout(engine: engine)))
    p.metrics.menuWidth = .nan
    p.metrics.previewMenuSpacing = -4
    p.metrics.maximumPreviewHeightShare = 7
    p.metrics.liftScale.maxLiftScale = .infinity
    let fallback = try p.layout(engine: engine)
    #expect(fallback.menuFrame?.width == 250 && fallback.spacing == 16 && Self.isFinite(fallback))
  }

  @Test func aZeroSizedSourceStillLaysOut() throws {
    let layout = try placement(source: CGRect(x: 100, y: 100, width: 0, height: 0)).layout(engine: engine)
    #expect(Self.isFinite(layout) && layout.previewFrame.size == .zero && layout.menuFrame != nil)
  }

  @Test func aContainerSmallerThanItsInsetsCollapsesOntoItsCentre() throws {
    for container in [CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 5, y: 5, width: 0, height: 0), .zero] {
      var p = placement(container: container)
      p.accessories = [ContextMenuAccessory("a", size: CGSize(width: 30, height: 30))]
      let layout = try p.layout(engine: engine)
      #expect(Self.isFinite(layout))
      #expect(layout.contentBounds.size == .zero)
      #expect(layout.contentBounds.origin.x >= container.minX && layout.contentBounds.origin.x <= container.maxX)
      #expect(layout.previewFrame.size == .zero && layout.menuFrame?.size == .zero)
      #expect(layout.accessories[0].frame.size == .zero)
    }
  }

  @Test func aSourceFarOutsideTheContainerIsPulledIn() throws {
    let layout = try placement(source: CGRect(x: -5000, y: 9000, width: 120, height: 40)).layout(engine: engine)
    #expect(Self.isFinite(layout))
    #expect(layout.contentBounds.contains(layout.previewFrame) && layout.contentBounds.contains(layout.menuFrame!))
  }

  @Test func tenThousandItemsLayOutInLinearTimeAndScroll() throws {
    let menu = Menu(children: PlacementFixtures.actions(10_000))
    let clock = ContinuousClock()
    var layout: ContextMenuLayout?
    let elapsed = try clock.measure { layout = try placement(menu: menu).layout(engine: engine) }
    let result = try #require(layout)
    #expect(result.rows.count == 10_000)
    #expect(result.menuScrolls)
    #expect(abs(result.menuContentHeight - 10_000 * PlacementFixtures.row) < 1e-6)
    let menuFrame = try #require(result.menuFrame)
    #expect(
      result.row(at: CGPoint(x: menuFrame.midX, y: menuFrame.maxY - 1), scrollOffset: result.maximumScrollOffset)
        == 9_999)
    #expect(elapsed < .seconds(10), "10,000 rows took \(elapsed)")
    // Linear: twice the items take well under four times as long.
    let twice = Menu(children: PlacementFixtures.actions(20_000))
    let elapsedTwice = try clock.measure { _ = try placement(menu: twice).layout(engine: engine) }
    #expect(elapsedTwice < elapsed * 4 + .milliseconds(200), "\(elapsed) → \(elapsedTwice)")
  }
}
