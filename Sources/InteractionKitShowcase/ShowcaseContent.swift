import Foundation
import InteractionKitGTK
import InteractionKitLinux

/// A page of the showcase: what it shows, in light or dark.
@MainActor
protocol ShowcasePageContent: SceneViewContent {
  /// Whether the page draws in dark colours.
  var isDark: Bool { get set }
}

/// The showcase's own keys around a page: S toggles slow motion, D toggles dark; everything else
/// goes to the page.
@MainActor
final class ShowcaseContent: SceneViewContent {
  private let page: any ShowcasePageContent
  private let log: EventLog?
  weak var view: SceneView?

  init(page: any ShowcasePageContent, log: EventLog?) {
    self.page = page
    self.log = log
  }

  /// Logs an input as the engine receives it (hover is left out: it is frequent and the pages log
  /// what it changes).
  private func record(_ input: SceneInput) {
    guard let log else { return }
    switch input {
    case .pressed(let p, let t): log.write("press", time: t, ["x": Double(p.x), "y": Double(p.y)])
    case .released(let p, let t): log.write("release", time: t, ["x": Double(p.x), "y": Double(p.y)])
    case .scrolled(let dx, let dy, let t): log.write("wheel", time: t, ["dx": Double(dx), "dy": Double(dy)])
    case .key(let key, let t): log.write("key", time: t, ["key": "\(key)"])
    case .dragged, .pointerMoved, .pointerExited: break
    }
  }

  func tree(size: CGSize, time: TimeInterval) -> LayerTree { page.tree(size: size, time: time) }

  func handle(_ input: SceneInput, size: CGSize) -> Bool {
    record(input)
    switch input {
    case .key(.character("s"), _):
      if let view { view.timeScale = view.timeScale < 1 ? 1 : 0.1 }
      return true
    case .key(.character("d"), _):
      page.isDark.toggle()
      return true
    default:
      return page.handle(input, size: size)
    }
  }

  func advance(to time: TimeInterval, size: CGSize) -> Bool { page.advance(to: time, size: size) }

  func isAnimating(at time: TimeInterval) -> Bool { page.isAnimating(at: time) }
}
