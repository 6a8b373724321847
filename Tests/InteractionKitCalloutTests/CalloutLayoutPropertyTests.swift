import Foundation
import InteractionKitCallout
import InteractionKitGeometry
import InteractionKitTestSupport
import PropertyBased
import Testing

/// Random containers, targets, contents, styles, offsets and scales against the placement rules:
/// the tip on the anchor, the direction rule, the arrow margin, containment when possible, and
/// scroll-to-fit bringing callout and target inside.
@Suite struct CalloutLayoutPropertyTests {
  typealias F = CalloutLayoutFixture

  /// One random case.
  struct Case {
    var callout: Callout
    var target: CGRect
    var container: CGRect
    var scale: CGFloat
    var direction: CalloutLayoutDirection
  }

  static func value(_ rng: inout SplitMix64, _ range: ClosedRange<CGFloat>) -> CGFloat {
    CGFloat.random(in: range, using: &rng)
  }

  static func randomCase(_ rng: inout SplitMix64) -> Case {
    let style: CalloutStyle = rng.next(below: 3) == 0 ? .classic : .modern
    let permitted: [CalloutArrowDirection] = [.down, .up, .any, []]
    var callout = Callout(
      title: rng.next(below: 5) == 0 ? nil : F.text(width: Int(rng.next(below: 400))),
      subtitle: rng.next(below: 2) == 0 ? nil : F.text(width: Int(rng.next(below: 300))), style: style,
      permittedArrowDirections: permitted[Int(rng.next(below: 4))])
    func element(_ rng: inout SplitMix64) -> CalloutElement? {
      rng.next(below: 2) == 0
        ? nil : CalloutElement(size: CGSize(width: value(&rng, 0 ... 50), height: value(&rng, 0 ... 50)))
    }
    callout.leadingAccessory = element(&rng)
    callout.trailingAccessory = element(&rng)
    if rng.next(below: 6) == 0 {
      callout.contentView = CalloutElement(size: CGSize(width: value(&rng, 0 ... 300), height: value(&rng, 0 ... 120)))
    }
    if rng.next(below: 3) == 0 {
      callout.calloutOffset = CGPoint(x: value(&rng, -15 ... 15), y: value(&rng, -15 ... 15))
    }
    if rng.next(below: 3) == 0 {
      callout.constrainedInsets = EdgeInsets(
        top: value(&rng, 0 ... 80), left: value(&rng, 0 ... 30), bottom: value(&rng, 0 ... 80),
        right: value(&rng, 0 ... 30))
    }
    let container = CGRect(
      x: value(&rng, -100 ... 100), y: value(&rng, -100 ... 100), width: value(&rng, 0 ... 800),
      height: value(&rng, 0 ... 900))
    let target = CGRect(
      x: value(&rng, container.minX - 60 ... container.maxX + 60),
      y: value(&rng, container.minY - 60 ... container.maxY + 60),
      width: value(&rng, 0 ... 120), height: value(&rng, 0 ... 80))
    return Case(
      callout: callout, target: target, container: container, scale: CGFloat(1 + rng.next(below: 3)),
      direction: rng.next(below: 2) == 0 ? .leftToRight : .rightToLeft)
  }

  static func layout(_ c: Case) throws -> CalloutLayout {
    try F.layout(c.callout, target: c.target, container: c.container, scale: c.scale, direction: c.direction)
  }

  @Test func tipSitsOnTheAnchor() async throws {
    await propertyCheck(count: 600, input: Gen.int(in: 0 ... 1_000_000)) { seed in
      var rng = SplitMix64(seed: UInt64(seed))
      let c = Self.randomCase(&rng)
      guard let layout = try? Self.layout(c) else {
        Issue.record("layout threw for finite input")
        return
      }
      let down = layout.arrowDirection == .down
      #expect(layout.arrowDirection == .down || layout.arrowDirection == .up)
      let anchorX = c.target.midX + c.callout.calloutOffset.x
      let anchorY = (down ? c.target.minY : c.target.maxY) + c.callout.calloutOffset.y
      #expect(abs(layout.arrowTip.x - anchorX) < 1e-9)
      #expect(abs(layout.arrowTip.y - anchorY) <= 0.5 / c.scale + 1e-9)
      let metrics = c.callout.metrics
      #expect(layout.arrowPoint.y == (down ? layout.frame.height - metrics.bottomAnchorMargin : 0))
      // The origin is on the pixel grid.
      for v in [layout.frame.minX, layout.frame.minY] {
        #expect(abs((v * c.scale).rounded() - v * c.scale) < 1e-6)
      }
    }
  }

  @Test func directionFollowsTheRule() async throws {
    await propertyCheck(count: 600, input: Gen.int(in: 0 ... 1_000_000)) { seed in
      var rng = SplitMix64(seed: UInt64(seed))
      let c = Self.randomCase(&rng)
      guard let layout = try? Self.layout(c) else { return }
      let area = layout.constrainedRect
      let permitted = c.callout.permittedArrowDirections
      let expected: CalloutArrowDirection
      if permitted == .any {
        let above = c.target.minY - area.minY
        let below = area.maxY - c.target.maxY
        expected = above < layout.frame.height && below > above ? .up : .down
      } else {
        expected = permitted == .up ? .up : .down
      }
      #expect(layout.arrowDirection == expected)
    }
  }

  @Test func arrowKeepsItsMarginFromBothEnds() async throws {
    await propertyCheck(count: 600, input: Gen.int(in: 0 ... 1_000_000)) { seed in
      var rng = SplitMix64(seed: UInt64(seed))
      let c = Self.randomCase(&rng)
      guard let layout = try? Self.layout(c) else { return }
      let margin = c.callout.metrics.anchorMargin
      let width = layout.frame.width
      let left = layout.arrowPoint.x
      let right = width - layout.arrowPoint.x
      if width >= 2 * margin + 2 / c.scale {
        #expect(left >= margin - 1e-9 && right >= margin - 1e-9)
      } else {
        // Too narrow for the margin: the tip stays within a pixel of the middle's margin.
        let half = min(margin, width / 2)
        #expect(left >= half - 1 / c.scale - 1e-9 && right >= half - 1 / c.scale - 1e-9)
      }
    }
  }

  @Test func calloutStaysInsideWheneverItCan() async throws {
    await propertyCheck(count: 600, input: Gen.int(in: 0 ... 1_000_000)) { seed in
      var rng = SplitMix64(seed: UInt64(seed))
      let c = Self.randomCase(&rng)
      guard let layout = try? Self.layout(c) else { return }
      let area = layout.constrainedRect
      let width = layout.frame.width
      let margin = c.callout.metrics.anchorMargin
      let anchorX = layout.arrowTip.x
      let pixel = 1 / c.scale
      let fits: Bool
      switch c.callout.style {
      case .modern:
        // Centred on the anchor and clamped: inside unless the anchor is within the margin of an edge.
        fits = width <= area.width && anchorX >= area.minX + margin && anchorX <= area.maxX - margin
      case .classic:
        // Centred in the area: inside unless the anchor is beyond the centred bubble's margins.
        let centred = (area.midX - width / 2)
        fits = width <= area.width && anchorX >= centred + margin + pixel && anchorX <= centred + width - margin - pixel
      }
      if fits {
        #expect(layout.frame.minX >= area.minX - pixel - 1e-9)
        #expect(layout.frame.maxX <= area.maxX + pixel + 1e-9)
      }
    }
  }

  @Test func scrollingByTheOffsetMakesEverythingFit() async throws {
    await propertyCheck(count: 600, input: Gen.int(in: 0 ... 1_000_000)) { seed in
      var rng = SplitMix64(seed: UInt64(seed))
      let c = Self.randomCase(&rng)
      guard let layout = try? Self.layout(c) else { return }
      let area = layout.constrainedRect
      let margin = c.callout.metrics.repositionMargin
      func content(_ l: CalloutLayout) -> CGRect { l.frame.union(l.targetRect.insetBy(dx: -margin, dy: -margin)) }
      let before = content(layout)
      let moved = layout.translated(by: layout.scrollOffset)
      let after = content(moved)
      #expect(abs(after.minX - before.minX - layout.scrollOffset.width) < 1e-9)
      if before.width <= area.width {
        #expect(after.minX >= area.minX - 1e-9 && after.maxX <= area.maxX + 1e-9)
        #expect(abs(moved.scrollOffset.width) < 1e-9)
        if before.minX >= area.minX && before.maxX <= area.maxX { #expect(layout.scrollOffset.width == 0) }
      } else if layout.frame.width <= area.width {
        #expect(moved.frame.minX >= area.minX - 1e-9 && moved.frame.maxX <= area.maxX + 1e-9)
      }
      if before.height <= area.height {
        #expect(after.minY >= area.minY - 1e-9 && after.maxY <= area.maxY + 1e-9)
        #expect(abs(moved.scrollOffset.height) < 1e-9)
        if before.minY >= area.minY && before.maxY <= area.maxY { #expect(layout.scrollOffset.height == 0) }
      } else if layout.frame.height <= area.height {
        #expect(moved.frame.minY >= area.minY - 1e-9 && moved.frame.maxY <= area.maxY + 1e-9)
      }
    }
  }

  @Test func rightToLeftMirrorsTheInterior() async throws {
    await propertyCheck(count: 300, input: Gen.int(in: 0 ... 1_000_000)) { seed in
      var rng = SplitMix64(seed: UInt64(seed))
      var c = Self.randomCase(&rng)
      c.direction = .leftToRight
      guard let ltr = try? Self.layout(c) else { return }
      c.direction = .rightToLeft
      guard let rtl = try? Self.layout(c) else { return }
      #expect(rtl.frame == ltr.frame && rtl.arrowPoint == ltr.arrowPoint)
      let width = ltr.frame.width
      let pairs: [(CGRect?, CGRect?)] = [
        (ltr.leadingAccessoryFrame, rtl.leadingAccessoryFrame),
        (ltr.trailingAccessoryFrame, rtl.trailingAccessoryFrame),
        (ltr.titleFrame, rtl.titleFrame), (ltr.subtitleFrame, rtl.subtitleFrame), (ltr.contentFrame, rtl.contentFrame),
      ]
      for (l, r) in pairs {
        #expect((l == nil) == (r == nil))
        guard let l, let r else { continue }
        // Mirrored, up to the pixel rounding of each edge.
        #expect(abs(r.minX - (width - l.maxX)) <= 1 / c.scale + 1e-9)
        #expect(r.minY == l.minY && r.height == l.height)
      }
    }
  }
}
