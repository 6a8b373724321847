import Foundation
import FuzzSupport
import InteractionKitContextMenu
import InteractionKitGeometry

/// `ContextMenuPlacement.layout(engine:)` and `ContextMenuLayout.row(at:)`.
enum ContextMenuLayoutFuzz {
  static func run(_ input: inout FuzzInput) {
    let actions = (0..<input.int(below: 6)).map { MenuElement.action(MenuAction("a\($0)", title: "Action \($0)")) }
    let menu = Menu(children: actions)
    var accessories: [ContextMenuAccessory] = []
    if input.bool() {
      accessories.append(ContextMenuAccessory("acc", size: input.size(), offset: input.point()))
    }
    let source = input.rect()
    let container = input.rect()
    let placement = ContextMenuPlacement(
      menu: menu, sourceFrame: source, containerBounds: container,
      safeAreaInsets: EdgeInsets(top: input.double(), left: input.double(), bottom: input.double(), right: input.double()),
      preferredPreviewSize: input.bool() ? input.size() : nil,
      horizontalSizeClass: input.bool() ? .compact : .regular, accessories: accessories)
    let layout: ContextMenuLayout
    do {
      layout = try placement.layout(engine: engine)
    } catch {
      let limit = ContextMenuPlacement.maximumCoordinate
      func within(_ r: CGRect) -> Bool {
        r.isFiniteRect && [r.minX, r.minY, r.maxX, r.maxY].allSatisfy { abs($0) <= limit }
      }
      fuzzCheck(!within(source) || !within(container), "placement threw \(error) for \(source) in \(container)")
      return
    }
    FiniteGeometry.check(layout.contentBounds, "content bounds")
    FiniteGeometry.check(layout.previewFrame, "preview frame")
    FiniteGeometry.check(layout.menuFrame, "menu frame")
    FiniteGeometry.check(layout.previewScale, "preview scale")
    FiniteGeometry.check(layout.menuContentHeight, "menu content height")
    FiniteGeometry.check(layout.maximumScrollOffset, "maximum scroll offset")
    for row in layout.rows { FiniteGeometry.check(row.frame, "row frame") }
    for accessory in layout.accessories { FiniteGeometry.check(accessory.frame, "accessory frame") }
    for _ in 0..<3 { _ = layout.row(at: input.point(), scrollOffset: input.double()) }
  }
}
