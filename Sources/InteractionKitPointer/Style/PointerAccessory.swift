public import Foundation
public import InteractionKitGeometry

/// A small shape shown beside the pointer, as `UIPointerAccessory` (an arrow hinting that a control
/// resizes, a plus hinting that it adds).
///
/// A style shows up to ``PointerMetrics/maximumAccessoryCount`` (4) accessories; see
/// ``PointerStyle/accessories`` for the clamp. Each sits ``Position/offset`` points from the centre
/// of the presented pointer, in the direction of ``Position/angle`` (radians, clockwise from the
/// top, as in UIKit).
///
/// ```swift
/// var style = PointerStyle.system
/// style.accessories = [.arrow(.left), .arrow(.right)]   // a horizontal resize hint
/// ```
public struct PointerAccessory: Hashable, Sendable {
  /// What an accessory draws.
  public enum Shape: Hashable, Sendable {
    /// A small triangle pointing away from the pointer (at angle 0 it points up): 10 wide at its
    /// base and 6 tall, centred on its position. A documented choice (UIKit's is unpublished).
    case arrow
    /// Any outline, drawn centred on the accessory's position: the path's origin is placed there
    /// (draw it around (0, 0)).
    case path(Path)
  }

  /// Where an accessory sits around the pointer, as `UIPointerAccessory.Position`.
  public struct Position: Hashable, Sendable {
    /// The distance from the centre of the presented pointer to the accessory's centre.
    ///
    /// UIKit requires it to be positive: zero, negative and NaN values become ``defaultOffset``;
    /// infinity becomes ``maximumOffset``.
    public var offset: CGFloat {
      didSet { offset = Self.clampOffset(offset) }
    }

    /// The direction, in radians clockwise from the top (0 is up, π/2 is right). Normalized to
    /// 0..<2π on assignment; NaN and infinite values become 0.
    public var angle: CGFloat {
      didSet { angle = Self.normalize(angle) }
    }

    /// The offset the presets use: 15, the system pointer's radius plus 5. A documented choice
    /// (UIKit's `defaultOffset` is unpublished).
    public static let defaultOffset: CGFloat = 15

    /// The largest offset kept: 200 (an infinite offset is clamped here).
    public static let maximumOffset: CGFloat = 200

    /// Creates a position, clamping like ``offset`` and ``angle``.
    public init(offset: CGFloat = Position.defaultOffset, angle: CGFloat) {
      self.offset = Self.clampOffset(offset)
      self.angle = Self.normalize(angle)
    }

    /// Above the pointer (angle 0).
    public static let top = Position(angle: 0)
    /// Above and to the right (π/4).
    public static let topRight = Position(angle: .pi / 4)
    /// To the right (π/2).
    public static let right = Position(angle: .pi / 2)
    /// Below and to the right (3π/4).
    public static let bottomRight = Position(angle: 3 * .pi / 4)
    /// Below (π).
    public static let bottom = Position(angle: .pi)
    /// Below and to the left (5π/4).
    public static let bottomLeft = Position(angle: 5 * .pi / 4)
    /// To the left (3π/2).
    public static let left = Position(angle: 3 * .pi / 2)
    /// Above and to the left (7π/4).
    public static let topLeft = Position(angle: 7 * .pi / 4)

    /// The accessory's centre for a pointer centred at `center`: `offset` along the angle.
    public func point(around center: CGPoint) -> CGPoint {
      CGPoint(x: center.x + offset * sin(angle), y: center.y - offset * cos(angle))
    }

    private static func clampOffset(_ value: CGFloat) -> CGFloat {
      if value.isNaN || value <= 0 { return defaultOffset }
      return min(value, maximumOffset)
    }

    private static func normalize(_ value: CGFloat) -> CGFloat {
      guard value.isFinite else { return 0 }
      let turn = 2 * CGFloat.pi
      let r = value.truncatingRemainder(dividingBy: turn)
      let normalized = r < 0 ? r + turn : r
      return normalized < turn ? normalized : 0
    }
  }

  /// What the accessory draws.
  public var shape: Shape

  /// Where the accessory sits.
  public var position: Position

  /// Whether the shape is rotated to the position's angle (drawn as at angle 0, then rotated about
  /// its centre). Default `false` for custom accessories, `true` for ``arrow(_:)``.
  public var orientationMatchesAngle: Bool

  /// Creates an accessory; its orientation does not follow the angle (UIKit's default).
  public init(shape: Shape, position: Position, orientationMatchesAngle: Bool = false) {
    self.shape = shape
    self.position = position
    self.orientationMatchesAngle = orientationMatchesAngle
  }

  /// An arrow pointing away from the pointer at `position`.
  public static func arrow(_ position: Position) -> PointerAccessory {
    PointerAccessory(shape: .arrow, position: position, orientationMatchesAngle: true)
  }

  /// The accessory's outline for a pointer centred at `center`, in the same coordinates.
  public func path(around center: CGPoint) -> Path {
    let base: Path
    switch shape {
    case .arrow:
      base = Path(polygon: [CGPoint(x: 0, y: -3), CGPoint(x: 5, y: 3), CGPoint(x: -5, y: 3)])
    case .path(let path):
      base = PointerShape.isFinite(path) ? path : Path()
    }
    let at = position.point(around: center)
    let rotation = orientationMatchesAngle ? CGAffineTransform(rotationAngle: position.angle) : .identity
    return base.applying(rotation.concatenating(CGAffineTransform(translationX: at.x, y: at.y)))
  }
}
