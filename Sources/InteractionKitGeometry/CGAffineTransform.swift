public import Foundation

#if canImport(CoreGraphics)
public import CoreGraphics
#else
/// An affine transformation matrix, with Core Graphics' layout and semantics.
///
/// On Apple platforms the engine uses Core Graphics' own `CGAffineTransform`; elsewhere it
/// declares this value type with the same members, so geometry code reads the same everywhere.
/// A point maps as `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
public struct CGAffineTransform: Hashable, Sendable, Codable {
  /// The entry at row 1, column 1.
  public var a: CGFloat
  /// The entry at row 1, column 2.
  public var b: CGFloat
  /// The entry at row 2, column 1.
  public var c: CGFloat
  /// The entry at row 2, column 2.
  public var d: CGFloat
  /// The horizontal translation.
  public var tx: CGFloat
  /// The vertical translation.
  public var ty: CGFloat

  /// Creates a transform from its six entries.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The identity transform.
  public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

  /// The identity transform.
  public static let identity = CGAffineTransform()

  /// A translation by `tx`, `ty`.
  public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }

  /// A scale by `sx`, `sy`.
  public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

  /// A rotation by `angle` radians (counter-clockwise in a y-up space, clockwise on screen).
  public init(rotationAngle angle: CGFloat) {
    let cosine = cos(angle)
    let sine = sin(angle)
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// Whether this is the identity transform.
  public var isIdentity: Bool { self == .identity }

  /// The transform that applies `self`, then `t2`.
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * t2.a + b * t2.c,
      b: a * t2.b + b * t2.d,
      c: c * t2.a + d * t2.c,
      d: c * t2.b + d * t2.d,
      tx: tx * t2.a + ty * t2.c + t2.tx,
      ty: tx * t2.b + ty * t2.d + t2.ty
    )
  }

  /// The transform that translates by `tx`, `ty` before applying `self`.
  public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: tx, y: ty).concatenating(self)
  }

  /// The transform that scales by `sx`, `sy` before applying `self`.
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
  }

  /// The transform that rotates by `angle` radians before applying `self`.
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// The inverse transform, or `self` unchanged when the matrix is singular (as Core Graphics does).
  public func inverted() -> CGAffineTransform {
    let determinant = a * d - b * c
    guard determinant != 0, determinant.isFinite else { return self }
    let ia = d / determinant
    let ib = -b / determinant
    let ic = -c / determinant
    let id = a / determinant
    return CGAffineTransform(a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
  }
}

/// Mapping points through a ``CGAffineTransform``, as Core Graphics does (declared here where it is absent).
extension CGPoint {
  /// The point mapped through `t`.
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

/// Mapping sizes through a ``CGAffineTransform``, as Core Graphics does (declared here where it is absent).
extension CGSize {
  /// The size mapped through the linear part of `t` (no translation), as Core Graphics does.
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

/// Mapping rects through a ``CGAffineTransform``, as Core Graphics does (declared here where it is absent).
extension CGRect {
  /// The bounding box of the rect's four corners mapped through `t`.
  public func applying(_ t: CGAffineTransform) -> CGRect {
    if isNull { return self }
    let corners = [
      CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
      CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
    ].map { $0.applying(t) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let x0 = xs.min()!, x1 = xs.max()!, y0 = ys.min()!, y1 = ys.max()!
    return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }
}
#endif

extension CGAffineTransform {
  /// Whether every entry is a finite number.
  public var isFiniteTransform: Bool { a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite }

  /// The determinant of the linear part; zero means the transform is not invertible.
  public var determinant: CGFloat { a * d - b * c }

  /// The transform interpolated entry by entry toward `other`.
  ///
  /// Core Animation interpolates transforms by decomposing them; for the scale, translation and
  /// small rotations the engine animates, entry-wise interpolation gives the same frames.
  public func interpolated(to other: CGAffineTransform, fraction: CGFloat) -> CGAffineTransform {
    func mix(_ p: CGFloat, _ q: CGFloat) -> CGFloat { p + (q - p) * fraction }
    return CGAffineTransform(
      a: mix(a, other.a), b: mix(b, other.b), c: mix(c, other.c),
      d: mix(d, other.d), tx: mix(tx, other.tx), ty: mix(ty, other.ty))
  }
}
