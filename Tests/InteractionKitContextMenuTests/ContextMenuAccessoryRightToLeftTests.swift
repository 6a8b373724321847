import Foundation
import InteractionKitContextMenu
import InteractionKitGeometry
import InteractionKitTestSupport
import PropertyBased
import Testing

/// Right to left, the layout mirrors an accessory's items inside it: an item at x with width w in
/// an accessory W wide is shown (and hit) at W − x − w; the preset Tapback bar is mirrored once.
@Suite struct ContextMenuAccessoryRightToLeftTests {
  static let engine = PlacementFixtures.engine
  static let epsilon: CGFloat = 1e-9

  static func double(_ rng: inout SplitMix64, _ range: ClosedRange<Double>) -> CGFloat {
    ContextMenuPlacementPropertyTests.double(&rng, range)
  }

  /// A random accessory of 1 to 8 items side by side in cells (items smaller than their cells, so
  /// none overlaps), at any location and anchor.
  static func accessory(_ rng: inout SplitMix64) -> ContextMenuAccessory {
    let size = CGSize(width: double(&rng, 20...500), height: double(&rng, 10...120))
    let count = rng.int(1...8)
    let cell = size.width / CGFloat(count)
    let items = (0..<count).map { index in
      let inset = double(&rng, 0...0.3) * cell
      let width = double(&rng, 0.2...0.9) * (cell - inset)
      let height = double(&rng, 0.2...1) * size.height
      return ContextMenuAccessory.Item(
        .init("i\(index)"),
        frame: CGRect(x: CGFloat(index) * cell + inset, y: double(&rng, 0...1) * (size.height - height), width: width, height: height))
    }
    return ContextMenuAccessory(
      "x", size: size, location: rng.pick(ContextMenuAccessory.Location.allCases),
      anchor: .init(
        attachment: rng.pick(ContextMenuAccessory.Anchor.Attachment.allCases),
        alignment: rng.pick(ContextMenuAccessory.Anchor.Alignment.allCases)),
      offset: CGPoint(x: double(&rng, -20...20), y: double(&rng, -20...20)), items: items)
  }

  static func placement(
    seed: Int, direction: ContextMenuLayoutDirection
  ) -> (placement: ContextMenuPlacement, accessory: ContextMenuAccessory) {
    var rng = SplitMix64(seed: UInt64(seed))
    let container = CGRect(
      x: double(&rng, -200...200), y: double(&rng, -200...200), width: double(&rng, 240...1400),
      height: double(&rng, 320...1400))
    let safe = EdgeInsets(
      top: double(&rng, 0...60), left: double(&rng, 0...50), bottom: double(&rng, 0...40), right: double(&rng, 0...50))
    let source = CGRect(
      x: container.minX + double(&rng, 0...Double(container.width) * 0.8),
      y: container.minY + double(&rng, 0...Double(container.height) * 0.8), width: double(&rng, 1...400),
      height: double(&rng, 1...300))
    let accessory = accessory(&rng)
    let menu = rng.chance(20) ? Menu(children: []) : ContextMenuPlacementPropertyTests.menu(&rng)
    let placement = ContextMenuPlacement(
      menu: menu, sourceFrame: source, containerBounds: container, safeAreaInsets: safe,
      horizontalSizeClass: rng.pick([.compact, .regular]), layoutDirection: direction, accessories: [accessory])
    return (placement, accessory)
  }

  static func close(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6
      && abs(a.height - b.height) < 1e-6
  }

  @Test func everyItemIsMirroredInsideItsAccessoryAndHitThere() async throws {
    await propertyCheck(count: 300, input: Gen.int(in: 0...Int(Int32.max))) { seed in
      let (ltrPlacement, accessory) = Self.placement(seed: seed, direction: .leftToRight)
      let (rtlPlacement, _) = Self.placement(seed: seed, direction: .rightToLeft)
      guard let ltr = try? ltrPlacement.layout(engine: Self.engine),
        let rtl = try? rtlPlacement.layout(engine: Self.engine)
      else {
        Issue.record("seed \(seed): no layout")
        return
      }
      // An accessory without room clear of the preview and the menu is left out (in either
      // direction): there are no items to mirror.
      guard let ltrPlaced = ltr.accessories.first, let rtlPlaced = rtl.accessories.first else {
        #expect(ltr.accessories.count + ltr.omittedAccessories.count == 1, "seed \(seed)")
        #expect(rtl.accessories.count + rtl.omittedAccessories.count == 1, "seed \(seed)")
        return
      }
      // Left to right the items are as given.
      #expect(ltrPlaced.items == accessory.items, "seed \(seed)")
      let width = rtlPlaced.frame.width
      #expect(abs(width - ltrPlaced.frame.width) < 1e-6, "seed \(seed): the accessory keeps its width")
      var rng = SplitMix64(seed: UInt64(seed) &+ 1)
      for (given, shown) in zip(accessory.items, rtlPlaced.items) {
        #expect(shown.identifier == given.identifier && shown.accessibilityLabel == given.accessibilityLabel)
        let mirrored = CGRect(
          x: width - given.frame.maxX, y: given.frame.minY, width: given.frame.width, height: given.frame.height)
        #expect(Self.close(shown.frame, mirrored), "seed \(seed): \(shown.frame) ≠ \(mirrored)")
        // A point inside the item left to right, mirrored, hits the same item right to left.
        let fx = Self.double(&rng, 0.1...0.9)
        let fy = Self.double(&rng, 0.1...0.9)
        let local = CGPoint(x: given.frame.minX + fx * given.frame.width, y: given.frame.minY + fy * given.frame.height)
        let ltrPoint = CGPoint(x: ltrPlaced.frame.minX + local.x, y: ltrPlaced.frame.minY + local.y)
        let rtlPoint = CGPoint(x: rtlPlaced.frame.minX + width - local.x, y: rtlPlaced.frame.minY + local.y)
        // Items inside an accessory clamped narrower than its size may fall outside it: skip those.
        guard given.frame.maxX <= width else { continue }
        #expect(ltrPlaced.item(at: ltrPoint) == given.identifier, "seed \(seed)")
        #expect(rtlPlaced.item(at: rtlPoint) == given.identifier, "seed \(seed): RTL hit \(rtlPoint)")
      }
    }
  }

  // The 300 pt bar, six 44 pt reactions from x = 10.5, 47 apart: right to left the heart is at
  // 300 − 10.5 − 44 = 245.5, and a tap there (the bar's x + 267.5) is the heart, not the question.
  @Test func theTapbackBarIsMirroredOnceAndHitWhereItIsShown() throws {
    let bar = ContextMenuAccessory.tapbackBar(sent: false)
    let placed = ContextMenuAccessoryLayout(
      bar, frame: CGRect(x: 60, y: 200, width: 300, height: 64), layoutDirection: .rightToLeft)
    #expect(placed.items.map(\.frame.minX) == [245.5, 198.5, 151.5, 104.5, 57.5, 10.5])
    #expect(placed.item(at: CGPoint(x: 60 + 267.5, y: 232)) == "❤️")
    #expect(placed.item(at: CGPoint(x: 60 + 32.5, y: 232)) == "❓")
    let ltr = ContextMenuAccessoryLayout(bar, frame: CGRect(x: 60, y: 200, width: 300, height: 64))
    #expect(ltr.items == bar.items && ltr.item(at: CGPoint(x: 60 + 32.5, y: 232)) == "❤️")
  }

  // A non-finite item frame is left as it is (and hits nothing), never a crash.
  @Test func aNonFiniteItemIsLeftAlone() {
    let item = ContextMenuAccessory.Item("bad", frame: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))
    let accessory = ContextMenuAccessory("x", size: CGSize(width: 100, height: 40), items: [item])
    let placed = ContextMenuAccessoryLayout(
      accessory, frame: CGRect(x: 0, y: 0, width: 100, height: 40), layoutDirection: .rightToLeft)
    #expect(placed.items.count == 1 && placed.items[0].frame.minX.isNaN)
    #expect(placed.item(at: CGPoint(x: 50, y: 20)) == nil)
  }
}
