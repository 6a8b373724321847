import Foundation
import InteractionKitGallery

/// The gallery's index page: every item's PNG with its title, caption and SVG link.
struct GalleryPage {
  struct Entry {
    var section: String
    var item: GalleryItem
    var size: CGSize
  }

  var entries: [Entry]
  var scale: Int

  var html: String {
    var body = ""
    var currentSection: String?
    for entry in entries {
      if entry.section != currentSection {
        body += "<h2>\(escape(entry.section))</h2>\n"
        currentSection = entry.section
      }
      let id = escape(entry.item.id)
      body += """
        <figure id="\(id)">
          <h3>\(escape(entry.item.title))</h3>
          <img src="\(id).png" width="\(Int(entry.size.width))" height="\(Int(entry.size.height))" alt="\(escape(entry.item.title))">
          <figcaption>\(escape(entry.item.caption)) <a href="\(id).svg">SVG</a></figcaption>
        </figure>

        """
    }
    return """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>InteractionKit gallery</title>
      <style>
      body { font: 15px/1.45 -apple-system, system-ui, sans-serif; margin: 2rem auto; max-width: 860px; color: #1c1c1e; padding: 0 1rem; }
      figure { margin: 0 0 2.5rem; }
      img { max-width: 100%; height: auto; border-radius: 8px; box-shadow: 0 1px 4px rgba(0,0,0,.12); }
      figcaption { color: #636366; margin-top: .4rem; }
      h3 { margin: 0 0 .5rem; font-size: 1rem; }
      </style>
      </head>
      <body>
      <h1>InteractionKit gallery</h1>
      <p>Rendered by Cairo and Pango at @\(scale)x from the engine's layer trees. Every item links its SVG.</p>
      \(body)</body>
      </html>

      """
  }

  private func escape(_ s: String) -> String {
    s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
