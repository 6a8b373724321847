import Foundation
import InteractionKitGeometry
import InteractionKitScene
import InteractionKitTextLayout

extension ContextMenuOverlay {
  /// A stand-in for a named symbol in a row's 24 pt image box: a line drawing of the common menu
  /// symbols (copy, share, delete, reply, edit, favourite, more…), or a rounded outline with the
  /// name's initial for any other name.
  func glyph(_ id: LayerID, _ name: String, in box: CGRect, color: Color) -> Layer {
    if var path = Self.symbolPath(name, side: box.width) {
      // Directional symbols mirror in right-to-left layout, as SF Symbols do.
      if layout.layoutDirection == .rightToLeft, Self.mirroredSymbols.contains(name) {
        path.stroke = path.stroke.applying(CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: box.width, ty: 0))
      }
      var layer = Layer(id: id, frame: box)
      var contents = ShapeContents(path: path.stroke, fillColor: nil, strokeColor: color, lineWidth: 1.6)
      if path.filled { contents = ShapeContents(path: path.stroke, fillColor: color, strokeColor: color, lineWidth: 1) }
      layer.contents = .shape(contents)
      layer.isUserInteractionEnabled = false
      return layer
    }
    var layer = Layer(id: id, frame: box.insetBy(dx: 3, dy: 3))
    layer.borderColor = color
    layer.borderWidth = 1.5
    layer.cornerRadius = 5
    let side = layer.bounds.width
    let initial = String(name.prefix(1)).uppercased()
    var attributes = TextAttributes(fontSize: 11, fontWeight: .semibold)
    attributes.foregroundColor = color
    var label = text(LayerID("\(id.rawValue).initial"), initial, attributes: attributes, width: side, alignment: .center)
    label.position = CGPoint(x: 0, y: (layer.bounds.height - label.bounds.height) / 2)
    layer.sublayers = [label]
    layer.isUserInteractionEnabled = false
    return layer
  }

  /// The symbols that point somewhere and mirror right to left.
  static let mirroredSymbols: Set<String> = ["arrowshape.turn.up.left", "arrow.uturn.backward", "pencil", "paperplane"]

  /// The line drawing of a known symbol name in a square `side` points large, or nil.
  static func symbolPath(_ name: String, side: CGFloat) -> (stroke: Path, filled: Bool)? {
    let s = side / 24
    func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x * s, y: y * s) }
    func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat, _ r: CGFloat) -> Path {
      Path(roundedRect: CGRect(x: x * s, y: y * s, width: w * s, height: h * s), cornerRadius: r * s)
    }
    var path = Path()
    switch name {
    case "doc.on.doc":
      path.addPath(rect(8, 3, 11, 14, 2))
      path.move(to: p(5, 7))
      path.addLine(to: p(5, 19))
      path.addQuadCurve(to: p(7, 21), control: p(5, 21))
      path.addLine(to: p(15, 21))
    case "trash":
      path.move(to: p(4, 6))
      path.addLine(to: p(20, 6))
      path.move(to: p(9, 6))
      path.addLine(to: p(9, 3.5))
      path.addLine(to: p(15, 3.5))
      path.addLine(to: p(15, 6))
      path.move(to: p(6, 6))
      path.addLine(to: p(7, 20))
      path.addLine(to: p(17, 20))
      path.addLine(to: p(18, 6))
      path.move(to: p(10, 10))
      path.addLine(to: p(10, 16))
      path.move(to: p(14, 10))
      path.addLine(to: p(14, 16))
    case "heart", "heart.fill":
      path.move(to: p(12, 20))
      path.addCurve(to: p(3, 9), control1: p(7, 16.5), control2: p(3, 13))
      path.addCurve(to: p(12, 6.5), control1: p(3, 4.5), control2: p(9.5, 3.5))
      path.addCurve(to: p(21, 9), control1: p(14.5, 3.5), control2: p(21, 4.5))
      path.addCurve(to: p(12, 20), control1: p(21, 13), control2: p(17, 16.5))
      path.closeSubpath()
    case "square.and.arrow.up":
      path.move(to: p(9, 9))
      path.addLine(to: p(6, 9))
      path.addLine(to: p(6, 21))
      path.addLine(to: p(18, 21))
      path.addLine(to: p(18, 9))
      path.addLine(to: p(15, 9))
      path.move(to: p(12, 15))
      path.addLine(to: p(12, 3))
      path.move(to: p(8.5, 6.5))
      path.addLine(to: p(12, 3))
      path.addLine(to: p(15.5, 6.5))
    case "arrowshape.turn.up.left", "arrow.uturn.backward":
      path.move(to: p(9, 5))
      path.addLine(to: p(4, 10))
      path.addLine(to: p(9, 15))
      path.move(to: p(4, 10))
      path.addLine(to: p(14, 10))
      path.addQuadCurve(to: p(20, 19), control: p(20, 10))
    case "pencil":
      path.move(to: p(5, 19))
      path.addLine(to: p(6, 15))
      path.addLine(to: p(16, 5))
      path.addLine(to: p(19, 8))
      path.addLine(to: p(9, 18))
      path.closeSubpath()
      path.move(to: p(14, 7))
      path.addLine(to: p(17, 10))
    case "ellipsis.circle":
      path.addEllipse(in: CGRect(x: 3 * s, y: 3 * s, width: 18 * s, height: 18 * s))
      for x in [8.0, 12.0, 16.0] {
        path.addEllipse(in: CGRect(x: (CGFloat(x) - 0.6) * s, y: 11.4 * s, width: 1.2 * s, height: 1.2 * s))
      }
    case "character.bubble":
      path.addPath(rect(3, 4, 18, 13, 4))
      path.move(to: p(8, 17))
      path.addLine(to: p(7, 21))
      path.addLine(to: p(11, 17))
      path.move(to: p(9, 14))
      path.addLine(to: p(12, 7))
      path.addLine(to: p(15, 14))
      path.move(to: p(10.2, 11.5))
      path.addLine(to: p(13.8, 11.5))
    case "photo":
      path.addPath(rect(3, 5, 18, 14, 2.5))
      path.move(to: p(3.5, 17))
      path.addLine(to: p(9, 11))
      path.addLine(to: p(13, 15))
      path.addLine(to: p(15.5, 12.5))
      path.addLine(to: p(20.5, 17))
      path.addEllipse(in: CGRect(x: 14 * s, y: 7 * s, width: 3 * s, height: 3 * s))
    case "plus":
      path.move(to: p(12, 5))
      path.addLine(to: p(12, 19))
      path.move(to: p(5, 12))
      path.addLine(to: p(19, 12))
    case "link":
      path.addPath(rect(3, 9, 10, 6, 3))
      path.addPath(rect(11, 9, 10, 6, 3))
    case "safari":
      path.addEllipse(in: CGRect(x: 3 * s, y: 3 * s, width: 18 * s, height: 18 * s))
      path.move(to: p(15.5, 8.5))
      path.addLine(to: p(13.2, 13.2))
      path.addLine(to: p(8.5, 15.5))
      path.addLine(to: p(10.8, 10.8))
      path.closeSubpath()
    case "person.crop.square":
      path.addPath(rect(3, 3, 18, 18, 4))
      path.addEllipse(in: CGRect(x: 9 * s, y: 6.5 * s, width: 6 * s, height: 6 * s))
      path.move(to: p(6.5, 19))
      path.addQuadCurve(to: p(17.5, 19), control: p(12, 11))
    case "slider.horizontal.3":
      for (y, knob) in [(6.0, 15.0), (12.0, 8.0), (18.0, 13.0)] {
        path.move(to: p(4, CGFloat(y)))
        path.addLine(to: p(20, CGFloat(y)))
        path.addEllipse(in: CGRect(x: (CGFloat(knob) - 1.8) * s, y: (CGFloat(y) - 1.8) * s, width: 3.6 * s, height: 3.6 * s))
      }
    case "rectangle.stack", "plus.square.on.square":
      path.addPath(rect(4, 9, 16, 12, 2.5))
      path.move(to: p(6, 6))
      path.addLine(to: p(18, 6))
      path.move(to: p(8, 3))
      path.addLine(to: p(16, 3))
    case "pin":
      path.addEllipse(in: CGRect(x: 8 * s, y: 3 * s, width: 8 * s, height: 8 * s))
      path.move(to: p(12, 11))
      path.addLine(to: p(12, 21))
    case "lock":
      path.addPath(rect(5, 11, 14, 10, 2))
      path.move(to: p(8, 11))
      path.addLine(to: p(8, 8))
      path.addQuadCurve(to: p(16, 8), control: p(12, 1))
      path.addLine(to: p(16, 11))
    case "paperplane":
      path.move(to: p(3, 11))
      path.addLine(to: p(21, 3))
      path.addLine(to: p(14, 21))
      path.addLine(to: p(11, 13))
      path.closeSubpath()
      path.move(to: p(11, 13))
      path.addLine(to: p(21, 3))
    case "magnifyingglass":
      path.addEllipse(in: CGRect(x: 4 * s, y: 4 * s, width: 12 * s, height: 12 * s))
      path.move(to: p(14.5, 14.5))
      path.addLine(to: p(20, 20))
    case "folder":
      path.move(to: p(3, 7))
      path.addLine(to: p(3, 19))
      path.addLine(to: p(21, 19))
      path.addLine(to: p(21, 8))
      path.addLine(to: p(11, 8))
      path.addLine(to: p(9, 5))
      path.addLine(to: p(3, 5))
      path.closeSubpath()
    case "printer":
      path.addPath(rect(3, 9, 18, 8, 2))
      path.addPath(rect(7, 3, 10, 6, 0.5))
      path.addPath(rect(7, 14, 10, 7, 0.5))
    case "rectangle.split.3x3":
      path.addPath(rect(3, 3, 18, 18, 2.5))
      for t in [9.0, 15.0] {
        path.move(to: p(CGFloat(t), 3))
        path.addLine(to: p(CGFloat(t), 21))
        path.move(to: p(3, CGFloat(t)))
        path.addLine(to: p(21, CGFloat(t)))
      }
    case "paperclip":
      path.move(to: p(15, 7))
      path.addLine(to: p(15, 16))
      path.addQuadCurve(to: p(9, 16), control: p(12, 21))
      path.addLine(to: p(9, 6))
      path.addQuadCurve(to: p(18, 6), control: p(13.5, -1))
      path.addLine(to: p(18, 16))
    default:
      return nil
    }
    return (path, name.hasSuffix(".fill"))
  }
}
