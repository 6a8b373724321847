public import Foundation

/// A resolution-independent outline made of straight and curved segments, as a value type.
///
/// `Path` mirrors `CGPath`/`UIBezierPath`: build it with ``move(to:)``, ``addLine(to:)``,
/// ``addQuadCurve(to:control:)``, ``addCurve(to:control1:control2:)``, the arc methods and
/// ``closeSubpath()``. Arcs are stored as cubic Bézier segments, so a path is always a list of the
/// four ``Element`` kinds that every renderer understands.
///
/// Coordinates follow UIKit: y grows downward, angles are in radians measured from the positive x
/// axis toward the positive y axis, and `clockwise` means clockwise *on screen*.
public struct Path: Hashable, Sendable {
  /// One drawing command of a path.
  public enum Element: Hashable, Sendable {
    /// Starts a new subpath at a point.
    case move(to: CGPoint)
    /// A straight segment to a point.
    case line(to: CGPoint)
    /// A quadratic Bézier segment.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic Bézier segment.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// Closes the current subpath with a straight segment back to its start.
    case closeSubpath
  }

  /// The path's commands, in order.
  public private(set) var elements: [Element]

  /// Creates an empty path.
  public init() { elements = [] }

  /// Creates a path from a list of commands.
  ///
  /// A segment that comes before any `move` starts at the origin, as in Core Graphics.
  public init(elements: [Element]) { self.elements = elements }

  /// Whether the path has no commands.
  public var isEmpty: Bool { elements.isEmpty }

  /// The point a new segment would start from (the origin for an empty path).
  public var currentPoint: CGPoint {
    var start = CGPoint.zero
    var current = CGPoint.zero
    for element in elements {
      switch element {
      case .move(let p): start = p; current = p
      case .line(let p): current = p
      case .quadCurve(let p, _): current = p
      case .curve(let p, _, _): current = p
      case .closeSubpath: current = start
      }
    }
    return current
  }

  /// Begins a new subpath at `point`.
  public mutating func move(to point: CGPoint) { elements.append(.move(to: point)) }

  /// Adds a straight segment from the current point to `point`.
  public mutating func addLine(to point: CGPoint) { elements.append(.line(to: point)) }

  /// Adds a quadratic Bézier segment.
  public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    elements.append(.quadCurve(to: point, control: control))
  }

  /// Adds a cubic Bézier segment.
  public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    elements.append(.curve(to: point, control1: control1, control2: control2))
  }

  /// Closes the current subpath.
  public mutating func closeSubpath() { elements.append(.closeSubpath) }

  /// Appends every command of another path.
  public mutating func addPath(_ other: Path) { elements.append(contentsOf: other.elements) }

  /// Adds a closed rectangle subpath, drawn clockwise on screen from the top-left corner.
  public mutating func addRect(_ rect: CGRect) {
    let r = rect.standardized
    move(to: CGPoint(x: r.minX, y: r.minY))
    addLine(to: CGPoint(x: r.maxX, y: r.minY))
    addLine(to: CGPoint(x: r.maxX, y: r.maxY))
    addLine(to: CGPoint(x: r.minX, y: r.maxY))
    closeSubpath()
  }

  /// Adds a closed polygon through `points` (nothing for fewer than two points).
  public mutating func addPolygon(_ points: [CGPoint]) {
    guard points.count >= 2 else { return }
    move(to: points[0])
    for p in points.dropFirst() { addLine(to: p) }
    closeSubpath()
  }

  /// A path holding one rectangle.
  public init(rect: CGRect) {
    self.init()
    addRect(rect)
  }

  /// A path holding one closed polygon.
  public init(polygon points: [CGPoint]) {
    self.init()
    addPolygon(points)
  }
}

/// The rule that decides which regions a self-intersecting or nested path fills.
public enum FillRule: String, Hashable, Sendable, Codable, CaseIterable {
  /// A point is inside when the winding number around it is not zero.
  case nonZero
  /// A point is inside when a ray from it crosses the outline an odd number of times.
  case evenOdd
}
