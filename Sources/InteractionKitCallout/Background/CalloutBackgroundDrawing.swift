public import Foundation
public import InteractionKitGeometry
public import InteractionKitScene

/// A callout background an app supplies: the bubble's look, its outline for hit testing and
/// masking, and where its arrow's tip is (SMCalloutView's `backgroundView`, an
/// `SMCalloutBackgroundView` subclass).
///
/// Set one on ``Callout/background``. The layout places the callout as its style says; the
/// background then receives the laid-out callout (a ``CalloutBackgroundContext``: its size, body
/// and arrow) and gives back:
///
/// - ``layers(for:idPrefix:)``: the layers that draw the bubble, behind the content;
/// - ``path(for:)``: the outline that takes touches (``CalloutLayout/hitTest(_:)`` ignores points
///   outside it, even inside the callout's frame);
/// - ``contentMaskPath(for:)``: the clip of the title, subtitle and accessories (by default the
///   outline);
/// - ``arrowPoint(for:)``: the arrow's tip, the pivot of the present and dismiss animations
///   (``CalloutLayout/anchorPoint``); by default the layout's ``CalloutLayout/arrowPoint``.
///
/// Every path and point is in the callout's own coordinates (the origin at the frame's top-left
/// corner). The built-in backgrounds conform: ``CalloutStyle/modern`` and ``CalloutStyle/classic``
/// draw the bubbles of ``CalloutBackground``, and a callout without a custom background uses its
/// style's.
///
/// ```swift
/// struct Plain: CalloutBackgroundDrawing {
///   func path(for context: CalloutBackgroundContext) -> Path {
///     Path(roundedRect: context.bodyFrame, cornerRadius: 12)
///   }
///   func layers(for context: CalloutBackgroundContext, idPrefix: String) -> [Layer] {
///     var fill = Layer(id: LayerID("\(idPrefix).fill"), frame: context.bounds)
///     fill.contents = .shape(ShapeContents(path: path(for: context), fillColor: .white))
///     fill.isUserInteractionEnabled = false
///     return [fill]
///   }
/// }
/// var callout = Callout(title: "Pier 39")
/// callout.background = Plain()
/// ```
///
/// Backgrounds are values: `Hashable`, so layouts that carry one stay comparable, and `Sendable`.
public protocol CalloutBackgroundDrawing: Hashable, Sendable {
  /// The bubble's outline, body and arrow, in the callout's own coordinates: the area that takes
  /// touches.
  func path(for context: CalloutBackgroundContext) -> Path

  /// The path that clips the callout's content; by default ``path(for:)``.
  func contentMaskPath(for context: CalloutBackgroundContext) -> Path

  /// The arrow's tip in the callout's own coordinates, the pivot of the bounce; by default the
  /// layout's ``CalloutBackgroundContext/arrowPoint``.
  func arrowPoint(for context: CalloutBackgroundContext) -> CGPoint

  /// The layers that draw the bubble, back to front, each in the callout's own coordinates (they
  /// are sublayers of the callout's layer). Their identifiers start with `idPrefix`; they should
  /// ignore hit tests (`isUserInteractionEnabled` false), since the callout decides what a touch hits.
  func layers(for context: CalloutBackgroundContext, idPrefix: String) -> [Layer]
}

extension CalloutBackgroundDrawing {
  /// The outline, `path(for:)`: the content is clipped to the bubble.
  public func contentMaskPath(for context: CalloutBackgroundContext) -> Path { path(for: context) }

  /// The layout's arrow point, `context.arrowPoint`.
  public func arrowPoint(for context: CalloutBackgroundContext) -> CGPoint { context.arrowPoint }
}
