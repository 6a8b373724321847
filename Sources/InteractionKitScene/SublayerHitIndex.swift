import Foundation
import InteractionKitGeometry

/// A uniform grid over the places where a big container's sublayers can be hit, so a hit test asks a
/// handful of candidates instead of every sublayer.
///
/// Each participating sublayer gets a conservative box in the container's bounds coordinates: its
/// hit area (``Layer/hitArea``, or ``Layer/effectiveHitAreaBounds`` for a
/// ``HitAreaRule/unionOfSublayers`` sublayer) mapped through its transform to the container, as the
/// bounding box of the four mapped corners, widened by a relative margin that covers the rounding of
/// the inverse mapping done by the hit test. A sublayer whose box is not finite, whose transform is
/// singular or nearly so, or whose box would span more than ``maximumCellsPerBox`` cells goes to the
/// ``alwaysChecked`` list instead. Sublayers that can never be hit (not participating, or no area)
/// are left out.
///
/// The index only narrows the candidates: the hit test still runs the exact per-layer test on each
/// of them, front to back, so its result is the same as the linear walk's.
struct SublayerHitIndex: Sendable {
  /// Containers with fewer sublayers than this are walked linearly (indexing them costs more than
  /// it saves).
  static let minimumSublayerCount = 64
  /// The grid aims at this many sublayers per cell on average.
  static let targetSublayersPerCell = 4
  /// The most cells a grid has, whatever the number of sublayers.
  static let maximumCellCount = 1 << 16
  /// A box covering more cells than this is checked for every point instead, which bounds the
  /// index's size by a constant times the number of sublayers.
  static let maximumCellsPerBox = 64
  /// The margin added to each side of a box, relative to the box's largest coordinate magnitude.
  static let relativeMargin: CGFloat = 1e-7
  /// Below this ratio of |determinant| to the square of the largest linear entry, a transform counts
  /// as nearly singular and its sublayer is always checked.
  static let singularityRatio: CGFloat = 1e-9

  /// The grid's lower-left corner and cell size, in the container's bounds coordinates.
  let originX: CGFloat, originY: CGFloat, cellWidth: CGFloat, cellHeight: CGFloat
  /// The grid's far corner; points beyond it (or before the origin) lie in no cell.
  private let maxX: CGFloat, maxY: CGFloat
  let columns: Int, rows: Int
  /// Cell `k` holds `cellItems[cellStarts[k]..<cellStarts[k + 1]]`, ascending sublayer indices.
  private let cellStarts: [Int]
  private let cellItems: [Int]
  /// Sublayer indices tried for every point, ascending.
  let alwaysChecked: [Int]

  /// Builds the index of a container, or returns `nil` when it has fewer than
  /// ``minimumSublayerCount`` sublayers.
  init?(container: Layer) {
    let sublayers = container.sublayers
    guard sublayers.count >= Self.minimumSublayerCount else { return nil }
    var boxes: [(index: Int, box: CGRect)] = []
    boxes.reserveCapacity(sublayers.count)
    var always: [Int] = []
    var union = CGRect.null
    for (i, sublayer) in sublayers.enumerated() {
      switch Self.box(of: sublayer) {
      case .never: continue
      case .always: always.append(i)
      case .box(let box):
        boxes.append((i, box))
        union = union.union(box)
      }
    }
    // Shape the grid after the union's aspect ratio.
    let target = min(Self.maximumCellCount, max(1, boxes.count / Self.targetSublayersPerCell))
    let width = union.isNull ? 0 : union.width
    let height = union.isNull ? 0 : union.height
    var columns = 1
    if width > 0, height > 0 {
      let ideal = (CGFloat(target) * width / height).squareRoot().rounded(.up)
      columns = ideal.isFinite ? Int(min(CGFloat(target), max(1, ideal))) : 1
    } else if width > 0 {
      columns = target
    }
    let rows = max(1, min(target / columns, Self.maximumCellCount / columns))
    self.columns = columns
    self.rows = rows
    originX = union.isNull ? 0 : union.minX
    originY = union.isNull ? 0 : union.minY
    maxX = union.isNull ? -.infinity : union.maxX
    maxY = union.isNull ? -.infinity : union.maxY
    cellWidth = width > 0 ? width / CGFloat(columns) : 1
    cellHeight = height > 0 ? height / CGFloat(rows) : 1

    // Counting sort into cells, in ascending sublayer order.
    var ranges: [(index: Int, c0: Int, c1: Int, r0: Int, r1: Int)] = []
    ranges.reserveCapacity(boxes.count)
    var counts = [Int](repeating: 0, count: columns * rows + 1)
    for (index, box) in boxes {
      let c0 = Self.cell(box.minX, originX, cellWidth, columns), c1 = Self.cell(box.maxX, originX, cellWidth, columns)
      let r0 = Self.cell(box.minY, originY, cellHeight, rows), r1 = Self.cell(box.maxY, originY, cellHeight, rows)
      if (c1 - c0 + 1) * (r1 - r0 + 1) > Self.maximumCellsPerBox {
        always.append(index)
        continue
      }
      ranges.append((index, c0, c1, r0, r1))
      for r in r0...r1 { for c in c0...c1 { counts[r * columns + c + 1] += 1 } }
    }
    for k in 1..<counts.count { counts[k] += counts[k - 1] }
    var fill = counts
    var items = [Int](repeating: 0, count: counts[counts.count - 1])
    for range in ranges {
      for r in range.r0...range.r1 {
        for c in range.c0...range.c1 {
          items[fill[r * columns + c]] = range.index
          fill[r * columns + c] += 1
        }
      }
    }
    cellStarts = counts
    cellItems = items
    alwaysChecked = always.sorted()
  }

  /// The sublayer indices (ascending) whose boxes hold the point's cell, or an empty slice when the
  /// point (in the container's bounds coordinates) lies outside the grid or is not finite.
  func cellCandidates(at point: CGPoint) -> ArraySlice<Int> {
    guard point.x >= originX, point.x <= maxX, point.y >= originY, point.y <= maxY else { return [] }
    let c = Self.cell(point.x, originX, cellWidth, columns)
    let r = Self.cell(point.y, originY, cellHeight, rows)
    let k = r * columns + c
    return cellItems[cellStarts[k]..<cellStarts[k + 1]]
  }

  /// The cell along one axis of a coordinate, clamped to the grid. Monotone in `value`, so a value
  /// inside a closed box lands in one of the box's cells.
  private static func cell(_ value: CGFloat, _ origin: CGFloat, _ size: CGFloat, _ count: Int) -> Int {
    let raw = ((value - origin) / size).rounded(.down)
    guard raw >= 0 else { return 0 }
    guard raw < CGFloat(count - 1) else { return count - 1 }
    return Int(raw)
  }

  private enum Placement {
    case never, always
    case box(CGRect)
  }

  /// Where a sublayer goes in its superlayer's index.
  private static func box(of sublayer: Layer) -> Placement {
    guard sublayer.participatesInHitTesting else { return .never }
    let area = sublayer.hitAreaRule == .bounds ? sublayer.hitArea : sublayer.effectiveHitAreaBounds
    guard !area.isNull else { return .never }
    let t = sublayer.transform
    if !t.isIdentity {
      let scale = max(abs(t.a), abs(t.b), abs(t.c), abs(t.d))
      guard abs(t.a * t.d - t.b * t.c) > singularityRatio * scale * scale else { return .always }
    }
    let m = sublayer.transformToSuperlayer
    var x0 = CGFloat.infinity, y0 = CGFloat.infinity, x1 = -CGFloat.infinity, y1 = -CGFloat.infinity
    for (x, y) in [(area.minX, area.minY), (area.maxX, area.minY), (area.minX, area.maxY), (area.maxX, area.maxY)] {
      let px = m.a * x + m.c * y + m.tx, py = m.b * x + m.d * y + m.ty
      x0 = min(x0, px)
      x1 = max(x1, px)
      y0 = min(y0, py)
      y1 = max(y1, py)
    }
    guard x0.isFinite, x1.isFinite, y0.isFinite, y1.isFinite else { return .always }
    let margin = relativeMargin * (max(abs(x0), abs(x1), abs(y0), abs(y1)) + 1)
    let box = CGRect(x: x0 - margin, y: y0 - margin, width: x1 - x0 + 2 * margin, height: y1 - y0 + 2 * margin)
    guard box.minX.isFinite, box.maxX.isFinite, box.minY.isFinite, box.maxY.isFinite else { return .always }
    return .box(box)
  }
}
