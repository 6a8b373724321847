import Foundation
import InteractionKitGeometry
import InteractionKitLinkPreview
import InteractionKitScene

extension Gallery {
  /// The link-preview scenes: bubbles hugging links over one, two and three lines, right to left,
  /// the tight mask, the card with its menu, and the whole long-press sequence.
  static var linkPreviewSection: GallerySection {
    GallerySection(
      id: "link-preview", title: "Link previews",
      items: [
        LinkPreviewScenes.singleLine, LinkPreviewScenes.twoLinesOverlapping, LinkPreviewScenes.twoLinesApart,
        LinkPreviewScenes.threeLines, LinkPreviewScenes.rightToLeft, LinkPreviewScenes.tightMask,
        LinkPreviewScenes.menu, LinkPreviewScenes.filmstrip,
      ])
  }
}

/// Scenes of lifted link previews on real text.
enum LinkPreviewScenes {
  static let width: CGFloat = 320

  /// The lifted bubble of the first link of `text`.
  static func lifted(_ text: String, width: CGFloat = width, context: GalleryContext) throws -> LayerTree {
    try LinkPreviewDemo(text: text, width: width, point: nil, roomForMenu: false, context: context).liftedScene()
  }

  static let singleLine = GalleryItem(
    id: "link-preview-single-line", title: "A link on one line",
    caption: "Only the link lifts: one rounded bubble (radius 13, continuous corners) around its text, scaled by the lift rule over the dimmed view."
  ) { context in
    try lifted("Read the notes at https://swift.org before the meeting, then reply here.", context: context)
  }

  static let twoLinesOverlapping = GalleryItem(
    id: "link-preview-two-lines-merged", title: "Two lines that overlap: one bubble",
    caption: "The link's two line pieces overlap horizontally, so their padded rects merge into one outline with concave corners of half the radius."
  ) { context in
    try lifted("Docs: https://developer.apple.com/documentation/uikit/uipreviewparameters explain it all.", context: context)
  }

  static let twoLinesApart = GalleryItem(
    id: "link-preview-two-lines-apart", title: "Two lines that do not overlap: two bubbles",
    caption: "The link starts near the end of a line and ends near the start of the next; the pieces do not overlap, so each gets its own bubble."
  ) { context in
    try lifted("The quick brown fox jumped: https://example.com/abc/defgh today, then slept.", context: context)
  }

  static let threeLines = GalleryItem(
    id: "link-preview-three-lines", title: "A link over three lines",
    caption: "Three line pieces, the middle one full width: one outline, ragged steps near its bounding box snapped away."
  ) { context in
    try lifted(
      "See https://en.wikipedia.org/wiki/Special:Search?search=interaction+design+for+touch+screens+and+pointers&go=Go today.",
      context: context)
  }

  static let rightToLeft = GalleryItem(
    id: "link-preview-rtl", title: "A link in a right-to-left paragraph",
    caption: "Hebrew text with a link: the line rects come from the layout in visual order, and the bubble hugs the link wherever bidi placed it."
  ) { context in
    try lifted("קראו את ההסבר המלא בכתובת https://example.com/he/preview לפני הפגישה של מחר בבוקר.", context: context)
  }

  static let tightMask = GalleryItem(
    id: "link-preview-tight-mask", title: "With and without the tight mask",
    caption: "Left: the snapshot masked by the bubble only, so words beside the link show inside the padding. Right: masked first by the link's exact line rects, so only the link shows."
  ) { context in
    let text = "Typing gypsy jumpy quay (https://example.com/tight-mask/demo)quietly typing gypsy jumpy query."
    let without = try LinkPreviewDemo(
      text: text, width: 230, point: nil, appliesTightMask: false, roomForMenu: false, context: context)
    let with = try LinkPreviewDemo(text: text, width: 230, point: nil, roomForMenu: false, context: context)
    let left = try without.liftedScene().root
    let right = try with.liftedScene().root
    var root = SceneBuilder.root(width: left.bounds.width + right.bounds.width + 36, height: left.bounds.height + 24)
    var leftFrame = Layer(id: "without", frame: CGRect(origin: CGPoint(x: 12, y: 12), size: left.bounds.size))
    leftFrame.contents = .snapshot(Snapshot(layer: left))
    var rightFrame = Layer(
      id: "with", frame: CGRect(origin: CGPoint(x: 24 + left.bounds.width, y: 12), size: right.bounds.size))
    rightFrame.contents = .snapshot(Snapshot(layer: right))
    root.sublayers = [leftFrame, rightFrame]
    return try LayerTree(root: root)
  }

  static let menu = GalleryItem(
    id: "link-preview-menu", title: "The preview card with its menu",
    caption: "Previewing: the bubble has become the card and the link's menu (Open Link, Copy Link, Share…) sits 16 pt below it, drawn by the context menu's overlay where the context menu's placement puts it."
  ) { context in
    try LinkPreviewDemo(
      text: "Tap and hold https://swift.org/blog to preview it without leaving the page.", width: width, point: nil,
      context: context
    ).scene(at: LinkPreviewDemo.dismissTime - 0.1)
  }

  static let filmstrip = GalleryItem(
    id: "link-preview-filmstrip", title: "Long press, lift, expand, dismiss",
    caption: "Frames of the whole sequence: press effect at 0.15 s, lift at 0.4 s, the bubble morphs into the card as the link's menu appears below it, then the card shrinks back onto the link and the menu fades at dismissal."
  ) { context in
    try LinkPreviewDemo(
      text: "Tap and hold https://swift.org/blog to preview it without leaving the page.", width: width, point: nil,
      context: context
    ).filmstrip(context: context)
  }
}
