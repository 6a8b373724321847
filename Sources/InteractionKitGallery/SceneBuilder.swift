import Foundation
import InteractionKitGeometry
import InteractionKitScene
import InteractionKitTextLayout

/// Small helpers that build the layers gallery scenes are made of.
struct SceneBuilder {
  let context: GalleryContext
  private(set) var counter = 0

  init(context: GalleryContext) { self.context = context }

  /// A fresh identifier with a readable prefix.
  mutating func id(_ prefix: String) -> LayerID {
    counter += 1
    return LayerID("\(prefix)-\(counter)")
  }

  /// A layer covering `frame` that draws a path given in the frame's superlayer coordinates.
  mutating func shape(
    _ path: Path, fill: Color? = nil, stroke: Color? = nil, lineWidth: CGFloat = 1, dash: [CGFloat] = [],
    fillRule: FillRule = .nonZero, prefix: String = "shape"
  ) -> Layer {
    var layer = Layer(id: id(prefix), bounds: .zero, position: .zero, anchorPoint: .zero)
    layer.contents = .shape(
      ShapeContents(path: path, fillColor: fill, fillRule: fillRule, strokeColor: stroke, lineWidth: lineWidth, lineDashPattern: dash))
    layer.isUserInteractionEnabled = false
    return layer
  }

  /// A text layer whose layout's top-left sits at `origin`.
  mutating func label(
    _ string: String, at origin: CGPoint, size: CGFloat = 12, weight: FontWeight = .regular,
    color: Color = .secondaryLabel, width: CGFloat? = nil, alignment: TextAlignment = .natural, prefix: String = "label"
  ) -> Layer {
    let layout = context.textEngine.layout(
      AttributedText(string, attributes: TextAttributes(fontSize: size, fontWeight: weight, foregroundColor: color)),
      in: TextContainer(width: width, alignment: alignment))
    return text(layout, at: origin, prefix: prefix)
  }

  /// A layer showing an existing layout with its origin at `origin`.
  mutating func text(_ layout: any TextLayout, at origin: CGPoint, prefix: String = "text") -> Layer {
    var layer = Layer(
      id: id(prefix), bounds: CGRect(origin: .zero, size: layout.size), position: origin, anchorPoint: .zero)
    layer.contents = .text(TextContents(layout: layout))
    return layer
  }

  /// A root layer for a scene, filled with the grouped background.
  static func root(width: CGFloat, height: CGFloat, background: Color = .systemGroupedBackground) -> Layer {
    var root = Layer(id: "root", frame: CGRect(x: 0, y: 0, width: width, height: height))
    root.backgroundColor = background
    return root
  }

  /// A filmstrip: each frame's root drawn as a snapshot scaled by `scale`, in rows of `columns`,
  /// with its caption above it and, when `border` is set, a hairline around it.
  mutating func filmstrip(
    _ frames: [(caption: String, root: Layer)], columns: Int, scale: CGFloat, border: Color? = nil
  ) -> Layer {
    let size = frames.first?.root.bounds.size ?? .zero
    let frameSize = CGSize(width: size.width * scale, height: size.height * scale)
    let columns = max(1, columns)
    let rows = (frames.count + columns - 1) / columns
    let gap: CGFloat = 12
    let labelHeight: CGFloat = 18
    var root = Self.root(
      width: gap + CGFloat(columns) * (frameSize.width + gap),
      height: gap + CGFloat(rows) * (frameSize.height + labelHeight + gap))
    for (i, frame) in frames.enumerated() {
      let x = gap + CGFloat(i % columns) * (frameSize.width + gap)
      let y = gap + CGFloat(i / columns) * (frameSize.height + labelHeight + gap)
      var layer = Layer(
        id: id("frame"), bounds: CGRect(origin: .zero, size: size), position: CGPoint(x: x, y: y + labelHeight),
        anchorPoint: .zero)
      layer.transform = CGAffineTransform(scaleX: scale, y: scale)
      layer.contents = .snapshot(Snapshot(layer: frame.root))
      if let border {
        layer.borderColor = border
        layer.borderWidth = 1
      }
      root.sublayers.append(layer)
      root.sublayers.append(label(frame.caption, at: CGPoint(x: x, y: y + 2), size: 11, color: .secondaryLabel))
    }
    return root
  }

  /// A white rounded card, the frame most scenes draw inside.
  mutating func card(_ frame: CGRect, radius: CGFloat = 12) -> Layer {
    var layer = Layer(id: id("card"), frame: frame)
    layer.backgroundColor = .white
    layer.cornerRadius = radius
    layer.cornerCurve = .continuous
    layer.shadow = Shadow(color: .black, opacity: 0.08, offset: CGSize(width: 0, height: 1), radius: 3)
    return layer
  }
}

/// Maps a function's domain into a plot rectangle (y up) and draws axes, grid and curves.
struct Plot {
  var frame: CGRect
  var xRange: ClosedRange<Double>
  var yRange: ClosedRange<Double>

  func point(_ x: Double, _ y: Double) -> CGPoint {
    let fx = (x - xRange.lowerBound) / (xRange.upperBound - xRange.lowerBound)
    let fy = (y - yRange.lowerBound) / (yRange.upperBound - yRange.lowerBound)
    return CGPoint(x: frame.minX + fx * frame.width, y: frame.maxY - fy * frame.height)
  }

  /// The polyline of `f` sampled at `count + 1` evenly spaced x values.
  func curve(samples count: Int = 240, _ f: (Double) -> Double) -> Path {
    var path = Path()
    for i in 0...count {
      let x = xRange.lowerBound + (xRange.upperBound - xRange.lowerBound) * Double(i) / Double(count)
      let p = point(x, f(x))
      if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
    }
    return path
  }

  /// Grid lines at the given x and y values.
  func grid(xs: [Double], ys: [Double]) -> Path {
    var path = Path()
    for x in xs {
      path.move(to: point(x, yRange.lowerBound))
      path.addLine(to: point(x, yRange.upperBound))
    }
    for y in ys {
      path.move(to: point(xRange.lowerBound, y))
      path.addLine(to: point(xRange.upperBound, y))
    }
    return path
  }
}
