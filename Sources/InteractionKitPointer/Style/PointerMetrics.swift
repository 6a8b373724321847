public import Foundation
public import InteractionKitGeometry

/// The numbers of pointer interactions, in one place, each with its source.
///
/// Apple publishes few of them. Where the module's reference (`pointer.md`) has a number, the
/// constant cites it; where it has none, the constant is a documented choice and says so.
public enum PointerMetrics {
  /// The hit-test insets that give a control its enlarged hit area: −20 on every side (Woody's
  /// Findings, "Improve pointer interactions": `bounds.inset(by: .all(-20))`).
  ///
  /// Set them as a layer's `hitTestInsets`; the layer's default pointer region then covers the
  /// enlarged area too (see ``PointerInteractionRegistry``).
  public static let hitTestInsets = EdgeInsets(all: -20)

  /// How far the automatic highlight shape extends beyond the preview's frame: 12 horizontally and
  /// 10 vertically (Woody's Findings: `frame.insetBy(dx: -12, dy: -10)`).
  public static let highlightPadding = CGSize(width: 12, height: 10)

  /// The corner radius of a rounded-rect shape when none is given: 8 (UIKit's
  /// `UIPointerShape.defaultCornerRadius` is unpublished; compnerd/swift-win32 hard-codes 8.0).
  public static let defaultCornerRadius: CGFloat = 8

  /// The corner radius of a lifted preview whose layer has square corners: 6 (Apple's
  /// "Integrating pointer interactions" sample gives its lift path a radius of 6).
  public static let liftCornerRadius: CGFloat = 6

  /// The diameter of the system pointer, a circle: 20 (Apple's sample draws a 20 × 20 custom
  /// pointer "to match up with the default pointer"; the system's own diameter is unpublished).
  public static let systemPointerDiameter: CGFloat = 20

  /// The thickness of a vertical or horizontal beam: 2. A documented choice (unpublished).
  public static let beamThickness: CGFloat = 2

  /// The most accessories a style shows: 4 (`UIPointerStyle.accessories` takes "up to 4").
  public static let maximumAccessoryCount = 4

  /// The side above which ``PointerEffect/automatic(_:)`` picks the hover effect: a preview wider
  /// or taller than 100 is treated as large content. A documented choice (UIKit's rule is
  /// unpublished; the HIG keeps highlight and lift for small elements).
  public static let automaticHoverThreshold: CGFloat = 100
}
