import ArgumentParser
import Foundation
import InteractionKitCLICore
import InteractionKitCairo
import InteractionKitContextMenu
import InteractionKitFileReaders
import InteractionKitGeometry
import InteractionKitPango
import InteractionKitScene

/// `interactionkit context-menu`: presents a context menu over a source in a container, as a long
/// press does, and prints where everything goes or draws it.
///
/// The command runs ``ContextMenuInteraction``: a touch down at the source's centre at 0 s, time
/// until the menu is presented (the lift, then the placement), and with `--drag DX,DY` the pressing
/// finger moved by that much. JSON prints the placed preview, menu, rows and accessories; PNG draws
/// the presented frame with ``ContextMenuOverlay``. The menu comes from a ``ContextMenuFile``; every
/// bad input is one line on standard error and exit code 64.
struct ContextMenuCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "context-menu",
    abstract: "Present a context menu over a source: the preview, the menu, its rows and the accessories.",
    discussion: """
      A touch goes down at the source's centre at 0 s and the interaction runs until the menu is presented; \
      --drag DX,DY then moves the pressing finger by DX,DY (the preview follows rubber-banded past 15 pt, \
      accessories that track an axis follow it). Text is measured with Pango (17 pt titles). JSON prints, in \
      the container's coordinates: previewFrame, previewScale, menuFrame (null for an empty menu), menuEdge, \
      menuAlignment, menuScrolls, menuContentHeight, rows [{kind, identifier, title, frame, selectable}], \
      accessories [{identifier, frame, trackedFrame}] (the accessories placed: none covers the preview, the menu or \
      another), omittedAccessories [{identifier, requestedFrame, reason}] (those left out for want of room: reason \
      coversPreview, coversMenu or coversAccessory says what the frame they asked for covers, noRoom that a preview \
      accessory would have shrunk the preview or menu below 44 pt; they are not drawn) \
      and, with --drag, dragOffset. PNG draws the presented \
      frame (the source as a grey rounded rect) at --scale.

      MENU FILE (JSON, - reads standard input): {"title": "…", "id": "…", "order": "automatic|fixed|priority", \
      "children": [ELEMENT…]}; only "children" is required. An ELEMENT is an object with exactly one key: \
      {"action": {"id": "reply", "title": "Reply", "subtitle": "…", "image": "arrowshape", "attributes": \
      ["destructive", "disabled", "hidden", "keepsMenuPresented"], "state": "off|on|mixed"}} (id and title \
      required), {"section": {"title": "…", "id": "…", "children": [ELEMENT…]}} (an inline section between \
      separators; children required), {"submenu": {"id": "more", "title": "More", "image": "…", "attributes": \
      ["destructive"], "children": [ELEMENT…]}} (id, title and children required) or {"deferred": "id"} (a \
      loading row). Unknown keys, wrong types, missing keys and malformed JSON are rejected with the field's \
      path, like menu.children[2].action.titel.

      ACCESSORY SPEC: WxH[@LOCATION][:ATTACHMENT[/ALIGNMENT]][+DX,DY][~AXES][;KEY=VALUE…]. LOCATION is \
      automatic (the default, as when @LOCATION is left out: the empty area around the preview and the menu — \
      above the preview when there is room, else below the menu, else the side with the most room; \
      ATTACHMENT is not used), preview, menu or container (the safe bounds); ATTACHMENT is top (default), \
      bottom, leading, trailing or center; ALIGNMENT is leading, center (default) or trailing; +DX,DY is the final move in left-to-right terms \
      (mirrored by --rtl); AXES is x, y, xy or none (default): the drag axes it follows. KEYs: id=NAME (default \
      accessory1, accessory2, … by position), items=N (N equal items side by side, named 1…N), radius=R (default \
      half the shorter side). Quote a spec with ';'. The Tapback bar of Messages: \
      '300x64@preview:top/trailing+-3,-16~xy;id=tapback;items=6'.
      """)

  /// The output formats.
  enum Format: String, ExpressibleByArgument, CaseIterable {
    case json, png
  }

  /// The horizontal size classes, by name.
  enum SizeClass: String, ExpressibleByArgument, CaseIterable {
    case compact, regular

    /// The engine's size class.
    var sizeClass: ContextMenuSizeClass { self == .compact ? .compact : .regular }
  }

  /// The preferred menu alignments, by name.
  enum Alignment: String, ExpressibleByArgument, CaseIterable {
    case automatic, leading, center, trailing

    /// The engine's alignment.
    var alignment: ContextMenuAlignment {
      switch self {
      case .automatic: .automatic
      case .leading: .leading
      case .center: .center
      case .trailing: .trailing
      }
    }
  }

  @Option(help: "The container's size as WxH, like 390x844 (both sides 1 to 4000).")
  var container: String

  @Option(help: "The pressed source's frame as X,Y,W,H in the container's coordinates.")
  var source: String

  @Option(help: "The menu file (JSON, see above); - reads standard input.")
  var menu: String

  @Option(name: .customLong("safe-area"), help: "The container's safe-area insets as T,L,B,R, like 47,0,34,0.")
  var safeArea: String?

  @Option(name: .customLong("size-class"), help: "compact or regular: regular may put the menu beside the preview.")
  var sizeClass: SizeClass = .compact

  @Option(help: "The preferred menu alignment: automatic, leading, center or trailing.")
  var alignment: Alignment = .automatic

  @Option(name: .customLong("accessory"), help: "An accessory SPEC (see above); repeat for more.")
  var accessories: [String] = []

  @Option(name: .customLong("preview-size"), help: "A custom preview's size WxH instead of lifting the source.")
  var previewSize: String?

  @Option(help: "After the menu appears, move the pressing finger by DX,DY.")
  var drag: String?

  @Flag(help: "Lay out right to left: leading and trailing mirror.")
  var rtl = false

  @Option(help: "json or png.")
  var format: Format = .json

  @Option(help: "Pixels per point of the PNG: 1, 2 or 3.")
  var scale: Int = 2

  @Option(name: .shortAndLong, help: "The file to write; - writes JSON to standard output.")
  var out: String

  /// The options, parsed.
  struct Inputs {
    /// The container: bounds, safe area, size class and direction.
    var container: ContextMenuContainer
    /// The source's frame.
    var sourceFrame: CGRect
    /// The accessories, in order.
    var accessories: [ContextMenuAccessory]
    /// The custom preview's size, or nil to lift the source.
    var previewSize: CGSize?
    /// The drag of the pressing finger, or nil.
    var drag: CGSize?
  }

  func validate() throws {
    _ = try inputs()
    if format == .png, out == "-" { throw StandardStreams.usageError("--out: PNG output needs a file; pass --out FILE.png.") }
  }

  /// The options parsed and checked.
  ///
  /// - Throws: ``ExitCode/validationFailure`` after printing the first bad option and its fix.
  func inputs() throws -> Inputs {
    guard let size = CalloutCommand.parseSize(container), (1...4000).contains(size.width),
      (1...4000).contains(size.height)
    else {
      throw StandardStreams.usageError("--container must be a size WxH with both sides between 1 and 4000, like 390x844.")
    }
    guard let s = CalloutCommand.parseNumbers(source, count: 4), s.allSatisfy({ abs($0) <= 1e6 }), s[2] >= 0, s[3] >= 0
    else {
      throw StandardStreams.usageError(
        "--source must be four finite numbers X,Y,W,H within ±1000000 with W and H ≥ 0, like 40,120,200,44.")
    }
    var insets = EdgeInsets()
    if let safeArea {
      guard let n = CalloutCommand.parseNumbers(safeArea, count: 4), n.allSatisfy({ (0...4000).contains($0) }) else {
        throw StandardStreams.usageError("--safe-area must be four finite numbers T,L,B,R between 0 and 4000, like 47,0,34,0.")
      }
      insets = EdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
    }
    var preview: CGSize?
    if let previewSize {
      guard let p = CalloutCommand.parseSize(previewSize), p.width > 0, p.height > 0, p.width <= 1e6,
        p.height <= 1e6
      else { throw StandardStreams.usageError("--preview-size must be a size WxH with both sides > 0, like 300x400.") }
      preview = p
    }
    var dragSize: CGSize?
    if let drag {
      guard let d = CalloutCommand.parseNumbers(drag, count: 2), d.allSatisfy({ abs($0) <= 1e6 }) else {
        throw StandardStreams.usageError("--drag must be two finite numbers DX,DY, like 0,-40.")
      }
      dragSize = CGSize(width: d[0], height: d[1])
    }
    guard (1...3).contains(scale) else { throw StandardStreams.usageError("--scale must be 1, 2 or 3.") }
    var parsed: [ContextMenuAccessory] = []
    for (index, spec) in accessories.enumerated() {
      do { parsed.append(try Self.parseAccessory(spec, position: index + 1)) } catch {
        throw StandardStreams.usageError("--accessory \(spec): \(error.description)")
      }
    }
    let identifiers = parsed.map(\.identifier)
    if let duplicate = identifiers.first(where: { id in identifiers.filter { $0 == id }.count > 1 }) {
      throw StandardStreams.usageError("--accessory: the id \(duplicate) is used twice; give each accessory its own id=NAME.")
    }
    return Inputs(
      container: ContextMenuContainer(
        bounds: CGRect(origin: .zero, size: size), safeAreaInsets: insets, horizontalSizeClass: sizeClass.sizeClass,
        layoutDirection: rtl ? .rightToLeft : .leftToRight),
      sourceFrame: CGRect(x: s[0], y: s[1], width: s[2], height: s[3]), accessories: parsed, previewSize: preview,
      drag: dragSize)
  }

  func run() throws {
    let inputs = try inputs()
    let file = try ContextMenuFile.load(menu)
    let engine = PangoTextLayoutEngine(fonts: .pinned)
    let configuration = ContextMenuConfiguration(
      source: ContextMenuSource(frame: inputs.sourceFrame), previewContentSize: inputs.previewSize, menu: file.menu,
      preferredMenuAlignment: alignment.alignment, elementOrder: file.order, accessories: inputs.accessories)
    let presented = try Self.present(configuration, in: inputs.container, engine: engine, drag: inputs.drag)
    switch format {
    case .json:
      try JSONOutput.write(ContextMenuRecord(presented.interaction, drag: inputs.drag != nil), to: out)
    case .png:
      let tree = try Self.scene(presented, configuration: configuration, engine: engine)
      try StandardStreams.writeFile(try SceneRenderer().pngData(tree, scale: Double(scale)), to: out)
      let layout = presented.layout
      try StandardStreams.outputLine("wrote \(out) (menu \(layout.menuFrame == nil ? "empty" : layout.menuEdge.rawValue), \(layout.rows.count) rows)")
    }
  }

  // MARK: Interaction

  /// The interaction with its menu presented (and dragged), the layout and the settled time.
  struct Presented {
    /// The interaction, presented.
    var interaction: ContextMenuInteraction
    /// Its layout.
    var layout: ContextMenuLayout
    /// When the present transition settles: the time the picture shows.
    var time: TimeInterval
  }

  /// Runs `configuration` through the interaction: a touch down at the source's centre at 0 s, every
  /// scheduled step until the menu is presented and, with `drag`, the pressing finger moved by it
  /// once the present transition settled (a first report where the finger is sets the drag's origin).
  ///
  /// - Throws: ``ExitCode/validationFailure`` when the menu cannot be presented.
  static func present(
    _ configuration: ContextMenuConfiguration, in container: ContextMenuContainer, engine: PangoTextLayoutEngine,
    drag: CGSize?
  ) throws -> Presented {
    var interaction = ContextMenuInteraction(container: container, engine: engine, configuration: configuration)
    let frame = configuration.source.frame
    let touch = CGPoint(x: frame.midX, y: frame.midY)
    interaction.handle(.touchDown(touch, time: 0))
    interaction.advanceUntilPresented(from: 0)
    guard interaction.isPresented, let layout = interaction.layout else {
      throw StandardStreams.usageError("--source: the menu cannot be presented for this source; pass a frame inside the container.")
    }
    let time = interaction.transition?.endTime ?? interaction.currentTime ?? 0
    if let drag {
      interaction.handle(.touchMoved(touch, time: time))
      interaction.handle(.touchMoved(CGPoint(x: touch.x + drag.width, y: touch.y + drag.height), time: time))
    }
    return Presented(interaction: interaction, layout: layout, time: time)
  }

  /// The container with the presented context menu: a white container (the source hidden, as UIKit
  /// hides it under its preview) and the overlay's layers, the preview's content a grey rounded rect.
  static func scene(
    _ presented: Presented, configuration: ContextMenuConfiguration, engine: PangoTextLayoutEngine
  ) throws -> LayerTree {
    let interaction = presented.interaction
    var root = Layer(id: "root", frame: presented.layout.containerBounds)
    root.backgroundColor = .white
    var content = Layer(id: "source", frame: configuration.source.frame)
    content.backgroundColor = Color(rgb: 0xC7C7CC)
    content.cornerRadius = Swift.min(18, Swift.min(content.bounds.width, content.bounds.height) / 2)
    content.cornerCurve = .continuous
    let overlay = ContextMenuOverlay(
      configuration: configuration, layout: presented.layout, engine: engine, sourceContent: content)
    if let presentation = interaction.presentation(at: presented.time) {
      root.sublayers += overlay.layers(
        for: presentation, highlightedRow: interaction.highlightedRow, dragOffset: interaction.dragOffset,
        scrollOffset: interaction.menuScrollOffset)
    }
    return try LayerTree(root: root)
  }
}

// MARK: Accessory specs

extension ContextMenuCommand {
  /// Why an accessory spec was rejected: what is wrong and the fix.
  struct SpecError: Error, CustomStringConvertible {
    /// The one-line description.
    var description: String
  }

  /// The accessory an accessory SPEC describes:
  /// `WxH[@LOCATION][:ATTACHMENT[/ALIGNMENT]][+DX,DY][~AXES][;KEY=VALUE…]` with the keys `id`,
  /// `items` and `radius` (see the command's help). A spec without `@LOCATION` is at
  /// ``ContextMenuAccessory/Location/automatic``; the attachment defaults to top whatever the
  /// location (not the engine's centre), so specs written before `automatic` keep their frames.
  ///
  /// - Parameters:
  ///   - spec: The spec.
  ///   - position: The accessory's 1-based position among the `--accessory` options (its default id).
  /// - Throws: ``SpecError`` naming the bad part.
  static func parseAccessory(_ spec: String, position: Int) throws(SpecError) -> ContextMenuAccessory {
    var parts = spec.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
    let head = parts.removeFirst()
    // The size ends at @ when there is one (as before automatic), else at the first : + or ~.
    let sizeEnd = head.firstIndex(of: "@") ?? head.firstIndex(where: { ":+~".contains($0) }) ?? head.endIndex
    guard let size = CalloutCommand.parseSize(String(head[..<sizeEnd])), size.width <= 4000, size.height <= 4000 else {
      throw SpecError(description: "the size must be WxH of numbers between 0 and 4000, like 300x64.")
    }
    var rest = head[sizeEnd...]
    /// Removes and returns `rest` up to the first of `stops`.
    func take(until stops: Set<Character>) -> String {
      let end = rest.firstIndex(where: stops.contains) ?? rest.endIndex
      defer { rest = rest[end...] }
      return String(rest[..<end])
    }
    let locations: [String: ContextMenuAccessory.Location] = [
      "automatic": .automatic, "preview": .preview, "menu": .menu, "container": .containerSafeBounds,
    ]
    var location = ContextMenuAccessory.Location.automatic
    if rest.first == "@" {
      rest.removeFirst()
      let locationWord = take(until: [":", "+", "~"])
      guard let named = locations[locationWord] else {
        throw SpecError(description: "unknown location \"\(locationWord)\"; use automatic, preview, menu or container.")
      }
      location = named
    }
    var anchor = ContextMenuAccessory.Anchor(attachment: .top)
    if rest.first == ":" {
      rest.removeFirst()
      let words = take(until: ["+", "~"]).split(separator: "/", omittingEmptySubsequences: false).map(String.init)
      guard let attachment = ContextMenuAccessory.Anchor.Attachment(rawValue: words[0]) else {
        throw SpecError(
          description: "unknown attachment \"\(words[0])\"; use top, bottom, leading, trailing or center.")
      }
      anchor.attachment = attachment
      if words.count > 2 {
        throw SpecError(description: "too many /; write ATTACHMENT/ALIGNMENT, like top/trailing.")
      }
      if words.count == 2 {
        guard let alignment = ContextMenuAccessory.Anchor.Alignment(rawValue: words[1]) else {
          throw SpecError(description: "unknown alignment \"\(words[1])\"; use leading, center or trailing.")
        }
        anchor.alignment = alignment
      }
    }
    var offset = CGPoint.zero
    if rest.first == "+" {
      rest.removeFirst()
      let text = take(until: ["~"])
      guard let n = CalloutCommand.parseNumbers(text, count: 2), n.allSatisfy({ abs($0) <= 1e6 }) else {
        throw SpecError(description: "the offset \"+\(text)\" must be two finite numbers +DX,DY, like +-3,-16.")
      }
      offset = CGPoint(x: n[0], y: n[1])
    }
    var axes: ContextMenuAccessory.TrackingAxis = []
    if rest.first == "~" {
      rest.removeFirst()
      let word = String(rest)
      rest = rest[rest.endIndex...]
      switch word {
      case "x": axes = .x
      case "y": axes = .y
      case "xy", "yx": axes = [.x, .y]
      case "none": axes = []
      default: throw SpecError(description: "unknown axes \"~\(word)\"; use ~x, ~y, ~xy or ~none.")
      }
    }
    guard rest.isEmpty else {
      throw SpecError(
        description: "unexpected \"\(rest)\"; follow WxH[@LOCATION][:ATTACHMENT[/ALIGNMENT]][+DX,DY][~AXES].")
    }
    var identifier = "accessory\(position)"
    var itemCount = 0
    var radius = Swift.min(size.width, size.height) / 2
    for part in parts {
      let pair = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
      guard pair.count == 2 else { throw SpecError(description: "\"\(part)\" is not KEY=VALUE; use id=, items= or radius=.") }
      switch pair[0] {
      case "id":
        guard !pair[1].isEmpty else { throw SpecError(description: "id= is empty; give a name, like id=tapback.") }
        identifier = pair[1]
      case "items":
        guard let count = Int(pair[1]), (1...100).contains(count) else {
          throw SpecError(description: "items=\(pair[1]) must be a whole number between 1 and 100, like items=6.")
        }
        itemCount = count
      case "radius":
        guard let value = Double(pair[1]), value.isFinite, value >= 0 else {
          throw SpecError(description: "radius=\(pair[1]) must be a finite number ≥ 0, like radius=32.")
        }
        radius = value
      default:
        throw SpecError(description: "unknown key \"\(pair[0])\"; use id=, items= or radius=.")
      }
    }
    let itemWidth = itemCount > 0 ? size.width / CGFloat(itemCount) : 0
    let items = (0..<itemCount).map { index in
      ContextMenuAccessory.Item(
        "\(index + 1)", frame: CGRect(x: CGFloat(index) * itemWidth, y: 0, width: itemWidth, height: size.height))
    }
    return ContextMenuAccessory(
      .init(identifier), size: size, location: location, anchor: anchor, offset: offset, trackingAxis: axes, items: items,
      cornerRadius: radius)
  }
}

/// The JSON form of a presented context menu, every frame in the container's coordinates.
struct ContextMenuRecord: Encodable {
  /// A rect in points.
  struct Rect: Encodable {
    var x, y, width, height: Double
    /// The record of `rect`.
    init(_ rect: CGRect) { (x, y, width, height) = (rect.minX, rect.minY, rect.width, rect.height) }
  }
  /// A size in points.
  struct Size: Encodable {
    var width, height: Double
  }
  /// One row of the menu.
  struct Row: Encodable {
    /// `header`, `submenuHeader`, `action`, `submenu`, `loading` or `separator`.
    var kind: String
    var identifier: String
    var title: String
    var frame: Rect
    var selectable: Bool
  }
  /// One placed accessory.
  struct Accessory: Encodable {
    var identifier: String
    /// Its resting frame.
    var frame: Rect
    /// Its frame while the preview is dragged by the drag offset (the resting frame without a drag).
    var trackedFrame: Rect
  }

  var previewFrame: Rect
  var previewScale: Double
  /// The menu's frame, or null for an empty menu.
  var menuFrame: Rect?
  var menuEdge: String
  var menuAlignment: String
  var menuScrolls: Bool
  var menuContentHeight: Double
  var rows: [Row]
  var accessories: [Accessory]
  /// One accessory left out for want of room.
  struct OmittedAccessory: Encodable {
    var identifier: String
    /// The frame it asked for.
    var requestedFrame: Rect
    /// What that frame covers: `coversPreview`, `coversMenu` or `coversAccessory`.
    var reason: String
  }
  var omittedAccessories: [OmittedAccessory]
  /// The preview's drag offset, with `--drag` only.
  var dragOffset: Size?

  enum CodingKeys: String, CodingKey {
    case previewFrame, previewScale, menuFrame, menuEdge, menuAlignment, menuScrolls, menuContentHeight, rows,
      accessories, omittedAccessories, dragOffset
  }

  /// The record of a presented interaction; `drag` adds the drag offset.
  init(_ interaction: ContextMenuInteraction, drag: Bool) {
    let layout = interaction.layout
    let offset = interaction.dragOffset
    previewFrame = Rect(layout?.previewFrame ?? .zero)
    previewScale = Double(layout?.previewScale ?? 1)
    menuFrame = layout?.menuFrame.map(Rect.init)
    menuEdge = layout?.menuEdge.rawValue ?? "below"
    menuAlignment = layout?.menuAlignment.rawValue ?? "center"
    menuScrolls = layout?.menuScrolls ?? false
    menuContentHeight = Double(layout?.menuContentHeight ?? 0)
    rows = (layout?.rows ?? []).map {
      Row(kind: $0.kind.rawValue, identifier: $0.identifier, title: $0.title, frame: Rect($0.frame), selectable: $0.isSelectable)
    }
    accessories = (layout?.accessories ?? []).map {
      Accessory(identifier: $0.identifier.rawValue, frame: Rect($0.frame), trackedFrame: Rect($0.frame(dragTranslation: offset)))
    }
    omittedAccessories = (layout?.omittedAccessories ?? []).map {
      OmittedAccessory(
        identifier: $0.identifier.rawValue, requestedFrame: Rect($0.requestedFrame), reason: $0.reason.rawValue)
    }
    dragOffset = drag ? Size(width: offset.width, height: offset.height) : nil
  }

  /// Encodes every key (`omittedAccessories` empty when every accessory is placed), `menuFrame` as
  /// null for an empty menu; `dragOffset` only with `--drag`.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(previewFrame, forKey: .previewFrame)
    try container.encode(previewScale, forKey: .previewScale)
    try container.encode(menuFrame, forKey: .menuFrame)
    try container.encode(menuEdge, forKey: .menuEdge)
    try container.encode(menuAlignment, forKey: .menuAlignment)
    try container.encode(menuScrolls, forKey: .menuScrolls)
    try container.encode(menuContentHeight, forKey: .menuContentHeight)
    try container.encode(rows, forKey: .rows)
    try container.encode(accessories, forKey: .accessories)
    try container.encode(omittedAccessories, forKey: .omittedAccessories)
    try container.encodeIfPresent(dragOffset, forKey: .dragOffset)
  }
}
