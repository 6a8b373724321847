public import Foundation
public import InteractionKitCallout
import InteractionKitGeometry
public import InteractionKitScene

/// A callout over a stand-in map, shared by the gallery and `interactionkit callout`: the layout
/// of one callout pointing at one target, and scenes of it before and after its container scrolls
/// to fit it, at any moment of its present animation.
///
/// Every scene puts the container (a light grey "map" with a few streets; dark grey in the dark
/// appearance) ``padding`` points inside the picture and draws the callout above it unclipped, so
/// a callout that sticks out of its container shows it.
public struct CalloutDemo: Sendable {
  /// The room around the container in every scene.
  public static let padding: CGFloat = 20
  /// The frames of a bounce filmstrip.
  public static let filmstripFrameCount = 8

  /// The callout shown.
  public let callout: Callout
  /// The rect it points at, in the container's coordinates.
  public let target: CGRect
  /// The container's size; its origin is zero.
  public let containerSize: CGSize
  /// Light or dark background, map and callout.
  public let appearance: CalloutBackground.Appearance
  /// The callout's layout before any scroll.
  public let layout: CalloutLayout
  /// Lays out labels and the callout's text.
  public let context: GalleryContext

  /// Lays `callout` out pointing at `target` in a container of `containerSize` at its origin.
  ///
  /// - Parameters:
  ///   - callout: The callout to show.
  ///   - target: The rect it points at, in the container's coordinates.
  ///   - containerSize: The container's size; its origin is zero.
  ///   - appearance: Light or dark background, map and callout.
  ///   - scale: Pixels per point the layout is aligned to; default 2.
  ///   - context: Lays out labels and the callout's text.
  /// - Throws: `CalloutLayoutError` when the target or the container is not finite.
  public init(
    callout: Callout, target: CGRect, containerSize: CGSize, appearance: CalloutBackground.Appearance = .light,
    scale: CGFloat = 2, context: GalleryContext
  ) throws {
    self.callout = callout
    self.target = target
    self.containerSize = containerSize
    self.appearance = appearance
    self.context = context
    self.layout = try callout.layout(
      pointingAt: target, in: CGRect(origin: .zero, size: containerSize), engine: context.textEngine, scale: scale)
  }

  /// The layout after the container scrolled by the layout's scroll offset.
  public var scrolledLayout: CalloutLayout { layout.translated(by: layout.scrollOffset) }

  /// The callout's present animation.
  public var presentAnimation: CalloutAnimation { CalloutAnimation(callout.presentAnimation, style: callout.style) }

  /// The container with the target and the callout.
  ///
  /// - Parameters:
  ///   - scrolled: Whether the container has scrolled by the scroll offset: the map, the target and
  ///     the callout then all sit moved by it. Default true.
  ///   - time: Seconds into the present animation; `nil` (the default) draws the callout shown.
  /// - Throws: `SceneError` if the scene cannot be built (it always can for finite input).
  public func scene(scrolled: Bool = true, time: TimeInterval? = nil) throws -> LayerTree {
    let shown = scrolled ? scrolledLayout : layout
    let offset = scrolled ? layout.scrollOffset : .zero
    var root = Self.root(containerSize: containerSize, appearance: appearance)
    root.sublayers.append(Self.map(size: containerSize, offset: offset, appearance: appearance, targets: [shown.targetRect]))
    var layer = callout.layer(
      for: shown, engine: context.textEngine, sample: time.map { presentAnimation.sample(at: $0) },
      appearance: appearance)
    layer.position.x += Self.padding
    layer.position.y += Self.padding
    root.sublayers.append(layer)
    return try LayerTree(root: root)
  }

  /// The times of a filmstrip of `count` frames spread evenly over the present animation, both
  /// ends included.
  public func filmstripTimes(count: Int = CalloutDemo.filmstripFrameCount) -> [TimeInterval] {
    let count = max(2, count)
    return (0..<count).map { presentAnimation.duration * Double($0) / Double(count - 1) }
  }

  /// The present animation as a filmstrip after the scroll: `count` frames in rows of `columns`,
  /// each scaled to at most `frameWidth` points wide and captioned with its time, scale and opacity.
  ///
  /// - Throws: `SceneError` if a scene cannot be built.
  public func filmstrip(
    count: Int = CalloutDemo.filmstripFrameCount, columns: Int = 4, frameWidth: CGFloat = 280
  ) throws -> LayerTree {
    var b = SceneBuilder(context: context)
    let full = CGSize(width: containerSize.width + 2 * Self.padding, height: containerSize.height + 2 * Self.padding)
    let scale = min(1, max(0.1, frameWidth) / max(1, full.width))
    let frames = try filmstripTimes(count: count).map { time in
      let sample = presentAnimation.sample(at: time)
      let caption = String(format: "%.3f s · ×%.3f · α %.2f", time, sample.scale, sample.opacity)
      return (caption: caption, root: try scene(time: time).root)
    }
    return try LayerTree(root: b.filmstrip(frames, columns: columns, scale: scale))
  }

  /// The picture's root: the container's size plus ``padding`` on every side, white (or near black
  /// in the dark appearance).
  public static func root(containerSize: CGSize, appearance: CalloutBackground.Appearance) -> Layer {
    SceneBuilder.root(
      width: containerSize.width + 2 * padding, height: containerSize.height + 2 * padding,
      background: appearance == .dark ? Color(white: 0.08) : .white)
  }

  /// The container at (``padding``, ``padding``): a grey map whose streets and `targets` are moved
  /// by `offset` (the container's scroll), clipped to the container.
  ///
  /// Each target is a translucent red rect with a dot at its centre: the "pin" a callout points at.
  public static func map(
    size: CGSize, offset: CGSize, appearance: CalloutBackground.Appearance, targets: [CGRect]
  ) -> Layer {
    let dark = appearance == .dark
    var map = Layer(id: "map", frame: CGRect(origin: CGPoint(x: padding, y: padding), size: size))
    map.backgroundColor = dark ? Color(rgb: 0x2C2E33) : Color(rgb: 0xE6E4DE)
    map.borderColor = dark ? Color(white: 0.35) : Color(white: 0.72)
    map.borderWidth = 1
    map.masksToBounds = true
    let street = dark ? Color(rgb: 0x3E4148) : Color.white
    let spacing: CGFloat = 64
    var streets = Path()
    var x = (offset.width.truncatingRemainder(dividingBy: spacing)) - spacing + 40
    while x < size.width + spacing {
      streets.addRect(CGRect(x: x, y: -10, width: 6, height: size.height + 20))
      x += spacing
    }
    var y = (offset.height.truncatingRemainder(dividingBy: spacing)) - spacing + 28
    while y < size.height + spacing {
      streets.addRect(CGRect(x: -10, y: y, width: size.width + 20, height: 6))
      y += spacing
    }
    var streetLayer = Layer(id: "map.streets", frame: CGRect(origin: .zero, size: size))
    streetLayer.contents = .shape(ShapeContents(path: streets, fillColor: street))
    map.sublayers.append(streetLayer)
    for (i, target) in targets.enumerated() {
      var pin = Layer(id: LayerID("map.target-\(i)"), frame: target)
      pin.backgroundColor = Color(rgb: 0xFF3B30, alpha: 0.22)
      pin.borderColor = .systemRed
      pin.borderWidth = 1
      pin.cornerRadius = 3
      var dot = Layer(
        id: LayerID("map.target-\(i).dot"),
        frame: CGRect(x: target.width / 2 - 4, y: target.height / 2 - 4, width: 8, height: 8))
      dot.backgroundColor = .systemRed
      dot.cornerRadius = 4
      pin.sublayers = [dot]
      map.sublayers.append(pin)
    }
    return map
  }
}
