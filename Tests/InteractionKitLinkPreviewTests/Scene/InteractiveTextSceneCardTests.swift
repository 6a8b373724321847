import Foundation
import InteractionKitGeometry
import InteractionKitInteractiveText
import InteractionKitLinkPreview
import InteractionKitLiveScene
import InteractionKitScene
import InteractionKitTestSupport
import InteractionKitTextLayout
import InteractionKitTextTokens
import Testing

/// The preview card's content: a page's title, site, description and image from the app's
/// metadata, or the plain card derived from the link's address.
@Suite struct InteractiveTextSceneCardTests {
  static let docs = LinkPreviewMetadata(
    title: "Swift Documentation", siteName: "swift.org",
    summary: "Guides, tutorials and references for the Swift language and its standard library.",
    image: .placeholder(.init(startColor: Color(rgb: 0xFFA07A), endColor: Color(rgb: 0xF05138), symbol: "{ }")))

  /// Lifts the first link of the timeline and returns the presented tree.
  static func liftFirstLink(metadata: @escaping @Sendable (URL) -> LinkPreviewMetadata? = { _ in nil }) throws -> LayerTree {
    let scene = InteractiveTextScene(
      document: TextDocument(SceneFixture.timeline, detector: TokenDetector(profile: .mastodon)),
      engine: FakeTextLayoutEngine(), environment: SceneEnvironment(size: SceneFixture.size), metadata: metadata)
    var host = VirtualHost(scene: scene)
    let (link, rects) = try #require(host.scene.first(.url))
    #expect(link.text == "https://swift.org/documentation")
    host.send(.pointerDown(center(rects[0]), time: 0))
    host.run(for: 0.6)
    host.send(.pointerUp(center(rects[0]), time: host.now))
    host.settle()
    return host.layerTree
  }

  static func text(_ id: LayerID, in tree: LayerTree) -> (string: String, width: CGFloat)? {
    guard case .text(let contents) = tree.layer(id)?.contents else { return nil }
    return (contents.layout.text.string, contents.layout.size.width)
  }

  @Test func aLinkWithMetadataShowsItsTitleSiteDescriptionAndImage() throws {
    let tree = try Self.liftFirstLink { url in url.absoluteString == "https://swift.org/documentation" ? Self.docs : nil }
    #expect(Self.text("card.title", in: tree)?.string == "Swift Documentation")
    #expect(Self.text("card.site", in: tree)?.string == "swift.org")
    // The card is 320 pt wide, its text 12 pt in from either side: 296 pt, 29 of the fake engine's
    // 10 pt graphemes; the description is cut to one line with an ellipsis.
    let summary = try #require(Self.text("card.summary", in: tree))
    #expect(summary.string == "Guides, tutorials and refere…")
    #expect(summary.width <= 296)
    #expect(tree.layer("card.image.tile") != nil)
    #expect(Self.text("card.image.symbol", in: tree)?.string == "{ }")
    // The shading runs from the start colour to the end colour.
    #expect(tree.layer("card.image.band.0")?.backgroundColor == Color(rgb: 0xFFA07A))
    #expect(tree.layer("card.image.band.23")?.backgroundColor == Color(rgb: 0xF05138))
  }

  @Test func aLinkWithoutMetadataGetsTheCardDerivedFromItsAddress() throws {
    let tree = try Self.liftFirstLink()
    #expect(Self.text("card.title", in: tree)?.string == "documentation")
    #expect(Self.text("card.site", in: tree)?.string == "swift.org")
    // The whole address as the description, cut to 29 of the fake engine's graphemes.
    #expect(Self.text("card.summary", in: tree)?.string == "https://swift.org/documentat…")
    // A grey stand-in with the site's initial.
    #expect(Self.text("card.image.symbol", in: tree)?.string == "S")
  }

  @Test func theDerivedMetadataTakesTheHostAsTheSiteAndThePathAsTheTitle() throws {
    let root = LinkPreviewMetadata(derivedFrom: try #require(URL(string: "https://www.gnome.org/")))
    #expect(root == LinkPreviewMetadata(title: "www.gnome.org", siteName: "www.gnome.org", summary: "https://www.gnome.org/"))
    let deep = LinkPreviewMetadata(
      derivedFrom: try #require(URL(string: "https://developer.apple.com/design/human-interface-guidelines/")))
    #expect(deep.title == "design/human-interface-guidelines")
    #expect(deep.siteName == "developer.apple.com")
    #expect(deep.image == nil)
    let mail = LinkPreviewMetadata(derivedFrom: try #require(URL(string: "mailto:ben@example.org")))
    #expect(mail.title == "ben@example.org")
    #expect(mail.siteName == "example.org")
    let news = LinkPreviewMetadata(derivedFrom: try #require(URL(string: "news:comp.lang.swift")))
    #expect(news.siteName == "news")
  }

  @Test func aRasterImageFillsTheImageAreaKeepingItsAspect() throws {
    // A 2 × 1 pixel image fills the 320 × 116 area by its width: 320 × 160, centred, cut above and below.
    let image = try RasterImage(pixelWidth: 2, pixelHeight: 1, rgba: [255, 0, 0, 255, 0, 0, 255, 255])
    let tree = try Self.liftFirstLink { _ in LinkPreviewMetadata(title: "T", siteName: "S", image: .raster(image)) }
    #expect(tree.layer("card.image")?.frame == CGRect(x: 0, y: 0, width: 320, height: 116))
    #expect(tree.layer("card.image.raster")?.frame == CGRect(x: 0, y: -22, width: 320, height: 160))
    #expect(tree.layer("card.image.tile") == nil)
    #expect(tree.layer("card.summary") == nil)
  }
}
