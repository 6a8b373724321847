import Foundation

/// An axis-aligned rect stored by its edges, so edges computed elsewhere are kept exactly.
///
/// `CGRect` stores an origin and a size, so `minY + (maxY - minY)` may differ from `maxY` in the
/// last bit; rects built by snapping use `Box` to meet their neighbours exactly.
struct Box: Hashable, Sendable {
  var minX: CGFloat
  var minY: CGFloat
  var maxX: CGFloat
  var maxY: CGFloat

  /// A box from its four edges.
  init(minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat) {
    self.minX = minX
    self.minY = minY
    self.maxX = maxX
    self.maxY = maxY
  }

  /// The box of a standardized rect.
  init(_ rect: CGRect) { self.init(minX: rect.minX, minY: rect.minY, maxX: rect.maxX, maxY: rect.maxY) }

  /// The smallest box containing `points` (all zero for no points).
  init(enclosing points: [CGPoint]) {
    guard let first = points.first else {
      self.init(minX: 0, minY: 0, maxX: 0, maxY: 0)
      return
    }
    self.init(minX: first.x, minY: first.y, maxX: first.x, maxY: first.y)
    for p in points.dropFirst() {
      minX = Swift.min(minX, p.x)
      maxX = Swift.max(maxX, p.x)
      minY = Swift.min(minY, p.y)
      maxY = Swift.max(maxY, p.y)
    }
  }

  /// The box as a `CGRect`.
  var rect: CGRect { CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) }

  /// Whether the two boxes share a point (edges and corners included).
  func meets(_ other: Box) -> Bool {
    minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
  }

  /// Whether the two boxes overlap with positive area.
  func overlaps(_ other: Box) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }
}
