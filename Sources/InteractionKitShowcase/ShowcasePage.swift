import ArgumentParser

/// The pages of the showcase.
enum ShowcasePage: String, CaseIterable, ExpressibleByArgument {
  case timeline
}

/// What the command line asked for.
struct ShowcaseOptions {
  var page: ShowcasePage
  var width: Int
  var height: Int
  var testMode: Bool
  var slowMotion: Bool
  var quitAfter: Double?
}
