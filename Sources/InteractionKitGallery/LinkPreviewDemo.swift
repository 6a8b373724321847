public import Foundation
import InteractionKitGeometry
public import InteractionKitLinkPreview
public import InteractionKitScene
public import InteractionKitTextLayout
public import InteractionKitTextTokens

/// A complete link-preview setup on real text, shared by the gallery and `interactionkit link-preview`:
/// the text laid out in a view, the link under a point, its line rects, the preview parameters and
/// targeted preview, and the long-press interaction driven on a fixed script.
///
/// The script: touch down at 0 s, hold (press effect at 0.15 s, lift at 0.4 s, the card expands
/// when the lift settles), dismiss at ``dismissTime``; ``endTime`` is after the return settles.
public struct LinkPreviewDemo: Sendable {
  /// The margin around the text view inside the container.
  public static let margin: CGFloat = 24
  /// The unscaled size of the expanded card.
  public static let cardSize = CGSize(width: 280, height: 196)
  /// The height the menu takes under the card: the spacing (16), the three rows of the default menu
  /// (3 × 43.67) and the insets above and below (8 + 8), rounded up.
  public static let menuRoom: CGFloat = 164
  /// When the scripted dismissal happens.
  public static let dismissTime: TimeInterval = 1.6
  /// When the scripted sequence is over.
  public static let endTime: TimeInterval = 2.1
  /// The times of the filmstrip's frames.
  public static let filmstripTimes: [TimeInterval] = [0, 0.3, 0.42, 0.5, 0.65, 0.9, 1.1, 1.5, 1.65, 1.75, 1.85, 2.1]
  /// The key frames: name and time.
  public static let keyFrames: [(name: String, time: TimeInterval)] = [
    ("rest", 0), ("press", 0.38), ("lift", 0.8), ("preview", 1.5), ("dismiss", 1.72), ("returned", 2.1),
  ]

  /// The text view's layout.
  public let layout: any TextLayout
  /// Every token of the text.
  public let tokens: [Token]
  /// The link under the point, or `nil` (the whole view is then the preview).
  public let link: Token?
  /// The link's line rects in the text view's coordinates (empty without a link).
  public let lineRects: [CGRect]
  /// The container holding the text view (`text`), without the preview.
  public let tree: LayerTree
  /// The preview of the link (or of the whole view).
  public let preview: TargetedPreview
  /// The geometry the interaction works in.
  public let interactionLayout: LinkPreviewLayout
  /// The card's content at ``cardSize``.
  public let card: Layer
  /// Whether the snapshot is masked tightly to the line rects before the bubble.
  public let appliesTightMask: Bool
  /// Measures the menu's rows.
  public let engine: any TextLayoutEngine

  /// Lays out `text` at `width` with its tokens coloured, finds the link under `point` (in the text
  /// view's coordinates, the text's top-left at 0,0; `nil` takes the first link) and prepares its
  /// preview.
  ///
  /// With `roomForMenu` (the default) the container is tall enough for the card and the link's
  /// three-row menu under it (``menuRoom``); without, it fits the text and the lifted bubble only
  /// (pictures of the lift).
  ///
  /// - Throws: `SceneError` if the scene cannot be built (it always can for finite input).
  public init(
    text: String, width: CGFloat, point: CGPoint?, appliesTightMask: Bool = true, roomForMenu: Bool = true,
    context: GalleryContext
  ) throws {
    let width = width.isFinite && width > 40 ? width : 40
    let tokens = TokenDetector(profile: .twitter).tokens(in: text)
    var attributed = AttributedText(text, attributes: TextAttributes(fontSize: 17, foregroundColor: .label))
    // One batch edit: linear in the tokens, where an edit per token copies every run each time.
    try? attributed.modifyAttributes(in: tokens.map(\.range)) { attributes in
      attributes.foregroundColor = .systemBlue
    }
    let layout = context.textEngine.layout(attributed, in: TextContainer(width: width))
    let isLink = { (token: Token) in token.kind == .url || token.kind == .email }
    let link: Token?
    if let point {
      let index = point.isFinitePoint ? layout.characterIndex(at: point, mode: .exact) : nil
      link = index.flatMap { index in tokens.first { isLink($0) && NSLocationInRange(index, $0.range) } }
    } else {
      link = tokens.first(where: isLink)
    }
    let lineRects = link.map { (try? PreviewParameters.textLineRects(for: $0.range, in: layout)) ?? [] } ?? []

    let margin = Self.margin
    let containerWidth = max(width + 2 * margin, Self.cardSize.width + 2 * margin)
    // Room for the card, the spacing and the three-row menu under it, inside the 8 pt insets.
    let containerHeight = max(
      layout.size.height + 2 * margin,
      roomForMenu ? Self.cardSize.height + Self.menuRoom : Self.cardSize.height * 1.2 + 2 * margin)
    var root = Layer(id: "root", frame: CGRect(x: 0, y: 0, width: containerWidth, height: containerHeight))
    root.backgroundColor = .white
    var view = Layer(
      id: "text", bounds: CGRect(origin: .zero, size: layout.size), position: CGPoint(x: margin, y: margin),
      anchorPoint: .zero)
    view.contents = .text(TextContents(layout: layout))
    root.sublayers = [view]
    let tree = try LayerTree(root: root)

    let parameters = PreviewParameters(textLineRects: lineRects)
    self.layout = layout
    self.tokens = tokens
    self.link = link
    self.lineRects = lineRects
    self.tree = tree
    self.preview = try TargetedPreview(view: "text", in: tree, parameters: parameters, container: "root")
    self.interactionLayout = LinkPreviewLayout(
      viewBounds: CGRect(x: margin, y: margin, width: layout.size.width, height: layout.size.height),
      containerBounds: root.bounds, cardSize: Self.cardSize)
    self.card = Self.cardContent(for: link, context: context)
    self.appliesTightMask = appliesTightMask
    self.engine = context.textEngine
  }

  /// The link as the interaction sees it: its rects in the container's coordinates.
  public var source: LinkPreviewSource? {
    guard let link, !lineRects.isEmpty else { return nil }
    return LinkPreviewSource(id: .init(token: link), range: link.range, lineRects: preview.lineRectsInContainer)
  }

  /// The touch point in the container's coordinates: the centre of the link's first line rect, or
  /// the view's centre.
  public var touchPoint: CGPoint {
    if let first = preview.lineRectsInContainer.first { return CGPoint(x: first.midX, y: first.midY) }
    return CGPoint(x: interactionLayout.viewBounds.midX, y: interactionLayout.viewBounds.midY)
  }

  /// The interaction after running the script up to `time`.
  public func interaction(at time: TimeInterval) -> LinkPreviewInteraction {
    var interaction = LinkPreviewInteraction(layout: interactionLayout, engine: engine)
    interaction.handle(.touchDown(touchPoint, time: 0, hit: source))
    if time >= Self.dismissTime {
      interaction.handle(.time(Self.dismissTime))
      interaction.handle(.dismiss(time: Self.dismissTime))
    }
    interaction.handle(.time(max(0, time)))
    return interaction
  }

  /// The presentation at `time` in the script, or `nil` when nothing is lifted.
  public func presentation(at time: TimeInterval) -> LinkPreviewPresentation? {
    interaction(at: time).presentation(at: max(0, time))
  }

  /// The container with the preview drawn at `time`, and the link's menu while it is presented
  /// (drawn by `ContextMenuOverlay` where `LinkPreviewInteraction.menuLayout` places it).
  public func scene(at time: TimeInterval) throws -> LayerTree {
    var root = tree.root
    let interaction = interaction(at: time)
    if let presentation = interaction.presentation(at: max(0, time)) {
      let overlay = LinkPreviewOverlay(
        preview: preview, card: card, containerBounds: root.bounds, appliesTightMask: appliesTightMask)
      root.sublayers += overlay.layers(for: presentation)
      if let menu = LinkPreviewOverlay.menuLayer(of: interaction, progress: presentation.menuProgress) { root.sublayers.append(menu) }
    }
    return try LayerTree(root: root)
  }

  /// The scene with a given presentation (for pictures of one state).
  public func scene(with presentation: LinkPreviewPresentation) throws -> LayerTree {
    var root = tree.root
    let overlay = LinkPreviewOverlay(
      preview: preview, card: card, containerBounds: root.bounds, appliesTightMask: appliesTightMask)
    root.sublayers += overlay.layers(for: presentation)
    return try LayerTree(root: root)
  }

  /// The lifted, not yet expanded state: the bubble at its lift scale over the dimmed text.
  public func liftedScene() throws -> LayerTree {
    let subject: LinkPreviewSubject = source.map { .link($0) } ?? .wholeView
    let presentation = LinkPreviewPresentation(
      center: interactionLayout.targetCenter(for: subject), size: interactionLayout.bubbleSize(for: subject),
      scale: interactionLayout.liftScale(for: subject), opacity: 1, morphProgress: 0, dimming: 1)
    return try scene(with: presentation)
  }

  /// A filmstrip: the scene at each of `times`, scaled by `scale`, in rows of `columns`, each
  /// frame labelled with its time.
  public func filmstrip(
    times: [TimeInterval] = LinkPreviewDemo.filmstripTimes, columns: Int = 4, scale: CGFloat = 0.5,
    context: GalleryContext
  ) throws -> LayerTree {
    var b = SceneBuilder(context: context)
    let frames = try times.map { time in
      let state = Self.stateName(interaction(at: time).state)
      return (caption: String(format: "%.2f s · %@", time, state), root: try scene(at: time).root)
    }
    return try LayerTree(root: b.filmstrip(frames, columns: columns, scale: scale, border: Color(white: 0.8)))
  }

  /// A short name of an interaction state, for captions.
  public static func stateName(_ state: LinkPreviewInteraction.State) -> String {
    switch state {
    case .idle: "idle"
    case .pressing: "pressing"
    case .pressEffect: "press effect"
    case .lifted: "lifted"
    case .previewing: "preview"
    case .dismissing(let dismissal, _): dismissal == .toSource ? "returning" : "fading"
    }
  }

  /// The card: a picture band with the host's initial, the page title, the host and the URL.
  static func cardContent(for link: Token?, context: GalleryContext) -> Layer {
    var b = SceneBuilder(context: context)
    let size = cardSize
    var card = Layer(id: "linkPreview.cardContent", frame: CGRect(origin: .zero, size: size))
    card.backgroundColor = .white
    let address: String
    if case .url(let string, _)? = link?.value { address = string } else if case .email(let mail)? = link?.value {
      address = "mailto:" + mail
    } else {
      address = "This view"
    }
    let host = URLComponents(string: address)?.host ?? (link == nil ? "" : address)
    var band = Layer(id: "linkPreview.cardBand", frame: CGRect(x: 0, y: 0, width: size.width, height: 108))
    band.backgroundColor = Color(rgb: 0xDCE9FB)
    card.sublayers.append(band)
    let initial = host.first.map { String($0).uppercased() } ?? "◻︎"
    card.sublayers.append(
      b.label(initial, at: CGPoint(x: 0, y: 30), size: 40, weight: .bold, color: .systemBlue, width: size.width, alignment: .center))
    let title = link == nil ? "Preview" : (host.isEmpty ? "Link" : host.split(separator: ".").dropLast().last.map { $0.capitalized } ?? host)
    card.sublayers.append(b.label(title, at: CGPoint(x: 14, y: 118), size: 15, weight: .semibold, color: .label, width: size.width - 28))
    card.sublayers.append(b.label(host, at: CGPoint(x: 14, y: 140), size: 12, color: .secondaryLabel, width: size.width - 28))
    card.sublayers.append(b.label(address, at: CGPoint(x: 14, y: 158), size: 11, color: .systemGray, width: size.width - 28))
    card.masksToBounds = true
    return card
  }
}
