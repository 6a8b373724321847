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
    (0 ..< 12).map { round in posts.map { $0 }.joined(separator: "\n\n") + (round < 11 ? "\n\n" : "") }.joined()
  }

  static func make(engine: any TextLayoutEngine, log: EventLog?) -> TimelineContent {
    TimelineContent(engine: engine, log: log)
  }
}

/// The timeline page's content: an interactive text host and a status line.
@MainActor
final class TimelineContent: HostedPage {
  var hosted: any SceneViewContent { host }

  private let host: InteractiveTextHost
  private let engine: any TextLayoutEngine
  private var status = "Tap a token, or press and hold a link."
  var isDark = false {
    didSet { host.isDark = isDark }
  }

  init(engine: any TextLayoutEngine, log: EventLog?) {
    self.engine = engine
    self.log = log
    let document = TextDocument(TimelinePage.text, detector: TokenDetector(profile: .mastodon))
    host = InteractiveTextHost(document: document, engine: engine)
    host.onEvent = { [weak self] event, time in
      guard let self else { return }
      switch event {
      case .tapped(let token):
        self.status = "Tapped \(token.kind): \(token.text)"
        log?.write("tap", time: time, Self.fields(token))
      case .longPressed(let token):
        self.status = "Long-pressed \(token.kind): \(token.text)"
        log?.write("long-press", time: time, Self.fields(token))
      case .lifted(let token):
        log?.write("lift", time: time, Self.fields(token))
      case .selected(let action, let token):
        self.status = "\(action) \(token?.text ?? "")"
        log?.write("select", time: time, ["action": action])
      case .returning(let rects):
        log?.write("returning", time: time, ["rects": rects.map { [Double($0.minX), Double($0.minY), Double($0.width), Double($0.height)] }])
      case .dismissed:
        log?.write("dismissed", time: time)
      case .scrolled(let origin):
        log?.write("scroll", time: time, ["y": Double(origin.y)])
        self.loggedTokens = false  // the next frame logs where the tokens are now
      }
    }
  }

  static func fields(_ token: Token) -> [String: Any] {
    ["kind": token.kind.description, "text": token.text, "location": token.range.location, "length": token.range.length]
  }

  static let statusHeight: CGFloat = 28

  private let log: EventLog?
  private var loggedTokens = false

  /// Logs the visible tokens and their rects once, so a driver can aim at them.
  private func logTokens(time: TimeInterval) {
    guard !loggedTokens, let log else { return }
    loggedTokens = true
    // After the frame: the log is the driver's, not part of drawing.
    GTKMainLoop.after(0) { [host] in log.writeTokens(of: host, time: time) }
  }

  func tree(size: CGSize, time: TimeInterval) -> LayerTree {
    let textSize = CGSize(width: size.width, height: max(1, size.height - Self.statusHeight))
    var root = host.tree(size: textSize, time: time).root
    logTokens(time: time)
    root.bounds.size = size
    var bar = Layer(
      id: "status", frame: CGRect(x: 0, y: textSize.height, width: size.width, height: Self.statusHeight),
      backgroundColor: isDark ? Color(white: 0.2) : Color(white: 0.93))
    let layout = engine.layout(
      AttributedText(status, attributes: TextAttributes(fontSize: 13, foregroundColor: isDark ? .white : .black)),
      in: TextContainer(width: size.width - 24))
    bar.addSublayer(.text("status.text", layout: layout, at: CGPoint(x: 12, y: 6)))
    root.sublayers.insert(bar, at: 1)
    // A preview dims the whole window, the status line too (it sits under the overlay).
    if let dimming = root.sublayers.firstIndex(where: { $0.id == "linkPreview.dimming" }) {
      root.sublayers[dimming].frame = CGRect(origin: .zero, size: size)
    }
    return (try? LayerTree(root: root)) ?? host.tree(size: textSize, time: time)
  }

  func handle(_ input: SceneInput, size: CGSize) -> Bool {
    host.handle(input, size: CGSize(width: size.width, height: max(1, size.height - Self.statusHeight)))
  }

  func advance(to time: TimeInterval, size: CGSize) -> Bool {
    host.advance(to: time, size: CGSize(width: size.width, height: max(1, size.height - Self.statusHeight)))
  }

}
