public import Foundation
public import InteractionKitGeometry
public import InteractionKitTextLayout

/// A map-pin style callout: what it shows and how it may be placed.
///
/// The configuration of SMCalloutView as a value: a title and a subtitle (or custom views that
/// replace them, or one content view that replaces both), a leading and a trailing accessory, the
/// permitted arrow directions, the insets that keep it clear of bars, an offset of its anchor, the
/// style, the present and dismiss animations, and whether it highlights when pressed.
///
/// Nothing here depends on a screen. ``layout(pointingAt:in:engine:scale:layoutDirection:)``
/// turns the configuration, a target rect and a container into a ``CalloutLayout``, measuring text
/// with the `TextLayoutEngine` the caller passes; ``CalloutInteraction`` runs the presentation.
///
/// ```swift
/// var callout = Callout(title: "Golden Gate Bridge", subtitle: "San Francisco")
/// callout.trailingAccessory = CalloutElement(size: CGSize(width: 22, height: 22))
/// callout.permittedArrowDirections = .any
/// let layout = try callout.layout(
///   pointingAt: pinRect, in: mapBounds, engine: engine, scale: 2)
/// layout.frame; layout.arrowDirection; layout.scrollOffset
/// ```
///
/// Every numeric property is sanitized on initialization and on assignment; each property
/// documents its clamp. Lengths and coordinates are clamped to ±`GeometryLimits.maximumCoordinate`
/// (10¹² pt), the engine-wide bound, so every layout computed from them is finite.
public struct Callout: Sendable {
  /// The title, drawn on one line; `nil` or empty for none. Ignored when ``titleView`` or
  /// ``contentView`` is set.
  public var title: String?

  /// The subtitle, drawn on one line below the title; `nil` or empty for none. Ignored when
  /// ``subtitleView`` or ``contentView`` is set. A subtitle makes the modern body 52 pt tall.
  public var subtitle: String?

  /// How the title is drawn and measured; `nil` (the default) uses the style's
  /// (``CalloutStyle/titleAttributes``).
  public var titleAttributes: TextAttributes?

  /// How the subtitle is drawn and measured; `nil` (the default) uses the style's
  /// (``CalloutStyle/subtitleAttributes``).
  public var subtitleAttributes: TextAttributes?

  /// The accessory at the leading end (the left in left-to-right layout), such as a pin image.
  public var leadingAccessory: CalloutElement?

  /// The accessory at the trailing end (the right in left-to-right layout), such as a detail button.
  public var trailingAccessory: CalloutElement?

  /// A custom view that replaces the title string, at its own size (`titleView`).
  public var titleView: CalloutElement?

  /// A custom view that replaces the subtitle string, at its own size (`subtitleView`).
  public var subtitleView: CalloutElement?

  /// A view of any size that replaces the title and subtitle; the accessories stay
  /// (`contentView`). The body is then as tall as the view plus the vertical content insets.
  public var contentView: CalloutElement?

  /// The room around the content view, and in the modern style the room between the text and an
  /// end without an accessory: 12 on every side (`contentViewInset`).
  ///
  /// Left and right are leading and trailing: they trade places in right-to-left layout.
  /// Negative and non-finite insets become 0; insets beyond `GeometryLimits.maximumCoordinate` are
  /// clamped to it.
  public var contentInsets: EdgeInsets {
    didSet { contentInsets = Self.sanitizedContentInsets(contentInsets) }
  }

  /// The directions the arrow may point: ``CalloutArrowDirection/down`` by default
  /// (`permittedArrowDirection`).
  public var permittedArrowDirections: CalloutArrowDirection

  /// Insets of the container the callout must stay clear of, such as bars (`constrainedInsets`):
  /// zero by default. Negative insets enlarge the area, as with `UIEdgeInsets`; non-finite insets
  /// become 0 and insets beyond ±`GeometryLimits.maximumCoordinate` are clamped to it.
  public var constrainedInsets: EdgeInsets {
    didSet {
      if !constrainedInsets.isWithinCoordinateLimits { constrainedInsets = Self.finiteInsets(constrainedInsets) }
    }
  }

  /// Added to the arrow's anchor, the midpoint of the target's top (or bottom) edge
  /// (`calloutOffset`): zero by default. It moves the tip, not the choice of direction.
  /// Non-finite coordinates become 0; coordinates beyond ±`GeometryLimits.maximumCoordinate` are
  /// clamped to it.
  public var calloutOffset: CGPoint {
    didSet { calloutOffset = Self.finitePoint(calloutOffset) }
  }

  /// The look and layout rules: ``CalloutStyle/modern`` by default.
  public var style: CalloutStyle

  /// How the callout appears: ``CalloutAnimationStyle/bounce`` by default (`presentAnimation`).
  public var presentAnimation: CalloutAnimationStyle

  /// How the callout disappears: ``CalloutAnimationStyle/fade`` by default (`dismissAnimation`).
  public var dismissAnimation: CalloutAnimationStyle

  /// Whether the body shows its highlighted background while a finger is down on it (the
  /// delegate's `calloutViewShouldHighlight:`): true by default. Taps report
  /// ``CalloutInteraction/Effect/clicked`` either way.
  public var highlightsOnPress: Bool

  /// Whether the callout is drawn highlighted (as while pressed): false by default.
  /// ``CalloutInteraction`` sets its own copy while a finger is down on the body.
  public var isHighlighted: Bool

  /// The app's own background (SMCalloutView's `backgroundView`): nil (the default) draws the
  /// style's bubble.
  ///
  /// The layout keeps it (``CalloutLayout/background``), and it then draws the callout
  /// (``layer(for:engine:sample:appearance:id:)``), decides which points take touches
  /// (``CalloutLayout/hitTest(_:)``) and gives the arrow's tip the bounce grows from
  /// (``CalloutLayout/anchorPoint``). The placement still follows ``style``.
  public var background: (any CalloutBackgroundDrawing)?

  /// Creates a callout; every value is sanitized as its property documents.
  ///
  /// - Parameters:
  ///   - title: The title; default none.
  ///   - subtitle: The subtitle; default none.
  ///   - style: The look and layout rules; default ``CalloutStyle/modern``.
  ///   - permittedArrowDirections: Default ``CalloutArrowDirection/down``.
  ///   - contentInsets: Default 12 on every side.
  ///   - constrainedInsets: Default zero.
  ///   - calloutOffset: Default zero.
  public init(
    title: String? = nil, subtitle: String? = nil, style: CalloutStyle = .modern,
    permittedArrowDirections: CalloutArrowDirection = .down, contentInsets: EdgeInsets = Callout.defaultContentInsets,
    constrainedInsets: EdgeInsets = .zero, calloutOffset: CGPoint = .zero
  ) {
    self.title = title
    self.subtitle = subtitle
    self.style = style
    self.permittedArrowDirections = permittedArrowDirections
    self.contentInsets = Self.sanitizedContentInsets(contentInsets)
    self.constrainedInsets = Self.finiteInsets(constrainedInsets)
    self.calloutOffset = Self.finitePoint(calloutOffset)
    self.presentAnimation = .bounce
    self.dismissAnimation = .fade
    self.highlightsOnPress = true
    self.isHighlighted = false
    self.background = nil
  }

  /// The default ``contentInsets``: 12 on every side.
  public static let defaultContentInsets = EdgeInsets(all: 12)

  /// The style's constants: `style.metrics`.
  public var metrics: CalloutMetrics { style.metrics }

  /// Whether the callout shows a title: a title view, or a non-empty title string, and no content view.
  public var hasTitle: Bool { contentView == nil && (titleView != nil || !(title ?? "").isEmpty) }

  /// Whether the callout shows a subtitle: a subtitle view, or a non-empty subtitle string, and no
  /// content view.
  public var hasSubtitle: Bool { contentView == nil && (subtitleView != nil || !(subtitle ?? "").isEmpty) }

  /// The title's attributes in effect: ``titleAttributes`` or the style's.
  public var effectiveTitleAttributes: TextAttributes { titleAttributes ?? style.titleAttributes }

  /// The subtitle's attributes in effect: ``subtitleAttributes`` or the style's.
  public var effectiveSubtitleAttributes: TextAttributes { subtitleAttributes ?? style.subtitleAttributes }

  static func sanitizedContentInsets(_ insets: EdgeInsets) -> EdgeInsets {
    func f(_ v: CGFloat) -> CGFloat { v.isFinite ? Swift.min(Swift.max(0, v), GeometryLimits.maximumCoordinate) : 0 }
    return EdgeInsets(top: f(insets.top), left: f(insets.left), bottom: f(insets.bottom), right: f(insets.right))
  }

  static func finiteInsets(_ insets: EdgeInsets) -> EdgeInsets {
    func f(_ v: CGFloat) -> CGFloat { v.isFinite ? GeometryLimits.clamp(v) : 0 }
    return EdgeInsets(top: f(insets.top), left: f(insets.left), bottom: f(insets.bottom), right: f(insets.right))
  }

  static func finitePoint(_ point: CGPoint) -> CGPoint {
    CGPoint(
      x: point.x.isFinite ? GeometryLimits.clamp(point.x) : 0, y: point.y.isFinite ? GeometryLimits.clamp(point.y) : 0)
  }
}
