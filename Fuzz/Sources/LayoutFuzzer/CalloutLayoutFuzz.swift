import Foundation
import FuzzSupport
import InteractionKitCallout
import InteractionKitGeometry

/// `Callout.layout`, `sizeThatFits`, `hitTest`, scroll requests and `translated(by:)`.
enum CalloutLayoutFuzz {
  static func run(_ input: inout FuzzInput) {
    var callout = Callout(
      title: input.bool() ? "Title" : nil, subtitle: input.bool() ? "A longer subtitle" : nil,
      style: input.bool() ? .modern : .classic,
      permittedArrowDirections: [[.down], [.up], .any, []][input.int(below: 4)],
      contentInsets: EdgeInsets(top: input.double(), left: input.double(), bottom: input.double(), right: input.double()),
      constrainedInsets: EdgeInsets(
        top: input.double(), left: input.double(), bottom: input.double(), right: input.double()),
      calloutOffset: input.point())
    if input.bool() { callout.leadingAccessory = CalloutElement(size: input.size()) }
    if input.bool() { callout.trailingAccessory = CalloutElement(size: input.size()) }
    if input.bool() { callout.contentView = CalloutElement(size: input.size()) }
    if input.bool() { callout.titleView = CalloutElement(size: input.size()) }
    FiniteGeometry.check(callout.sizeThatFits(input.size(), engine: engine), "sizeThatFits")
    let target = input.rect()
    let container = input.rect()
    let scale = input.double()
    let layout: CalloutLayout
    do {
      layout = try callout.layout(
        pointingAt: target, in: container, engine: engine, scale: scale,
        layoutDirection: input.bool() ? .leftToRight : .rightToLeft)
    } catch {
      fuzzCheck(
        !target.isWithinCoordinateLimits || !container.isWithinCoordinateLimits,
        "layout threw \(error) for target \(target) in \(container)")
      return
    }
    check(layout, "layout")
    for _ in 0..<4 { _ = layout.hitTest(input.point()) }
    _ = layout.hitTest(layout.arrowTip)
    FiniteGeometry.check(CalloutScrollRequest(layout: layout).offset, "scroll request")
    let moved = layout.translated(by: input.size()).translated(by: layout.scrollOffset)
    check(moved, "translated layout")
    _ = moved.hitTest(input.point())
    FiniteGeometry.check(
      CalloutLayout.offset(toContain: input.rect(), keeping: input.rect(), within: input.rect()), "offset(toContain:)")
    _ = callout.layer(for: layout, engine: engine)
  }

  static func check(_ layout: CalloutLayout, _ what: String) {
    for (name, rect) in [
      ("frame", layout.frame), ("body", layout.bodyFrame), ("target", layout.targetRect),
      ("constrained", layout.constrainedRect),
    ] {
      FiniteGeometry.check(rect, "\(what) \(name)")
    }
    for rect in [
      layout.titleFrame, layout.subtitleFrame, layout.contentFrame, layout.leadingAccessoryFrame,
      layout.trailingAccessoryFrame,
    ] {
      FiniteGeometry.check(rect, "\(what) interior frame")
    }
    FiniteGeometry.check(layout.arrowPoint, "\(what) arrow point")
    FiniteGeometry.check(layout.scrollOffset, "\(what) scroll offset")
    FiniteGeometry.check(layout.anchorPoint, "\(what) anchor point")
  }
}
