public import Foundation

/// How the pointer looks in a region, as `UIPointerStyle`: an effect on the content (with an
/// optional shape), a free shape, hidden, or the system pointer, plus up to four accessories.
///
/// ```swift
/// PointerStyle(effect: .highlight(preview))                       // shape generated: frame padded 12 × 10
/// PointerStyle(effect: .lift(preview), shape: .roundedRect(frame, radius: 6))
/// PointerStyle(shape: .verticalBeam(length: 17), constrainedAxes: .vertical)   // text
/// PointerStyle.hidden
/// ```
public struct PointerStyle: Hashable, Sendable {
  /// What the style shows.
  public enum Content: Hashable, Sendable {
    /// An effect on the content; the shape is generated from the preview when `nil`
    /// (``PointerEffect/defaultShape``).
    case effect(PointerEffect, shape: PointerShape?)

    /// A shape that moves with the pointer, held at the region's centre on the constrained axes.
    case shape(PointerShape, constrainedAxes: PointerAxes)

    /// No pointer at all.
    case hidden

    /// The system pointer (a circle of ``PointerMetrics/systemPointerDiameter``), useful to show
    /// accessories beside it.
    case system
  }

  /// What the style shows.
  public var content: Content

  /// The accessories shown around the pointer, at most ``PointerMetrics/maximumAccessoryCount`` (4).
  ///
  /// Documented clamp: when more are assigned, the first four are kept in the order given and the
  /// rest are dropped (UIKit documents the limit but not what happens beyond it). Default none.
  public var accessories: [PointerAccessory] {
    didSet { accessories = Self.clamp(accessories) }
  }

  /// Creates a style that applies an effect, as `UIPointerStyle(effect:shape:)`.
  ///
  /// - Parameters:
  ///   - effect: What happens to the content and the pointer.
  ///   - shape: The pointer's shape, in the tracker's coordinates; default `nil`, which generates
  ///     one from the effect's preview.
  public init(effect: PointerEffect, shape: PointerShape? = nil) {
    self.init(content: .effect(effect, shape: shape))
  }

  /// Creates a style with a shape that follows the pointer, as `UIPointerStyle(shape:constrainedAxes:)`.
  ///
  /// - Parameters:
  ///   - shape: The pointer's shape, placed relative to the pointer (see ``PointerShape``).
  ///   - constrainedAxes: The axes on which the shape is held at the region's centre (a text beam
  ///     snaps to its line vertically and moves freely horizontally); default none.
  public init(shape: PointerShape, constrainedAxes: PointerAxes = []) {
    self.init(content: .shape(shape, constrainedAxes: constrainedAxes))
  }

  /// Creates a style from its content and accessories (clamped like ``accessories``).
  public init(content: Content, accessories: [PointerAccessory] = []) {
    self.content = content
    self.accessories = Self.clamp(accessories)
  }

  /// A style that hides the pointer, as `UIPointerStyle.hidden()`.
  public static let hidden = PointerStyle(content: .hidden)

  /// The system pointer, as `UIPointerStyle.system()`.
  public static let system = PointerStyle(content: .system)

  /// The style's effect with automatic resolved (``PointerEffect/resolved``), or `nil` when the
  /// style has no effect.
  public var effect: PointerEffect? {
    switch content {
    case .effect(let effect, _): effect.resolved
    case .shape, .hidden, .system: nil
    }
  }

  /// Whether flicks are pulled toward regions with this style: only highlight and lift effects.
  public var allowsMagnetism: Bool { effect?.allowsMagnetism ?? false }

  /// The style with an accessory list; a chaining twin of setting ``accessories``.
  public func withAccessories(_ accessories: [PointerAccessory]) -> PointerStyle {
    var style = self
    style.accessories = accessories
    return style
  }

  private static func clamp(_ accessories: [PointerAccessory]) -> [PointerAccessory] {
    Array(accessories.prefix(PointerMetrics.maximumAccessoryCount))
  }
}

extension PointerStyle {
  /// A highlight with an explicit rounded-rect shape: the preview's frame padded, with a corner
  /// radius (the parameterised twin of `PointerStyle(effect: .highlight(preview))`).
  ///
  /// - Parameters:
  ///   - preview: The content highlighted.
  ///   - padding: How far the shape extends beyond the frame on each side; default
  ///     ``PointerMetrics/highlightPadding`` (12 × 10). Non-finite values become 0.
  ///   - cornerRadius: The shape's corner radius; default ``PointerMetrics/defaultCornerRadius`` (8).
  public static func highlight(
    _ preview: PointerPreview, padding: CGSize = PointerMetrics.highlightPadding,
    cornerRadius: CGFloat = PointerMetrics.defaultCornerRadius
  ) -> PointerStyle {
    let dx = padding.width.isFinite ? padding.width : 0
    let dy = padding.height.isFinite ? padding.height : 0
    let rect = preview.frame.insetBy(dx: -dx, dy: -dy)
    return PointerStyle(effect: .highlight(preview), shape: PointerShape.roundedRect(rect, radius: cornerRadius).sanitized)
  }

  /// A lift with the shape generated from the preview.
  public static func lift(_ preview: PointerPreview) -> PointerStyle {
    PointerStyle(effect: .lift(preview))
  }

  /// A text beam for lines `lineHeight` tall: a vertical beam held on the line's centre vertically.
  public static func verticalBeam(lineHeight: CGFloat) -> PointerStyle {
    PointerStyle(shape: .verticalBeam(length: lineHeight), constrainedAxes: .vertical)
  }
}
