public import Foundation
public import InteractionKitContextMenu
public import InteractionKitScene
public import InteractionKitTextLayout
import InteractionKitGeometry

/// The host of context menus in a ``SceneView``: a screen with sources (message bubbles, photos)
/// that a long press lifts into a preview with its menu and accessories, by the engine's
/// `ContextMenuInteraction`. The host hides the pressed source while its preview is out, draws the
/// overlay (dimming, preview, menu, accessories) at each frame, and reports selections and
/// accessory taps.
///
/// The keyboard reaches everything: Tab and Shift-Tab move a focus ring through the sources;
/// Return, Space or the context-menu key opens the focused source's menu without a long press
/// (`ContextMenuKey.menu`, the first item highlighted); in the menu the arrows and Return work the
/// items, Tab and Shift-Tab move the ring through the accessories' items (a Tapback bar's
/// reactions), which Return or Space taps; Escape dismisses.
@MainActor
public final class ContextMenuHost: SceneViewContent {
  /// A pressable part of the screen and what it presents.
  public struct Source: Sendable {
    /// Where it is, in the screen's coordinates.
    public var frame: CGRect
    /// What a long press presents.
    public var configuration: ContextMenuConfiguration
    /// The layers hidden while the preview is out (the source itself).
    public var hiddenLayers: [LayerID]
    /// What the lifted preview draws, or nil for a plain platter.
    public var content: Layer?
    /// What assistive technologies read for it (a message's text).
    public var label: String

    /// Creates a source.
    public init(
      frame: CGRect, configuration: ContextMenuConfiguration, hiddenLayers: [LayerID], content: Layer?, label: String = ""
    ) {
      self.frame = frame
      self.configuration = configuration
      self.hiddenLayers = hiddenLayers
      self.content = content
      self.label = label
    }
  }

  /// Something that happened, for the app and the event log.
  public enum Event: Hashable, Sendable {
    /// A source's preview lifted (its configuration's identifier).
    case lifted(String)
    /// The menu and accessories were presented.
    case presented(String)
    /// A menu action was chosen.
    case selected(String)
    /// An accessory's item was tapped (a reaction of a Tapback bar).
    case accessoryItemTapped(accessory: String, item: String)
    /// The preview was dragged by an offset.
    case dragged(CGSize)
    /// The sequence finished.
    case dismissed
  }

  /// The interaction.
  public private(set) var interaction: ContextMenuInteraction

  /// Called for every ``Event``.
  public var onEvent: ((Event, TimeInterval) -> Void)?

  /// The source keyboard focus is on (an index into the sources), or nil.
  public private(set) var focusedSource: Int?

  /// The accessory item keyboard focus is on while the menu is presented, or nil.
  public private(set) var focusedAccessoryItem: AccessoryItemID?

  /// An item of an accessory.
  public struct AccessoryItemID: Hashable, Sendable {
    /// The accessory's identifier.
    public var accessory: String
    /// The item's identifier.
    public var item: String

    /// Names an accessory's item.
    public init(accessory: String, item: String) {
      self.accessory = accessory
      self.item = item
    }
  }

  private let background: Layer
  private let sources: [Source]
  private var pressed: Source?
  /// Where the pressed source's menu rests before it is presented (the lift is drawn with it).
  private var restingLayout: ContextMenuLayout?

  /// Creates a host over a screen and its sources, presenting in `container`.
  public init(background: Layer, container: ContextMenuContainer, sources: [Source], engine: any TextLayoutEngine) {
    self.background = background
    self.sources = sources
    interaction = ContextMenuInteraction(container: container, engine: engine)
  }

  /// The screen, its pressed source hidden while the preview is out, and the overlay.
  public func tree(size: CGSize, time: TimeInterval) -> LayerTree {
    var root = background
    if let pressed, let presentation = interaction.presentation(at: time),
      let configuration = interaction.active, let layout = interaction.layout ?? restingLayout
    {
      root = Self.hiding(pressed.hiddenLayers, in: root)
      let overlay = ContextMenuOverlay(
        configuration: configuration, layout: layout, engine: interaction.engine, sourceContent: pressed.content)
      var appearances: [ContextMenuAccessory.ID: ContextMenuAccessory.Appearance] = [:]
      for accessory in configuration.accessories {
        appearances[accessory.identifier] = interaction.accessoryAppearance(accessory.identifier, at: time)
      }
      root.sublayers += overlay.layers(
        for: presentation, highlightedRow: interaction.highlightedRow, dragOffset: interaction.dragOffset,
        scrollOffset: interaction.menuScrollOffset, accessoryAppearances: appearances)
      if let focusedAccessoryItem, let frame = accessoryItemFrames.first(where: { $0.id == focusedAccessoryItem })?.frame {
        root.addSublayer(Self.focusRing(Path(ellipseIn: frame.insetBy(dx: -3, dy: -3))))
      }
    } else if interaction.state == .idle, let focusedSource, sources.indices.contains(focusedSource) {
      let frame = sources[focusedSource].frame.insetBy(dx: -4, dy: -4)
      root.addSublayer(Self.focusRing(Path(roundedRect: frame, cornerRadius: 20, style: .continuous)))
    }
    return (try? LayerTree(root: root)) ?? ((try? LayerTree(root: background)) ?? LayerTree.blank)
  }

  private static func focusRing(_ path: Path) -> Layer {
    var ring = Layer.shape("focus.ring", path: path, fill: nil, stroke: .systemBlue, lineWidth: 3)
    ring.isUserInteractionEnabled = false
    return ring
  }

  /// The presented accessories' items where they are now (dragged along), in reading order.
  private var accessoryItemFrames: [(id: AccessoryItemID, frame: CGRect)] {
    guard let layout = interaction.layout else { return [] }
    return layout.accessories.flatMap { accessory in
      let frame = accessory.frame(dragTranslation: interaction.dragOffset)
      return accessory.items.map {
        (AccessoryItemID(accessory: accessory.identifier.rawValue, item: $0.identifier.rawValue), $0.frame.offsetBy(dx: frame.minX, dy: frame.minY))
      }
    }
  }

  /// Opens a source's menu as the context-menu key does: the preview lifts at once.
  private func open(_ index: Int, time: TimeInterval) -> [ContextMenuInteraction.Effect] {
    guard case .idle = interaction.state, sources.indices.contains(index) else { return [] }
    focusedSource = index
    configure(for: sources[index])
    return interaction.handle(.key(.menu, time: time))
  }

  /// Makes `source` the one a press or the context-menu key opens, with its resting layout.
  private func configure(for source: Source) {
    pressed = source
    interaction.configuration = source.configuration
    restingLayout = try? ContextMenuPlacement(
      configuration: source.configuration, container: interaction.container, sourceFrame: source.frame
    ).layout(engine: interaction.engine)
  }

  /// A key: focus and opening while idle, the menu's keys and the accessories' focus while presented.
  private func keyEffects(_ key: SceneKey, time: TimeInterval) -> [ContextMenuInteraction.Effect]? {
    if case .idle = interaction.state {
      switch key {
      case .tab, .backTab:
        guard let next = Array(sources.indices).focus(after: focusedSource, forward: key == .tab) else { return nil }
        focusedSource = next
        return []
      case .returnKey, .space, .contextMenu:
        guard let focusedSource else { return nil }
        return open(focusedSource, time: time)
      case .escape:
        guard focusedSource != nil else { return nil }
        focusedSource = nil
        return []
      default:
        return nil
      }
    }
    switch key {
    case .tab, .backTab:
      let items = accessoryItemFrames.map(\.id)
      guard let next = items.focus(after: focusedAccessoryItem, forward: key == .tab) else { return nil }
      focusedAccessoryItem = next
      return []
    case .returnKey, .space:
      if let focusedAccessoryItem {
        _ = activate(accessibilityElement: "accessory.\(focusedAccessoryItem.accessory).\(focusedAccessoryItem.item)", time: time)
        return []
      }
      return key == .returnKey ? interaction.handle(.key(.return, time: time)) : nil
    case .escape: return interaction.handle(.dismiss(time: time))
    case .up, .down:
      focusedAccessoryItem = nil
      return interaction.handle(.key(key == .up ? .up : .down, time: time))
    default: return nil
    }
  }

  private static func hiding(_ ids: [LayerID], in layer: Layer) -> Layer {
    var layer = layer
    if ids.contains(layer.id) { layer.isHidden = true }
    layer.sublayers = layer.sublayers.map { hiding(ids, in: $0) }
    return layer
  }

  // MARK: Accessibility

  /// A presented menu and its selectable items, for assistive technologies: the menu at its frame
  /// (identifier `menu`), each action row a menu item (`menu.<row>`) labelled with its title, the
  /// highlighted one selected.
  public static func accessibilityElements(
    of layout: ContextMenuLayout, menuFrame: CGRect, label: String, highlightedRow: Int? = nil
  ) -> [AccessibilityElement] {
    var elements = [AccessibilityElement(identifier: "menu", role: .menu, label: label, frame: menuFrame)]
    for (index, row) in layout.rows.enumerated() where row.kind == .action && row.isSelectable {
      elements.append(
        AccessibilityElement(
          identifier: "menu.\(index)", role: .menuItem, label: row.title, frame: row.frame, isSelected: index == highlightedRow))
    }
    return elements
  }

  /// The sources as buttons while nothing is pressed; while a menu is presented, the menu, its
  /// items and the accessories' items (a Tapback bar's reactions) as buttons.
  public var accessibilityElements: [AccessibilityElement] {
    guard let layout = interaction.layout, let menuFrame = layout.menuFrame else {
      if interaction.state != .idle { return [] }
      return sources.enumerated().map { index, source in
        AccessibilityElement(
          identifier: "source.\(index)", role: .button,
          label: source.label.isEmpty ? source.configuration.identifier : source.label, frame: source.frame)
      }
    }
    var elements = Self.accessibilityElements(
      of: layout, menuFrame: menuFrame, label: "Menu", highlightedRow: interaction.highlightedRow)
    for accessory in layout.accessories {
      for item in accessory.items {
        elements.append(
          AccessibilityElement(
            identifier: "accessory.\(accessory.identifier).\(item.identifier)", role: .button, label: item.identifier.rawValue,
            frame: item.frame.offsetBy(dx: accessory.frame.minX, dy: accessory.frame.minY)))
      }
    }
    return elements
  }

  /// The focused source (`source.N`) while idle; while presented, the focused accessory item
  /// (`accessory.A.I`) or else the highlighted menu item (`menu.R`).
  public var focusedAccessibilityElement: String? {
    if interaction.layout != nil {
      if let focusedAccessoryItem { return "accessory.\(focusedAccessoryItem.accessory).\(focusedAccessoryItem.item)" }
      return interaction.highlightedRow.map { "menu.\($0)" }
    }
    guard interaction.state == .idle else { return nil }
    return focusedSource.map { "source.\($0)" }
  }

  /// Activates a source (its menu opens, as with the context-menu key), a menu item (its
  /// selection, then the dismissal) or an accessory's item.
  public func activate(accessibilityElement identifier: String, time: TimeInterval) -> Bool {
    if identifier.hasPrefix("source."), let index = Int(identifier.dropFirst(7)) {
      let effects = open(index, time: time)
      apply(effects, time: time)
      return !effects.isEmpty
    }
    guard let layout = interaction.layout else { return false }
    if identifier.hasPrefix("menu."), let index = Int(identifier.dropFirst(5)), layout.rows.indices.contains(index) {
      onEvent?(.selected(layout.rows[index].identifier), time)
      apply(interaction.handle(.dismiss(time: time)), time: time)
      return true
    }
    for accessory in layout.accessories {
      for item in accessory.items where identifier == "accessory.\(accessory.identifier).\(item.identifier)" {
        onEvent?(.accessoryItemTapped(accessory: accessory.identifier.rawValue, item: item.identifier.rawValue), time)
        return true
      }
    }
    return false
  }

  /// Touches and keys go to the interaction; a press on a source configures it first.
  public func handle(_ input: SceneInput, size: CGSize) -> Bool {
    var effects: [ContextMenuInteraction.Effect] = []
    switch input {
    case .pressed(let point, let time):
      if case .idle = interaction.state {
        focusedSource = nil
        guard let source = sources.last(where: { $0.frame.contains(point) }) else { return false }
        configure(for: source)
      }
      effects = interaction.handle(.touchDown(point, time: time))
    case .dragged(let point, let time): effects = interaction.handle(.touchMoved(point, time: time))
    case .released(let point, let time): effects = interaction.handle(.touchUp(point, time: time))
    case .key(let key, let time):
      guard let keyed = keyEffects(key, time: time) else { return false }
      effects = keyed
    case .pointerMoved, .pointerExited, .scrolled: return false
    }
    apply(effects, time: input.time)
    return true
  }

  /// Time passes: the press effect, the lift, the presentation and the dismissal happen on time.
  public func advance(to time: TimeInterval, size: CGSize) -> Bool {
    let effects = interaction.handle(.time(time))
    apply(effects, time: time)
    return !effects.isEmpty || interaction.state != .idle
  }

  /// While a press, a preview or a dismissal is under way.
  public func isAnimating(at time: TimeInterval) -> Bool {
    interaction.state != .idle || interaction.nextDeadline != nil
  }

  private func apply(_ effects: [ContextMenuInteraction.Effect], time: TimeInterval) {
    let identifier = interaction.active?.identifier ?? pressed?.configuration.identifier ?? ""
    for effect in effects {
      switch effect {
      case .lift: onEvent?(.lifted(identifier), time)
      case .present: onEvent?(.presented(identifier), time)
      case .select(let action): onEvent?(.selected(action.identifier.rawValue), time)
      case .accessoryItemTapped(let accessory, let item):
        onEvent?(.accessoryItemTapped(accessory: accessory.rawValue, item: item.rawValue), time)
      case .drag(let offset): onEvent?(.dragged(offset), time)
      case .finished:
        pressed = nil
        restingLayout = nil
        focusedAccessoryItem = nil
        onEvent?(.dismissed, time)
      default: break
      }
    }
  }
}
