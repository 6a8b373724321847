import Foundation
import InteractionKitGeometry
public import InteractionKitScene
public import InteractionKitTextTokens
import InteractionKitTextLayout

extension ViewportTextLayout {
  /// The layers that draw the viewport, for a renderer.
  ///
  /// The returned layer acts like a scroll view: its frame is the viewport's size at the origin and
  /// its bounds' origin is the viewport's origin, so its sublayers sit in content coordinates; it
  /// masks to its bounds. Back to front, its sublayers are, with `id` as prefix:
  /// - `id.highlight.N`: the pressed token's rects in paragraph N, filled with its style's
  ///   highlight colour and corner radius;
  /// - `id.paragraph.N`: each visible paragraph's text, marked `shouldRasterize` (a renderer that
  ///   keeps bitmaps draws a paragraph once and moves its bitmap as the text scrolls; the
  ///   highlight, underlines and focus ring are layers of their own, so they never invalidate it);
  /// - `id.underline.N.K`: the underlines of the K-th underlined token piece in paragraph N;
  /// - `id.focus.N`: the focused token's rects in paragraph N, outset by the ring width and stroked
  ///   with ``InteractiveTextStyle/focusRingColor``.
  ///
  /// - Parameters:
  ///   - id: The container's identifier and the prefix of its sublayers'. Default: "interactive-text".
  ///   - highlightedToken: The pressed token, from the interaction's `.highlight` effect.
  ///   - focusedToken: The token with keyboard focus, from the interaction's `.focus` effect.
  public func layer(
    id: LayerID = "interactive-text", highlightedToken: Token? = nil, focusedToken: Token? = nil
  ) -> Layer {
    var container = Layer(id: id, frame: CGRect(origin: .zero, size: viewport.size))
    container.bounds.origin = viewport.origin
    container.masksToBounds = true
    let prefix = id.rawValue
    let visible = visibleParagraphs
    if let highlightedToken {
      let tokenStyle = style.tokenStyle(for: highlightedToken.kind)
      for item in pieces(of: highlightedToken) {
        var path = Path()
        for rect in item.piece.rects {
          path.addPath(Path(roundedRect: rect, cornerRadius: tokenStyle.highlightCornerRadius))
        }
        container.sublayers.append(
          shapeLayer("\(prefix).highlight.\(item.index)", path: path, in: item.index, fill: tokenStyle.highlightColor))
      }
    }
    for paragraph in visible {
      var text = Layer(id: LayerID("\(prefix).paragraph.\(paragraph.index)"), frame: paragraph.frame)
      text.contents = .text(TextContents(layout: paragraph.layout))
      text.shouldRasterize = true
      container.sublayers.append(text)
    }
    for paragraph in visible {
      guard let entry = cache[paragraph.index] else { continue }
      var number = 0
      for piece in entry.pieces {
        let tokenStyle = style.tokenStyle(for: piece.token.kind)
        guard tokenStyle.underlineStyle != .none, !piece.rects.isEmpty else { continue }
        let path = underlinePath(piece, style: tokenStyle.underlineStyle)
        container.sublayers.append(
          shapeLayer(
            "\(prefix).underline.\(paragraph.index).\(number)", path: path, in: paragraph.index,
            fill: tokenStyle.underlineColor ?? tokenStyle.color))
        number += 1
      }
    }
    if let focusedToken {
      let width = InteractiveTextStyle.focusRingWidth
      for item in pieces(of: focusedToken) {
        var path = Path()
        for rect in item.piece.rects {
          let ring = rect.insetBy(dx: -width, dy: -width / 2)
          path.addPath(Path(roundedRect: ring, cornerRadius: style.tokenStyle(for: focusedToken.kind).highlightCornerRadius))
        }
        var ring = shapeLayer("\(prefix).focus.\(item.index)", path: path, in: item.index, fill: nil)
        if case .shape(var shape) = ring.contents {
          shape.strokeColor = style.focusRingColor
          shape.lineWidth = width
          ring.contents = .shape(shape)
        }
        container.sublayers.append(ring)
      }
    }
    return container
  }

  /// A shape layer over paragraph `index`'s frame, drawing `path` (in the paragraph's coordinates).
  func shapeLayer(_ id: String, path: Path, in index: Int, fill: Color?) -> Layer {
    var layer = Layer(id: LayerID(id), frame: frame(of: index, entry: cache[index]))
    layer.contents = .shape(ShapeContents(path: path, fillColor: fill))
    layer.isUserInteractionEnabled = false
    return layer
  }

  /// The underline of a token piece: under each rect, one tenth of the font size below the line's
  /// baseline, ``TokenStyle/underlineThickness(fontSize:)`` thick (twice for `.thick`, two lines
  /// for `.double`).
  func underlinePath(_ piece: ParagraphLayoutEntry.Piece, style underline: UnderlineStyle) -> Path {
    let fontSize = style.baseAttributes.fontSize
    let thickness = TokenStyle.underlineThickness(fontSize: fontSize)
    var path = Path()
    for (rect, baseline) in zip(piece.rects, piece.baselines) {
      let y = baseline + fontSize / 10
      switch underline {
      case .none:
        break
      case .single:
        path.addRect(CGRect(x: rect.minX, y: y, width: rect.width, height: thickness))
      case .thick:
        path.addRect(CGRect(x: rect.minX, y: y, width: rect.width, height: 2 * thickness))
      case .double:
        path.addRect(CGRect(x: rect.minX, y: y, width: rect.width, height: thickness))
        path.addRect(CGRect(x: rect.minX, y: y + 2 * thickness, width: rect.width, height: thickness))
      }
    }
    return path
  }
}
