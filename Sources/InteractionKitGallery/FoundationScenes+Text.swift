import Foundation
import InteractionKitGeometry
import InteractionKitScene
import InteractionKitTextLayout

extension FoundationScenes {
  static let paragraph =
    "Long-press a link and only its text lifts 🙂, in a bubble that hugs its line fragments. "
    + "Tap https://example.com/docs/link-previews to open it; café, naïve and 日本語 wrap like any word."

  static let lineFragments = GalleryItem(
    id: "paragraph-line-fragments", title: "Line fragments and baselines",
    caption: "A 17 pt paragraph laid out by Pango at 320 pt: each line fragment (blue), its used rect (grey) and baseline (red), with UTF-16 ranges."
  ) { context in
    var b = SceneBuilder(context: context)
    var root = SceneBuilder.root(width: 600, height: 180)
    var card = b.card(CGRect(x: 20, y: 20, width: 560, height: 140))
    let origin = CGPoint(x: 20, y: 20)
    let layout = context.textEngine.layout(AttributedText(paragraph), in: TextContainer(width: 320))
    var overlay = Path()
    var used = Path()
    var baselines = Path()
    for line in layout.lineFragments {
      overlay.addRect(line.rect.offsetBy(dx: origin.x, dy: origin.y))
      used.addRect(line.usedRect.offsetBy(dx: origin.x, dy: origin.y))
      baselines.move(to: CGPoint(x: origin.x - 6, y: origin.y + line.baseline))
      baselines.addLine(to: CGPoint(x: origin.x + 326, y: origin.y + line.baseline))
    }
    card.sublayers.append(b.shape(used, fill: Color(white: 0.5, alpha: 0.12)))
    card.sublayers.append(b.text(layout, at: origin))
    card.sublayers.append(b.shape(overlay, stroke: Color.systemBlue.withAlpha(0.8), lineWidth: 0.75))
    card.sublayers.append(b.shape(baselines, stroke: Color.systemRed.withAlpha(0.85), lineWidth: 0.75))
    for (i, line) in layout.lineFragments.enumerated() {
      let r = line.characterRange
      let text = String(
        format: "line %ld  %ld..<%ld  baseline %.2f", i + 1, r.location, r.location + r.length, line.baseline)
      card.sublayers.append(
        b.label(text, at: CGPoint(x: 356, y: origin.y + line.rect.minY + 3), size: 10.5, color: .systemGray))
    }
    root.sublayers.append(card)
    return try LayerTree(root: root)
  }

  static let enclosingRects = GalleryItem(
    id: "enclosing-rects", title: "Enclosing rects of a range",
    caption: "One range wrapping over three lines gives one rect per line piece, in left-to-right English (top) and right-to-left Hebrew (bottom)."
  ) { context in
    var b = SceneBuilder(context: context)
    var root = SceneBuilder.root(width: 460, height: 330)
    let samples: [(String, String, String, CGFloat)] = [
      (
        "Interactive text finds links such as https://example.com/a/very/long/path/that/wraps/over/three/lines/of/this/paragraph and draws them.",
        "https://", "paragraph", 20
      ),
      (
        "קישורים בטקסט מקבלים בועה משלהם: לחיצה ארוכה על הקישור הזה מרימה רק את המילים שלו מתוך השורות ומציגה תצוגה מקדימה של הדף.",
        "לחיצה", "מקדימה", 175
      ),
    ]
    for (string, first, last, y) in samples {
      var card = b.card(CGRect(x: 20, y: y, width: 420, height: 135))
      let layout = context.textEngine.layout(
        AttributedText(string, attributes: TextAttributes(fontSize: 17)), in: TextContainer(width: 380))
      let ns = string as NSString
      let start = ns.range(of: first).location
      let endRange = ns.range(of: last)
      let range = NSRange(location: start, length: NSMaxRange(endRange) - start)
      let rects = (try? layout.enclosingRects(for: range)) ?? []
      var bubbles = Path()
      for rect in rects {
        bubbles.addPath(Path(roundedRect: rect.offsetBy(dx: 20, dy: 16).insetBy(dx: -2, dy: 0), cornerRadius: 4))
      }
      card.sublayers.append(b.shape(bubbles, fill: Color.systemBlue.withAlpha(0.18), stroke: Color.systemBlue, lineWidth: 1))
      card.sublayers.append(b.text(layout, at: CGPoint(x: 20, y: 16)))
      let note = "range \(range.location)..<\(NSMaxRange(range)) → \(rects.count) rects"
      card.sublayers.append(b.label(note, at: CGPoint(x: 20, y: 112), size: 10.5, color: .systemGray))
      root.sublayers.append(card)
    }
    return try LayerTree(root: root)
  }
}
