public import Foundation

/// What a scene lays itself out for: its size, the display's scale, the user's appearance
/// settings and the layout direction.
///
/// Sizes are clamped: NaN, infinite and negative sizes count as zero, and a zero-sized scene
/// draws an empty tree and ignores pointers until it has room (never a crash).
public struct SceneEnvironment: Hashable, Sendable {
  /// The scene's size in points.
  public var size: CGSize {
    didSet { size = Self.clamped(size) }
  }
  /// Pixels per point: 1, 2 or 3 (clamped to 0.5…8; non-finite values count as 1).
  public var scale: CGFloat {
    didSet { scale = Self.clamped(scale) }
  }
  /// The user's appearance settings.
  public var appearance: SceneAppearance
  /// Left to right, or right to left.
  public var layoutDirection: SceneLayoutDirection

  /// Creates an environment.
  public init(
    size: CGSize, scale: CGFloat = 1, appearance: SceneAppearance = SceneAppearance(),
    layoutDirection: SceneLayoutDirection = .leftToRight
  ) {
    self.size = Self.clamped(size)
    self.scale = Self.clamped(scale)
    self.appearance = appearance
    self.layoutDirection = layoutDirection
  }

  /// The scene's bounds: its size at the origin.
  public var bounds: CGRect { CGRect(origin: .zero, size: size) }

  /// Whether the scene has room to lay anything out (both sides at least one point).
  public var hasRoom: Bool { size.width >= 1 && size.height >= 1 }

  private static let largestSide: CGFloat = 1_000_000

  private static func clamped(_ size: CGSize) -> CGSize {
    func side(_ value: CGFloat) -> CGFloat { value.isFinite ? Swift.min(largestSide, Swift.max(0, value)) : 0 }
    return CGSize(width: side(size.width), height: side(size.height))
  }

  private static func clamped(_ scale: CGFloat) -> CGFloat {
    scale.isFinite ? Swift.min(8, Swift.max(0.5, scale)) : 1
  }
}

/// The user's appearance settings, as the platform reports them.
public struct SceneAppearance: Hashable, Sendable {
  /// Light on dark.
  public var isDark: Bool
  /// Stronger borders and less translucency (Increase Contrast, high-contrast themes).
  public var prefersIncreasedContrast: Bool
  /// Cross-fades instead of moving and bouncing (Reduce Motion): scenes shorten or skip their
  /// animations.
  public var prefersReducedMotion: Bool

  /// Creates settings; all off unless given.
  public init(isDark: Bool = false, prefersIncreasedContrast: Bool = false, prefersReducedMotion: Bool = false) {
    self.isDark = isDark
    self.prefersIncreasedContrast = prefersIncreasedContrast
    self.prefersReducedMotion = prefersReducedMotion
  }
}

/// The direction text and leading/trailing layouts run.
public enum SceneLayoutDirection: Hashable, Sendable, CaseIterable {
  /// English, and most scripts.
  case leftToRight
  /// Arabic, Hebrew: leading is on the right.
  case rightToLeft
}
