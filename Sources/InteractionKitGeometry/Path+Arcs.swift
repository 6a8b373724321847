public import Foundation

extension Path {
  /// Adds a circular arc, with `UIBezierPath`'s y-down angle convention.
  ///
  /// Angles are in radians from the positive x axis toward the positive y axis, so with y growing
  /// downward `clockwise: true` sweeps toward increasing angles and looks clockwise on screen. When
  /// the path has an open subpath, a straight line joins its current point to the arc's start
  /// (omitted when they coincide); otherwise (an empty path, or one whose last subpath is closed)
  /// the arc starts a new subpath with a move.
  ///
  /// The sweep runs from `startAngle` to `endAngle` in the requested direction, reduced modulo a
  /// full turn; a difference of a full turn or more in that direction draws one whole circle. The
  /// arc is stored as cubic Bézier segments of at most 90° each, with handles of length
  /// `4/3·tan(θ/4)·radius`, so its points stay within 0.03 % of the radius from the true circle.
  ///
  /// Documented clamp: a non-finite centre, radius or angle, or a negative radius, leaves the path
  /// unchanged. A zero radius adds just the connection to `center`.
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    guard center.isFinitePoint, radius.isFinite, radius >= 0, startAngle.isFinite, endAngle.isFinite else { return }
    let fullTurn = 2 * CGFloat.pi
    let difference = clockwise ? endAngle - startAngle : startAngle - endAngle
    guard difference.isFinite else { return }
    var magnitude: CGFloat
    if difference >= fullTurn {
      magnitude = fullTurn
    } else {
      magnitude = difference.truncatingRemainder(dividingBy: fullTurn)
      if magnitude < 0 { magnitude += fullTurn }
    }
    let sweep = clockwise ? magnitude : -magnitude
    let start = Self.pointOnCircle(center: center, radius: radius, angle: startAngle)
    let curves = Self.arcCurves(center: center, radius: radius, startAngle: startAngle, sweep: sweep)
    guard start.isFinitePoint, let curves else { return }
    connect(to: start)
    addPath(Path(elements: curves))
  }

  /// Adds an arc of `radius` tangent to two lines, as `CGMutablePath.addArc(tangent1End:tangent2End:radius:)`.
  ///
  /// The first line runs from the current point to `tangent1End`, the second from `tangent1End` to
  /// `tangent2End`. The method adds a straight line from the current point to where the arc touches
  /// the first line, then the arc (the shorter way round) to where it touches the second line; the
  /// current point ends there.
  ///
  /// Documented clamps: a non-finite point or radius, or a negative radius, leaves the path
  /// unchanged. On an empty path the current point is taken to be `tangent1End` (a move is added
  /// there). When the three points are collinear, two of them coincide, or the radius is zero, the
  /// method adds a straight line to `tangent1End` instead, as HTML canvas's `arcTo` does.
  public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
    guard tangent1End.isFinitePoint, tangent2End.isFinitePoint, radius.isFinite, radius >= 0 else { return }
    if isEmpty { move(to: tangent1End) }
    if elements.last == .closeSubpath { move(to: currentPoint) }
    let p0 = currentPoint
    let p1 = tangent1End
    let p2 = tangent2End
    guard
      let arc = Self.tangentArc(p0, p1, p2, radius: radius),
      let curves = Self.arcCurves(center: arc.center, radius: radius, startAngle: arc.startAngle, sweep: arc.sweep)
    else {
      if p0 != p1 { addLine(to: p1) }
      return
    }
    if arc.start != p0 { addLine(to: arc.start) }
    addPath(Path(elements: curves))
  }

  /// Adds a closed ellipse inscribed in `rect`, drawn clockwise on screen from its rightmost point.
  ///
  /// The ellipse is four cubic Bézier quarter arcs, like `CGMutablePath.addEllipse(in:)`; the rect
  /// is standardized first. Documented clamp: a null, non-finite or empty (zero width or height)
  /// rect leaves the path unchanged.
  public mutating func addEllipse(in rect: CGRect) {
    guard !rect.isNull, rect.isFiniteRect else { return }
    let r = rect.standardized
    guard r.width > 0, r.height > 0 else { return }
    let k = Self.quarterArcHandle
    let cx = r.midX, cy = r.midY
    let rx = r.width / 2, ry = r.height / 2
    move(to: CGPoint(x: r.maxX, y: cy))
    addCurve(
      to: CGPoint(x: cx, y: r.maxY),
      control1: CGPoint(x: r.maxX, y: cy + k * ry), control2: CGPoint(x: cx + k * rx, y: r.maxY))
    addCurve(
      to: CGPoint(x: r.minX, y: cy),
      control1: CGPoint(x: cx - k * rx, y: r.maxY), control2: CGPoint(x: r.minX, y: cy + k * ry))
    addCurve(
      to: CGPoint(x: cx, y: r.minY),
      control1: CGPoint(x: r.minX, y: cy - k * ry), control2: CGPoint(x: cx - k * rx, y: r.minY))
    addCurve(
      to: CGPoint(x: r.maxX, y: cy),
      control1: CGPoint(x: cx + k * rx, y: r.minY), control2: CGPoint(x: r.maxX, y: cy - k * ry))
    closeSubpath()
  }

  /// A path holding one ellipse inscribed in `rect`, as `UIBezierPath(ovalIn:)`.
  ///
  /// See ``addEllipse(in:)`` for the shape and the clamp (a bad rect gives an empty path).
  public init(ellipseIn rect: CGRect) {
    self.init()
    addEllipse(in: rect)
  }

  /// The handle length, in radii, of a cubic approximating a quarter circle: 4/3·tan(π/8).
  static let quarterArcHandle: CGFloat = 4 / 3 * tan(CGFloat.pi / 8)

  // MARK: - Private helpers

  /// The point at `angle` on the circle.
  private static func pointOnCircle(center: CGPoint, radius: CGFloat, angle: CGFloat) -> CGPoint {
    CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
  }

  /// Moves to `point` when no subpath is open, else draws a line to it unless already there.
  private mutating func connect(to point: CGPoint) {
    if isEmpty || elements.last == .closeSubpath {
      move(to: point)
    } else if currentPoint != point {
      addLine(to: point)
    }
  }

  /// The cubic segments of an arc (`sweep` is signed), or nil when a coordinate overflows.
  ///
  /// A zero radius or a zero sweep gives no segments.
  private static func arcCurves(center: CGPoint, radius: CGFloat, startAngle: CGFloat, sweep: CGFloat) -> [Element]? {
    guard radius > 0, sweep != 0 else { return [] }
    var curves: [Element] = []
    let quarter = CGFloat.pi / 2
    let count = Swift.max(1, Int((abs(sweep) / quarter - 1e-9).rounded(.up)))
    let step = sweep / CGFloat(count)
    let k = 4 / 3 * tan(step / 4) * radius
    for index in 0..<count {
      let a0 = startAngle + step * CGFloat(index)
      let a1 = index == count - 1 ? startAngle + sweep : a0 + step
      let cos0 = cos(a0), sin0 = sin(a0), cos1 = cos(a1), sin1 = sin(a1)
      let p0 = CGPoint(x: center.x + radius * cos0, y: center.y + radius * sin0)
      let p3 = CGPoint(x: center.x + radius * cos1, y: center.y + radius * sin1)
      let c1 = CGPoint(x: p0.x - k * sin0, y: p0.y + k * cos0)
      let c2 = CGPoint(x: p3.x + k * sin1, y: p3.y - k * cos1)
      guard Bezier.isFinite(p0, c1, c2, p3) else { return nil }
      curves.append(.curve(to: p3, control1: c1, control2: c2))
    }
    return curves
  }

  /// The geometry of the arc tangent to the lines p0→p1 and p1→p2, or nil when it degenerates.
  private static func tangentArc(
    _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, radius: CGFloat
  ) -> (start: CGPoint, center: CGPoint, startAngle: CGFloat, sweep: CGFloat)? {
    guard radius > 0 else { return nil }
    let l1 = p0.distance(to: p1)
    let l2 = p2.distance(to: p1)
    guard l1 > 0, l2 > 0 else { return nil }
    // Unit vectors from the corner p1 back toward p0 and on toward p2.
    let u = CGPoint(x: (p0.x - p1.x) / l1, y: (p0.y - p1.y) / l1)
    let v = CGPoint(x: (p2.x - p1.x) / l2, y: (p2.y - p1.y) / l2)
    let cross = u.x * v.y - u.y * v.x
    let dot = u.x * v.x + u.y * v.y
    guard abs(cross) > 1e-12 else { return nil }
    // The angle between the two lines at the corner, and the corner-to-tangent-point distance.
    let halfAngle = atan2(abs(cross), dot) / 2
    let tangentDistance = radius / tan(halfAngle)
    let centerDistance = radius / sin(halfAngle)
    let bisectorLength = (pow(u.x + v.x, 2) + pow(u.y + v.y, 2)).squareRoot()
    guard bisectorLength > 0 else { return nil }
    let start = CGPoint(x: p1.x + u.x * tangentDistance, y: p1.y + u.y * tangentDistance)
    let center = CGPoint(
      x: p1.x + (u.x + v.x) / bisectorLength * centerDistance,
      y: p1.y + (u.y + v.y) / bisectorLength * centerDistance)
    let end = CGPoint(x: p1.x + v.x * tangentDistance, y: p1.y + v.y * tangentDistance)
    guard start.isFinitePoint, center.isFinitePoint, end.isFinitePoint else { return nil }
    let startAngle = atan2(start.y - center.y, start.x - center.x)
    // The travel direction turns toward increasing angles (clockwise on screen) when the turn
    // from p0→p1 to p1→p2 is positive; u points backward, so that turn's sign is the opposite of `cross`.
    let sweepMagnitude = CGFloat.pi - 2 * halfAngle
    let sweep = cross < 0 ? sweepMagnitude : -sweepMagnitude
    return (start, center, startAngle, sweep)
  }
}
