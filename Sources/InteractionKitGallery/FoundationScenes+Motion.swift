import Foundation
import InteractionKitGeometry
import InteractionKitMotion
import InteractionKitScene

extension FoundationScenes {
  static let timingCurves = GalleryItem(
    id: "timing-curves", title: "Named timing curves",
    caption: "Core Animation's named curves, progress against time: linear, easeIn, easeOut, easeInEaseOut and default, with their control points."
  ) { context in
    var b = SceneBuilder(context: context)
    var root = SceneBuilder.root(width: 800, height: 230)
    let curves: [(String, TimingFunction)] = [
      ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInEaseOut", .easeInEaseOut),
      ("default", .default),
    ]
    for (i, (name, function)) in curves.enumerated() {
      var card = b.card(CGRect(x: 20 + CGFloat(i) * 155, y: 20, width: 140, height: 190))
      let plot = Plot(frame: CGRect(x: 15, y: 40, width: 110, height: 110), xRange: 0...1, yRange: 0...1)
      card.sublayers.append(b.shape(plot.grid(xs: [0, 0.5, 1], ys: [0, 0.5, 1]), stroke: Color(white: 0.88), lineWidth: 0.5))
      var handles = Path()
      handles.move(to: plot.point(0, 0))
      handles.addLine(to: plot.point(function.controlPoint1.x, function.controlPoint1.y))
      handles.move(to: plot.point(1, 1))
      handles.addLine(to: plot.point(function.controlPoint2.x, function.controlPoint2.y))
      card.sublayers.append(b.shape(handles, stroke: .systemGray, lineWidth: 0.75, dash: [2, 2]))
      card.sublayers.append(b.shape(plot.curve { function.progress(at: $0) }, stroke: .systemBlue, lineWidth: 2))
      var dots = Path()
      for p in [function.controlPoint1, function.controlPoint2] {
        dots.addEllipse(in: CGRect(center: plot.point(p.x, p.y), size: CGSize(width: 5, height: 5)))
      }
      card.sublayers.append(b.shape(dots, fill: .systemOrange))
      card.sublayers.append(b.label(name, at: CGPoint(x: 15, y: 12), size: 13, weight: .semibold, color: .label))
      let points = String(
        format: "(%.2f, %.2f) (%.2f, %.2f)", function.controlPoint1.x, function.controlPoint1.y,
        function.controlPoint2.x, function.controlPoint2.y)
      card.sublayers.append(b.label(points, at: CGPoint(x: 15, y: 162), size: 9.5, color: .systemGray))
      root.sublayers.append(card)
    }
    return try LayerTree(root: root)
  }

  static let springs = GalleryItem(
    id: "spring", title: "Springs and their settling time",
    caption: "Springs of response 0.5 s with damping ratios 0.4, 0.7 and 1.0: progress over 1.4 s, each settling time (within 0.001) marked with a dashed line."
  ) { context in
    var b = SceneBuilder(context: context)
    var root = SceneBuilder.root(width: 600, height: 300)
    var card = b.card(CGRect(x: 20, y: 20, width: 560, height: 260))
    let plot = Plot(frame: CGRect(x: 40, y: 30, width: 480, height: 180), xRange: 0...1.4, yRange: 0...1.4)
    card.sublayers.append(
      b.shape(plot.grid(xs: Array(stride(from: 0, through: 1.4, by: 0.2)), ys: [0, 0.5, 1]), stroke: Color(white: 0.88), lineWidth: 0.5))
    let entries: [(Double, Color)] = [(0.4, .systemRed), (0.7, .systemBlue), (1.0, .systemGreen)]
    for (i, (ratio, color)) in entries.enumerated() {
      let spring = Spring(dampingRatio: ratio, response: 0.5)
      card.sublayers.append(b.shape(plot.curve { spring.value(at: $0) }, stroke: color, lineWidth: 2))
      let settle = spring.settlingDuration()
      if settle <= 1.4 {
        var marker = Path()
        marker.move(to: plot.point(settle, 0))
        marker.addLine(to: plot.point(settle, 1.4))
        card.sublayers.append(b.shape(marker, stroke: color, lineWidth: 1, dash: [4, 3]))
      }
      let text = String(format: "ζ = %.1f   settles in %.3f s", ratio, settle)
      card.sublayers.append(b.label(text, at: CGPoint(x: 40 + CGFloat(i) * 165, y: 226), size: 11, color: color))
    }
    card.sublayers.append(b.label("1.0", at: CGPoint(x: 14, y: plot.point(0, 1).y - 7), size: 9.5, color: .systemGray))
    card.sublayers.append(b.label("0", at: CGPoint(x: 24, y: plot.point(0, 0).y - 7), size: 9.5, color: .systemGray))
    root.sublayers.append(card)
    return try LayerTree(root: root)
  }

  /// The classic callout bounce: scale keyframes over 1/3 s, each segment ease-in-ease-out.
  static func classicBounce() throws -> Keyframes<Double> {
    try Keyframes(
      values: [0.05, 1.11245, 0.951807, 1.0], keyTimes: [0, 4.0 / 9, 4.0 / 9 + 5.0 / 18, 1],
      timingFunctions: [.easeInEaseOut, .easeInEaseOut, .easeInEaseOut])
  }

  static let keyframes = GalleryItem(
    id: "keyframes", title: "A keyframe animation",
    caption: "The classic callout bounce: scale 0.05 → 1.11245 → 0.951807 → 1 at key times 0, 4/9, 13/18 and 1 of 1/3 s, each segment ease-in-ease-out."
  ) { context in
    var b = SceneBuilder(context: context)
    var root = SceneBuilder.root(width: 600, height: 300)
    var card = b.card(CGRect(x: 20, y: 20, width: 560, height: 260))
    let frames = try classicBounce()
    let duration = 1.0 / 3
    let animation = Animation.keyframes(frames, duration: duration)
    let plot = Plot(frame: CGRect(x: 40, y: 30, width: 480, height: 180), xRange: 0...duration, yRange: 0...1.2)
    card.sublayers.append(
      b.shape(plot.grid(xs: frames.keyTimes.map { $0 * duration }, ys: [0, 0.5, 1]), stroke: Color(white: 0.88), lineWidth: 0.5))
    card.sublayers.append(b.shape(plot.curve { animation.value(at: $0) ?? 1 }, stroke: .systemBlue, lineWidth: 2))
    var dots = Path()
    for (t, v) in zip(frames.keyTimes, frames.values) {
      dots.addEllipse(in: CGRect(center: plot.point(t * duration, v), size: CGSize(width: 7, height: 7)))
    }
    card.sublayers.append(b.shape(dots, fill: .systemOrange, stroke: .white, lineWidth: 1.5))
    // Label offsets chosen so no label crosses the curve or another label.
    let offsets = [CGPoint(x: 8, y: 5), CGPoint(x: -40, y: -24), CGPoint(x: -40, y: 10), CGPoint(x: -70, y: -26)]
    for (i, (t, v)) in zip(frames.keyTimes, frames.values).enumerated() {
      let p = plot.point(t * duration, v)
      let text = String(format: "%.3f s · %.6g", t * duration, v)
      card.sublayers.append(b.label(text, at: CGPoint(x: p.x + offsets[i].x, y: p.y + offsets[i].y), size: 10, color: .label))
    }
    card.sublayers.append(b.label("time →  0 … 1/3 s", at: CGPoint(x: 40, y: 226), size: 11, color: .systemGray))
    root.sublayers.append(card)
    return try LayerTree(root: root)
  }

  static let filmstrip = GalleryItem(
    id: "layer-animation-filmstrip", title: "Filmstrip of a layer animation",
    caption: "A bubble popping in over 0.23 s (scale 0.7 → 1 on the cubic (0.59367, 0.12066, 0.18878, 1.5814), opacity 0 → 1), sampled every 1/30 s from the presentation tree and snapshotted."
  ) { context in
    var b = SceneBuilder(context: context)
    let times = (0..<8).map { Double($0) / 30 }
    var root = SceneBuilder.root(width: 40 + CGFloat(times.count) * 110, height: 200)
    // The animated scene: one bubble in a 100 × 130 cell.
    var cell = Layer(id: "cell", frame: CGRect(x: 0, y: 0, width: 100, height: 130))
    cell.backgroundColor = .white
    var bubble = Layer(id: "bubble", frame: CGRect(x: 10, y: 30, width: 80, height: 50))
    bubble.anchorPoint = CGPoint(x: 0.5, y: 1)
    bubble.position = CGPoint(x: 50, y: 80)
    bubble.backgroundColor = .systemBlue
    bubble.cornerRadius = 10
    bubble.cornerCurve = .continuous
    cell.sublayers = [bubble]
    var scene = try LayerTree(root: cell)
    let curve = TimingFunction(controlPoints: 0.59367, 0.12066, 0.18878, 1.5814)
    try scene.add(
      AnimationGroup(
        animations: [
          .transformScale(.basic(from: 0.7, to: 1, duration: 0.23, timingFunction: curve)),
          .opacity(.basic(from: 0, to: 1, duration: 0.23, timingFunction: .linear)),
        ], duration: 0.23, fillMode: .both),
      to: "bubble", forKey: "pop")
    for (i, t) in times.enumerated() {
      var frame = Layer(id: b.id("frame"), frame: CGRect(x: 20 + CGFloat(i) * 110, y: 20, width: 100, height: 130))
      frame.contents = .snapshot(try scene.presentation(at: t).snapshot(of: "cell"))
      frame.cornerRadius = 8
      frame.masksToBounds = true
      frame.borderColor = Color(white: 0.85)
      frame.borderWidth = 1
      root.sublayers.append(frame)
      let label = String(format: "t = %.3f s", t)
      root.sublayers.append(b.label(label, at: CGPoint(x: 32 + CGFloat(i) * 110, y: 160), size: 10.5, color: .systemGray))
    }
    return try LayerTree(root: root)
  }
}
