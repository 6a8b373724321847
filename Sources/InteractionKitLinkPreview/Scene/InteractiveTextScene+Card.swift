import Foundation
import InteractionKitGeometry
import InteractionKitScene
import InteractionKitTextLayout
import InteractionKitTextTokens

extension InteractiveTextScene {
  /// The card's insets around its text, in points.
  static let cardTextInset: CGFloat = 12
  /// The background behind the card's text: the grouped-background grey of a link view's caption
  /// bar, light (`#F2F2F7`) or dark (`#1C1C1E`).
  static func cardCaptionColor(isDark: Bool) -> Color { isDark ? Color(rgb: 0x1C1C1E) : .systemGroupedBackground }
  /// The side of the white tile of a drawn image, in points.
  static let cardTileSide: CGFloat = 52
  /// How many bands the drawn image's shading is made of.
  static let cardShadingBands = 24

  /// The address a token's card is asked for: a link (with `https://` when it was written without a
  /// scheme) or an e-mail address as a `mailto:` URL; nil for other tokens or an address `URL`
  /// cannot hold.
  static func cardURL(for token: Token) -> URL? {
    switch token.value {
    case .url(let string, let hasExplicitScheme): URL(string: hasExplicitScheme ? string : "https://" + string)
    case .email(let address): URL(string: "mailto:" + address)
    default: nil
    }
  }

  /// The preview card, laid out like a page's link view: the image area on top (the metadata's
  /// image or a drawn stand-in), then on a grey caption bar the title and a line of the description
  /// (each cut with an ellipsis to one line) and, at the bottom, the site. A line whose text runs
  /// right to left sits at the card's trailing edge.
  ///
  /// Layers: `card.image` (with `card.image.band.N` and `card.image.tile`, or `card.image.raster`),
  /// `card.caption`, `card.title`, `card.summary` (only when there is a description) and
  /// `card.site`. In dark mode the card is black, its caption bar dark grey and its text light, as
  /// the system colours resolve there.
  static func card(
    for token: Token, size: CGSize, metadata provider: @Sendable (URL) -> LinkPreviewMetadata?,
    engine: any TextLayoutEngine, isDark: Bool = false
  ) -> Layer {
    let url = cardURL(for: token)
    let metadata =
      url.map { provider($0) ?? LinkPreviewMetadata(derivedFrom: $0) }
      ?? LinkPreviewMetadata(title: token.text, siteName: token.text)
    var card = Layer(id: "card", frame: CGRect(origin: .zero, size: size), backgroundColor: isDark ? .black : .white,
      masksToBounds: true)
    let imageHeight = (size.height * 0.58).rounded()
    card.addSublayer(
      imageLayer(
        metadata, frame: CGRect(x: 0, y: 0, width: size.width, height: imageHeight), engine: engine, isDark: isDark))
    card.addSublayer(
      Layer(
        id: "card.caption",
        frame: CGRect(x: 0, y: imageHeight, width: size.width, height: Swift.max(0, size.height - imageHeight)),
        backgroundColor: cardCaptionColor(isDark: isDark)))
    let width = Swift.max(1, size.width - 2 * cardTextInset)
    let title = oneLine(
      metadata.title,
      TextAttributes(fontSize: 15, fontWeight: .semibold, foregroundColor: isDark ? .white : .label), width: width,
      engine: engine)
    // A right-to-left line sits at the trailing edge, as its paragraph would.
    func x(_ line: any TextLayout) -> CGFloat {
      line.lineFragments.first?.isRightToLeft == true ? size.width - cardTextInset - line.size.width : cardTextInset
    }
    card.addSublayer(.text("card.title", layout: title, at: CGPoint(x: x(title), y: imageHeight + 10)))
    if !metadata.summary.isEmpty {
      let summary = oneLine(
        metadata.summary,
        TextAttributes(fontSize: 13, foregroundColor: isDark ? .darkSecondaryLabel : .secondaryLabel),
        width: width, engine: engine)
      card.addSublayer(
        .text("card.summary", layout: summary, at: CGPoint(x: x(summary), y: imageHeight + 10 + title.size.height + 4)))
    }
    let site = oneLine(
      metadata.siteName, TextAttributes(fontSize: 12, foregroundColor: .systemGray), width: width, engine: engine)
    card.addSublayer(
      .text("card.site", layout: site, at: CGPoint(x: x(site), y: size.height - 10 - site.size.height)))
    return card
  }

  /// The image area: a raster image filling it (aspect kept, the overflow cut off), or a drawn
  /// stand-in (the metadata's placeholder, or a grey one with the site's initial). In dark mode the
  /// grey stand-in is dark grey and the tile under the initial dark; the metadata's own placeholder
  /// is drawn as in light mode.
  static func imageLayer(
    _ metadata: LinkPreviewMetadata, frame: CGRect, engine: any TextLayoutEngine, isDark: Bool = false
  ) -> Layer {
    var area = Layer(id: "card.image", frame: frame, masksToBounds: true)
    let placeholder: LinkPreviewMetadata.Placeholder
    // The symbol takes the gradient's end colour on a white tile; the grey stand-in in dark mode
    // has a light grey initial on a dark tile (a placeholder of the metadata keeps its own colours).
    var symbolColor: Color?
    var tileColor = Color.white
    switch metadata.image {
    case .raster(let image):
      let size = image.size
      let scale = size.width > 0 && size.height > 0 ? Swift.max(frame.width / size.width, frame.height / size.height) : 0
      let fitted = CGSize(width: size.width * scale, height: size.height * scale)
      area.addSublayer(
        .image(
          "card.image.raster", image,
          frame: CGRect(
            x: (frame.width - fitted.width) / 2, y: (frame.height - fitted.height) / 2, width: fitted.width,
            height: fitted.height)))
      return area
    case .placeholder(let drawn):
      placeholder = drawn
    case nil:
      placeholder = LinkPreviewMetadata.Placeholder(
        startColor: isDark ? Color(rgb: 0x3A3A3C) : Color(rgb: 0xE5E5EA),
        endColor: isDark ? Color(rgb: 0x2C2C2E) : Color(rgb: 0xC7C7CC),
        symbol: metadata.siteName.first.map { String($0).uppercased() } ?? "")
      if isDark {
        symbolColor = Color(rgb: 0x8E8E93)
        tileColor = Color(rgb: 0x1C1C1E)
      }
    }
    // The shading: bands from the start colour to the end colour, each a little taller than its
    // share so that no seam shows between them.
    let bands = cardShadingBands
    let bandHeight = frame.height / CGFloat(bands)
    for band in 0 ..< bands {
      let fraction = bands > 1 ? Double(band) / Double(bands - 1) : 0
      area.addSublayer(
        Layer(
          id: LayerID("card.image.band.\(band)"),
          frame: CGRect(x: 0, y: CGFloat(band) * bandHeight, width: frame.width, height: bandHeight + 1),
          backgroundColor: placeholder.startColor.interpolated(to: placeholder.endColor, fraction: fraction)))
    }
    let side = Swift.min(cardTileSide, Swift.max(0, frame.height - 16))
    var tile = Layer(
      id: "card.image.tile",
      frame: CGRect(x: (frame.width - side) / 2, y: (frame.height - side) / 2, width: side, height: side),
      backgroundColor: tileColor, cornerRadius: side * 0.225, cornerCurve: .continuous,
      shadow: Shadow(color: .black, opacity: 0.15, offset: CGSize(width: 0, height: 2), radius: 6))
    if !placeholder.symbol.isEmpty {
      let symbol = engine.layout(
        AttributedText(
          placeholder.symbol,
          attributes: TextAttributes(
            fontSize: 22, fontWeight: .bold, foregroundColor: symbolColor ?? placeholder.endColor)),
        in: TextContainer())
      tile.addSublayer(
        .text(
          "card.image.symbol", layout: symbol,
          at: CGPoint(x: (side - symbol.size.width) / 2, y: (side - symbol.size.height) / 2)))
    }
    area.addSublayer(tile)
    return area
  }

  /// One line of text no wider than `width`: the string with its line breaks as spaces, cut at the
  /// longest prefix that fits with an ellipsis when the whole does not fit.
  static func oneLine(
    _ string: String, _ attributes: TextAttributes, width: CGFloat, engine: any TextLayoutEngine
  ) -> any TextLayout {
    let flat = String(string.map { $0.isNewline ? " " : $0 })
    func layout(_ text: String) -> any TextLayout {
      engine.layout(AttributedText(text, attributes: attributes), in: TextContainer())
    }
    let whole = layout(flat)
    guard whole.size.width > width else { return whole }
    let characters = Array(flat)
    func cut(_ count: Int) -> String {
      String(characters.prefix(count)).trimmingCharacters(in: .whitespaces) + "…"
    }
    // The longest prefix that fits, by bisection (widths grow with the prefix).
    var low = 0
    var high = characters.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if layout(cut(middle)).size.width <= width { low = middle } else { high = middle - 1 }
    }
    return layout(cut(low))
  }
}
