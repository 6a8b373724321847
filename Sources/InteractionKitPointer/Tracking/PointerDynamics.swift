public import Foundation
public import InteractionKitMotion

/// The motion of the presented pointer: parallax, scales, the morph spring and magnetism.
///
/// Apple publishes none of these numbers; each property says where its default comes from. Every
/// property is clamped on assignment, as documented per property.
///
/// ```swift
/// var dynamics = PointerDynamics.standard
/// dynamics.highlightParallax = 0.15
/// dynamics.isMagnetismEnabled = false
/// ```
public struct PointerDynamics: Hashable, Sendable {
  /// How much a highlight follows the model pointer: 0.1, so the shape and the content move one
  /// tenth of the model pointer's displacement from the parallax anchor (josepcrespo/context-cursor's
  /// `parallaxIndex` 10 read as a divisor; the system's "gentle parallax" is unpublished).
  ///
  /// The displacement is clamped to half the region's size on each axis, so the shape never moves
  /// more than `highlightParallax × region size / 2` from its home. Clamped to 0…1 (NaN becomes 0.1).
  public var highlightParallax: CGFloat = 0.1 {
    didSet { highlightParallax = Self.fraction(highlightParallax, or: 0.1) }
  }

  /// How much lifted content follows the model pointer: 0.1, like the highlight (the system's
  /// "subtle parallax" is unpublished). Clamped to 0…1 (NaN becomes 0.1).
  public var liftParallax: CGFloat = 0.1 {
    didSet { liftParallax = Self.fraction(liftParallax, or: 0.1) }
  }

  /// The scale of lifted content: 1.1. A documented choice (the lift scale is unpublished).
  /// Values below 1 and non-finite values become 1.1.
  public var liftScale: CGFloat = 1.1 {
    didSet { liftScale = Self.scale(liftScale, or: 1.1) }
  }

  /// The scale of hovered content that prefers scaling: 1.05. A documented choice (unpublished).
  /// Values below 1 and non-finite values become 1.05.
  public var hoverScale: CGFloat = 1.05 {
    didSet { hoverScale = Self.scale(hoverScale, or: 1.05) }
  }

  /// The spring of entering, leaving and morphing between regions: damping ratio 0.9, response
  /// 0.23 s (the morph of CatsJuice/ipad-cursor takes 0.23 s; the system's spring is unpublished).
  public var transitionSpring = Spring(dampingRatio: 0.9, response: 0.23)

  /// Whether flicks toward highlight and lift regions are pulled to the target's centre; default `true`.
  public var isMagnetismEnabled = true

  /// The speed, in points per second, a movement must reach to count as a flick: 1,000. A
  /// documented choice. Non-finite and non-positive values become 1,000.
  public var flickSpeed: CGFloat = 1_000 {
    didSet { flickSpeed = Self.positive(flickSpeed, or: 1_000) }
  }

  /// How long, in seconds, a sample counts for the velocity estimate: 0.1 (UIKit's and Flutter's
  /// velocity trackers also look back about 100 ms). Non-finite and non-positive values become 0.1.
  public var velocityWindow: TimeInterval = 0.1 {
    didSet { velocityWindow = Self.positive(velocityWindow, or: 0.1) }
  }

  /// The slowest deceleration assumed when projecting a flick, as an exponential decay rate per
  /// second: 2.002, that of `UIScrollView.DecelerationRate.normal` (0.998 per millisecond,
  /// `-ln(0.998) × 1000`). A flick measured to slow down more gently is projected with this rate.
  /// Non-finite and non-positive values become 2.002.
  public var minimumDecayRate: Double = -log(0.998) * 1000 {
    didSet { minimumDecayRate = Self.positive(minimumDecayRate, or: -log(0.998) * 1000) }
  }

  /// The farthest, in points, a flick is projected: 600. A documented choice. Non-finite and
  /// negative values become 600.
  public var maximumProjection: CGFloat = 600 {
    didSet { maximumProjection = maximumProjection.isFinite && maximumProjection >= 0 ? maximumProjection : 600 }
  }

  /// Creates the standard dynamics.
  public init() {}

  /// The standard dynamics: every default above.
  public static let standard = PointerDynamics()

  private static func fraction(_ value: CGFloat, or fallback: CGFloat) -> CGFloat {
    value.isNaN ? fallback : min(1, max(0, value))
  }

  private static func scale(_ value: CGFloat, or fallback: CGFloat) -> CGFloat {
    value.isFinite && value >= 1 ? value : fallback
  }

  private static func positive<T: BinaryFloatingPoint>(_ value: T, or fallback: T) -> T {
    value.isFinite && value > 0 ? value : fallback
  }
}
