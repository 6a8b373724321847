import ArgumentParser

/// The pages of the showcase.
enum ShowcasePage: String, CaseIterable, ExpressibleByArgument {
  /// 1: a Mastodon-like timeline: taps, link previews, scrolling.
  case timeline
  /// 2: a pannable map with pins and their callouts.
  case map
  /// 3: a Messages conversation: long-press a bubble for the Tapback bar and the menu.
  case messages
  /// 4: pointer interactions: contiguous buttons, gaps, a segmented control, hit areas, a beam.
  case toolbar
  /// 5: a 10 MB document that opens at once and scrolls; tokens tappable everywhere.
  case bigDocument = "big-document"

  /// The number key that opens the page.
  var key: Character {
    switch self {
    case .timeline: "1"
    case .map: "2"
    case .messages: "3"
    case .toolbar: "4"
    case .bigDocument: "5"
    }
  }
}

/// What the command line asked for.
struct ShowcaseOptions {
  var page: ShowcasePage
  var width: Int
  var height: Int
  var testMode: Bool
  var slowMotion: Bool
  var quitAfter: Double?
  /// Dark or light; nil follows the system's preference.
  var dark: Bool?
  /// Whether the view keeps laid-out text and blurred shadows between frames.
  var renderCache = true
  /// Whether every frame redraws everything instead of only what changed (a baseline).
  var fullRedraw = false
  /// The text of `--document`, shown on the big-document page instead of the generated one.
  var document: String?
}
