import Foundation
import InteractionKitGTK
import InteractionKitLinux

/// A page of the showcase: what it shows, in light or dark.
@MainActor
protocol ShowcasePageContent: SceneViewContent {
  /// Whether the page draws in dark colours.
  var isDark: Bool { get set }
}

/// A page that shows one host: whatever the page does not do itself, the host does.
@MainActor
protocol HostedPage: ShowcasePageContent {
  /// The host the page shows.
  var hosted: any SceneViewContent { get }
}

extension HostedPage {
  func tree(size: CGSize, time: TimeInterval) -> LayerTree { hosted.tree(size: size, time: time) }
  func handle(_ input: SceneInput, size: CGSize) -> Bool { hosted.handle(input, size: size) }
  func advance(to time: TimeInterval, size: CGSize) -> Bool { hosted.advance(to: time, size: size) }
  func isAnimating(at time: TimeInterval) -> Bool { hosted.isAnimating(at: time) }
  var showsSystemPointer: Bool { hosted.showsSystemPointer }
  var accessibilityElements: [AccessibilityElement] { hosted.accessibilityElements }
  var focusedAccessibilityElement: String? { hosted.focusedAccessibilityElement }
  func activate(accessibilityElement identifier: String, time: TimeInterval) -> Bool {
    hosted.activate(accessibilityElement: identifier, time: time)
  }
}

/// The showcase's own keys around its pages: S toggles slow motion, D toggles dark, the number
/// keys open pages (1 timeline, 2 map, 3 messages, 4 toolbar, 5 big document); everything else goes to the page shown.
@MainActor
final class ShowcaseContent: SceneViewContent {
  private var pages: [ShowcasePage: any ShowcasePageContent] = [:]
  private var current: ShowcasePage
  private let makePage: (ShowcasePage) -> any ShowcasePageContent
  private let log: EventLog?
  private var isDark = false
  weak var view: SceneView?

  init(
    page: ShowcasePage, log: EventLog?, isDark: Bool = false,
    makePage: @escaping (ShowcasePage) -> any ShowcasePageContent
  ) {
    self.current = page
    self.makePage = makePage
    self.log = log
    self.isDark = isDark
  }

  /// The page shown, made the first time it is opened.
  private var page: any ShowcasePageContent {
    if let page = pages[current] { return page }
    let page = makePage(current)
    page.isDark = isDark
    pages[current] = page
    return page
  }

  /// Opens a page.
  func open(_ newPage: ShowcasePage, time: TimeInterval) {
    guard newPage != current else { return }
    current = newPage
    log?.write("page", time: time, ["page": newPage.rawValue])
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
      isDark.toggle()
      for page in pages.values { page.isDark = isDark }
      return true
    case .key(.character(let character), let time):
      if let target = ShowcasePage.allCases.first(where: { $0.key == character }) {
        open(target, time: time)
        return true
      }
      return page.handle(input, size: size)
    default:
      return page.handle(input, size: size)
    }
  }

  func advance(to time: TimeInterval, size: CGSize) -> Bool { page.advance(to: time, size: size) }

  func isAnimating(at time: TimeInterval) -> Bool { page.isAnimating(at: time) }

  var showsSystemPointer: Bool { page.showsSystemPointer }

  var accessibilityElements: [AccessibilityElement] { page.accessibilityElements }

  var focusedAccessibilityElement: String? { page.focusedAccessibilityElement }

  func activate(accessibilityElement identifier: String, time: TimeInterval) -> Bool {
    page.activate(accessibilityElement: identifier, time: time)
  }
}
