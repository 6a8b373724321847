import Foundation
import Testing

/// The architecture's dependency rule, checked on the sources: arrows point down only, and core
/// modules import Foundation and lower core modules, nothing else.
@Suite struct DependencyRuleTests {
  static let sources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources")

  /// What each module may import besides itself (CoreGraphics only behind `canImport` on Apple platforms).
  static let allowed: [String: Set<String>] = [
    "InteractionKitGeometry": ["Foundation", "CoreGraphics"],
    "InteractionKitMotion": ["Foundation", "InteractionKitGeometry"],
    "InteractionKitTextLayout": ["Foundation", "InteractionKitGeometry"],
    "InteractionKitTextTokens": ["Foundation"],
    "InteractionKitTestSupport": ["Foundation", "InteractionKitTextLayout"],
    "InteractionKitGestures": ["Foundation", "InteractionKitGeometry", "InteractionKitMotion"],
    "InteractionKitScene": ["Foundation", "InteractionKitGeometry", "InteractionKitMotion", "InteractionKitTextLayout"],
    // The contract between the engine and any host: inputs in; a layer tree, an accessibility
    // tree and when the scene next needs time out. Every component's scene conforms to it.
    "InteractionKitLiveScene": ["Foundation", "InteractionKitScene"],
    "InteractionKitInteractiveText": [
      "Foundation", "InteractionKitGeometry", "InteractionKitTextLayout", "InteractionKitTextTokens",
      "InteractionKitScene", "InteractionKitGestures",
    ],
    "InteractionKitContextMenu": [
      "Foundation", "InteractionKitGeometry", "InteractionKitMotion", "InteractionKitTextLayout", "InteractionKitScene",
      "InteractionKitGestures", "InteractionKitLiveScene",
    ],
    // A link preview is a context menu whose preview is a link's bubble, lifted from an interactive
    // text: the one component that builds on others, below it.
    "InteractionKitLinkPreview": [
      "Foundation", "InteractionKitGeometry", "InteractionKitMotion", "InteractionKitTextLayout", "InteractionKitScene",
      "InteractionKitGestures", "InteractionKitContextMenu", "InteractionKitTextTokens", "InteractionKitInteractiveText",
      "InteractionKitLiveScene",
    ],
    "InteractionKitCallout": [
      "Foundation", "InteractionKitGeometry", "InteractionKitMotion", "InteractionKitTextLayout", "InteractionKitScene",
      "InteractionKitGestures", "InteractionKitLiveScene",
    ],
    "InteractionKitPointer": [
      "Foundation", "InteractionKitGeometry", "InteractionKitMotion", "InteractionKitScene", "InteractionKitGestures",
      "InteractionKitLiveScene",
    ],
    "InteractionKitPango": [
      "Foundation", "InteractionKitGeometry", "InteractionKitTextLayout", "CInteractionKitPango", "CInteractionKitCairo",
    ],
    "InteractionKitCairo": [
      "Foundation", "InteractionKitGeometry", "InteractionKitTextLayout", "InteractionKitScene", "InteractionKitPango",
      "CInteractionKitCairo", "CInteractionKitPango",
    ],
    "InteractionKitGallery": [
      "Foundation", "InteractionKitGeometry", "InteractionKitMotion", "InteractionKitTextLayout", "InteractionKitScene",
      "InteractionKitTextTokens", "InteractionKitInteractiveText", "InteractionKitLinkPreview", "InteractionKitCallout",
      "InteractionKitPointer", "InteractionKitGestures", "InteractionKitContextMenu",
    ],
    // The umbrella re-exports the engine (every core and component module) and Foundation, whose
    // geometry its API speaks; it adds no code of its own.
    "InteractionKit": [
      "Foundation", "InteractionKitGeometry", "InteractionKitMotion", "InteractionKitTextLayout",
      "InteractionKitTextTokens", "InteractionKitScene", "InteractionKitGestures", "InteractionKitInteractiveText",
      "InteractionKitContextMenu", "InteractionKitLinkPreview", "InteractionKitCallout", "InteractionKitPointer",
      "InteractionKitLiveScene",
    ],
    // The GTK 4 host: a back end (the only other place with C interop) that hosts the components
    // it shows in live widgets.
    "InteractionKitGTK": [
      "Foundation", "CInteractionKitGtk", "InteractionKitCairo", "InteractionKitPango", "InteractionKitScene",
      "InteractionKitGeometry", "InteractionKitTextLayout", "InteractionKitTextTokens", "InteractionKitInteractiveText",
      "InteractionKitLinkPreview", "InteractionKitPointer", "InteractionKitContextMenu", "InteractionKitCallout",
      "InteractionKitMotion", "InteractionKitLiveScene",
    ],
    // The Linux umbrella: the engine umbrella plus the back ends.
    "InteractionKitLinux": ["InteractionKit", "InteractionKitPango", "InteractionKitCairo"],
    // The command line's file readers: the menu and pointer-scene formats, above the components
    // they build (no back end, no argument parsing, so the fuzz harnesses can link them).
    "InteractionKitFileReaders": [
      "Foundation", "InteractionKitGeometry", "InteractionKitScene", "InteractionKitContextMenu", "InteractionKitPointer",
    ],
    // The command line's streams and text commands (tokens, corpus), shared by the lean
    // `interactionkit` (InteractionKitLauncher) and the full `interactionkit-draw`: no drawing.
    "InteractionKitCLICore": [
      "ArgumentParser", "Foundation", "Glibc", "Musl", "Darwin", "InteractionKitTextTokens", "InteractionKitTestSupport",
    ],
  ]

  static func imports(of module: String) throws -> Set<String> {
    let folder = sources.appendingPathComponent(module)
    var result: Set<String> = []
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
    for file in files {
      for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
        let words = line.split(separator: " ")
        guard let i = words.firstIndex(of: "import"), i <= 1, i + 1 < words.count else { continue }
        if i == 1, !["public", "internal", "package", "@testable", "@_exported"].contains(words[0]) { continue }
        result.insert(String(words[i + 1]))
      }
    }
    return result
  }

  @Test(arguments: allowed.keys.sorted())
  func moduleImportsOnlyWhatItsLayerAllows(_ module: String) throws {
    let folder = Self.sources.appendingPathComponent(module)
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
      .compactMap { ($0 as? URL)?.lastPathComponent } ?? []
    #expect(files.contains { $0.hasSuffix(".swift") }, "no sources found for \(module)")
    let found = try Self.imports(of: module)
    let forbidden = found.subtracting(Self.allowed[module] ?? [])
    #expect(forbidden.isEmpty, "\(module) imports \(forbidden.sorted()), which its layer does not allow")
  }

  @Test func everyLibraryModuleIsCovered() throws {
    let modules = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path)
      .filter { $0.hasPrefix("InteractionKit") && !["InteractionKitCLI", "InteractionKitLauncher", "InteractionKitShowcase"].contains($0) }
    #expect(Set(modules) == Set(Self.allowed.keys), "add new modules to the dependency rule")
  }
}
