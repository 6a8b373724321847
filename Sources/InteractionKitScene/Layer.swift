public import Foundation
public import InteractionKitGeometry

/// A node of the retained layer tree, with Core Animation's geometry model, as a value.
///
/// A layer's ``bounds`` define its own coordinate space; ``position`` is where its
/// ``anchorPoint`` (a unit point in the bounds) sits in the superlayer's space, and ``transform``
/// applies about the anchor point. Sublayers draw in order, the last one frontmost.
///
/// Every numeric property is clamped on assignment (documented per property), so NaN, infinite or
/// huge geometry never reaches layout, hit testing or rendering: coordinates, sizes and transform
/// components are clamped to ±`GeometryLimits.maximumCoordinate` (10¹² pt), the engine-wide bound,
/// and ``frame`` and the tree's conversions clamp their results to it, so they are always finite.
public struct Layer: Sendable {
  /// The identifier, unique within a tree.
  public var id: LayerID

  /// Where the anchor point sits in the superlayer's coordinates. Non-finite values become zero;
  /// coordinates beyond ±`GeometryLimits.maximumCoordinate` are clamped to it.
  public var position: CGPoint {
    didSet { position = Layer.clamp(position) }
  }

  /// The layer's own coordinate space. Non-finite values become zero and a negative width or height
  /// becomes zero (not standardized, which would move the origin); the origin is clamped to
  /// ±`GeometryLimits.maximumCoordinate` and the size so that the far edges stay within it.
  public var bounds: CGRect {
    didSet { bounds = Layer.clamp(bounds) }
  }

  /// The unit point of the bounds that ``position`` refers to and transforms pivot on; default (0.5, 0.5).
  /// Non-finite values become 0.5; values beyond ±`GeometryLimits.maximumCoordinate` are clamped.
  public var anchorPoint: CGPoint {
    didSet {
      if !anchorPoint.isFinitePoint {
        anchorPoint = CGPoint(x: 0.5, y: 0.5)
      } else if !anchorPoint.isWithinCoordinateLimits {
        anchorPoint = anchorPoint.clampedToCoordinateLimits
      }
    }
  }

  /// The transform applied about the anchor point. A non-finite transform becomes the identity;
  /// components beyond ±`GeometryLimits.maximumCoordinate` are clamped to it.
  public var transform: CGAffineTransform {
    didSet {
      if !transform.isFiniteTransform {
        transform = .identity
      } else if !transform.isWithinCoordinateLimits {
        transform = transform.clampedToCoordinateLimits
      }
    }
  }

  /// The opacity, 0…1 (clamped; NaN becomes 1). Below 0.01 the layer ignores hit tests, as in UIKit.
  public var opacity: Double {
    didSet { opacity = opacity.isNaN ? 1 : min(1, max(0, opacity)) }
  }

  /// Whether the layer and its subtree are invisible and ignore hit tests.
  public var isHidden: Bool

  /// The colour filling the (rounded) bounds; `nil` fills nothing.
  public var backgroundColor: Color?

  /// The blur material drawn beneath the layer's background, from what lies below it (like a
  /// `UIVisualEffectView` with a `UIBlurEffect`), inside ``backdropShape``; `nil` draws none.
  ///
  /// Opacity fades the material as a whole (at 0.5, half blurred backdrop and half sharp). Damage
  /// treats the layer as depending on what lies below: when anything beneath changes within
  /// ``BackdropMaterial/sampleOutset`` of its shape, that whole area is redrawn. Inside a layer
  /// drawn into a bitmap of its own (``shouldRasterize``, a snapshot) the backdrop is what that
  /// bitmap holds beneath the layer.
  public var backdropMaterial: BackdropMaterial?

  /// The radius of the bounds' corners (clamped to ≥ 0; the renderer also caps it at half the shorter side).
  public var cornerRadius: CGFloat {
    didSet { if !(cornerRadius.isFinite && cornerRadius >= 0) { cornerRadius = 0 } }
  }

  /// The shape of the corners: circular or continuous (`CALayerCornerCurve`).
  public var cornerCurve: CornerStyle

  /// The border width, drawn inside the bounds (clamped to ≥ 0).
  public var borderWidth: CGFloat {
    didSet { if !(borderWidth.isFinite && borderWidth >= 0) { borderWidth = 0 } }
  }

  /// The border colour.
  public var borderColor: Color

  /// The shadow, or `nil` for none.
  public var shadow: Shadow?

  /// A path in bounds coordinates that clips the layer and its subtree when drawn (like a shape
  /// layer used as `mask`). It does not affect hit testing, as in UIKit.
  public var maskPath: Path?

  /// Whether the layer clips its contents and sublayers to its (rounded) bounds when drawn.
  public var masksToBounds: Bool

  /// Whether a renderer may keep the layer's drawn subtree as a bitmap between frames and
  /// composite that, as `CALayer.shouldRasterize`: for a subtree that stays the same while things
  /// above or around it change (a page under a dimming overlay, a map under a callout). The bitmap
  /// is drawn at the device's resolution, again whenever anything in the subtree changes; moving
  /// the layer or changing its opacity reuses it (placed on whole device pixels, so a layer between
  /// pixels moves by up to half a pixel). A layer that is rotated, skewed or flipped is drawn as
  /// usual. Default false.
  public var shouldRasterize: Bool

  /// What the layer draws.
  public var contents: LayerContents?

  /// Whether the layer (and so its subtree) takes part in hit testing.
  public var isUserInteractionEnabled: Bool

  /// Insets applied to the bounds for the point-inside test; negative values enlarge the hit area.
  /// Non-finite insets are replaced by zero; insets beyond ±`GeometryLimits.maximumCoordinate` are
  /// clamped to it.
  public var hitTestInsets: EdgeInsets {
    didSet {
      if !hitTestInsets.isFinite {
        hitTestInsets = .zero
      } else if !hitTestInsets.isWithinCoordinateLimits {
        hitTestInsets = hitTestInsets.clampedToCoordinateLimits
      }
    }
  }

  /// Which area gates hit testing of the layer's subtree; default ``HitAreaRule/bounds`` (UIKit's rule).
  /// Use ``HitAreaRule/unionOfSublayers`` on a container whose children enlarge their hit areas.
  public var hitAreaRule: HitAreaRule

  /// The sublayers, back to front.
  public var sublayers: [Layer]

  /// Creates a layer with Core Animation's defaults: anchor (0.5, 0.5), identity transform, opacity 1.
  public init(
    id: LayerID, bounds: CGRect = .zero, position: CGPoint = .zero,
    anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5), sublayers: [Layer] = []
  ) {
    self.id = id
    self.bounds = Layer.clamp(bounds)
    self.position = Layer.clamp(position)
    self.anchorPoint = anchorPoint.isFinitePoint ? anchorPoint.clampedToCoordinateLimits : CGPoint(x: 0.5, y: 0.5)
    self.transform = .identity
    self.opacity = 1
    self.isHidden = false
    self.backgroundColor = nil
    self.backdropMaterial = nil
    self.cornerRadius = 0
    self.cornerCurve = .circular
    self.borderWidth = 0
    self.borderColor = .black
    self.shadow = nil
    self.maskPath = nil
    self.masksToBounds = false
    self.shouldRasterize = false
    self.contents = nil
    self.isUserInteractionEnabled = true
    self.hitTestInsets = .zero
    self.hitAreaRule = .bounds
    self.sublayers = sublayers
  }

  /// Creates a layer occupying `frame` in its superlayer (bounds at the origin, centred anchor),
  /// with its common properties, so a tree reads like a description of what it shows:
  ///
  /// ```swift
  /// let card = Layer(
  ///   id: "card", frame: CGRect(x: 20, y: 20, width: 200, height: 120),
  ///   backgroundColor: .white, cornerRadius: 13, shadow: Shadow(color: .black, opacity: 0.2, radius: 12),
  ///   sublayers: [.text("title", layout: title, at: CGPoint(x: 16, y: 16))])
  /// ```
  ///
  /// Every value is clamped as its property documents; properties not given keep Core
  /// Animation's defaults.
  public init(
    id: LayerID, frame: CGRect, backgroundColor: Color? = nil, cornerRadius: CGFloat = 0,
    cornerCurve: CornerStyle = .circular, borderWidth: CGFloat = 0, borderColor: Color = .black,
    shadow: Shadow? = nil, opacity: Double = 1, contents: LayerContents? = nil, masksToBounds: Bool = false,
    isUserInteractionEnabled: Bool = true, hitTestInsets: EdgeInsets = .zero, hitAreaRule: HitAreaRule = .bounds,
    sublayers: [Layer] = []
  ) {
    // Set on another value, so that the properties' clamping observers run.
    var layer = Layer(id: id, sublayers: sublayers)
    layer.frame = frame
    layer.backgroundColor = backgroundColor
    layer.cornerRadius = cornerRadius
    layer.cornerCurve = cornerCurve
    layer.borderWidth = borderWidth
    layer.borderColor = borderColor
    layer.shadow = shadow
    layer.opacity = opacity
    layer.contents = contents
    layer.masksToBounds = masksToBounds
    layer.isUserInteractionEnabled = isUserInteractionEnabled
    layer.hitTestInsets = hitTestInsets
    layer.hitAreaRule = hitAreaRule
    self = layer
  }

  /// The layer's rect in the superlayer's coordinates: the bounding box of the transformed bounds.
  ///
  /// Setting it (like `UIView.frame`) sets ``bounds`` size and ``position`` so that, with the
  /// current transform taken as identity, the layer occupies the rect. The result is clamped to the
  /// coordinate limits (`GeometryLimits`), so it is always finite.
  public var frame: CGRect {
    get { bounds.applying(transformToSuperlayer).clampedToCoordinateLimits }
    set {
      let r = Layer.clamp(newValue)
      bounds.size = r.size
      position = CGPoint(x: r.minX + anchorPoint.x * r.width, y: r.minY + anchorPoint.y * r.height)
    }
  }

  /// The transform that maps the layer's bounds coordinates into its superlayer's coordinates;
  /// its components are clamped to ±`GeometryLimits.maximumCoordinate`.
  public var transformToSuperlayer: CGAffineTransform {
    let anchor = CGPoint(
      x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
    return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
      .concatenating(transform)
      .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
      .clampedToCoordinateLimits
  }

  /// The outline of the bounds with the layer's corner radius and curve.
  public var roundedBoundsPath: Path {
    Path(roundedRect: bounds, cornerRadius: cornerRadius, style: cornerCurve)
  }

  /// Where ``backdropMaterial`` is drawn, in bounds coordinates: the path of the layer's shape
  /// contents when it has them and no background colour (a callout's bubble), else
  /// ``roundedBoundsPath``.
  public var backdropShape: Path {
    if backgroundColor == nil, case .shape(let shape)? = contents { return shape.path }
    return roundedBoundsPath
  }

  /// The rect whose backdrop ``backdropMaterial`` reads, in bounds coordinates: the shape's
  /// bounding box grown by ``BackdropMaterial/sampleOutset``; `CGRect.null` without a material.
  public var backdropSampleRect: CGRect {
    guard let backdropMaterial else { return .null }
    let box = backdropShape.boundingBox
    guard !box.isNull else { return .null }
    let outset = backdropMaterial.sampleOutset
    return box.insetBy(dx: -outset, dy: -outset)
  }

  static func clamp(_ rect: CGRect) -> CGRect {
    if rect.isNull { return .zero }
    func f(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
    let limit = GeometryLimits.maximumCoordinate
    let x = GeometryLimits.clamp(f(rect.origin.x))
    let y = GeometryLimits.clamp(f(rect.origin.y))
    // `size`, not `width`/`height`: CGRect's width and height are of the standardized rect, so a
    // negative size would come back positive instead of being clamped.
    return CGRect(
      x: x, y: y, width: min(max(0, f(rect.size.width)), limit - x), height: min(max(0, f(rect.size.height)), limit - y))
  }

  static func clamp(_ point: CGPoint) -> CGPoint {
    point.isFinitePoint ? point.clampedToCoordinateLimits : .zero
  }
}
