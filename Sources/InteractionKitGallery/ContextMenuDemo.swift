public import Foundation
import InteractionKitGeometry
public import InteractionKitLinkPreview
public import InteractionKitScene
public import InteractionKitTextLayout

/// A complete context-menu setup, shared by the gallery's scenes: a container with its content, a
/// configuration (the source, the menu, the accessories), the `ContextMenuInteraction` driven on
/// a fixed script, and the layers of `ContextMenuOverlay` drawn over the content at any time.
///
/// The script: the finger touches down on ``touchPoint`` at 0 s and stays down (press effect at
/// 0.15 s, lift at 0.4 s, the menu appears when the lift settles and has settled at
/// ``presentedTime``); then each of ``steps`` happens its delay after ``presentedTime``.
///
/// ```swift
/// var demo = try ContextMenuDemo(
///   container: phone, configuration: configuration, background: chat, sourceLayers: ["bubble-2"],
///   sourceContent: liftedBubble, context: context)
/// demo.steps = [.init(delay: 0.1, action: .touchUp(demo.presentedLayout.previewFrame.center))]
/// let tree = try demo.scene(at: demo.presentedTime + 0.2)
/// ```
public struct ContextMenuDemo: Sendable {
  /// Something that happens to the presented menu.
  public enum Action: Hashable, Sendable {
    /// The pressing finger (or a later one) moves to a point: drags the preview, highlights rows.
    case move(CGPoint)
    /// The finger lifts at a point: selects the row under it, taps an accessory, or (a later tap
    /// outside everything) dismisses.
    case touchUp(CGPoint)
    /// A later finger touches down at a point.
    case touchDown(CGPoint)
    /// A later tap: down and up at one point.
    case tap(CGPoint)
    /// A key.
    case key(ContextMenuKey)
    /// The menu scrolls to an offset.
    case scroll(CGFloat)
    /// The host dismisses the menu.
    case dismiss
  }

  /// One step of the script: an action, `delay` seconds after ``presentedTime``.
  public struct Step: Hashable, Sendable {
    /// Seconds after `ContextMenuDemo.presentedTime`.
    public var delay: TimeInterval
    /// What happens.
    public var action: Action

    /// Creates a step.
    public init(delay: TimeInterval, action: Action) {
      self.delay = delay
      self.action = action
    }
  }

  /// Where the menu is presented.
  public let container: ContextMenuContainer
  /// What the press presents.
  public let configuration: ContextMenuConfiguration
  /// The container's content (its root layer, `container.bounds` large), drawn under the overlay.
  public let background: Layer
  /// The layers of the background that are the source: hidden while the preview is out.
  public let sourceLayers: [LayerID]
  /// The source's content for the lifted preview, in the container's coordinates (identifiers
  /// distinct from the background's).
  public let sourceContent: Layer?
  /// The custom preview's content, or nil.
  public let previewContent: Layer?
  /// Where the finger touches down at 0 s, in the container's coordinates.
  public let touchPoint: CGPoint
  /// The timings and springs.
  public let timing: ContextMenuTiming
  /// Measures the menu's rows.
  public let engine: any TextLayoutEngine
  /// When the menu has appeared and settled (the expand spring's end) with the finger still down.
  public let presentedTime: TimeInterval
  /// The placement when the menu has appeared.
  public let presentedLayout: ContextMenuLayout
  /// The placement of the configuration, for the frames before the menu appears.
  public let restingLayout: ContextMenuLayout
  /// What happens after ``presentedTime``, in order.
  public var steps: [Step]

  /// Prepares a demo and runs the press until the menu has settled, to find ``presentedTime`` and
  /// ``presentedLayout``.
  ///
  /// - Parameters:
  ///   - container: Where the menu is presented.
  ///   - configuration: What the press presents.
  ///   - background: The container's content.
  ///   - sourceLayers: The background's layers that are the source (hidden while lifted).
  ///   - sourceContent: The source's content for the preview, in the container's coordinates.
  ///   - previewContent: A custom preview's content, or nil.
  ///   - touchPoint: Where the finger touches down; default the source's centre.
  ///   - steps: The script after the menu settled; default none (the finger stays down).
  ///   - timing: Default `ContextMenuTiming.phone`.
  ///   - context: The gallery's context (its text engine measures the menu).
  /// - Throws: `ContextMenuLayoutError` when the configuration cannot be placed, or
  ///   `ContextMenuDemo.ScriptError` when the press never presents the menu.
  public init(
    container: ContextMenuContainer, configuration: ContextMenuConfiguration, background: Layer,
    sourceLayers: [LayerID] = [], sourceContent: Layer? = nil, previewContent: Layer? = nil,
    touchPoint: CGPoint? = nil, steps: [Step] = [], timing: ContextMenuTiming = .phone, context: GalleryContext
  ) throws {
    self.container = container
    self.configuration = configuration
    self.background = background
    self.sourceLayers = sourceLayers
    self.sourceContent = sourceContent
    self.previewContent = previewContent
    self.touchPoint = touchPoint ?? configuration.source.bounds.center
    self.steps = steps
    self.timing = timing
    self.engine = context.textEngine
    let placement = ContextMenuPlacement(configuration: configuration, container: container)
    self.restingLayout = try placement.layout(engine: context.textEngine)
    var interaction = ContextMenuInteraction(
      timing: timing, container: container, engine: context.textEngine, configuration: configuration)
    interaction.handle(.touchDown(self.touchPoint, time: 0))
    interaction.advanceUntilPresented(from: 0)
    guard interaction.isPresented, let layout = interaction.layout, let expand = interaction.transition
    else { throw ScriptError.notPresented }
    // Rounded up to the next hundredth, so captions show the time exactly.
    self.presentedTime = (expand.endTime * 100).rounded(.up) / 100
    self.presentedLayout = layout
  }

  /// The script did not present the menu.
  public enum ScriptError: Error, CustomStringConvertible {
    /// The press never reached the presented state: check that the touch point is on the source
    /// and the configuration places.
    case notPresented

    /// What went wrong and how to fix it.
    public var description: String {
      "The scripted press never presented the menu; touch down on the source and give a placeable configuration."
    }
  }

  /// The interaction after running the script up to `time`.
  public func interaction(at time: TimeInterval) -> ContextMenuInteraction {
    var interaction = ContextMenuInteraction(
      timing: timing, container: container, engine: engine, configuration: configuration)
    interaction.handle(.touchDown(touchPoint, time: 0))
    for step in steps {
      let at = presentedTime + step.delay
      guard at <= time else { break }
      switch step.action {
      case .move(let point): interaction.handle(.touchMoved(point, time: at))
      case .touchUp(let point): interaction.handle(.touchUp(point, time: at))
      case .touchDown(let point): interaction.handle(.touchDown(point, time: at))
      case .tap(let point):
        interaction.handle(.touchDown(point, time: at))
        interaction.handle(.touchUp(point, time: at))
      case .key(let key): interaction.handle(.key(key, time: at))
      case .scroll(let offset):
        interaction.handle(.time(at))
        interaction.handle(.scrollMenu(to: offset))
      case .dismiss: interaction.handle(.dismiss(time: at))
      }
    }
    interaction.handle(.time(Swift.max(0, time)))
    return interaction
  }

  /// The overlay's layers at `time` (none while nothing is lifted or pressed).
  public func overlayLayers(at time: TimeInterval) -> [Layer] {
    overlayLayers(of: interaction(at: time), at: time)
  }

  /// The overlay's layers of `interaction` (driven on another script over this demo's container
  /// and configuration) at `time`.
  func overlayLayers(of interaction: ContextMenuInteraction, at time: TimeInterval) -> [Layer] {
    guard let presentation = interaction.presentation(at: Swift.max(0, time)) else { return [] }
    let overlay = ContextMenuOverlay(
      configuration: interaction.active ?? configuration, layout: interaction.layout ?? restingLayout,
      engine: engine, sourceContent: sourceContent, previewContent: previewContent)
    var appearances: [ContextMenuAccessory.ID: ContextMenuAccessory.Appearance] = [:]
    for accessory in configuration.accessories {
      appearances[accessory.identifier] = interaction.accessoryAppearance(accessory.identifier, at: Swift.max(0, time))
    }
    return overlay.layers(
      for: presentation, highlightedRow: interaction.highlightedRow, dragOffset: interaction.dragOffset,
      scrollOffset: interaction.menuScrollOffset, accessoryAppearances: appearances)
  }

  /// The container at `time`: the background, its source hidden while the preview is out, and the
  /// overlay.
  public func root(at time: TimeInterval) -> Layer {
    var root = background
    let layers = overlayLayers(at: time)
    if !layers.isEmpty {
      root = Self.hiding(sourceLayers, in: root)
      root.sublayers += layers
    }
    return root
  }

  /// ``root(at:)`` as a tree.
  ///
  /// - Throws: `SceneError` when identifiers collide.
  public func scene(at time: TimeInterval) throws -> LayerTree {
    try LayerTree(root: root(at: time))
  }

  /// A filmstrip: the container at each time, scaled by `scale`, in rows of `columns`, each frame
  /// labelled with its time, the interaction's state and an optional note.
  ///
  /// - Throws: `SceneError` when identifiers collide.
  public func filmstrip(
    _ frames: [(time: TimeInterval, note: String)], columns: Int, scale: CGFloat, context: GalleryContext
  ) throws -> LayerTree {
    var b = SceneBuilder(context: context)
    let strip = frames.map { frame in
      let state = Self.stateName(interaction(at: frame.time).state)
      let caption = String(format: "%.2f s · %@", frame.time, state) + (frame.note.isEmpty ? "" : " · " + frame.note)
      return (caption: caption, root: root(at: frame.time))
    }
    return try LayerTree(root: b.filmstrip(strip, columns: columns, scale: scale, border: Color(white: 0.8)))
  }

  /// A short name of an interaction state, for captions.
  public static func stateName(_ state: ContextMenuInteraction.State) -> String {
    switch state {
    case .idle: "idle"
    case .pressing: "pressing"
    case .pressEffect: "press effect"
    case .lifted: "lifted"
    case .presented: "menu"
    case .dismissing(let dismissal, _): dismissal == .toSource ? "returning" : "fading"
    }
  }

  /// `layer` with the layers named `ids` (anywhere below it) hidden.
  static func hiding(_ ids: [LayerID], in layer: Layer) -> Layer {
    var copy = layer
    if ids.contains(copy.id) { copy.isHidden = true }
    copy.sublayers = copy.sublayers.map { hiding(ids, in: $0) }
    return copy
  }
}
