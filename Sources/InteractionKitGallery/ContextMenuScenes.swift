import Foundation
import InteractionKitGeometry
import InteractionKitLinkPreview
import InteractionKitScene
import InteractionKitTextLayout

extension Gallery {
  /// The context-menu scenes: chat bubbles with the Tapback bar, menus below and above their
  /// source, a scrolling menu, a menu beside its preview, accessories at every location and anchor,
  /// a drag, a submenu, the keyboard highlight, right to left, the whole sequence and a double-tap
  /// that opens the Tapback bar alone.
  static var contextMenuSection: GallerySection {
    GallerySection(
      id: "context-menu", title: "Context menus",
      items: [
        ContextMenuScenes.receivedBubble, ContextMenuScenes.sentBubble, ContextMenuScenes.topAndBottom,
        ContextMenuScenes.scrollingMenu, ContextMenuScenes.regularWidth, ContextMenuScenes.accessoryGrid,
        ContextMenuScenes.drag, ContextMenuScenes.submenu, ContextMenuScenes.keyboardHighlight,
        ContextMenuScenes.rightToLeft, ContextMenuScenes.filmstrip, ContextMenuScenes.doubleTap,
      ])
  }
}

/// Scenes of context menus in a phone (390 × 844) and a pad-sized window (1024 × 768).
enum ContextMenuScenes {
  // MARK: Containers

  /// The phone: 390 × 844 with the notch and home-indicator safe areas (or another size with the
  /// same safe areas, for a window).
  static func phone(
    _ direction: ContextMenuLayoutDirection = .leftToRight, size: CGSize = CGSize(width: 390, height: 844)
  ) -> ContextMenuContainer {
    ContextMenuContainer(
      bounds: CGRect(origin: .zero, size: size),
      safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), layoutDirection: direction)
  }

  /// A regular-width window: 1024 × 768.
  static let pad = ContextMenuContainer(
    bounds: CGRect(x: 0, y: 0, width: 1024, height: 768),
    safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), horizontalSizeClass: .regular)

  /// A white root `size` large.
  static func screen(_ size: CGSize) -> Layer {
    var root = Layer(id: "root", frame: CGRect(origin: .zero, size: size))
    root.backgroundColor = .white
    return root
  }

  // MARK: Chat

  /// The grey of a received bubble.
  static let receivedGrey = Color(rgb: 0xE9E9EB)
  /// The grey of a received bubble in dark mode.
  static let darkReceivedGrey = Color(rgb: 0x262628)

  /// One message of a transcript.
  struct Message {
    var text: String
    var sent: Bool
  }

  /// A transcript laid out in the phone: the root with a navigation bar, the bubbles (ids
  /// `bubble-<index>`) and the input bar, and each bubble's frame; with `isDark`, in Messages' dark
  /// colours (a black screen, dark grey bars and received bubbles, white text).
  static func chat(
    _ messages: [Message], contact: String, rtl: Bool = false, size: CGSize = CGSize(width: 390, height: 844),
    isDark: Bool = false, context: GalleryContext
  ) -> (root: Layer, frames: [CGRect]) {
    var b = SceneBuilder(context: context)
    let width = size.width
    var root = screen(size)
    if isDark { root.backgroundColor = .black }
    var y: CGFloat = 122
    var frames: [CGRect] = []
    var previous: Bool?
    for (index, message) in messages.enumerated() {
      if let previous, previous != message.sent { y += 8 }
      let size = bubbleSize(message.text, context: context)
      // Received bubbles sit on the leading side, sent ones on the trailing side.
      let onRight = message.sent != rtl
      let frame = CGRect(x: onRight ? width - 20 - size.width : 20, y: y, width: size.width, height: size.height)
      root.sublayers.append(
        bubble(
          message.text, sent: message.sent, tailOnRight: onRight, frame: frame, id: "bubble-\(index)", isDark: isDark,
          context: context))
      frames.append(frame)
      y = frame.maxY + 6
      previous = message.sent
    }
    // Navigation bar: avatar and name.
    var bar = Layer(id: "nav", frame: CGRect(x: 0, y: 0, width: width, height: 112))
    bar.backgroundColor = isDark ? Color(rgb: 0x1C1C1E, alpha: 0.96) : Color(rgb: 0xF7F7F7, alpha: 0.96)
    var hairline = Layer(id: "nav.hairline", frame: CGRect(x: 0, y: 111.5, width: width, height: 0.5))
    hairline.backgroundColor = Color(white: isDark ? 1 : 0, alpha: isDark ? 0.15 : 0.2)
    var avatar = Layer(id: "nav.avatar", frame: CGRect(x: width / 2 - 21, y: 50, width: 42, height: 42))
    avatar.backgroundColor = Color(rgb: 0xA5ABB8)
    avatar.cornerRadius = 21
    avatar.sublayers = [
      b.label(
        String(contact.prefix(1)), at: CGPoint(x: 0, y: 10), size: 18, weight: .semibold, color: .white, width: 42,
        alignment: .center, prefix: "nav.initial")
    ]
    bar.sublayers = [
      hairline, avatar,
      b.label(
        contact, at: CGPoint(x: 0, y: 94), size: 11, color: isDark ? .white : .label, width: width, alignment: .center,
        prefix: "nav.name"),
    ]
    root.sublayers.append(bar)
    // Input bar.
    var field = Layer(id: "input.field", frame: CGRect(x: 58, y: size.height - 72, width: max(36, width - 74), height: 36))
    field.borderColor = Color(white: isDark ? 0.3 : 0.8)
    field.borderWidth = 1
    field.cornerRadius = 18
    field.sublayers = [
      b.label(
        "iMessage", at: CGPoint(x: 14, y: 9), size: 15, color: Color(white: isDark ? 0.45 : 0.7),
        prefix: "input.placeholder")
    ]
    var plus = Layer(id: "input.plus", frame: CGRect(x: 14, y: size.height - 70, width: 32, height: 32))
    plus.backgroundColor = isDark ? Color(rgb: 0x2C2C2E) : Color(rgb: 0xE9E9EB)
    plus.cornerRadius = 16
    plus.sublayers = [
      b.label("+", at: CGPoint(x: 0, y: 3), size: 22, color: .systemGray, width: 32, alignment: .center, prefix: "input.plus")
    ]
    root.sublayers += [field, plus]
    return (root, frames)
  }

  /// The text of a bubble: 17 pt, at most 250 pt wide.
  static func bubbleText(_ text: String, color: Color, width: CGFloat = 250, context: GalleryContext) -> any TextLayout {
    context.textEngine.layout(
      AttributedText(text, attributes: TextAttributes(fontSize: 17, foregroundColor: color)),
      in: TextContainer(width: width))
  }

  /// A bubble's size: its text's widest line and its height, padded 13 × 8.
  static func bubbleSize(_ text: String, context: GalleryContext) -> CGSize {
    let layout = bubbleText(text, color: .label, context: context)
    let widest = layout.lineFragments.map(\.usedRect.width).max() ?? 0
    return CGSize(width: (widest + 26).rounded(.up), height: (layout.size.height + 16).rounded(.up))
  }

  /// A chat bubble at `frame`: grey with black text (received; dark grey with white text with
  /// `isDark`) or blue with white text (sent), rounded 18, with its tail at the bottom corner on the
  /// side it sits.
  static func bubble(
    _ text: String, sent: Bool, tailOnRight: Bool, frame: CGRect, id: String, isDark: Bool = false,
    context: GalleryContext
  ) -> Layer {
    let fill = sent ? Color.systemBlue : isDark ? darkReceivedGrey : receivedGrey
    let w = frame.width
    let h = frame.height
    let shape = Path(roundedRect: CGRect(x: 0, y: 0, width: w, height: h), cornerRadius: 18, style: .continuous)
    // The tail, drawn for the right side and mirrored for the left.
    let tail: [CGPoint] = [
      CGPoint(x: w - 12, y: h - 22), CGPoint(x: w, y: h - 22), CGPoint(x: w, y: h - 5), CGPoint(x: w + 6, y: h),
      CGPoint(x: w - 5, y: h + 0.5), CGPoint(x: w - 14, y: h - 4),
    ]
    let points = tailOnRight ? tail : tail.map { CGPoint(x: w - $0.x, y: $0.y) }
    var tailPath = Path()
    tailPath.move(to: points[0])
    tailPath.addLine(to: points[1])
    tailPath.addQuadCurve(to: points[3], control: points[2])
    tailPath.addQuadCurve(to: points[5], control: points[4])
    tailPath.closeSubpath()
    var layer = Layer(id: LayerID(id), frame: frame)
    // The tail is a layer of its own: mirrored, its winding would cut a hole in the body's.
    var tailLayer = Layer(id: LayerID("\(id).tail"), frame: CGRect(x: 0, y: 0, width: w, height: h))
    tailLayer.contents = .shape(ShapeContents(path: tailPath, fillColor: fill))
    var body = Layer(id: LayerID("\(id).shape"), frame: CGRect(x: 0, y: 0, width: w, height: h))
    body.contents = .shape(ShapeContents(path: shape, fillColor: fill))
    let laidOut = bubbleText(text, color: sent || isDark ? .white : .label, width: w - 26, context: context)
    var label = Layer(
      id: LayerID("\(id).text"), bounds: CGRect(origin: .zero, size: laidOut.size),
      position: CGPoint(x: 13, y: (h - laidOut.size.height) / 2), anchorPoint: .zero)
    label.contents = .text(TextContents(layout: laidOut))
    layer.sublayers = [tailLayer, body, label]
    return layer
  }

  /// The Tapback bar: the engine's preset ``ContextMenuAccessory/tapbackBar(identifier:items:sent:)``
  /// (300 × 64, rounded 32, continuous), over the bubble — at its leading side for a received
  /// message, its trailing side for a sent one — 16 pt above it and 3 pt inside its edge, following
  /// drags along both axes, with the six reactions in reading order (right to left the layout
  /// mirrors them, the first on the right).
  static func tapback(received: Bool) -> ContextMenuAccessory {
    ContextMenuAccessory.tapbackBar(sent: !received)
  }

  /// The menu of a message: Reply, (Edit, Undo Send for a sent one,) Copy, Translate, then More….
  static func messageMenu(sent: Bool) -> Menu {
    var actions: [MenuElement] = [.action(MenuAction("reply", title: "Reply", image: "arrowshape.turn.up.left"))]
    if sent {
      actions += [
        .action(MenuAction("edit", title: "Edit", image: "pencil")),
        .action(MenuAction("undo-send", title: "Undo Send", image: "arrow.uturn.backward")),
      ]
    }
    actions += [
      .action(MenuAction("copy", title: "Copy", image: "doc.on.doc")),
      .action(MenuAction("translate", title: "Translate", image: "character.bubble")),
      .menu(Menu(options: .displayInline, children: [.action(MenuAction("more", title: "More…", image: "ellipsis.circle"))])),
    ]
    return Menu(children: actions)
  }

  /// The transcript of the chat scenes.
  static let transcript: [Message] = [
    Message(text: "Are we still on for dinner tonight?", sent: false),
    Message(text: "Yes! 7:30 at the usual place", sent: true),
    Message(text: "Perfect. Can you book the table?", sent: false),
    Message(text: "Done, a table for four 🍝", sent: true),
    Message(text: "Sam says the new place on 5th has amazing dumplings. Next week?", sent: false),
    Message(text: "Absolutely, count me in", sent: true),
    Message(text: "Great, I'll ask the others", sent: false),
    Message(text: "See you at 7:30 then!", sent: true),
  ]

  /// A chat demo pressing message `index` of `messages`: the Tapback bar, the message menu, the
  /// unmasked platter, the menu aligned leading (received) or trailing (sent).
  static func chatDemo(
    _ messages: [Message] = transcript, index: Int, contact: String = "Ava", rtl: Bool = false,
    menu: Menu? = nil, context: GalleryContext
  ) throws -> ContextMenuDemo {
    let (root, frames) = chat(messages, contact: contact, rtl: rtl, context: context)
    let message = messages[index]
    let frame = frames[index]
    let lifted = bubble(
      message.text, sent: message.sent, tailOnRight: message.sent != rtl, frame: frame, id: "lifted-bubble",
      context: context)
    let configuration = ContextMenuConfiguration(
      identifier: "message-\(index)", source: ContextMenuSource(frame: frame),
      menu: menu ?? messageMenu(sent: message.sent), preferredMenuAlignment: message.sent ? .trailing : .leading,
      accessories: [tapback(received: !message.sent)], prefersUnmaskedPlatter: true)
    return try ContextMenuDemo(
      container: phone(rtl ? .rightToLeft : .leftToRight), configuration: configuration, background: root,
      sourceLayers: [LayerID("bubble-\(index)")], sourceContent: lifted, context: context)
  }

  // MARK: Photos

  /// The colours of the stand-in photos: sky, ground, sun.
  static let palettes: [(Color, Color, Color)] = [
    (Color(rgb: 0x8EC5FC), Color(rgb: 0x4E9F3D), Color(rgb: 0xFFD166)),
    (Color(rgb: 0xF6D6AD), Color(rgb: 0xC8553D), Color(rgb: 0xFFF1C1)),
    (Color(rgb: 0x2E4A7D), Color(rgb: 0x1B2A41), Color(rgb: 0xE8E8E8)),
    (Color(rgb: 0xB8E0D2), Color(rgb: 0x3A7D7C), Color(rgb: 0xFFFFFF)),
    (Color(rgb: 0xFFC3A0), Color(rgb: 0x6A4C93), Color(rgb: 0xFFE66D)),
    (Color(rgb: 0xD4E09B), Color(rgb: 0x8A9A5B), Color(rgb: 0xF6F4D2)),
  ]

  /// A stand-in photo: a sky, a hill and a sun, clipped to `frame`.
  static func photo(id: String, frame: CGRect, seed: Int) -> Layer {
    let (sky, ground, sun) = palettes[seed % palettes.count]
    let w = frame.width
    let h = frame.height
    var layer = Layer(id: LayerID(id), frame: frame)
    layer.backgroundColor = sky
    layer.masksToBounds = true
    let shift = CGFloat(seed % 3) * 0.15
    var sunLayer = Layer(
      id: LayerID("\(id).sun"), frame: CGRect(x: w * (0.55 + shift / 2), y: h * 0.18, width: w * 0.2, height: w * 0.2))
    sunLayer.contents = .shape(ShapeContents(path: Path(ellipseIn: sunLayer.bounds), fillColor: sun))
    var hill = Layer(id: LayerID("\(id).hill"), frame: CGRect(x: 0, y: 0, width: w, height: h))
    hill.contents = .shape(
      ShapeContents(
        path: Path(ellipseIn: CGRect(x: -w * (0.3 + shift), y: h * 0.58, width: w * 1.6, height: h * 0.9)),
        fillColor: ground))
    layer.sublayers = [sunLayer, hill]
    return layer
  }

  /// A photo grid: `columns` square tiles 2 pt apart from `top` down (ids `photo-<index>`).
  static func photoGrid(width: CGFloat, top: CGFloat, columns: Int, count: Int) -> (layers: [Layer], frames: [CGRect]) {
    let side = (width - CGFloat(columns - 1) * 2) / CGFloat(columns)
    var layers: [Layer] = []
    var frames: [CGRect] = []
    for index in 0..<count {
      let frame = CGRect(
        x: CGFloat(index % columns) * (side + 2), y: top + CGFloat(index / columns) * (side + 2), width: side,
        height: side)
      layers.append(photo(id: "photo-\(index)", frame: frame, seed: index))
      frames.append(frame)
    }
    return (layers, frames)
  }

  /// The Photos app in the phone: a title and a grid of 3 columns.
  static func photosScreen(context: GalleryContext) -> (root: Layer, frames: [CGRect]) {
    var b = SceneBuilder(context: context)
    var root = screen(CGSize(width: 390, height: 844))
    let grid = photoGrid(width: 390, top: 104, columns: 3, count: 18)
    root.sublayers += grid.layers
    var bar = Layer(id: "photos.bar", frame: CGRect(x: 0, y: 0, width: 390, height: 102))
    bar.backgroundColor = Color(white: 1, alpha: 0.94)
    bar.sublayers = [
      b.label("Library", at: CGPoint(x: 16, y: 56), size: 30, weight: .bold, color: .label, prefix: "photos.title")
    ]
    root.sublayers.append(bar)
    return (root, grid.frames)
  }

  /// A menu with every kind of row: a header, checkmark and dash states, a subtitle, a disabled
  /// and a destructive action, a submenu and sections.
  static let photoMenu = Menu(
    "photo", title: "IMG_2041.HEIC",
    children: [
      .menu(
        Menu(
          options: .displayInline,
          children: [
            .action(MenuAction("copy", title: "Copy", image: "doc.on.doc")),
            .action(MenuAction("share", title: "Share…", image: "square.and.arrow.up")),
            .action(MenuAction("favorite", title: "Favorite", image: "heart", state: .on)),
          ])),
      .menu(
        Menu(
          options: .displayInline,
          children: [
            .action(
              MenuAction("show", title: "Show in All Photos", subtitle: "Taken 12 June 2026", image: "photo")),
            .action(MenuAction("tag", title: "Tag People", image: "person.crop.square", state: .mixed)),
            .menu(
              Menu(
                "album", title: "Add to Album", image: "rectangle.stack",
                children: [
                  .action(MenuAction("new-album", title: "New Album…", image: "plus")),
                  .menu(
                    Menu(
                      options: .displayInline,
                      children: [
                        .action(MenuAction("favorites", title: "Favorites", state: .on)),
                        .action(MenuAction("lisbon", title: "Trip to Lisbon")),
                        .action(MenuAction("family", title: "Family", subtitle: "Shared album")),
                        .action(MenuAction("screenshots", title: "Screenshots", attributes: .disabled)),
                      ])),
                ])),
            .action(MenuAction("edit", title: "Edit", image: "slider.horizontal.3", attributes: .disabled)),
          ])),
      .action(MenuAction("delete", title: "Delete", image: "trash", attributes: .destructive)),
    ])

  /// A demo pressing photo `index` of the phone's grid with ``photoMenu``, its platter masked.
  static func photoDemo(index: Int, context: GalleryContext) throws -> ContextMenuDemo {
    let (root, frames) = photosScreen(context: context)
    let frame = frames[index]
    let configuration = ContextMenuConfiguration(
      identifier: "photo-\(index)", source: ContextMenuSource(frame: frame), menu: photoMenu)
    return try ContextMenuDemo(
      container: phone(), configuration: configuration, background: root,
      sourceLayers: [LayerID("photo-\(index)")], sourceContent: photo(id: "lifted-photo", frame: frame, seed: index),
      context: context)
  }

  /// Frames side by side at full size, each with a caption above it.
  static func sideBySide(_ frames: [(caption: String, root: Layer)], context: GalleryContext) throws -> LayerTree {
    var b = SceneBuilder(context: context)
    return try LayerTree(root: b.filmstrip(frames, columns: frames.count, scale: 1, border: Color(white: 0.8)))
  }

  /// The preview's centre when the menu has appeared: where a finger lifts without choosing.
  static func previewCenter(_ demo: ContextMenuDemo) -> CGPoint {
    demo.presentedLayout.previewFrame.center
  }

  /// The centre of the first row of `demo`'s presented menu whose identifier is `identifier`.
  static func rowCenter(_ identifier: String, in layout: ContextMenuLayout) -> CGPoint {
    let frame = layout.rows.first { $0.identifier == identifier }?.frame ?? .zero
    return frame.center
  }

  // MARK: Items

  static let receivedBubble = GalleryItem(
    id: "context-menu-received-bubble", title: "A received message with the Tapback bar",
    caption: "The grey bubble lifts unmasked (its tail kept); the Tapback bar (300 × 64, radius 32) sits 16 pt above its leading side, 3 pt inside; the menu hugs the preview's leading edge and opens below, where there is more room."
  ) { context in
    let demo = try chatDemo(index: 2, context: context)
    return try demo.scene(at: demo.presentedTime)
  }

  static let sentBubble = GalleryItem(
    id: "context-menu-sent-bubble", title: "A sent message with the Tapback bar",
    caption: "The blue bubble lifts unmasked; the Tapback bar sits 16 pt above its trailing side, 3 pt inside; the menu (with Edit and Undo Send) hugs the preview's trailing edge and opens below."
  ) { context in
    let demo = try chatDemo(index: 3, context: context)
    return try demo.scene(at: demo.presentedTime)
  }

  static let topAndBottom = GalleryItem(
    id: "context-menu-top-and-bottom", title: "A source near the top and near the bottom",
    caption: "A photo of the first row lifts on its masked platter (rounded 13) with the menu below; one of the last row gets the menu above. The menu shows a header, a checkmark, a dash, a subtitle, a submenu, a disabled and a destructive row, and 8 pt section separators."
  ) { context in
    let top = try photoDemo(index: 1, context: context)
    let bottom = try photoDemo(index: 16, context: context)
    return try sideBySide(
      [
        ("Near the top: the menu below", top.root(at: top.presentedTime)),
        ("Near the bottom: the menu above", bottom.root(at: bottom.presentedTime)),
      ], context: context)
  }

  static let scrollingMenu = GalleryItem(
    id: "context-menu-scrolling-menu", title: "A tall preview: the menu scrolls",
    caption: "A tall note takes 55 % of the height at most; the twelve-row menu gets the rest and scrolls (here by 120 pt), with the scroll indicator at its trailing edge."
  ) { context in
    var demo = try notesDemo(context: context)
    demo.steps = [
      .init(delay: 0.1, action: .touchUp(previewCenter(demo))), .init(delay: 0.2, action: .scroll(120)),
    ]
    return try demo.scene(at: demo.presentedTime + 0.3)
  }

  static let regularWidth = GalleryItem(
    id: "context-menu-regular-width", title: "A regular-width window: the menu beside the preview",
    caption: "1024 × 768, regular width: the photo's custom preview (480 × 360) is taller than 135 pt, so the menu goes beside it, top-aligned, on the right since the photo is in the left half."
  ) { context in
    let container = pad
    var b = SceneBuilder(context: context)
    var root = screen(container.bounds.size)
    let grid = photoGrid(width: 1024, top: 70, columns: 6, count: 24)
    root.sublayers += grid.layers
    var bar = Layer(id: "photos.bar", frame: CGRect(x: 0, y: 0, width: 1024, height: 68))
    bar.backgroundColor = Color(white: 1, alpha: 0.94)
    bar.sublayers = [b.label("Library", at: CGPoint(x: 20, y: 26), size: 28, weight: .bold, color: .label, prefix: "photos.title")]
    root.sublayers.append(bar)
    let index = 7
    let frame = grid.frames[index]
    let configuration = ContextMenuConfiguration(
      identifier: "photo-\(index)", source: ContextMenuSource(frame: frame),
      previewContentSize: CGSize(width: 480, height: 360), menu: photoMenu)
    let demo = try ContextMenuDemo(
      container: container, configuration: configuration, background: root, sourceLayers: [LayerID("photo-\(index)")],
      sourceContent: photo(id: "lifted-photo", frame: frame, seed: index),
      previewContent: photo(id: "preview-photo", frame: CGRect(x: 0, y: 0, width: 480, height: 360), seed: index),
      timing: .pad, context: context)
    return try demo.scene(at: demo.presentedTime)
  }

  static let accessoryGrid = GalleryItem(
    id: "context-menu-accessory-grid", title: "Accessories at each location and anchor",
    caption: "Left to right: accessories attached to the container's safe bounds, to the preview and to the menu (the reference dashed in orange); each panel has one at the top (leading, centre, trailing), the bottom, the leading and trailing sides and the centre, 4 pt away; frames are clamped inside the safe bounds. No accessory covers the preview, the menu or another: one that would moves into the empty area around them or beside the preview or the menu (the centre ones, the preview's sides); where there is no such room the layout moves the preview and the menu to make some (the centre one on the menu, placed on the left once they move right)."
  ) { context in
    let locations: [ContextMenuAccessory.Location] = [.containerSafeBounds, .preview, .menu]
    let panels = try locations.map { location in
      (caption: "location: \(location.rawValue)", root: try accessoryPanel(location, context: context))
    }
    var b = SceneBuilder(context: context)
    return try LayerTree(root: b.filmstrip(panels, columns: panels.count, scale: 0.75, border: Color(white: 0.8)))
  }

  static let drag = GalleryItem(
    id: "context-menu-drag", title: "Dragging the preview: the Tapback bar follows",
    caption: "The pressing finger (grey dot) moved 150 pt up and 70 pt left: past the 15 pt tear-off distance the preview follows by a fifth of the rest (rubber band); the bar tracks both axes and follows it, the menu stays. Dashed: where both rest."
  ) { context in
    var demo = try chatDemo(index: 3, context: context)
    let start = demo.touchPoint
    let finger = CGPoint(x: start.x - 70, y: start.y - 150)
    demo.steps = [.init(delay: 0.05, action: .move(start)), .init(delay: 0.15, action: .move(finger))]
    let time = demo.presentedTime + 0.2
    var root = demo.root(at: time)
    let interaction = demo.interaction(at: time)
    var b = SceneBuilder(context: context)
    let layout = demo.presentedLayout
    let dash: [CGFloat] = [4, 3]
    root.sublayers.append(
      b.shape(
        Path(roundedRect: layout.previewFrame, cornerRadius: 18, style: .continuous), stroke: .systemGray,
        lineWidth: 1, dash: dash, prefix: "rest.preview"))
    if let bar = layout.accessories.first {
      root.sublayers.append(
        b.shape(
          Path(roundedRect: bar.frame, cornerRadius: 32, style: .continuous), stroke: .systemGray, lineWidth: 1,
          dash: dash, prefix: "rest.tapback"))
    }
    var dot = Layer(id: "finger", frame: CGRect(center: finger, size: CGSize(width: 44, height: 44)))
    dot.backgroundColor = Color(white: 0.3, alpha: 0.35)
    dot.cornerRadius = 22
    root.sublayers.append(dot)
    let offset = interaction.dragOffset
    root.sublayers.append(
      b.label(
        String(format: "drag offset (%.1f, %.1f)", offset.width, offset.height),
        at: CGPoint(x: finger.x + 26, y: finger.y - 8), size: 13, color: .label, prefix: "offset"))
    return try LayerTree(root: root)
  }

  static let submenu = GalleryItem(
    id: "context-menu-submenu", title: "A submenu open in place",
    caption: "Tapping Add to Album opens it in place of the root menu: its title on top with a chevron (choosing it closes the submenu), then its rows, sections and states."
  ) { context in
    var demo = try photoDemo(index: 1, context: context)
    demo.steps = [
      .init(delay: 0.1, action: .touchUp(previewCenter(demo))),
      .init(delay: 0.4, action: .tap(rowCenter("album", in: demo.presentedLayout))),
    ]
    return try demo.scene(at: demo.presentedTime + 0.6)
  }

  static let keyboardHighlight = GalleryItem(
    id: "context-menu-keyboard-highlight", title: "The keyboard highlight",
    caption: "After the finger lifted, four presses of the down arrow: the highlight skips the header and lands on the fourth selectable row, Show in All Photos."
  ) { context in
    var demo = try photoDemo(index: 4, context: context)
    demo.steps = [.init(delay: 0.1, action: .touchUp(previewCenter(demo)))]
    demo.steps += (0..<4).map { .init(delay: 0.3 + 0.1 * Double($0), action: .key(.down)) }
    return try demo.scene(at: demo.presentedTime + 0.8)
  }

  static let rightToLeft = GalleryItem(
    id: "context-menu-rtl", title: "Right to left",
    caption: "A Hebrew conversation: the received bubble sits on the right, the Tapback bar at its leading (right) side, the menu aligned to its leading edge; each row's title starts at the right padding, its image on the left."
  ) { context in
    let messages = [
      Message(text: "נפגשים הערב לארוחה?", sent: false),
      Message(text: "כן! בשבע וחצי במקום הרגיל", sent: true),
      Message(text: "מעולה, תזמין שולחן?", sent: false),
      Message(text: "הזמנתי שולחן לארבעה", sent: true),
    ]
    let menu = Menu(children: [
      .action(MenuAction("reply", title: "השב", image: "arrowshape.turn.up.left")),
      .action(MenuAction("copy", title: "העתק", image: "doc.on.doc")),
      .action(MenuAction("translate", title: "תרגם", image: "character.bubble")),
      .menu(Menu(options: .displayInline, children: [.action(MenuAction("more", title: "עוד…", image: "ellipsis.circle"))])),
    ])
    let demo = try chatDemo(messages, index: 2, contact: "נועה", rtl: true, menu: menu, context: context)
    return try demo.scene(at: demo.presentedTime)
  }

  static let filmstrip = GalleryItem(
    id: "context-menu-filmstrip", title: "Press, lift, menu, select, dismiss",
    caption: "The whole sequence on a received message: the press effect at 0.15 s, the lift at 0.4 s, the menu and the Tapback bar when the lift settles, a tap on Copy (highlighted while down) selects it, and the preview returns onto the bubble."
  ) { context in
    var demo = try chatDemo(index: 2, context: context)
    let copy = rowCenter("copy", in: demo.presentedLayout)
    demo.steps = [
      .init(delay: 0.05, action: .touchUp(previewCenter(demo))), .init(delay: 0.4, action: .touchDown(copy)),
      .init(delay: 0.55, action: .touchUp(copy)),
    ]
    let t = demo.presentedTime
    return try demo.filmstrip(
      [
        (0, "rest"), (0.3, "press"), (0.5, "lift"), (t - 0.3, ""), (t, ""), (t + 0.45, "Copy down"),
        (t + 0.6, "selected"), (t + 0.7, ""), (t + 0.85, ""), (t + 1.6, "done"),
      ], columns: 5, scale: 0.4, context: context)
  }

  // MARK: Builders

  /// A note list with one tall note pressed and a twelve-row menu.
  static func notesDemo(context: GalleryContext) throws -> ContextMenuDemo {
    var b = SceneBuilder(context: context)
    var root = screen(CGSize(width: 390, height: 844))
    root.backgroundColor = .systemGroupedBackground
    root.sublayers.append(b.label("Notes", at: CGPoint(x: 16, y: 56), size: 30, weight: .bold, color: .label, prefix: "notes.title"))
    let frame = CGRect(x: 16, y: 110, width: 358, height: 620)
    var note = b.card(frame)
    note.id = "note"
    let body =
      "Trip to Lisbon\n\nDay 1: Alfama, the castle at sunset, dinner at the tiny place with the blue tiles.\n\nDay 2: Belém: the tower, the monastery, pastéis by the river. Tram 28 back up the hill.\n\nDay 3: Sintra by train; Pena palace early, before the crowds; the Moorish castle walls; the long way down through the forest.\n\nDay 4: LX Factory, the bookshop in the old printing hall, the sunset from the viewpoint at Santa Catarina.\n\nPack: light jacket, good shoes, the adapter."
    note.sublayers = [b.label(body, at: CGPoint(x: 16, y: 16), size: 16, color: .label, width: frame.width - 32, prefix: "note.text")]
    root.sublayers.append(note)
    var lifted = b.card(frame)
    lifted.id = "lifted-note"
    lifted.shadow = nil
    lifted.sublayers = [
      b.label(body, at: CGPoint(x: 16, y: 16), size: 16, color: .label, width: frame.width - 32, prefix: "lifted-note.text")
    ]
    let titles = [
      ("pin", "Pin Note", "pin"), ("lock", "Lock Note", "lock"), ("share", "Share Note", "square.and.arrow.up"),
      ("copy", "Send a Copy", "paperplane"), ("find", "Find in Note", "magnifyingglass"),
      ("move", "Move Note", "folder"), ("lines", "Lines & Grids", "rectangle.split.3x3"),
      ("attachments", "View Attachments", "paperclip"), ("print", "Print", "printer"),
      ("link", "Copy Link", "link"), ("duplicate", "Duplicate", "plus.square.on.square"),
    ]
    let first = titles.prefix(5).map { MenuElement.action(MenuAction(.init($0.0), title: $0.1, image: $0.2)) }
    let rest = titles.dropFirst(5).map { MenuElement.action(MenuAction(.init($0.0), title: $0.1, image: $0.2)) }
    let menu = Menu(children: [
      .menu(Menu(options: .displayInline, children: first)),
      .menu(Menu(options: .displayInline, children: rest)),
      .action(MenuAction("delete", title: "Delete", image: "trash", attributes: .destructive)),
    ])
    let configuration = ContextMenuConfiguration(
      identifier: "note", source: ContextMenuSource(frame: frame),
      previewParameters: PreviewParameters(backgroundColor: .white), menu: menu)
    return try ContextMenuDemo(
      container: phone(), configuration: configuration, background: root, sourceLayers: ["note"],
      sourceContent: lifted, context: context)
  }

  /// One panel of the accessory grid: a card pressed in the phone, with accessories attached to
  /// `location` at every attachment.
  static func accessoryPanel(_ location: ContextMenuAccessory.Location, context: GalleryContext) throws -> Layer {
    var b = SceneBuilder(context: context)
    var root = screen(CGSize(width: 390, height: 844))
    root.backgroundColor = .systemGroupedBackground
    let frame = CGRect(x: 45, y: 300, width: 300, height: 110)
    var card = b.card(frame)
    card.id = "card"
    card.sublayers = [b.label("A card", at: CGPoint(x: 16, y: 16), size: 17, weight: .semibold, color: .label, prefix: "card.title")]
    root.sublayers.append(card)
    var lifted = b.card(frame)
    lifted.id = "lifted-card"
    lifted.shadow = nil
    lifted.sublayers = [
      b.label("A card", at: CGPoint(x: 16, y: 16), size: 17, weight: .semibold, color: .label, prefix: "lifted-card.title")
    ]
    typealias Anchor = ContextMenuAccessory.Anchor
    let wide = CGSize(width: 72, height: 24)
    let tall = CGSize(width: 28, height: 64)
    let specs: [(String, String, CGSize, Anchor)] = [
      ("top-leading", "T·L", wide, Anchor(attachment: .top, alignment: .leading, attachmentOffset: 4)),
      ("top-center", "T·C", wide, Anchor(attachment: .top, alignment: .center, attachmentOffset: 4)),
      ("top-trailing", "T·T", wide, Anchor(attachment: .top, alignment: .trailing, attachmentOffset: 4)),
      ("bottom-center", "B·C", wide, Anchor(attachment: .bottom, alignment: .center, attachmentOffset: 4)),
      ("leading", "L", tall, Anchor(attachment: .leading, alignment: .center, attachmentOffset: 4)),
      ("trailing", "R", tall, Anchor(attachment: .trailing, alignment: .center, attachmentOffset: 4)),
      ("center", "C", CGSize(width: 44, height: 24), Anchor(attachment: .center, alignment: .center)),
    ]
    let accessories = specs.map { identifier, label, size, anchor in
      ContextMenuAccessory(
        .init(identifier), size: size, location: location, anchor: anchor,
        items: [ContextMenuAccessory.Item(.init(label), frame: CGRect(origin: .zero, size: size))], cornerRadius: 12)
    }
    let menu = Menu(children: [
      .action(MenuAction("copy", title: "Copy", image: "doc.on.doc")),
      .action(MenuAction("share", title: "Share…", image: "square.and.arrow.up")),
      .action(MenuAction("delete", title: "Delete", image: "trash", attributes: .destructive)),
    ])
    let configuration = ContextMenuConfiguration(
      identifier: "card", source: ContextMenuSource(frame: frame), menu: menu, accessories: accessories)
    let demo = try ContextMenuDemo(
      container: phone(), configuration: configuration, background: root, sourceLayers: ["card"],
      sourceContent: lifted, context: context)
    var panel = demo.root(at: demo.presentedTime)
    // The reference frame, dashed.
    let reference: CGRect =
      switch location {
      case .preview: demo.presentedLayout.previewFrame
      case .menu: demo.presentedLayout.menuFrame ?? demo.presentedLayout.previewFrame
      case .containerSafeBounds: demo.presentedLayout.contentBounds
      case .automatic: demo.presentedLayout.contentBounds  // not in the grid: it picks its own reference
      }
    panel.sublayers.append(
      b.shape(Path(rect: reference.insetBy(dx: -1, dy: -1)), stroke: .systemOrange, lineWidth: 1.5, dash: [5, 3], prefix: "reference"))
    return panel
  }
}
