import Foundation
import InteractionKitContextMenu
import InteractionKitGeometry
import InteractionKitGestures

/// A chat bubble near the top of a phone, its menu with sections, a submenu and disabled and
/// destructive rows, and a Tapback bar.
enum InteractionFixture {
  static let bubble = CGRect(x: 20, y: 100, width: 200, height: 44)
  static let touch = CGPoint(x: 120, y: 122)
  static let container = ContextMenuContainer(bounds: PlacementFixtures.phone, safeAreaInsets: PlacementFixtures.phoneSafeArea)

  static let menu = Menu(children: [
    .action(MenuAction("reply", title: "Reply")),
    .action(MenuAction("copy", title: "Copy", attributes: .disabled)),
    .menu(Menu(options: .displayInline, children: [
      .action(MenuAction("pin", title: "Pin", attributes: .keepsMenuPresented, state: .on)),
      .action(MenuAction("forward", title: "Forward")),
    ])),
    .menu(Menu("more", title: "More", children: [
      .action(MenuAction("info", title: "Info")),
      .action(MenuAction("report", title: "Report", attributes: [.destructive, .disabled])),
      .action(MenuAction("block", title: "Block", attributes: .destructive)),
    ])),
    .action(MenuAction("delete", title: "Delete", attributes: .destructive)),
  ])

  static let tapback = ContextMenuAccessory(
    "tapback", size: CGSize(width: 300, height: 64), location: .preview,
    anchor: .init(attachment: .top, alignment: .trailing), offset: CGPoint(x: -3, y: -16), trackingAxis: [.x, .y],
    items: (0..<6).map { ContextMenuAccessory.Item("r\($0)", frame: CGRect(x: 6 + CGFloat($0) * 48, y: 8, width: 48, height: 48)) },
    cornerRadius: 32, cornerStyle: .continuous)

  static func configuration(menu: Menu = menu, accessories: [ContextMenuAccessory] = [tapback]) -> ContextMenuConfiguration {
    ContextMenuConfiguration(identifier: "message", source: ContextMenuSource(frame: bubble), menu: menu, accessories: accessories)
  }

  static func interaction(
    timing: ContextMenuTiming = .phone, configuration: ContextMenuConfiguration? = configuration()
  ) -> ContextMenuInteraction {
    ContextMenuInteraction(timing: timing, container: container, engine: PlacementFixtures.engine, configuration: configuration)
  }
}

extension ContextMenuInteraction {
  /// Presses the bubble at 0 and runs to the presented state; returns the time it was presented.
  @discardableResult
  mutating func pressAndPresent() -> TimeInterval {
    handle(.touchDown(InteractionFixture.touch, time: 0))
    handle(.time(0.4))
    let liftEnd = transition?.endTime ?? 0
    handle(.time(liftEnd))
    return liftEnd
  }

  /// The index of the row with this identifier.
  func rowIndex(_ identifier: String) -> Int? {
    layout?.rows.firstIndex { $0.identifier == identifier }
  }

  /// The centre of the row with this identifier.
  func rowCenter(_ identifier: String) -> CGPoint? {
    guard let index = rowIndex(identifier), let frame = layout?.rows[index].frame else { return nil }
    return CGPoint(x: frame.midX, y: frame.midY)
  }
}

/// The effect's case, without its payload, for compact expectations.
enum MenuEffectTag: String, Hashable, CustomStringConvertible {
  case begin, cancel, lift, present, load, changed, highlight, drag, scroll, select, accessory, preview, toSource
  case fadeOut, finished
  var description: String { rawValue }
}

extension ContextMenuInteraction.Effect {
  var tag: MenuEffectTag {
    switch self {
    case .beginPressEffect: .begin
    case .cancelPressEffect: .cancel
    case .lift: .lift
    case .present: .present
    case .loadDeferredElements: .load
    case .menuChanged: .changed
    case .highlight: .highlight
    case .drag: .drag
    case .scrollMenu: .scroll
    case .select: .select
    case .accessoryItemTapped: .accessory
    case .previewTapped: .preview
    case .dismissToSource: .toSource
    case .fadeOut: .fadeOut
    case .finished: .finished
    }
  }
}

extension Array where Element == ContextMenuInteraction.Effect {
  var tags: [MenuEffectTag] { map(\.tag) }
}
