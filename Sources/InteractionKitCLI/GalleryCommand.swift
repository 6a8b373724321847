import ArgumentParser
import Foundation
import InteractionKitCLICore
import InteractionKitCairo
import InteractionKitGallery
import InteractionKitPango

/// `interactionkit gallery --out DIR`: renders every registered scene to PNG and SVG plus an index page.
struct GalleryCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "gallery",
    abstract: "Render every gallery scene to PNG (@2x by default) and SVG, with gallery/index.html.")

  @Option(name: .shortAndLong, help: "The folder to write into (created when missing).")
  var out: String = "gallery"

  @Option(help: "Pixels per point of the PNGs: 1, 2 or 3.")
  var scale: Int = 2

  @Option(help: "Render only the items with these slugs (repeatable).")
  var only: [String] = []

  @Flag(help: "Also write a PDF of every scene.")
  var pdf = false

  func validate() throws {
    guard (1...3).contains(scale) else { throw StandardStreams.usageError("--scale must be 1, 2 or 3.") }
    try StandardStreams.checkPath(out, what: "the folder to write into, like gallery")
    let unknown = only.filter { Gallery.item($0) == nil }
    guard unknown.isEmpty else {
      throw StandardStreams.usageError(
        "Unknown item(s): \(unknown.joined(separator: ", ")). Known: \(Gallery.items.map(\.id).joined(separator: ", ")).")
    }
  }

  func run() throws {
    let folder = URL(fileURLWithPath: out, isDirectory: true)
    do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
      throw StandardStreams.failure("--out \(out): cannot create the folder \(out); pass a folder you can write to.")
    }
    let context = GalleryContext(textEngine: PangoTextLayoutEngine(fonts: .pinned))
    let renderer = SceneRenderer()
    var rendered: [GalleryPage.Entry] = []
    /// Writes one file of the gallery (whole or not at all).
    func write(_ data: Data, _ name: String) throws(ExitCode) {
      try StandardStreams.writeFile(data, to: folder.appendingPathComponent(name).path)
    }
    for section in Gallery.sections {
      for item in section.items where only.isEmpty || only.contains(item.id) {
        let tree = try item.makeScene(context)
        try write(try renderer.pngData(tree, scale: Double(scale)), "\(item.id).png")
        try write(try renderer.svgData(tree), "\(item.id).svg")
        if pdf { try write(try renderer.pdfData(tree), "\(item.id).pdf") }
        rendered.append(GalleryPage.Entry(section: section.title, item: item, size: tree.root.bounds.size))
        try StandardStreams.outputLine("wrote \(item.id).png and \(item.id).svg")
      }
    }
    let html = GalleryPage(entries: rendered, scale: scale).html
    try write(Data(html.utf8), "index.html")
    try StandardStreams.outputLine("wrote \(folder.appendingPathComponent("index.html").path) (\(rendered.count) items)")
  }
}
