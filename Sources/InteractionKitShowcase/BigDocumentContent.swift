import Foundation
import InteractionKitGTK
import InteractionKitLinux
import InteractionKitTestSupport

/// Page 5: a 10 MB document (the mixed synthetic corpus: Latin, Cyrillic, CJK, Arabic, Hebrew,
/// emoji, a token every ten words) that opens at once: tokens are detected as paragraphs come into
/// view. Scroll with the wheel or the track on the right edge; every token can be tapped.
@MainActor
final class BigDocumentContent: HostedPage {
  var hosted: any SceneViewContent { host }

  private let host: InteractiveTextHost
  var isDark = false {
    didSet { host.isDark = isDark }
  }

  private let log: EventLog?
  private var loggedTokens = false

  init(engine: any TextLayoutEngine, log: EventLog?, utf8Count: Int = 10_000_000) {
    self.log = log
    let started = Date()
    let document = TextDocument(SyntheticCorpus.mixed(utf8Count: utf8Count, seed: 7), detector: TokenDetector(profile: .twitter))
    log?.write("opened", time: 0, ["utf16": document.length, "seconds": Date().timeIntervalSince(started)])
    host = InteractiveTextHost(document: document, engine: engine)
    host.onEvent = { [weak self] event, time in
      switch event {
      case .tapped(let token): log?.write("tap", time: time, TimelineContent.fields(token))
      case .lifted(let token): log?.write("lift", time: time, TimelineContent.fields(token))
      case .scrolled(let origin):
        log?.write("scroll", time: time, ["y": Double(origin.y)])
        self?.loggedTokens = false
      case .longPressed, .selected, .returning, .dismissed: break
      }
    }
  }

  func tree(size: CGSize, time: TimeInterval) -> LayerTree {
    let tree = host.tree(size: size, time: time)
    if !loggedTokens, let log {
      loggedTokens = true
      // After the frame: the log is the driver's, not part of drawing.
      GTKMainLoop.after(0) { [host] in log.writeTokens(of: host, time: time) }
    }
    return tree
  }

}
