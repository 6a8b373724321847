import Foundation
import InteractionKitCairo
import Testing

/// `interactionkit context-menu`, run as a user would.
///
/// The expected numbers follow the placement rules for a 200 × 44 source in a 390 × 844 container
/// with the safe area 47,0,34,0: the content bounds are (8, 47, 374, 763); the lift scale is
/// min(1.15, (26 + 200) / 200, 374 / 200) = 1.13, so the preview is 226 × 49.72 centred on the
/// source's centre; a single-line row is 28 + 15.667 = 43.667 tall and the menu 250 wide, 16 pt
/// from the preview.
@Suite struct ContextMenuCommandTests {
  /// Three single-line actions, no title: 3 × 43.667 = 131.001 tall.
  static let simpleMenu = """
    {"children": [
      {"action": {"id": "reply", "title": "Reply", "image": "arrowshape"}},
      {"action": {"id": "copy", "title": "Copy"}},
      {"action": {"id": "delete", "title": "Delete", "attributes": ["destructive"]}}
    ]}
    """

  static let phone = ["--container", "390x844", "--safe-area", "47,0,34,0"]
  static let tapback = "300x64@preview:top/trailing+-3,-16~xy;id=tapback;items=6"

  /// A fresh temporary folder.
  static func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("context-menu-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Runs the command with `menu` on standard input, writes JSON to a file and decodes it.
  static func json(_ arguments: [String], menu: String = simpleMenu) throws -> [String: Any] {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("out.json")
    let result = try TokenCommandsTests.run(
      ["context-menu", "--menu", "-"] + arguments + ["--out", out.path], input: menu)
    #expect(result.status == 0, "\(result.output)")
    return try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: out)) as? [String: Any])
  }

  static func rect(_ value: Any?) -> [Double]? {
    guard let r = value as? [String: Double], let x = r["x"], let y = r["y"], let w = r["width"], let h = r["height"]
    else { return nil }
    return [x, y, w, h]
  }

  /// Whether `a` and `b` are equal within 1e-9 each.
  static func close(_ a: [Double]?, _ b: [Double]) -> Bool {
    guard let a, a.count == b.count else { return false }
    return zip(a, b).allSatisfy { abs($0 - $1) < 1e-9 }
  }

  static func accessory(_ json: [String: Any], _ index: Int = 0) -> [String: Any]? {
    (json["accessories"] as? [[String: Any]]).flatMap { $0.indices.contains(index) ? $0[index] : nil }
  }

  // Source near the top: centre (140, 142), 95 pt above it and 668 below → the menu goes below; the
  // centre is left of the content's (195) → leading, the menu's left edge on the preview's (27).
  @Test func sourceNearTheTopPutsTheMenuBelowExactly() throws {
    let json = try Self.json(Self.phone + ["--source", "40,120,200,44"])
    #expect(
      Set(json.keys) == [
        "previewFrame", "previewScale", "menuFrame", "menuEdge", "menuAlignment", "menuScrolls", "menuContentHeight",
        "rows", "accessories", "omittedAccessories",
      ])
    #expect((json["omittedAccessories"] as? [Any])?.isEmpty == true)
    #expect(Self.close(Self.rect(json["previewFrame"]), [27, 117.14, 226, 49.72]))
    #expect(abs((json["previewScale"] as? Double ?? 0) - 1.13) < 1e-12)
    // 142 + 49.72 / 2 + 16 = 182.86.
    #expect(Self.close(Self.rect(json["menuFrame"]), [27, 182.86, 250, 131.001]))
    #expect(json["menuEdge"] as? String == "below")
    #expect(json["menuAlignment"] as? String == "leading")
    #expect(json["menuScrolls"] as? Bool == false)
    #expect(abs((json["menuContentHeight"] as? Double ?? 0) - 131.001) < 1e-9)
    let rows = try #require(json["rows"] as? [[String: Any]])
    #expect(rows.count == 3)
    for (index, (identifier, title)) in [("reply", "Reply"), ("copy", "Copy"), ("delete", "Delete")].enumerated() {
      let row = rows[index]
      #expect(Set(row.keys) == ["kind", "identifier", "title", "frame", "selectable"])
      #expect(row["kind"] as? String == "action")
      #expect(row["identifier"] as? String == identifier)
      #expect(row["title"] as? String == title)
      #expect(row["selectable"] as? Bool == true)
      #expect(Self.close(Self.rect(row["frame"]), [27, 182.86 + 43.667 * Double(index), 250, 43.667]))
    }
    #expect((json["accessories"] as? [Any])?.isEmpty == true)
    #expect(json["dragOffset"] == nil)
  }

  // Source near the bottom: centre (140, 722), 675 pt above, 88 below → above:
  // 722 − 24.86 − 16 − 131.001 = 550.139.
  @Test func sourceNearTheBottomPutsTheMenuAbove() throws {
    let json = try Self.json(Self.phone + ["--source", "40,700,200,44"])
    #expect(Self.close(Self.rect(json["previewFrame"]), [27, 697.14, 226, 49.72]))
    #expect(Self.close(Self.rect(json["menuFrame"]), [27, 550.139, 250, 131.001]))
    #expect(json["menuEdge"] as? String == "above")
  }

  @Test func emptyMenuHasANullMenuFrame() throws {
    let json = try Self.json(Self.phone + ["--source", "40,120,200,44"], menu: #"{"children": []}"#)
    #expect(json["menuFrame"] is NSNull)
    #expect((json["rows"] as? [Any])?.isEmpty == true)
    // Alone in the compact class, the preview centres in the content bounds: (195, 428.5).
    #expect(Self.close(Self.rect(json["previewFrame"]), [82, 428.5 - 24.86, 226, 49.72]))
  }

  @Test func sectionsSubmenusAndDeferredElementsBecomeRows() throws {
    let menu = """
      {"title": "Message", "children": [
        {"action": {"id": "reply", "title": "Reply"}},
        {"action": {"id": "gone", "title": "Gone", "attributes": ["hidden"]}},
        {"section": {"title": "Share", "children": [
          {"action": {"id": "copy", "title": "Copy", "state": "on"}},
          {"action": {"id": "forward", "title": "Forward", "attributes": ["disabled"]}}]}},
        {"submenu": {"id": "more", "title": "More", "children": [{"action": {"id": "info", "title": "Info"}}]}},
        {"deferred": "suggestions"}
      ]}
      """
    let json = try Self.json(Self.phone + ["--source", "40,120,200,44"], menu: menu)
    let rows = try #require(json["rows"] as? [[String: Any]])
    #expect(
      rows.compactMap { $0["kind"] as? String } == [
        "header", "action", "separator", "header", "action", "action", "separator", "submenu", "loading",
      ])
    #expect(rows.compactMap { $0["identifier"] as? String } == ["", "reply", "", "", "copy", "forward", "", "more", "suggestions"])
    #expect(rows.compactMap { $0["selectable"] as? Bool } == [false, true, false, false, true, false, false, true, false])
  }

  // No collisions: a toolbar on the menu's top edge, with the menu below the preview, would sit
  // between them over the preview. With 40 rows the menu fills the content down to 810; there is
  // no room above the preview at the top (y ≈ 57): the layout widens the gap by the toolbar's 44 pt
  // (the menu gives them up) and places it there, its bottom on the menu's top. A 700 pt toolbar
  // gets no room (the menu or the preview would go under 44 pt): it is left out, and the JSON says
  // so with the frame it asked for (kept in the content bounds: from its top, 47) and why.
  @Test func anAccessoryWithoutRoomIsReportedOmitted() throws {
    let rows = (1...40).map { "{\"action\": {\"id\": \"a\($0)\", \"title\": \"Item \($0)\"}}" }
    let menu = "{\"children\": [\(rows.joined(separator: ", "))]}"
    let roomy = try Self.json(
      Self.phone + ["--source", "60,60,240,44", "--accessory", "200x44@menu:top;id=toolbar"], menu: menu)
    let roomyMenu = try #require(Self.rect(roomy["menuFrame"]))
    #expect((roomy["omittedAccessories"] as? [Any])?.isEmpty == true)
    let placed = try #require((roomy["accessories"] as? [[String: Any]])?.first)
    // Centred on the menu (its left edge on the preview's, 47): x 47 + 125 − 100.
    #expect(Self.close(Self.rect(placed["frame"]), [72, roomyMenu[1] - 44, 200, 44]))
    let json = try Self.json(
      Self.phone + ["--source", "60,60,240,44", "--accessory", "200x700@menu:top;id=toolbar"], menu: menu)
    let menuFrame = try #require(Self.rect(json["menuFrame"]))
    #expect(abs(menuFrame[1] + menuFrame[3] - 810) < 1e-9 && json["menuScrolls"] as? Bool == true)
    #expect((json["accessories"] as? [Any])?.isEmpty == true)
    let omitted = try #require(json["omittedAccessories"] as? [[String: Any]])
    #expect(omitted.count == 1)
    #expect(omitted.first?["identifier"] as? String == "toolbar")
    #expect(omitted.first?["reason"] as? String == "coversPreview")
    #expect(Self.close(Self.rect(omitted.first?["requestedFrame"]), [72, 47, 200, 700]))
    // An accessory larger than the container asks for the whole content bounds: left out too.
    let huge = try Self.json(Self.phone + ["--source", "150,300,200,44", "--accessory", "4000x4000@container;id=huge"])
    #expect((huge["accessories"] as? [Any])?.isEmpty == true)
    let record = try #require((huge["omittedAccessories"] as? [[String: Any]])?.first)
    #expect(record["identifier"] as? String == "huge" && record["reason"] as? String == "coversPreview")
    #expect(Self.close(Self.rect(record["requestedFrame"]), [8, 47, 374, 763]))
  }

  // A source on the right: centre (250, 322), preview (137, 297.14, 226, 49.72). The Tapback bar
  // sits above it, its trailing edge 3 pt inside the preview's: (363 − 303, 297.14 − 80, 300, 64).
  @Test func tapbackBarSitsAboveThePreviewsTrailingEdge() throws {
    let json = try Self.json(Self.phone + ["--source", "150,300,200,44", "--accessory", Self.tapback])
    let preview = try #require(Self.rect(json["previewFrame"]))
    #expect(Self.close(preview, [137, 297.14, 226, 49.72]))
    let bar = try #require(Self.accessory(json))
    #expect(bar["identifier"] as? String == "tapback")
    #expect(Self.close(Self.rect(bar["frame"]), [preview[0] + preview[2] - 303, preview[1] - 80, 300, 64]))
    #expect(Self.close(Self.rect(bar["trackedFrame"]), [60, 217.14, 300, 64]))
    #expect(json["menuAlignment"] as? String == "trailing")
    #expect(Self.close(Self.rect(json["menuFrame"]), [113, 362.86, 250, 131.001]))
  }

  // The mirror image of the Tapback case: the source at 390 − 150 − 200 = 40, right to left. Every
  // frame mirrors (x → 390 − x − width); the menu still hugs the outer edge, now the trailing one.
  @Test func rightToLeftMirrorsTheLayout() throws {
    let json = try Self.json(Self.phone + ["--source", "40,300,200,44", "--accessory", Self.tapback, "--rtl"])
    #expect(Self.close(Self.rect(json["previewFrame"]), [390 - 137 - 226, 297.14, 226, 49.72]))
    #expect(Self.close(Self.rect(json["menuFrame"]), [390 - 113 - 250, 362.86, 250, 131.001]))
    #expect(json["menuAlignment"] as? String == "trailing")
    #expect(Self.close(Self.rect(Self.accessory(json)?["frame"]), [390 - 60 - 300, 217.14, 300, 64]))
  }

  // The finger moves 50 pt: 35 past the 15 pt tear-off, rubber-banded by 0.2 → (30, 40) · 0.7 · 0.2.
  @Test func dragMovesThePreviewAndTheTrackedAccessories() throws {
    let onlyX = "120x40@container:bottom~x;id=toolbar"
    let json = try Self.json(
      Self.phone + ["--source", "150,300,200,44", "--accessory", Self.tapback, "--accessory", onlyX, "--drag", "30,40"])
    let offset = try #require(json["dragOffset"] as? [String: Double])
    #expect(abs(offset["width"]! - 4.2) < 1e-9 && abs(offset["height"]! - 5.6) < 1e-9)
    let bar = try #require(Self.accessory(json))
    #expect(Self.close(Self.rect(bar["frame"]), [60, 217.14, 300, 64]))
    #expect(Self.close(Self.rect(bar["trackedFrame"]), [64.2, 222.74, 300, 64]))
    // Below the safe bounds' bottom, clamped inside them: y = 810 − 40; only x follows the drag.
    let toolbar = try #require(Self.accessory(json, 1))
    #expect(Self.close(Self.rect(toolbar["frame"]), [135, 770, 120, 40]))
    #expect(Self.close(Self.rect(toolbar["trackedFrame"]), [139.2, 770, 120, 40]))
    // Within the tear-off distance nothing moves.
    let small = try Self.json(Self.phone + ["--source", "150,300,200,44", "--drag", "-6,8"])
    #expect((small["dragOffset"] as? [String: Double]) == ["width": 0, "height": 0])
  }

  // Automatic, the default: the preview (137, 297.14, 226, 49.72) has room above, so a 200 × 44
  // accessory goes 16 pt above it, centred: (250 − 100, 297.14 − 16 − 44).
  @Test func automaticIsTheDefaultLocation() throws {
    // The attachment is not used (the rule picks the edge); the alignment is.
    for spec in ["200x44", "200x44@automatic", "200x44@automatic:bottom", "200x44~xy;id=bar"] {
      let json = try Self.json(Self.phone + ["--source", "150,300,200,44", "--accessory", spec])
      #expect(Self.close(Self.rect(json["previewFrame"]), [137, 297.14, 226, 49.72]), "\(spec)")
      #expect(Self.close(Self.rect(Self.accessory(json)?["frame"]), [150, 237.14, 200, 44]), "\(spec)")
    }
    let trailing = try Self.json(Self.phone + ["--source", "150,300,200,44", "--accessory", "200x44:top/trailing"])
    #expect(Self.close(Self.rect(Self.accessory(trailing)?["frame"]), [363 - 200, 237.14, 200, 44]))
    // Moved by the offset afterwards.
    let moved = try Self.json(Self.phone + ["--source", "150,300,200,44", "--accessory", "200x44+10,-5"])
    #expect(Self.close(Self.rect(Self.accessory(moved)?["frame"]), [160, 232.14, 200, 44]))
  }

  @Test func pngDrawsThePresentedMenu() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let menu = folder.appendingPathComponent("menu.json")
    try Data(Self.simpleMenu.utf8).write(to: menu)
    let out = folder.appendingPathComponent("menu.png")
    let result = try TokenCommandsTests.run(
      ["context-menu", "--menu", menu.path] + Self.phone
        + ["--source", "150,300,200,44", "--accessory", Self.tapback, "--format", "png", "--out", out.path],
      input: "")
    #expect(result.status == 0, "\(result.output)")
    let image = try PixelImage(pngData: Data(contentsOf: out))
    #expect(image.width == 780 && image.height == 1688, "the container at the default scale 2")
  }

  @Test func helpDocumentsTheMenuFileAndTheAccessorySpec() throws {
    let result = try TokenCommandsTests.run(["context-menu", "--help"], input: "")
    #expect(result.status == 0)
    #expect(result.output.contains("MENU FILE") && result.output.contains("ACCESSORY SPEC"))
  }

  @Test func badInputExitsWith64OnOneLineAndWritesNothing() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = ["--source", "40,120,200,44"]
    let cases: [(arguments: [String], menu: String, message: String)] = [
      (source, "{\"children\": [\n  {\"action\": {\"id\": \"a\", \"title\": \"A\"}},\n  nope]}",
       "menu.children[1]: malformed JSON at line 3, column 4"),
      (source,
       #"{"children": [{"action": {"id": "a", "title": "A"}}, {"section": {"children": []}}, {"action": {"id": "c", "titel": "C"}}]}"#,
       "menu.children[2].action.titel: unknown key"),
      (source, #"{"children": [{"action": {"id": "a"}}]}"#, "menu.children[0].action.title: missing"),
      (source, #"{"children": [{"submenu": {"id": "m", "children": []}}]}"#, "menu.children[0].submenu.title: missing"),
      (source, #"{"children": [{"action": {"id": "a", "title": 5}}]}"#, "menu.children[0].action.title: expected a string"),
      (source, #"{"children": [{"action": {"id": "a", "title": "A", "state": "onn"}}]}"#, "menu.children[0].action.state:"),
      (source, #"{"children": [{"acton": {}}]}"#, "menu.children[0].acton: unknown key"),
      (source, #"{"title": "no children"}"#, "menu.children: missing"),
      (["--container", "0x100"] + source, Self.simpleMenu, "--container"),
      (["--container", "-5x100"] + source, Self.simpleMenu, "--container"),
      (["--source", "nan,0,1,1"], Self.simpleMenu, "--source"),
      (["--source", "1,2,3"], Self.simpleMenu, "--source"),
      (source + ["--safe-area", "1,2,inf,4"], Self.simpleMenu, "--safe-area"),
      (source + ["--drag", "1"], Self.simpleMenu, "--drag"),
      (source + ["--preview-size", "0x10"], Self.simpleMenu, "--preview-size"),
      (source + ["--accessory", "300x64@previw"], Self.simpleMenu, "--accessory 300x64@previw: unknown location"),
      (source + ["--accessory", "300x64@preview:top/trailing+-3"], Self.simpleMenu, "--accessory"),
      (source + ["--accessory", "300x64@preview~z"], Self.simpleMenu, "--accessory"),
      (source + ["--accessory", "300x64@preview;items=0"], Self.simpleMenu, "--accessory"),
      (source + ["--accessory", "300x64@"], Self.simpleMenu, "--accessory 300x64@: unknown location"),
      (source + ["--accessory", "300x64@auto"], Self.simpleMenu, "--accessory 300x64@auto: unknown location"),
      (source + ["--accessory", "x64"], Self.simpleMenu, "--accessory x64: the size must be"),
      (source + ["--accessory", "300x64:top/sideways"], Self.simpleMenu, "unknown alignment"),
      (source + ["--accessory", "300x64+1"], Self.simpleMenu, "--accessory 300x64+1: the offset"),
      (source + ["--accessory", "300x64;id="], Self.simpleMenu, "id= is empty"),
      (source + ["--scale", "4"], Self.simpleMenu, "--scale"),
    ]
    for (index, bad) in cases.enumerated() {
      let out = folder.appendingPathComponent("out-\(index).json")
      let container = bad.arguments.contains("--container") ? [] : ["--container", "390x844"]
      let result = try TokenCommandsTests.run(
        ["context-menu", "--menu", "-"] + container + bad.arguments + ["--out", out.path], input: bad.menu)
      #expect(result.status == 64, "\(bad.arguments): \(result.output)")
      let lines = result.output.split(separator: "\n")
      #expect(lines.count == 1, "\(bad.arguments): \(result.output)")
      #expect(result.output.contains(bad.message), "\(bad.arguments): \(result.output)")
      #expect(!FileManager.default.fileExists(atPath: out.path), "\(bad.arguments) wrote \(out.path)")
    }
  }
}
