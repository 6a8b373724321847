import Foundation
public import InteractionKitGeometry
public import InteractionKitScene
public import InteractionKitTextLayout

extension Callout {
  /// The colour of the title in the modern dark appearance when no ``titleAttributes`` are set:
  /// white, as the label colour resolves in dark mode.
  public static let darkTitleColor = Color.white

  /// The colour of the subtitle in the modern dark appearance when no ``subtitleAttributes`` are
  /// set: light grey at 60 %, as the secondary label colour resolves in dark mode.
  public static let darkSubtitleColor = Color.darkSecondaryLabel

  /// The layer that draws the callout as `layout` places it, at one moment of its animation.
  ///
  /// The layer (id `id`) occupies ``CalloutLayout/frame`` in the container's coordinates. Its anchor
  /// point is the arrow's tip (``CalloutLayout/anchorPoint``) and its position is set so the frame
  /// stays put, so the `sample`'s scale (its ``CalloutAnimation/Sample/transform``) grows the callout
  /// from the tip, which never moves; the sample's opacity becomes the layer's. Without a sample the
  /// callout is drawn fully shown (scale 1, opacity 1).
  ///
  /// Its sublayers, back to front:
  ///
  /// 1. the background, ``CalloutBackground/layers(in:arrowPoint:style:appearance:isHighlighted:idPrefix:)``
  ///    with the prefix `<id>.background`, highlighted when ``isHighlighted`` is set (or, for a
  ///    callout laid out with a custom ``background``, its
  ///    ``CalloutBackgroundDrawing/layers(for:idPrefix:)``: the layout's ``CalloutLayout/background``);
  /// 2. `<id>.content`, covering the bounds and masked by the bubble
  ///    (``CalloutBackground/contentMaskPath``, or the custom background's
  ///    ``CalloutBackgroundDrawing/contentMaskPath(for:)``), so nothing inside draws outside the bubble. It holds
  ///    `<id>.title` and `<id>.subtitle` (the strings laid out on one line with `engine` and the
  ///    effective attributes, clipped to their frames; or the custom views' layers),
  ///    `<id>.content.view` for a content view, and `<id>.leadingAccessory` and
  ///    `<id>.trailingAccessory`, each at the frame the layout gives it. An element's own layer keeps
  ///    its identifier (give each callout's elements distinct ones when several share a tree); an
  ///    element without a layer draws a neutral rounded placeholder with the identifier above.
  ///
  /// In the modern ``CalloutBackground/Appearance/dark`` appearance, a title or subtitle without
  /// its own attributes is drawn in ``darkTitleColor`` or ``darkSubtitleColor``.
  ///
  /// ```swift
  /// let layout = try callout.layout(pointingAt: pin, in: map.bounds, engine: engine)
  /// let sample = CalloutAnimation(.bounce).sample(at: 0.1)
  /// map.sublayers.append(callout.layer(for: layout, engine: engine, sample: sample))
  /// ```
  ///
  /// - Parameters:
  ///   - layout: Where the callout goes, from ``layout(pointingAt:in:engine:scale:layoutDirection:)``.
  ///   - engine: Lays out the title and subtitle strings.
  ///   - sample: The animation's values at the moment drawn; `nil` (the default) draws it shown.
  ///   - appearance: Light (the default) or dark; the classic background has one look.
  ///   - id: The callout layer's identifier, and the prefix of its sublayers'; default `callout`.
  public func layer(
    for layout: CalloutLayout, engine: any TextLayoutEngine, sample: CalloutAnimation.Sample? = nil,
    appearance: CalloutBackground.Appearance = .light, id: LayerID = "callout"
  ) -> Layer {
    let prefix = id.rawValue
    var callout = Layer(id: id)
    callout.anchorPoint = layout.anchorPoint
    callout.frame = layout.frame
    if let sample {
      callout.transform = sample.transform
      callout.opacity = sample.opacity
    }
    let background = layout.effectiveBackground
    let context = CalloutBackgroundContext(layout: layout, appearance: appearance, isHighlighted: isHighlighted)
    callout.sublayers = background.layers(for: context, idPrefix: "\(prefix).background")

    var content = Layer(id: LayerID("\(prefix).content"), frame: layout.bounds)
    content.maskPath = background.contentMaskPath(for: context)
    content.sublayers = contentLayers(for: layout, engine: engine, appearance: appearance, prefix: prefix)
    callout.sublayers.append(content)
    return callout
  }

  /// The title, subtitle, content view and accessories, each at its frame in the callout's bounds.
  func contentLayers(
    for layout: CalloutLayout, engine: any TextLayoutEngine, appearance: CalloutBackground.Appearance,
    prefix: String
  ) -> [Layer] {
    let dark = appearance == .dark && style == .modern
    var layers: [Layer] = []
    if let frame = layout.titleFrame {
      var attributes = effectiveTitleAttributes
      if dark, titleAttributes == nil { attributes.foregroundColor = Self.darkTitleColor }
      let layer = textLayer(
        title, view: titleView, attributes: attributes, frame: frame, engine: engine, id: "\(prefix).title")
      if let layer { layers.append(layer) }
    }
    if let frame = layout.subtitleFrame {
      var attributes = effectiveSubtitleAttributes
      if dark, subtitleAttributes == nil { attributes.foregroundColor = Self.darkSubtitleColor }
      let layer = textLayer(
        subtitle, view: subtitleView, attributes: attributes, frame: frame, engine: engine, id: "\(prefix).subtitle")
      if let layer { layers.append(layer) }
    }
    if let frame = layout.contentFrame, let view = contentView {
      layers.append(Self.elementLayer(view, frame: frame, id: "\(prefix).content.view"))
    }
    if let frame = layout.leadingAccessoryFrame, let accessory = leadingAccessory {
      layers.append(Self.elementLayer(accessory, frame: frame, id: "\(prefix).leadingAccessory"))
    }
    if let frame = layout.trailingAccessoryFrame, let accessory = trailingAccessory {
      layers.append(Self.elementLayer(accessory, frame: frame, id: "\(prefix).trailingAccessory"))
    }
    return layers
  }

  /// A custom view's layer, or the string laid out on one line and clipped to `frame`; nil for an
  /// empty string without a view.
  func textLayer(
    _ string: String?, view: CalloutElement?, attributes: TextAttributes, frame: CGRect,
    engine: any TextLayoutEngine, id: String
  ) -> Layer? {
    if let view { return Self.elementLayer(view, frame: frame, id: id) }
    guard let string, !string.isEmpty else { return nil }
    let text = engine.layout(AttributedText(string, attributes: attributes), in: TextContainer(width: nil))
    var layer = Layer(id: LayerID(id), frame: frame)
    layer.contents = .text(TextContents(layout: text))
    layer.masksToBounds = true
    layer.isUserInteractionEnabled = false
    return layer
  }

  /// The placeholder's fill: mid grey at 35 %, visible on both backgrounds.
  static let placeholderColor = Color(white: 0.5, alpha: 0.35)

  /// An element's layer placed at `frame` (its id kept), or a rounded placeholder of that frame.
  static func elementLayer(_ element: CalloutElement, frame: CGRect, id: String) -> Layer {
    if var layer = element.layer {
      layer.frame = frame
      return layer
    }
    var placeholder = Layer(id: LayerID(id), frame: frame)
    placeholder.backgroundColor = placeholderColor
    placeholder.cornerRadius = Swift.min(frame.width, frame.height) / 4
    placeholder.cornerCurve = .continuous
    return placeholder
  }
}
