import Foundation
import InteractionKitGTK
import InteractionKitGallery
import InteractionKitLinux

/// Page 3: a Messages conversation, laid out for the window's size. Long-press a bubble: it lifts
/// with the Tapback bar above it (leading for a received message, trailing for a sent one) and the
/// message menu, whose Translate row opens a submenu of languages; drag, and the preview and the
/// bar follow; click a reaction and it is logged. Double-click a bubble: the Tapback bar alone,
/// without the menu, as Messages opens it (logged `presented` with `accessoriesOnly`); clicking a
/// reaction there logs it and puts the bubble back. The last message is a voice message whose
/// play button keeps working while the bubble is lifted (logged `preview-control`, the menu
/// staying up). The conversation scrolls (the wheel) between the navigation bar and the input
/// bar, clipped to that viewport, so no bubble is ever drawn over the field.
@MainActor
enum MessagesPage {
  /// The page's view: the engine's context-menu scene over the conversation.
  static func view(engine: any TextLayoutEngine, environment: SceneEnvironment, log: EventLog?) -> SceneView {
    let scene = ConversationScene(engine: engine, environment: environment)
    logLayout(scene, log: log)
    let reference = WeakView()
    let view = SceneView(scene: scene) { event, time in
      let menu = reference.view?.scene(as: ConversationScene.self)?.menu
      switch event {
      case .lifted(let source): log?.write("lift", time: time, ["source": source])
      case .presented(let source):
        var fields: [String: Any] = ["source": source]
        fields["accessoriesOnly"] = menu?.interaction.presentsAccessoriesOnly ?? false
        if let layout = menu?.interaction.layout {
          fields["preview"] = EventLog.numbers(layout.previewFrame)
          fields["menu"] = layout.menuFrame.map { EventLog.numbers($0) as Any } ?? NSNull()
          if let bar = layout.accessories.first {
            fields["accessory"] = EventLog.numbers(bar.frame)
            fields["items"] = bar.items.map { ["id": $0.identifier.rawValue, "frame": EventLog.numbers($0.frame)] as [String: Any] }
          }
        }
        log?.write("presented", time: time, fields)
      case .selected(let action): log?.write("select", time: time, ["action": action.rawValue])
      case .accessoryItemTapped(let accessory, let item):
        log?.write("reaction", time: time, ["accessory": accessory.rawValue, "item": item.rawValue])
      case .dragged(let offset):
        var fields: [String: Any] = ["dx": Double(offset.width), "dy": Double(offset.height)]
        if let bar = menu?.interaction.layout?.accessories.first {
          fields["accessory"] = EventLog.numbers(bar.frame(dragTranslation: offset))
        }
        log?.write("drag", time: time, fields)
      case .submenuOpened(let path): log?.write("submenu", time: time, ["path": path, "open": true])
      case .submenuClosed(let path): log?.write("submenu", time: time, ["path": path, "open": false])
      case .dismissed: log?.write("dismissed", time: time)
      case .previewControlTapped(let source, let layer):
        log?.write("preview-control", time: time, ["source": source, "layer": layer.rawValue])
      case .previewTapped, .deferredElementsRequested: break
      }
    }
    reference.view = view
    return view
  }

  /// Logs where the bubbles are on screen (and the voice message with its play button, and the
  /// viewport they scroll in), so a driver can aim at them.
  static func logLayout(_ scene: ConversationScene, log: EventLog?) {
    log?.write("layout", time: 0, [
      "bubbles": scene.chat.bubbles.indices.map {
        [
          "frame": EventLog.numbers(scene.bubbleFrame($0)), "sent": scene.chat.bubbles[$0].isSent,
          "text": scene.chat.bubbles[$0].text,
        ] as [String: Any]
      },
      "voice": [
        "source": scene.chat.bubbles.count, "frame": EventLog.numbers(scene.voiceFrame),
        "play": EventLog.numbers(scene.playFrame),
      ] as [String: Any],
      "viewport": EventLog.numbers(scene.viewport),
      // Where the voice message and its play button are once the conversation is scrolled to its end.
      "voiceAtEnd": EventLog.numbers(scene.voiceFrame.offsetBy(dx: 0, dy: -scene.maximumScrollOffset)),
      "playAtEnd": EventLog.numbers(scene.playFrame.offsetBy(dx: 0, dy: -scene.maximumScrollOffset)),
    ])
  }

  /// A message's configuration with Translate as a submenu of languages (the Tapback bar is the
  /// engine's preset, its reactions already named in words).
  nonisolated static func messageConfiguration(_ configuration: ContextMenuConfiguration) -> ContextMenuConfiguration {
    var configuration = configuration
    configuration.menu.children = configuration.menu.children.map { element in
      guard case .action(let action) = element, action.identifier == "translate" else { return element }
      let languages = [("en", "English"), ("fr", "French"), ("es", "Spanish"), ("ja", "Japanese")]
      return .menu(
        Menu(
          "translate", title: action.title, image: action.image,
          children: languages.map { .action(MenuAction("translate-\($0.0)", title: $0.1)) }))
    }
    return configuration
  }
}

/// A weak reference to a view, for an event callback made before its view.
@MainActor
final class WeakView {
  weak var view: SceneView?
}

/// The Messages page's scene: the engine's context-menu scene over a conversation laid out for
/// the window. A new size lays the conversation out again while no menu is up (one that is up
/// keeps its layout until it is dismissed, then the conversation reflows).
///
/// The conversation is clipped to a viewport between the navigation bar (112 pt) and the input
/// bar (the bottom 84 pt, drawn opaque over it), and scrolls in it with the wheel while no menu
/// is up. After the transcript comes a voice message whose play button is a control of its lifted
/// preview (`ContextMenuScene.PreviewControl`): tapping it while the bubble is lifted is reported,
/// and the menu stays up.
struct ConversationScene: InteractiveScene {
  typealias Event = ContextMenuScene.Event
  typealias ElementID = ContextMenuScene.ElementID

  /// The navigation bar's height: the viewport starts below it.
  static let navigationBarHeight: CGFloat = 112
  /// The input bar's height at the bottom: the viewport ends above it.
  static let inputBarHeight: CGFloat = 84
  /// The voice message's size.
  static let voiceSize = CGSize(width: 210, height: 44)
  /// The play button in the voice message, in the bubble's coordinates.
  static let playButton = CGRect(x: 7, y: 7, width: 30, height: 30)
  /// The play button's layer in the lifted voice message: the preview's control.
  static let liftedPlayButton: LayerID = "lifted-voice.play"

  private(set) var menu: ContextMenuScene
  private(set) var chat: ChatScene
  /// How far the conversation is scrolled up, 0...``maximumScrollOffset``.
  private(set) var scrollOffset: CGFloat = 0
  /// The size the conversation was laid out for.
  private var chatSize: CGSize
  /// Whether the conversation was drawn in dark mode.
  private var chatIsDark: Bool
  private let engine: any TextLayoutEngine

  init(engine: any TextLayoutEngine, environment: SceneEnvironment) {
    self.engine = engine
    chatSize = Self.chatSize(environment)
    chatIsDark = environment.appearance.isDark
    chat = ChatScene(context: GalleryContext(textEngine: engine), size: chatSize, isDark: chatIsDark)
    menu = ContextMenuScene(
      background: chat.root, container: chat.container, sources: [], engine: engine, environment: environment)
    menu = makeMenu(environment: environment)
  }

  /// The size the conversation is laid out for: the window's, at least 320 × 480.
  private static func chatSize(_ environment: SceneEnvironment) -> CGSize {
    CGSize(width: max(320, environment.size.width), height: max(480, environment.size.height))
  }

  // MARK: Geometry

  /// Where the conversation is shown: between the navigation bar and the input bar.
  var viewport: CGRect {
    CGRect(
      x: 0, y: Self.navigationBarHeight, width: chatSize.width,
      height: max(0, chatSize.height - Self.navigationBarHeight - Self.inputBarHeight))
  }

  /// The voice message's frame, unscrolled: after the last bubble, on the leading side.
  private var voiceContentFrame: CGRect {
    let last = chat.bubbles.last?.frame.maxY ?? Self.navigationBarHeight
    return CGRect(origin: CGPoint(x: 20, y: last + 14), size: Self.voiceSize)
  }

  /// How far the conversation can scroll: its bottom (12 pt under the voice message) to the
  /// viewport's.
  var maximumScrollOffset: CGFloat { max(0, voiceContentFrame.maxY + 12 - viewport.maxY) }

  /// A transcript bubble's frame on screen (scrolled).
  func bubbleFrame(_ index: Int) -> CGRect { chat.bubbles[index].frame.offsetBy(dx: 0, dy: -scrollOffset) }
  /// The voice message's frame on screen (scrolled).
  var voiceFrame: CGRect { voiceContentFrame.offsetBy(dx: 0, dy: -scrollOffset) }
  /// The play button's frame on screen (scrolled).
  var playFrame: CGRect { Self.playButton.offsetBy(dx: voiceFrame.minX, dy: voiceFrame.minY) }

  /// The part of `frame` inside the viewport, where a press reaches it (an empty rect at its
  /// nearest edge when it is scrolled out).
  private func visible(_ frame: CGRect) -> CGRect {
    let clipped = frame.intersection(viewport)
    guard clipped.isNull else { return clipped }
    return CGRect(x: frame.minX, y: min(max(frame.minY, viewport.minY), viewport.maxY), width: 0, height: 0)
  }

  // MARK: Building

  /// The context-menu scene over the conversation scrolled by ``scrollOffset``.
  private func makeMenu(environment: SceneEnvironment) -> ContextMenuScene {
    let dy = -scrollOffset
    var sources: [ContextMenuScene.Source] = chat.bubbles.enumerated().map { index, bubble in
      let frame = bubbleFrame(index)
      var configuration = MessagesPage.messageConfiguration(bubble.configuration)
      configuration.source = ContextMenuSource(frame: frame)
      var lifted = bubble.liftedContent
      lifted.position.y += dy
      return ContextMenuScene.Source(
        frame: visible(frame), configuration: configuration, hiddenLayers: [bubble.layer], content: lifted,
        accessibilityLabel: bubble.text)
    }
    if var configuration = chat.bubbles.first(where: { !$0.isSent })?.configuration {
      configuration = MessagesPage.messageConfiguration(configuration)
      configuration.identifier = "message-voice"
      configuration.source = ContextMenuSource(frame: voiceFrame)
      sources.append(
        ContextMenuScene.Source(
          frame: visible(voiceFrame), configuration: configuration, hiddenLayers: ["voice"],
          content: voiceBubble(id: "lifted-voice", frame: voiceFrame), accessibilityLabel: "Voice message, 7 seconds",
          previewControls: [ContextMenuScene.PreviewControl(layer: Self.liftedPlayButton, accessibilityLabel: "Play")]))
    }
    return ContextMenuScene(
      background: background(), container: chat.container, sources: sources, engine: engine, environment: environment)
  }

  /// The screen: the navigation bar, the conversation clipped to the viewport and scrolled, and
  /// the input bar drawn opaque over the bottom.
  private func background() -> Layer {
    var root = chat.root
    var conversation = Layer(id: "conversation", frame: viewport)
    conversation.masksToBounds = true
    let dy = -scrollOffset - viewport.minY
    var bubbles = root.sublayers.filter { $0.id.rawValue.hasPrefix("bubble-") }
    for index in bubbles.indices { bubbles[index].position.y += dy }
    conversation.sublayers = bubbles + [
      voiceBubble(id: "voice", frame: voiceContentFrame.offsetBy(dx: 0, dy: -viewport.minY - scrollOffset))
    ]
    var others = root.sublayers.filter { !$0.id.rawValue.hasPrefix("bubble-") }
    var bar = Layer(
      id: "input.bar",
      frame: CGRect(x: 0, y: chatSize.height - Self.inputBarHeight, width: chatSize.width, height: Self.inputBarHeight))
    bar.backgroundColor = chatIsDark ? Color(rgb: 0x1C1C1E) : Color(rgb: 0xF7F7F7)
    var hairline = Layer(id: "input.bar.hairline", frame: CGRect(x: 0, y: 0, width: chatSize.width, height: 0.5))
    hairline.backgroundColor = Color(white: chatIsDark ? 1 : 0, alpha: chatIsDark ? 0.15 : 0.2)
    bar.sublayers = [hairline]
    let field = others.firstIndex { $0.id.rawValue.hasPrefix("input.") } ?? others.endIndex
    others.insert(bar, at: field)
    if let index = others.firstIndex(where: { $0.id == "input.field" }) {
      others[index].backgroundColor = chatIsDark ? .black : .white
    }
    root.sublayers = [conversation] + others
    return root
  }

  /// The voice message at `frame`: a received grey bubble with a blue play button, a waveform and
  /// its duration; `id` prefixes its layers.
  private func voiceBubble(id: String, frame: CGRect) -> Layer {
    var bubble = Layer(id: LayerID(id), frame: frame)
    bubble.backgroundColor = chatIsDark ? Color(rgb: 0x262628) : Color(rgb: 0xE9E9EB)
    bubble.cornerRadius = 18
    bubble.cornerCurve = .continuous
    var play = Layer(id: LayerID("\(id).play"), frame: Self.playButton)
    play.backgroundColor = .systemBlue
    play.cornerRadius = Self.playButton.width / 2
    var triangle = Path()
    triangle.move(to: CGPoint(x: 11, y: 8))
    triangle.addLine(to: CGPoint(x: 23, y: 15))
    triangle.addLine(to: CGPoint(x: 11, y: 22))
    triangle.closeSubpath()
    play.sublayers = [Layer.shape(LayerID("\(id).play.glyph"), path: triangle, fill: .white)]
    bubble.sublayers = [play]
    let heights: [CGFloat] = [6, 12, 18, 10, 22, 14, 8, 16, 20, 12, 6, 14, 18, 10, 8, 12, 6, 10, 14, 8]
    for (index, height) in heights.enumerated() {
      var bar = Layer(
        id: LayerID("\(id).wave.\(index)"),
        frame: CGRect(x: 46 + CGFloat(index) * 5, y: (frame.height - height) / 2, width: 3, height: height))
      bar.backgroundColor = .systemGray
      bar.cornerRadius = 1.5
      bubble.sublayers.append(bar)
    }
    let duration = engine.layout(
      AttributedText("0:07", attributes: TextAttributes(fontSize: 13, foregroundColor: .systemGray)),
      in: TextContainer(width: 40))
    bubble.sublayers.append(
      Layer.text(LayerID("\(id).duration"), layout: duration, at: CGPoint(x: 152, y: (frame.height - duration.size.height) / 2)))
    return bubble
  }

  // MARK: InteractiveScene

  var environment: SceneEnvironment { menu.environment }

  mutating func handle(_ input: SceneInput) -> [Event] {
    if case .scroll(_, let dy, let time) = input, menu.interaction.state == .idle {
      // While no menu is up the wheel scrolls the conversation.
      let events = menu.handle(.time(time))
      scroll(by: dy)
      return events
    }
    let events = menu.handle(input)
    reflowIfIdle(at: input.time)
    return events
  }

  mutating func perform(_ action: AccessibilityAction, on element: ElementID, time: TimeInterval) -> [Event] {
    menu.perform(action, on: element, time: time)
  }

  /// Scrolls the conversation by `dy` points (clamped to its extent).
  private mutating func scroll(by dy: CGFloat) {
    guard dy.isFinite else { return }
    let offset = min(max(0, scrollOffset + dy), maximumScrollOffset)
    guard offset != scrollOffset else { return }
    scrollOffset = offset
    menu = makeMenu(environment: menu.environment)
  }

  /// Lays the conversation out again for the environment's size or appearance, when either changed
  /// and no menu is up.
  private mutating func reflowIfIdle(at time: TimeInterval) {
    let size = Self.chatSize(menu.environment)
    let isDark = menu.environment.appearance.isDark
    guard menu.environment.hasRoom, size != chatSize || isDark != chatIsDark, menu.interaction.state == .idle else {
      return
    }
    chatSize = size
    chatIsDark = isDark
    chat = ChatScene(context: GalleryContext(textEngine: engine), size: size, isDark: isDark)
    scrollOffset = min(scrollOffset, maximumScrollOffset)
    menu = makeMenu(environment: menu.environment)
  }

  func layerTree(at time: TimeInterval) -> LayerTree { menu.layerTree(at: time) }
  var accessibilityTree: AccessibilityTree<ElementID> { menu.accessibilityTree }
  var cursor: SceneCursor { menu.cursor }
  func nextWake(after time: TimeInterval) -> SceneWake { menu.nextWake(after: time) }
}
