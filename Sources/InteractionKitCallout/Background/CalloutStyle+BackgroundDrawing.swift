import Foundation
public import InteractionKitGeometry
public import InteractionKitScene

/// The built-in backgrounds: each style draws its own ``CalloutBackground``.
extension CalloutStyle: CalloutBackgroundDrawing {
  /// The style's bubble for the context's size and arrow point, in its appearance and highlight.
  public func background(for context: CalloutBackgroundContext) -> CalloutBackground {
    CalloutBackground(
      style: self, size: context.size, arrowPoint: context.arrowPoint, appearance: context.appearance,
      isHighlighted: context.isHighlighted)
  }

  /// The outline of the style's bubble, ``CalloutBackground/path``.
  public func path(for context: CalloutBackgroundContext) -> Path { background(for: context).path }

  /// The style's content mask, ``CalloutBackground/contentMaskPath``.
  public func contentMaskPath(for context: CalloutBackgroundContext) -> Path {
    background(for: context).contentMaskPath
  }

  /// The style's layers, ``CalloutBackground/layers(origin:idPrefix:)`` at the callout's origin.
  public func layers(for context: CalloutBackgroundContext, idPrefix: String) -> [Layer] {
    background(for: context).layers(idPrefix: idPrefix)
  }
}
