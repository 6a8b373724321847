public import Foundation
public import InteractionKitGeometry
public import InteractionKitScene

/// What a link's preview card shows: the page's title, its site, a line of its description and an
/// image, as `LPLinkMetadata` gives them to `LPLinkView`.
///
/// The engine never fetches anything: an app gives the metadata it has (from its cache, its server,
/// or a fixture) to `InteractiveTextScene` through its `metadata` provider, one URL at a time. A link
/// without metadata gets a plain card derived from its address (``init(derivedFrom:)``): its host as
/// the site and its path as the title.
///
/// ```swift
/// let docs = LinkPreviewMetadata(
///   title: "Swift Documentation", siteName: "swift.org",
///   summary: "Guides and references for the Swift language and its packages.",
///   image: .placeholder(.init(startColor: Color(rgb: 0xF05138), endColor: Color(rgb: 0xFFA07A), symbol: "{ }")))
/// let scene = InteractiveTextScene(
///   document: document, engine: engine, environment: environment,
///   metadata: { url in url.host == "swift.org" ? docs : nil })
/// ```
public struct LinkPreviewMetadata: Hashable, Sendable {
  /// A drawn stand-in for a page's image: a block shading from one colour to another, with a short
  /// symbol on a white rounded tile in its middle (an app icon's look), built from plain layers.
  public struct Placeholder: Hashable, Sendable {
    /// The colour at the top of the block.
    public var startColor: Color
    /// The colour at the bottom of the block.
    public var endColor: Color
    /// The tile's symbol: a character or two (an initial, a glyph such as "{ }" or "◆").
    public var symbol: String

    /// Creates a placeholder.
    ///
    /// - Parameters:
    ///   - startColor: The colour at the top of the block.
    ///   - endColor: The colour at the bottom of the block.
    ///   - symbol: The tile's symbol; an empty symbol draws the tile without one.
    public init(startColor: Color, endColor: Color, symbol: String) {
      self.startColor = startColor
      self.endColor = endColor
      self.symbol = symbol
    }
  }

  /// The image at the top of the card.
  public enum Image: Hashable, Sendable {
    /// A decoded image, scaled to fill the image area (its aspect ratio kept, the overflow cut off).
    case raster(RasterImage)
    /// A drawn stand-in (no image file needed).
    case placeholder(Placeholder)
  }

  /// The page's title, on the card's first line of text (cut with an ellipsis when too long).
  public var title: String
  /// The site's name (or its host), on the card's last line.
  public var siteName: String
  /// The page's description (Open Graph's `og:description`), on one line under the title (cut with
  /// an ellipsis when too long); empty for none.
  public var summary: String
  /// The image at the top of the card; `nil` for a grey area with the site's initial.
  public var image: Image?

  /// Creates metadata for a card.
  ///
  /// - Parameters:
  ///   - title: The page's title.
  ///   - siteName: The site's name or host.
  ///   - summary: One line of the page's description; default none.
  ///   - image: The card's image; default `nil` (a grey area with the site's initial).
  public init(title: String, siteName: String, summary: String = "", image: Image? = nil) {
    self.title = title
    self.siteName = siteName
    self.summary = summary
    self.image = image
  }

  /// The plain card of a link without metadata: the host as the site (an e-mail address's domain
  /// for `mailto:`, the scheme for another address without a host), the path as the title (without its leading slash; the host again when
  /// the path is empty or `/`), the whole address as the description, and no image.
  ///
  /// - Parameter url: The link's address.
  public init(derivedFrom url: URL) {
    let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
    let host = components?.host ?? ""
    var path = components?.path ?? ""
    let domain = url.scheme?.lowercased() == "mailto" ? path.split(separator: "@").last.map(String.init) : nil
    let site = host.isEmpty ? (domain ?? url.scheme ?? url.absoluteString) : host
    if path.hasPrefix("/") { path.removeFirst() }
    if path.hasSuffix("/") { path.removeLast() }
    self.init(title: path.isEmpty ? site : path, siteName: site, summary: url.absoluteString)
  }
}
