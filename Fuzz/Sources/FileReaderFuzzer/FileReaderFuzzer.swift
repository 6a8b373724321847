import Foundation
import FuzzSupport
import InteractionKitContextMenu
import InteractionKitFileReaders
import InteractionKitGeometry
import InteractionKitPointer
import InteractionKitScene

/// The command line's file readers on arbitrary bytes: `ContextMenuFile.decode` (`--menu`) and
/// `PointerSceneFile.decode` (`--scene`), then `PointerSceneFile.build()`. Each either throws its
/// typed error, whose message is one non-empty line, or returns a value: a menu whose tree can be
/// walked, a scene whose frames and insets are finite and within the file's bounds, and a built
/// scene whose layers' frames, hit areas and pointer hit tests are finite.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Data(bytes: data, count: size)
  readMenu(bytes)
  readScene(bytes)
  return 0
}

/// Traps unless `message` is one non-empty line.
func checkOneLine(_ message: String, _ what: String) {
  fuzzCheck(!message.isEmpty, "\(what): empty message")
  fuzzCheck(!message.contains(where: \.isNewline), "\(what): message on several lines: \(message.debugDescription)")
}

func readMenu(_ bytes: Data) {
  let file: ContextMenuFile
  do {
    file = try ContextMenuFile.decode(bytes, name: "--menu menu.json")
  } catch {
    checkOneLine(error.description, "menu error")
    return
  }
  // Walk the whole tree (depth first, without recursion) and count what it holds.
  var pending = [file.menu]
  var elements = 0
  while let menu = pending.popLast() {
    for element in menu.children {
      elements += 1
      if case .menu(let child) = element { pending.append(child) }
    }
  }
  fuzzCheck(elements <= bytes.count, "a menu of \(bytes.count) bytes has \(elements) elements")
}

func readScene(_ bytes: Data) {
  let scene: PointerSceneFile
  do {
    scene = try PointerSceneFile.decode(bytes, name: "--scene scene.json")
  } catch {
    checkOneLine(error.description, "scene error")
    return
  }
  fuzzCheck(
    (1...4000).contains(scene.width) && (1...4000).contains(scene.height), "scene size \(scene.width) × \(scene.height)")
  func checkFrame(_ rect: PointerSceneFile.Rect, _ what: String) {
    let limit = PointerSceneFile.maximumCoordinate
    fuzzCheck(
      [rect.x, rect.y, rect.width, rect.height].allSatisfy { $0.isFinite && abs($0) <= limit } && rect.width >= 0
        && rect.height >= 0, "\(what) frame \(rect.cgRect)")
  }
  func checkInsets(_ inset: Double?, _ insets: PointerSceneFile.Insets?, _ what: String) {
    let limit = PointerSceneFile.maximumInset
    let values = [inset].compactMap { $0 } + (insets.map { [$0.top, $0.left, $0.bottom, $0.right] } ?? [])
    fuzzCheck(values.allSatisfy { $0.isFinite && abs($0) <= limit }, "\(what) insets \(values)")
  }
  var ids: [String] = []
  for control in scene.controls ?? [] {
    checkFrame(control.frame, control.id)
    checkInsets(control.inset, control.hitTestInsets, control.id)
    ids.append(control.id)
  }
  for group in scene.groups ?? [] {
    checkFrame(group.frame, group.id)
    checkInsets(group.inset, group.hitTestInsets, group.id)
    ids.append(group.id)
    for control in group.controls {
      checkFrame(control.frame, control.id)
      checkInsets(control.inset, control.hitTestInsets, control.id)
      ids.append(control.id)
    }
  }
  let built: (tree: LayerTree, interactions: PointerInteractionRegistry)
  do {
    built = try scene.build()
  } catch {
    checkOneLine(error.description, "scene build error")
    return
  }
  for id in ids {
    guard let frame = try? built.tree.frameInRoot(of: LayerID(id)) else {
      fuzzCheck(false, "layer \(id.debugDescription) of a built scene has no frame")
      return
    }
    FiniteGeometry.check(frame, "frame of \(id.debugDescription)")
  }
  // Hit tests at the corners and centres of every frame, and just outside them.
  var points = [CGPoint(x: 0, y: 0), CGPoint(x: scene.width / 2, y: scene.height / 2)]
  for id in ids.prefix(16) {
    guard let frame = try? built.tree.frameInRoot(of: LayerID(id)) else { continue }
    points += [CGPoint(x: frame.midX, y: frame.midY), CGPoint(x: frame.minX - 1, y: frame.minY - 1)]
  }
  for point in points {
    _ = built.tree.hitTestChain(point)
    let result = built.interactions.hitTest(point, in: built.tree)
    if let preview = result.preview { FiniteGeometry.check(preview.frame, "pointer preview frame at \(point)") }
    if let region = result.defaultRegion { FiniteGeometry.check(region.rect, "pointer region at \(point)") }
  }
}

/// The entry point SwiftPM links (`FileReaderFuzzer_main`): libFuzzer's driver with ``fuzz(_:_:)``.
@_cdecl("FileReaderFuzzer_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  FuzzDriver.run(argc, argv) { data, size in
    var empty: UInt8 = 0
    guard let data else { return fuzz(&empty, 0) }
    return fuzz(data, size)
  }
}
