public import Foundation
import InteractionKitGeometry
public import InteractionKitLiveScene
public import InteractionKitScene

extension ContextMenuScene {
  // MARK: Drawing

  /// The layers at `time`: the background and, while a source's preview is out, that source's
  /// layers hidden and the overlay (`contextMenu.dimming`, `contextMenu.preview`,
  /// `contextMenu.menu`, `contextMenu.accessory.<identifier>`) over it, with a focus ring
  /// (`focus.ring`) around the accessory item or preview control the keyboard is on; while idle, a
  /// focus ring around the focused source. Without room, an empty tree (one layer of zero size).
  ///
  /// Pure: the same scene and time give the same tree.
  public func layerTree(at time: TimeInterval) -> LayerTree {
    guard environment.hasRoom else { return .empty() }
    var root = background
    if let index = pressedSource, sources.indices.contains(index), let presentation = interaction.presentation(at: time),
      let configuration = interaction.active, let layout = interaction.displayedLayout
    {
      let source = sources[index]
      root = Self.hiding(source.hiddenLayers, in: root)
      var overlay = ContextMenuOverlay(
        configuration: configuration, layout: layout, engine: interaction.engine, sourceContent: source.content,
        previewContent: source.previewContent)
      if environment.appearance.isDark { overlay.applyDarkAppearance() }
      var appearances: [ContextMenuAccessory.ID: ContextMenuAccessory.Appearance] = [:]
      for accessory in configuration.accessories {
        appearances[accessory.identifier] = interaction.accessoryAppearance(accessory.identifier, at: time)
      }
      root.sublayers += overlay.layers(
        for: presentation, highlightedRow: interaction.highlightedRow, dragOffset: interaction.dragOffset,
        scrollOffset: interaction.menuScrollOffset, accessoryAppearances: appearances)
      if let focusedAccessoryItem, let frame = accessoryItemFrames.first(where: { $0.id == focusedAccessoryItem })?.frame {
        root.addSublayer(Self.focusRing(Path(ellipseIn: frame.insetBy(dx: -3, dy: -3))))
      } else if case .previewControl(let layer)? = focusedAccessoryItem, let drawn = try? LayerTree(root: root),
        let frame = previewControlFrames(in: drawn).first(where: { $0.control.layer == layer })?.frame
      {
        root.addSublayer(
          Self.focusRing(Path(roundedRect: frame.insetBy(dx: -3, dy: -3), cornerRadius: 6, style: .continuous)))
      }
    } else if interaction.state == .idle, let focusedSource, sources.indices.contains(focusedSource) {
      let frame = sources[focusedSource].frame.insetBy(dx: -4, dy: -4)
      root.addSublayer(Self.focusRing(Path(roundedRect: frame, cornerRadius: 20, style: .continuous)))
    }
    return (try? LayerTree(root: root)) ?? (try? LayerTree(root: background)) ?? .empty()
  }

  /// The pointer: a pointing hand over a row that can be chosen or an accessory's item of the
  /// presented menu, else the arrow.
  public var cursor: SceneCursor {
    guard environment.hasRoom, interaction.isPresented, let point = hoverPoint, let layout = interaction.layout else {
      return .arrow
    }
    if let row = layout.row(at: point, scrollOffset: interaction.menuScrollOffset), layout.rows[row].isSelectable {
      return .pointingHand
    }
    let offset = interaction.dragOffset
    if let placed = layout.accessories.last(where: { $0.frame(dragTranslation: offset).contains(point) }),
      placed.item(at: point, dragTranslation: offset) != nil
    {
      return .pointingHand
    }
    return .arrow
  }

  /// When the scene next needs time after `time`: every frame while the drawn preview, menu or
  /// accessories move (``ContextMenuInteraction/isMoving(at:)``), else the interaction's next
  /// deadline (the press effect and the lift of a press that has not moved yet), else never — a
  /// presented menu that settled draws nothing until the next input.
  public func nextWake(after time: TimeInterval) -> SceneWake {
    let deadline = SceneWake.deadline(interaction.nextDeadline, after: time)
    guard environment.hasRoom, pressedSource != nil, interaction.active != nil else { return deadline }
    return .everyFrame(while: interaction.isMoving(at: time), else: deadline)
  }

  // MARK: Helpers


  /// The keyboard's focus ring: a 3 pt system-blue stroke that takes no touches.
  static func focusRing(_ path: Path) -> Layer {
    var ring = Layer.shape("focus.ring", path: path, fill: nil, stroke: .systemBlue, lineWidth: 3)
    ring.isUserInteractionEnabled = false
    return ring
  }

  /// `layer` with the layers of `ids` hidden, wherever they are in it.
  static func hiding(_ ids: [LayerID], in layer: Layer) -> Layer {
    guard !ids.isEmpty else { return layer }
    var layer = layer
    if ids.contains(layer.id) { layer.isHidden = true }
    layer.sublayers = layer.sublayers.map { hiding(ids, in: $0) }
    return layer
  }
}
