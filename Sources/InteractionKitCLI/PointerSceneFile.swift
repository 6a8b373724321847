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
struct PointerSceneFile: Decodable {
  /// A rect in points.
  struct Rect: Decodable {
    var x, y, width, height: Double
    var cgRect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
  }

  /// Insets per edge; negative values enlarge.
  struct Insets: Decodable {
    var top, left, bottom, right: Double
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
  }

  var width: Double
  var height: Double
  var controls: [Control]?
  var groups: [Group]?

  /// Reads and validates a scene file.
  ///
  /// - Throws: ``PointerSceneFileError`` for unreadable JSON or bad geometry.
  static func load(_ path: String) throws(PointerSceneFileError) -> PointerSceneFile {
    let data: Data
    do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch { throw .unreadable(path) }
    do {
      return try JSONDecoder().decode(PointerSceneFile.self, from: data)
    } catch {
      throw .malformed(path, String(describing: error))
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

/// Why a pointer scene file was rejected.
enum PointerSceneFileError: Error, CustomStringConvertible {
  case unreadable(String)
  case malformed(String, String)
  case invalidSize(width: Double, height: Double)
  case duplicateID(String)
  case invalidFrame(String)
  case invalidInsets(String)
  case invalidScene(String)

  var description: String {
    switch self {
    case .unreadable(let path): "The scene file \(path) cannot be read; pass the path of a readable JSON file."
    case .malformed(let path, let reason):
      "The scene file \(path) is not a valid pointer scene (\(reason)); follow the format in `interactionkit pointer --help`."
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
