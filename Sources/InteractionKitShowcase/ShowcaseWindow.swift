import Foundation
import InteractionKitCLICore
import InteractionKitGTK
import InteractionKitLinux

/// The showcase's window: a scene view per page (made when the page is first opened), the app's
/// own shortcuts (S slow motion, D dark, 1–5 the pages) and the event log.
@MainActor
final class ShowcaseWindow {
  private let window: GTKWindow
  private let options: ShowcaseOptions
  private let log: EventLog?
  private let engine: any TextLayoutEngine
  private var views: [ShowcasePage: SceneView] = [:]
  private var current: ShowcasePage
  private var isDark: Bool
  private var isSlow: Bool

  init(options: ShowcaseOptions, log: EventLog?) {
    self.options = options
    self.log = log
    current = options.page
    isDark = options.dark ?? GTKMainLoop.prefersDarkAppearance
    isSlow = options.slowMotion
    window = GTKWindow(
      title: "InteractionKit Showcase \(InteractionKitVersion.current)", width: options.width, height: options.height,
      decorated: !options.testMode, resizable: !options.testMode)
    let pango = PangoTextLayoutEngine(fonts: .pinned)
    // Text laid out once for all frames (menus, cards, callouts, labels), unless comparing without caches.
    engine = options.renderCache ? CachingTextLayoutEngine(pango) : pango
    window.setContent(view(for: current))
    window.onClose = { GTKMainLoop.quit() }
    if let seconds = options.quitAfter { GTKMainLoop.after(seconds) { GTKMainLoop.quit() } }
  }

  /// Shows the window and gives the scene view the keyboard.
  func present() {
    window.present()
    log?.write("ready", time: view(for: current).now)
  }

  /// The environment a page's scene starts with.
  private var environment: SceneEnvironment {
    SceneEnvironment(
      size: CGSize(width: options.width, height: options.height), appearance: SceneAppearance(isDark: isDark))
  }

  /// A page's view, made the first time it is opened.
  private func view(for page: ShowcasePage) -> SceneView {
    if let view = views[page] { return view }
    let view: SceneView =
      switch page {
      case .timeline: TimelinePage.view(engine: engine, environment: environment, log: log)
      case .map: MapPage.view(engine: engine, environment: environment, log: log)
      case .messages: MessagesPage.view(engine: engine, environment: environment, log: log)
      case .toolbar: ToolbarPage.view(engine: engine, environment: environment, log: log)
      case .bigDocument: BigDocumentPage.view(engine: engine, environment: environment, log: log, text: options.document)
      }
    if isSlow { view.timeScale = 0.1 }
    if !options.renderCache { view.renderCache = nil }
    if options.fullRedraw { view.redrawsOnlyDamage = false }
    let pageFilter = view.inputFilter
    view.inputFilter = { [unowned self] input in self.handleShortcut(input) || pageFilter?(input) == true }
    log?.observe(view)
    views[page] = view
    return view
  }

  /// The app's own keys: S toggles slow motion, D dark, the number keys open pages. Every input is
  /// logged as it arrives (hover aside: it is frequent, and the pages log what it changes).
  private func handleShortcut(_ input: SceneInput) -> Bool {
    log?.record(input)
    guard case .key(.character(let character), let modifiers, let time) = input, modifiers.isEmpty else { return false }
    switch character {
    case "s":
      isSlow.toggle()
      for view in views.values { view.timeScale = isSlow ? 0.1 : 1 }
    case "d":
      isDark.toggle()
      for view in views.values { view.appearance.isDark = isDark }
    default:
      guard let page = ShowcasePage.allCases.first(where: { $0.key == character }) else { return false }
      open(page, time: time)
    }
    return true
  }

  /// Opens a page (after the key that asked for it is handled).
  private func open(_ page: ShowcasePage, time: TimeInterval) {
    guard page != current else { return }
    current = page
    log?.write("page", time: time, ["page": page.rawValue])
    GTKMainLoop.after(0) { [self] in
      let view = view(for: page)
      view.appearance.isDark = isDark
      window.setContent(view)
      window.present()
    }
  }
}
