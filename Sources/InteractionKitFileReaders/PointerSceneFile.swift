public import Foundation
import InteractionKitGeometry
public import InteractionKitPointer
public import InteractionKitScene

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
public struct PointerSceneFile: Decodable {
  /// The largest coordinate of a frame's origin and the largest side, in points.
  public static let maximumCoordinate: Double = 1e6
  /// The largest hit-test inset magnitude, in points.
  public static let maximumInset: Double = 1000

  /// A rect in points: `{"x", "y", "width", "height"}`, all required, the size never negative.
  public struct Rect: Decodable {
    /// The origin's x, within ±``PointerSceneFile/maximumCoordinate``.
    public var x: Double
    /// The origin's y, within ±``PointerSceneFile/maximumCoordinate``.
    public var y: Double
    /// The width, 0 or more and below ``PointerSceneFile/maximumCoordinate``.
    public var width: Double
    /// The height, 0 or more and below ``PointerSceneFile/maximumCoordinate``.
    public var height: Double
    /// The rect as a `CGRect`.
    public var cgRect: CGRect { CGRect(x: x, y: y, width: width, height: height) }

    /// Reads the rect, rejecting unknown keys, a negative size and coordinates beyond ±1e6.
    public init(from decoder: any Decoder) throws {
      let fields = try StrictJSON.Fields(decoder, allowed: ["x", "y", "width", "height"], kind: "a frame")
      let bound = PointerSceneFile.maximumCoordinate
      x = try fields.number("x", "a number within ±1e6") { abs($0) < bound }
      y = try fields.number("y", "a number within ±1e6") { abs($0) < bound }
      width = try fields.number("width", "a width of 0 or more, below 1e6") { (0..<bound).contains($0) }
      height = try fields.number("height", "a height of 0 or more, below 1e6") { (0..<bound).contains($0) }
    }
  }

  /// Insets per edge; negative values enlarge: `{"top", "left", "bottom", "right"}`, all required.
  public struct Insets: Decodable {
    /// The top inset, within ±``PointerSceneFile/maximumInset``.
    public var top: Double
    /// The left inset, within ±``PointerSceneFile/maximumInset``.
    public var left: Double
    /// The bottom inset, within ±``PointerSceneFile/maximumInset``.
    public var bottom: Double
    /// The right inset, within ±``PointerSceneFile/maximumInset``.
    public var right: Double

    /// Reads the insets, rejecting unknown keys and magnitudes beyond 1000.
    public init(from decoder: any Decoder) throws {
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
  public enum Style: String, Decodable, Sendable {
    /// The highlight effect.
    case highlight
    /// The lift effect.
    case lift
    /// The hover effect.
    case hover
    /// A vertical beam as tall as the control.
    case beam
  }

  /// The container rule of a group.
  public enum Rule: String, Decodable, Sendable {
    /// The group's hit area is its bounds.
    case bounds
    /// The group's hit area is the union of its sublayers' hit areas.
    case unionOfSublayers
  }

  /// One control: a layer with a pointer interaction.
  public struct Control: Decodable {
    /// The control's identifier, unique in the scene.
    public var id: String
    /// The control's frame in its container.
    public var frame: Rect
    /// The same hit-test inset on every side (default 0), unless `hitTestInsets` is given.
    public var inset: Double?
    /// The hit-test inset of each edge.
    public var hitTestInsets: Insets?
    /// The pointer style; default `highlight`.
    public var style: Style?

    /// Reads `{"id", "frame", "inset", "hitTestInsets", "style"}`; `id` and `frame` are required.
    public init(from decoder: any Decoder) throws {
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
  public struct Group: Decodable {
    /// The group's identifier, unique in the scene.
    public var id: String
    /// The group's frame in the scene.
    public var frame: Rect
    /// The same hit-test inset on every side (default 0), unless `hitTestInsets` is given.
    public var inset: Double?
    /// The hit-test inset of each edge.
    public var hitTestInsets: Insets?
    /// The container rule; default `bounds`.
    public var hitAreaRule: Rule?
    /// The controls, their frames relative to the group.
    public var controls: [Control]

    /// Reads `{"id", "frame", "inset", "hitTestInsets", "hitAreaRule", "controls"}`; `id`, `frame`
    /// and `controls` are required.
    public init(from decoder: any Decoder) throws {
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

  /// The container's width, 1…4000.
  public var width: Double
  /// The container's height, 1…4000.
  public var height: Double
  /// The controls directly in the container.
  public var controls: [Control]?
  /// The groups of controls.
  public var groups: [Group]?

  /// Reads `{"width", "height", "controls", "groups"}`; `width` and `height` are required.
  public init(from decoder: any Decoder) throws {
    let fields = try StrictJSON.Fields(decoder, allowed: ["width", "height", "controls", "groups"], kind: "the scene")
    width = try fields.number("width", "a width between 1 and 4000") { (1...4000).contains($0) }
    height = try fields.number("height", "a height between 1 and 4000") { (1...4000).contains($0) }
    controls = try fields.optional("controls")
    groups = try fields.optional("groups")
  }

  /// Why a scene file was rejected: a one-line description naming the file and the field's path,
  /// ending with the fix.
  public struct ReadError: Error, CustomStringConvertible {
    /// The one-line description.
    public var description: String
  }

  /// Decodes a scene file's bytes; `name` names the file in errors.
  ///
  /// - Throws: ``ReadError`` naming the field's path (`scene.controls[0].frame.width`) and, for
  ///   malformed JSON, the line and column.
  public static func decode(_ data: Data, name: String) throws(ReadError) -> PointerSceneFile {
    do { return try StrictJSON.decode(PointerSceneFile.self, from: data, root: "scene") } catch {
      throw ReadError(description: "\(name): \(error.description)")
    }
  }

  /// The scene (a root of `width` × `height` holding the controls and groups) and the interactions of the controls.
  ///
  /// - Throws: ``PointerSceneFileError`` for a bad size, frame, inset or identifier.
  public func build() throws(PointerSceneFileError) -> (tree: LayerTree, interactions: PointerInteractionRegistry) {
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
public enum PointerSceneFileError: Error, CustomStringConvertible {
  /// The container's size is outside 1…4000.
  case invalidSize(width: Double, height: Double)
  /// An identifier is empty, `root` or used twice.
  case duplicateID(String)
  /// The frame of the control or group is not finite, has a negative size or reaches beyond ±1e6.
  case invalidFrame(String)
  /// The hit-test insets of the control or group are not finite or beyond ±1000.
  case invalidInsets(String)
  /// The layer tree cannot be built.
  case invalidScene(String)

  /// One line: what is wrong and the fix.
  public var description: String {
    switch self {
    case .invalidSize(let width, let height):
      "The scene size \(width) × \(height) is out of range; give a width and height between 1 and 4000."
    case .duplicateID(let id):
      "The identifier \"\(StrictJSON.printable(id))\" is empty, \"root\" or used twice; give every control and group its own identifier."
    case .invalidFrame(let id):
      "The frame of \"\(StrictJSON.printable(id))\" is not finite or has a negative size; give finite coordinates and a size of 0 or more."
    case .invalidInsets(let id):
      "The hit-test insets of \"\(StrictJSON.printable(id))\" are not finite numbers within ±1000; give insets such as -20."
    case .invalidScene(let reason): "The scene cannot be built (\(StrictJSON.printable(reason))); check the identifiers and frames."
    }
  }
}
