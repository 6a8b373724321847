import CInteractionKitCairo
import Foundation
import InteractionKitGeometry

/// Cairo calls on a context, kept small and private to the back end.
struct CairoContext {
  let cr: OpaquePointer

  func add(_ path: Path) {
    for element in path.elements {
      switch element {
      case .move(let p): cairo_move_to(cr, p.x, p.y)
      case .line(let p): cairo_line_to(cr, p.x, p.y)
      case .quadCurve(let p, let c):
        // Cairo has no quadratic segment: raise it to a cubic.
        var sx = 0.0
        var sy = 0.0
        if cairo_has_current_point(cr) != 0 { cairo_get_current_point(cr, &sx, &sy) }
        let start = CGPoint(x: sx, y: sy)
        let c1 = CGPoint(x: start.x + 2 / 3 * (c.x - start.x), y: start.y + 2 / 3 * (c.y - start.y))
        let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
        cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
      case .curve(let p, let c1, let c2): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
      case .closeSubpath: cairo_close_path(cr)
      }
    }
  }

  func setPath(_ path: Path) {
    cairo_new_path(cr)
    add(path)
  }

  func setSource(_ color: Color, alpha: Double = 1) {
    cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha * alpha)
  }

  func setFillRule(_ rule: FillRule) {
    cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
  }

  func concat(_ t: CGAffineTransform) {
    var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
    cairo_transform(cr, &m)
  }

  func clip(to path: Path, fillRule: FillRule = .nonZero) {
    setPath(path)
    setFillRule(fillRule)
    cairo_clip(cr)
  }
}
