import Foundation
import InteractionKitLinux

/// The timeline's local fixture of link metadata: what each link's preview card shows (title,
/// site, a line of description and a drawn image), with no network. Links not listed here (the
/// e-mail addresses) get the engine's plain card derived from their address.
enum TimelineLinkMetadata {
  /// The cards, by host (without `www.`).
  static let cards: [String: LinkPreviewMetadata] = [
    "swift.org": LinkPreviewMetadata(
      title: "Swift Documentation", siteName: "swift.org",
      summary: "Guides, tutorials and references for the Swift language and its standard library.",
      image: .placeholder(.init(startColor: Color(rgb: 0xFFA07A), endColor: Color(rgb: 0xF05138), symbol: "{ }"))),
    "gnome.org": LinkPreviewMetadata(
      title: "GNOME — a simple and beautiful desktop", siteName: "gnome.org",
      summary: "An easy and elegant way to use your computer, designed to put you in control.",
      image: .placeholder(.init(startColor: Color(rgb: 0x62A0EA), endColor: Color(rgb: 0x1C71D8), symbol: "G"))),
    "developer.apple.com": LinkPreviewMetadata(
      title: "Human Interface Guidelines", siteName: "Apple Developer",
      summary: "Guidance and best practices for designing great experiences across Apple platforms.",
      image: .placeholder(.init(startColor: Color(rgb: 0x8E8E93), endColor: Color(rgb: 0x1D1D1F), symbol: "HIG"))),
    "github.com": LinkPreviewMetadata(
      title: "swiftlang", siteName: "GitHub",
      summary: "The Swift programming language, its compiler, package manager and tools.",
      image: .placeholder(.init(startColor: Color(rgb: 0x57606A), endColor: Color(rgb: 0x24292F), symbol: "</>"))),
    "example.com": LinkPreviewMetadata(
      title: "مرحبا", siteName: "example.com",
      summary: "صفحة مثال باللغة العربية.",
      image: .placeholder(.init(startColor: Color(rgb: 0x57D37A), endColor: Color(rgb: 0x248A3D), symbol: "ع"))),
    "hachyderm.io": LinkPreviewMetadata(
      title: "Dana (@dana@hachyderm.io)", siteName: "Hachyderm",
      summary: "A long thread about pointer magnetism, callouts and context menus.",
      image: .placeholder(.init(startColor: Color(rgb: 0xA994FF), endColor: Color(rgb: 0x563ACC), symbol: "@"))),
  ]

  /// The card of a link, by its host (without `www.`); nil for a host not in the fixture.
  @Sendable static func metadata(for url: URL) -> LinkPreviewMetadata? {
    guard var host = url.host?.lowercased() else { return nil }
    if host.hasPrefix("www.") { host.removeFirst(4) }
    return cards[host]
  }
}
