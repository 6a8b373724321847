public import Foundation

/// What a ``CalloutBackgroundDrawing`` draws: the laid-out callout, its arrow, and how it looks
/// at the moment.
public struct CalloutBackgroundContext: Hashable, Sendable {
  /// The callout's layout: its frame, body, arrow and interior.
  public var layout: CalloutLayout

  /// The colour scheme to draw in: light or dark.
  public var appearance: CalloutBackground.Appearance

  /// Whether the callout is pressed (drawn with its highlighted look).
  public var isHighlighted: Bool

  /// Creates the context of `layout` drawn in `appearance`, highlighted or not.
  ///
  /// - Parameters:
  ///   - layout: The laid-out callout.
  ///   - appearance: Light (the default) or dark.
  ///   - isHighlighted: Whether the callout is pressed; default false.
  public init(layout: CalloutLayout, appearance: CalloutBackground.Appearance = .light, isHighlighted: Bool = false) {
    self.layout = layout
    self.appearance = appearance
    self.isHighlighted = isHighlighted
  }

  /// The callout's size, arrow included.
  public var size: CGSize { layout.size }

  /// The callout's bounds, its own coordinate space.
  public var bounds: CGRect { layout.bounds }

  /// The rounded body without the arrow band, in the callout's coordinates
  /// (``CalloutLayout/bodyFrame``).
  public var bodyFrame: CGRect { layout.bodyFrame }

  /// The layout's arrow tip in the callout's coordinates (``CalloutLayout/arrowPoint``).
  public var arrowPoint: CGPoint { layout.arrowPoint }

  /// Which way the arrow points: exactly ``CalloutArrowDirection/up`` or ``CalloutArrowDirection/down``.
  public var arrowDirection: CalloutArrowDirection { layout.arrowDirection }
}
