import Foundation
import InteractionKitGTK
import InteractionKitLinux

/// Page 1: a long Mastodon-like timeline. Tap a token and the status line says what was tapped;
/// long-press a link and its preview lifts; scroll with the wheel, move focus with Tab.
@MainActor
enum TimelinePage {
  /// The posts: links, federated mentions, hashtags, e-mail addresses, emoji, one Arabic post.
  static let posts = [
    "Anna Lind @anna@mastodon.social · 2m\nShipped the new docs today 🎉 Read them at https://swift.org/documentation and tell @ben@fosstodon.org what you think. #Swift #docs",
    "Ben Okafor @ben@fosstodon.org · 5m\nLong-press a link to preview it: https://www.gnome.org/ and https://developer.apple.com/design/human-interface-guidelines/ both lift. Questions to ben@example.org.",
    "سارة @sara@mastodon.online · 9m\nمرحبا بالجميع! شاهدوا https://example.com/ar/مرحبا #عربي",
    "Chen Wei @chen@social.example · 12m\nPointer magnetism, callouts, context menus… all in one engine 🧲📍 #InteractionKit $AAPL https://github.com/swiftlang",
    "Dana @dana@hachyderm.io · 20m\nA wrapped link: https://hachyderm.io/@dana/statuses/112233445566778899/with/a/very/long/path?and=query#fragment then more text after it.",
  ]

  /// The timeline repeated to be long enough to scroll.
  static var text: String {
    (0 ..< 12).map { round in posts.joined(separator: "\n\n") + (round < 11 ? "\n\n" : "") }.joined()
  }

  /// The page's view: the timeline's scene, its events logged.
  static func view(engine: any TextLayoutEngine, environment: SceneEnvironment, log: EventLog?) -> SceneView {
    let document = TextDocument(text, detector: TokenDetector(profile: .mastodon))
    let scene = TimelineScene(document: document, engine: engine, environment: environment)
    let tokens = TokenLogger(log: log)
    let view = SceneView(scene: scene) { event, time in
      switch event {
      case .tapped(let token): log?.write("tap", time: time, EventLog.fields(token))
      case .longPressed(let token): log?.write("long-press", time: time, EventLog.fields(token))
      case .lifted(let token): log?.write("lift", time: time, EventLog.fields(token))
      case .selected(let action, _): log?.write("select", time: time, ["action": action])
      case .returning(let rects): log?.write("returning", time: time, ["rects": rects.map(EventLog.numbers)])
      case .dismissed: log?.write("dismissed", time: time)
      case .scrolled(let origin):
        log?.write("scroll", time: time, ["y": Double(origin.y)])
        tokens.pending = true
      }
    }
    tokens.follow(view, as: TimelineScene.self) { $0.text.visibleTokens }
    return view
  }
}

/// The timeline page's scene: the engine's interactive text above a status line that says what
/// was tapped. Everything but the status line is the text scene's; this only sizes it and draws
/// the line under the preview's dimming.
struct TimelineScene: InteractiveScene {
  typealias Event = InteractiveTextScene.Event
  typealias ElementID = InteractiveTextScene.ElementID

  /// The status line's height.
  static let statusHeight: CGFloat = 28

  private(set) var text: InteractiveTextScene
  private(set) var environment: SceneEnvironment
  private var status = "Tap a token, or press and hold a link."
  private let engine: any TextLayoutEngine

  init(document: TextDocument, engine: any TextLayoutEngine, environment: SceneEnvironment) {
    self.engine = engine
    self.environment = environment
    text = InteractiveTextScene(
      document: document, engine: engine, environment: Self.textEnvironment(environment),
      metadata: TimelineLinkMetadata.metadata(for:))
  }

  /// The text's environment: the page's, less the status line.
  private static func textEnvironment(_ environment: SceneEnvironment) -> SceneEnvironment {
    var text = environment
    text.size.height = max(0, environment.size.height - statusHeight)
    return text
  }

  mutating func handle(_ input: SceneInput) -> [Event] {
    var input = input
    if case .environment(let environment, let time) = input {
      self.environment = environment
      input = .environment(Self.textEnvironment(environment), time: time)
    }
    return noting(text.handle(input))
  }

  mutating func perform(_ action: AccessibilityAction, on element: ElementID, time: TimeInterval) -> [Event] {
    noting(text.perform(action, on: element, time: time))
  }

  /// Says in the status line what the events did.
  private mutating func noting(_ events: [Event]) -> [Event] {
    for event in events {
      switch event {
      case .tapped(let token): status = "Tapped \(token.kind): \(token.text)"
      case .longPressed(let token): status = "Long-pressed \(token.kind): \(token.text)"
      case .selected(let action, let token): status = "\(action) \(token?.text ?? "")"
      default: break
      }
    }
    return events
  }

  func layerTree(at time: TimeInterval) -> LayerTree {
    var root = text.layerTree(at: time).root
    root.bounds.size = environment.size
    let isDark = environment.appearance.isDark
    var bar = Layer(
      id: "status",
      frame: CGRect(x: 0, y: text.environment.size.height, width: environment.size.width, height: Self.statusHeight),
      backgroundColor: isDark ? Color(white: 0.2) : Color(white: 0.93))
    let layout = engine.layout(
      AttributedText(status, attributes: TextAttributes(fontSize: 13, foregroundColor: isDark ? .white : .black)),
      in: TextContainer(width: max(1, environment.size.width - 24)))
    bar.addSublayer(.text("status.text", layout: layout, at: CGPoint(x: 12, y: 6)))
    root.sublayers.insert(bar, at: min(1, root.sublayers.count))
    // A preview dims the whole window, the status line too (it sits under the overlay).
    if let dimming = root.sublayers.firstIndex(where: { $0.id == "linkPreview.dimming" }) {
      root.sublayers[dimming].frame = CGRect(origin: .zero, size: environment.size)
    }
    return (try? LayerTree(root: root)) ?? text.layerTree(at: time)
  }

  var accessibilityTree: AccessibilityTree<ElementID> { text.accessibilityTree }
  var cursor: SceneCursor { text.cursor }
  func nextWake(after time: TimeInterval) -> SceneWake { text.nextWake(after: time) }
}

/// Logs a text page's visible tokens after the first frame and after each scroll, so a driver
/// can aim at them (after the frame: the log is the driver's, not part of drawing).
@MainActor
final class TokenLogger {
  private let log: EventLog?
  var pending = true

  init(log: EventLog?) { self.log = log }

  func follow<Scene: InteractiveScene>(
    _ view: SceneView, as type: Scene.Type, tokens: @escaping (Scene) -> [(token: Token, lineRects: [CGRect])]
  ) {
    guard let log else { return }
    let frames = view.onFrame
    view.onFrame = { [unowned self, unowned view] time, seconds in
      frames?(time, seconds)
      guard pending else { return }
      pending = false
      // Logged at the time it is written (never before the input that scrolled, as the frame's
      // time can be).
      GTKMainLoop.after(0) {
        if let scene = view.scene(as: Scene.self) { log.writeTokens(tokens(scene), time: max(time, view.now)) }
      }
    }
  }
}
