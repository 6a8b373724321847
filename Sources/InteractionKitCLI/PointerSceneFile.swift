import ArgumentParser
import Foundation
import InteractionKitGeometry
import InteractionKitPointer
import InteractionKitScene

/// The scene file of `interactionkit pointer`: a container size and the controls in it.
///
/// ```json
/// { "width": 480, "height": 160,
///   "controls": [ { "id": "play", "frame": { "x": 40, "y": 60, "width": 64, "height": 36 }, "inset": -20, "style": "highlight" } ],
///   "groups": [ { "id": "row", "frame": { "x": 200, "y": 60, "width": 232, "height": 36 }, "inset": -20,
///                 "hitAreaRule": "unionOfSublayers", "controls": [ … frames relative to the group … ] } ] }
/// ```
///
/// Reading is strict (``StrictJSON``): an unknown or misspelt key, a value of the wrong type, a
/// missing required key, a negative size, a number out of range and malformed JSON (NaN, 1e999) are
/// rejected with the field's path, like `scene.controls[0].frame.width`, and for malformed JSON its
/// line and column.
struct PointerSceneFile: Decodable {
  /// The largest coordinate of a frame's origin and the largest side, in points.
  static let maximumCoordinate: Double = 1e6
  /// The largest hit-test inset magnitude, in points.
  static let maximumInset: Double = 1000

  /// A rect in points: `{"x", "y", "width", "height"}`, all required, the size never negative.
  struct Rect: Decodable {
    var x, y, width, height: Double
    var cgRect: CGRect { CGRect(x: x, y: y, width: width, height: height) }

    /// Reads the rect, rejecting unknown keys, a negative size and coordinates beyond ±1e6.
    init(from decoder: any Decoder) throws {
      let fields = try StrictJSON.Fields(decoder, allowed: ["x", "y", "width", "height"], kind: "a frame")
      let bound = PointerSceneFile.maximumCoordinate
      x = try fields.number("x", "a number within ±1e6") { abs($0) < bound }
      y = try fields.number("y", "a number within ±1e6") { abs($0) < bound }
      width = try fields.number("width", "a width of 0 or more, below 1e6") { (0..<bound).contains($0) }
      height = try fields.number("height", "a height of 0 or more, below 1e6") { (0..<bound).contains($0) }
    }
  }

  /// Insets per edge; negative values enlarge: `{"top", "left", "bottom", "right"}`, all required.
  struct Insets: Decodable {
    var top, left, bottom, right: Double

    /// Reads the insets, rejecting unknown keys and magnitudes beyond 1000.
    init(from decoder: any Decoder) throws {
      let fields = try StrictJSON.Fields(decoder, allowed: ["top", "left", "bottom", "right"], kind: "hitTestInsets")
      let requirement = "an inset within ±1000, like -20"
      let isValid = { (value: Double) in abs(value) <= PointerSceneFile.maximumInset }
      top = try fields.number("top", requirement, where: isValid)
      left = try fields.number("left", requirement, where: isValid)
      bottom = try fields.number("bottom", requirement, where: isValid)
      right = try fields.number("right", requirement, where: isValid)
    }
  }

  /// The pointer style of a control.
  enum Style: String, Decodable {
    case highlight, lift, hover, beam
  }

  /// The container rule of a group.
  enum Rule: String, Decodable {
    case bounds, unionOfSublayers
  }

  /// One control: a layer with a pointer interaction.
  struct Control: Decodable {
    var id: String
    var frame: Rect
    /// The same hit-test inset on every side (default 0), unless `hitTestInsets` is given.
    var inset: Double?
    var hitTestInsets: Insets?
    /// Default `highlight`.
    var style: Style?

    /// Reads `{"id", "frame", "inset", "hitTestInsets", "style"}`; `id` and `frame` are required.
    init(from decoder: any Decoder) throws {
      let fields = try StrictJSON.Fields(
        decoder, allowed: ["id", "frame", "inset", "hitTestInsets", "style"], kind: "a control")
      id = try fields.required("id")
      frame = try fields.required("frame")
      inset = try fields.optionalNumber("inset", "an inset within ±1000, like -20") {
        abs($0) <= PointerSceneFile.maximumInset
      }
      hitTestInsets = try fields.optional("hitTestInsets")
      style = try fields.word("style", as: Style.self, ["highlight", "lift", "hover", "beam"])
    }
  }

  /// A container of controls, without an interaction of its own.
  struct Group: Decodable {
    var id: String
    var frame: Rect
    var inset: Double?
    var hitTestInsets: Insets?
    /// Default `bounds`.
    var hitAreaRule: Rule?
    var controls: [Control]

    /// Reads `{"id", "frame", "inset", "hitTestInsets", "hitAreaRule", "controls"}`; `id`, `frame`
    /// and `controls` are required.
    init(from decoder: any Decoder) throws {
      let fields = try StrictJSON.Fields(
        decoder, allowed: ["id", "frame", "inset", "hitTestInsets", "hitAreaRule", "controls"], kind: "a group")
      id = try fields.required("id")
      frame = try fields.required("frame")
      inset = try fields.optionalNumber("inset", "an inset within ±1000, like -20") {
        abs($0) <= PointerSceneFile.maximumInset
      }
      hitTestInsets = try fields.optional("hitTestInsets")
      hitAreaRule = try fields.word("hitAreaRule", as: Rule.self, ["bounds", "unionOfSublayers"])
      controls = try fields.required("controls")
    }
  }

  var width: Double
  var height: Double
  var controls: [Control]?
  var groups: [Group]?

  /// Reads `{"width", "height", "controls", "groups"}`; `width` and `height` are required.
  init(from decoder: any Decoder) throws {
    let fields = try StrictJSON.Fields(decoder, allowed: ["width", "height", "controls", "groups"], kind: "the scene")
    width = try fields.number("width", "a width between 1 and 4000") { (1...4000).contains($0) }
    height = try fields.number("height", "a height between 1 and 4000") { (1...4000).contains($0) }
    controls = try fields.optional("controls")
    groups = try fields.optional("groups")
  }

  /// Reads and decodes a scene file (`-`: standard input).
  ///
  /// - Throws: The usage exit code (64) after printing one line that names the file and why it
  ///   cannot be read, or the field's path (`scene.controls[0].frame.width`) and, for malformed
  ///   JSON, the line and column.
  static func load(_ path: String) throws(ExitCode) -> PointerSceneFile {
    let data = try StandardStreams.readFile(path, option: "--scene")
    do { return try StrictJSON.decode(PointerSceneFile.self, from: data, root: "scene") } catch {
      throw StandardStreams.usageError("--scene \(path): \(error.description)")
    }
  }

  /// The scene (a root of `width` × `height` holding the controls and groups) and the interactions of the controls.
  ///
  /// - Throws: ``PointerSceneFileError`` for a bad size, frame, inset or identifier.
  func build() throws(PointerSceneFileError) -> (tree: LayerTree, interactions: PointerInteractionRegistry) {
    guard width.isFinite, height.isFinite, (1...4000).contains(width), (1...4000).contains(height) else {
      throw .invalidSize(width: width, height: height)
    }
    var seen: Set<String> = ["root"]
    var interactions = PointerInteractionRegistry()
    var root = Layer(id: "root", frame: CGRect(x: 0, y: 0, width: width, height: height))
    root.backgroundColor = .white
    func checkID(_ id: String) throws(PointerSceneFileError) {
      guard !id.isEmpty, seen.insert(id).inserted else { throw .duplicateID(id) }
    }
    func layer(_ id: String, _ frame: Rect, _ inset: Double?, _ insets: Insets?) throws(PointerSceneFileError) -> Layer {
      try checkID(id)
      let rect = frame.cgRect
      guard rect.origin.isFinitePoint, rect.width.isFinite, rect.height.isFinite, rect.width >= 0, rect.height >= 0,
        abs(rect.maxX) < 1e6, abs(rect.maxY) < 1e6
      else { throw .invalidFrame(id) }
      var layer = Layer(id: LayerID(id), frame: rect)
      let edges = insets.map { EdgeInsets(top: $0.top, left: $0.left, bottom: $0.bottom, right: $0.right) }
        ?? EdgeInsets(all: inset ?? 0)
      guard [edges.top, edges.left, edges.bottom, edges.right].allSatisfy({ $0.isFinite && abs($0) <= 1000 }) else {
        throw .invalidInsets(id)
      }
      layer.hitTestInsets = edges
      return layer
    }
    func control(_ c: Control) throws(PointerSceneFileError) -> Layer {
      var button = try layer(c.id, c.frame, c.inset, c.hitTestInsets)
      button.backgroundColor = Color(rgb: 0xD6E4FF)
      button.cornerRadius = 8
      interactions.addInteraction(PointerInteraction(delegate: Self.delegate(c.style ?? .highlight)), to: button.id)
      return button
    }
    for c in controls ?? [] { root.sublayers.append(try control(c)) }
    for g in groups ?? [] {
      var group = try layer(g.id, g.frame, g.inset, g.hitTestInsets)
      group.hitAreaRule = g.hitAreaRule == .unionOfSublayers ? .unionOfSublayers : .bounds
      for c in g.controls { group.sublayers.append(try control(c)) }
      root.sublayers.append(group)
    }
    do { return (try LayerTree(root: root), interactions) } catch { throw .invalidScene(String(describing: error)) }
  }

  /// The delegate of a style.
  static func delegate(_ style: Style) -> PointerInteraction.Delegate {
    switch style {
    case .highlight: .highlight
    case .lift: .lift
    case .hover: .hover
    case .beam: PointerInteraction.Delegate { _, preview in .verticalBeam(lineHeight: preview.frame.height) }
    }
  }
}

/// Why a pointer scene file that decoded was rejected while building the scene.
enum PointerSceneFileError: Error, CustomStringConvertible {
  case invalidSize(width: Double, height: Double)
  case duplicateID(String)
  case invalidFrame(String)
  case invalidInsets(String)
  case invalidScene(String)

  var description: String {
    switch self {
    case .invalidSize(let width, let height):
      "The scene size \(width) × \(height) is out of range; give a width and height between 1 and 4000."
    case .duplicateID(let id):
      "The identifier \"\(id)\" is empty, \"root\" or used twice; give every control and group its own identifier."
    case .invalidFrame(let id):
      "The frame of \"\(id)\" is not finite or has a negative size; give finite coordinates and a size of 0 or more."
    case .invalidInsets(let id):
      "The hit-test insets of \"\(id)\" are not finite numbers within ±1000; give insets such as -20."
    case .invalidScene(let reason): "The scene cannot be built (\(reason)); check the identifiers and frames."
    }
  }
}
