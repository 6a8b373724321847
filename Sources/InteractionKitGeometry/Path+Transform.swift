// The public API mentions only `Path` and `CGAffineTransform`; the latter comes from Core Graphics
// (via Foundation) on Apple platforms and from this module elsewhere.
#if canImport(CoreGraphics)
public import Foundation
#else
import Foundation
#endif

extension Path {
  /// The path with every point, including Bézier control points, mapped through `transform`.
  ///
  /// Affine maps send Bézier curves to Bézier curves exactly, so the result traces the transformed
  /// outline with no approximation, like `CGPath.copy(using:)` or `UIBezierPath.apply(_:)`.
  /// A singular transform collapses the path onto a line or a point, as Core Graphics does. When
  /// the path begins with a segment and no move (an implicit start at the origin), the result gains
  /// an explicit move to the transformed origin so it still traces the same outline.
  ///
  /// Documented clamp: a transform with a NaN or infinite entry returns the path unchanged.
  public func applying(_ transform: CGAffineTransform) -> Path {
    guard transform.isFiniteTransform, !transform.isIdentity else { return self }
    func map(_ p: CGPoint) -> CGPoint { p.applying(transform) }
    var mapped: [Element] = []
    mapped.reserveCapacity(elements.count + 1)
    switch elements.first(where: { $0 != .closeSubpath }) {
    case .line, .quadCurve, .curve: mapped.append(.move(to: map(.zero)))
    case .move, .closeSubpath, nil: break
    }
    mapped.append(
      contentsOf: elements.map { element in
        switch element {
        case .move(let p): .move(to: map(p))
        case .line(let p): .line(to: map(p))
        case .quadCurve(let p, let c): .quadCurve(to: map(p), control: map(c))
        case .curve(let p, let c1, let c2): .curve(to: map(p), control1: map(c1), control2: map(c2))
        case .closeSubpath: .closeSubpath
        }
      })
    return Path(elements: mapped)
  }

  /// Maps every point of the path through `transform` in place.
  ///
  /// Same as ``applying(_:)``, including its clamp for non-finite transforms.
  public mutating func apply(_ transform: CGAffineTransform) {
    self = applying(transform)
  }
}
