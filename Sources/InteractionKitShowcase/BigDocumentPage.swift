import Foundation
import InteractionKitGTK
import InteractionKitLinux
import InteractionKitTestSupport

/// Page 5: a 10 MB document (the mixed synthetic corpus: Latin, Cyrillic, CJK, Arabic, Hebrew,
/// emoji, a token every ten words) that opens at once: tokens are detected as paragraphs come into
/// view. Scroll with the wheel, the keys or the track on the right edge; every token can be tapped.
/// `interactionkit-showcase --document FILE` shows FILE instead.
@MainActor
enum BigDocumentPage {
  /// The page's view: the engine's interactive text over the document (`text`, or the generated
  /// corpus of `utf8Count` bytes when it is `nil`).
  static func view(
    engine: any TextLayoutEngine, environment: SceneEnvironment, log: EventLog?, utf8Count: Int = 10_000_000,
    text: String? = nil
  ) -> SceneView {
    let started = Date()
    let document = TextDocument(
      text ?? SyntheticCorpus.mixed(utf8Count: utf8Count, seed: 7), detector: TokenDetector(profile: .twitter))
    log?.write("opened", time: 0, ["utf16": document.length, "seconds": Date().timeIntervalSince(started)])
    let tokens = TokenLogger(log: log)
    let view = SceneView(scene: InteractiveTextScene(document: document, engine: engine, environment: environment)) {
      event, time in
      switch event {
      case .tapped(let token): log?.write("tap", time: time, EventLog.fields(token))
      case .lifted(let token): log?.write("lift", time: time, EventLog.fields(token))
      case .scrolled(let origin):
        log?.write("scroll", time: time, ["y": Double(origin.y)])
        tokens.pending = true
      case .longPressed, .selected, .returning, .dismissed: break
      }
    }
    tokens.follow(view, as: InteractiveTextScene.self) { $0.visibleTokens }
    return view
  }
}
