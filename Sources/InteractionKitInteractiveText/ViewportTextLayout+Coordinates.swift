public import Foundation
public import InteractionKitTextTokens
import InteractionKitTextLayout

extension ViewportTextLayout {
  /// Converts a rect from content coordinates (the whole document's, as ``lineRects(for:)`` gives)
  /// to the view's (the layer from ``layer(id:highlightedToken:focusedToken:)``, which shows the
  /// content from the ``viewport``'s origin at its top-left): moved by minus the viewport's origin.
  public func viewRect(forContentRect rect: CGRect) -> CGRect {
    rect.offsetBy(dx: -viewport.minX, dy: -viewport.minY)
  }

  /// Converts a point from content coordinates to the view's (see ``viewRect(forContentRect:)``).
  public func viewPoint(forContentPoint point: CGPoint) -> CGPoint {
    CGPoint(x: point.x - viewport.minX, y: point.y - viewport.minY)
  }

  /// Converts a point from the view's coordinates to content coordinates, where hit testing
  /// (``token(at:)``) and the interaction work: moved by the ``viewport``'s origin.
  public func contentPoint(forViewPoint point: CGPoint) -> CGPoint {
    CGPoint(x: point.x + viewport.minX, y: point.y + viewport.minY)
  }

  /// The line rects of the visible text in content coordinates: for each visible paragraph, the
  /// line rects of its whole range (one per line, as wide as the line's text), paragraphs top to
  /// bottom. With ``visibleTokenLineRects`` they are what the pointer's text regions are made of.
  public var visibleLineRects: [CGRect] {
    visibleParagraphs.flatMap { paragraph in
      let whole = NSRange(location: 0, length: paragraph.layout.text.utf16Count)
      return ((try? paragraph.layout.lineRects(for: whole)) ?? []).map {
        $0.offsetBy(dx: paragraph.frame.minX, dy: paragraph.frame.minY)
      }
    }
  }

  /// The tokens of the visible paragraphs with their line rects in content coordinates, in
  /// reading order; a token split across two visible paragraphs appears once, with all its rects.
  public var visibleTokenLineRects: [(token: Token, lineRects: [CGRect])] {
    var seen = Set<Token>()
    var result: [(token: Token, lineRects: [CGRect])] = []
    for paragraph in visibleParagraphs {
      for token in paragraph.tokens where seen.insert(token).inserted {
        let rects = lineRects(for: token)
        if !rects.isEmpty { result.append((token, rects)) }
      }
    }
    return result
  }
}
