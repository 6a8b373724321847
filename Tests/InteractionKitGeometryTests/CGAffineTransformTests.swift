import Foundation
import InteractionKitGeometry
import PropertyBased
import Testing

@Suite struct CGAffineTransformTests {
  @Test func pointMappingFollowsTheCoreGraphicsFormula() {
    let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    // x' = a·x + c·y + tx, y' = b·x + d·y + ty
    #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 9, y: 12))
    #expect(CGPoint(x: 2, y: -1).applying(t) == CGPoint(x: 4, y: 6))
  }

  @Test func translatedByTranslatesBeforeTheExistingTransform() {
    // As Core Graphics: scale.translatedBy(10, 0) maps p to scale(p + (10, 0)).
    let t = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 10, y: 1)
    #expect(CGPoint.zero.applying(t) == CGPoint(x: 20, y: 3))
    let scaledAfterTranslation = CGAffineTransform(translationX: 10, y: 1).scaledBy(x: 2, y: 3)
    #expect(CGPoint.zero.applying(scaledAfterTranslation) == CGPoint(x: 10, y: 1))
    #expect(CGPoint(x: 1, y: 1).applying(scaledAfterTranslation) == CGPoint(x: 12, y: 4))
  }

  @Test func concatenatingAppliesSelfFirst() {
    let translate = CGAffineTransform(translationX: 5, y: 0)
    let rotate = CGAffineTransform(rotationAngle: .pi / 2)
    let p = CGPoint(x: 1, y: 0)
    // Translate to (6, 0), then rotate a quarter turn toward +y: (0, 6).
    #expect(isClose(p.applying(translate.concatenating(rotate)), CGPoint(x: 0, y: 6), 1e-12))
    // Rotate to (0, 1), then translate: (5, 1).
    #expect(isClose(p.applying(rotate.concatenating(translate)), CGPoint(x: 5, y: 1), 1e-12))
    #expect(isClose(p.applying(translate.rotated(by: .pi / 2)), CGPoint(x: 5, y: 1), 1e-12))
  }

  @Test func rotationTurnsPositiveXTowardPositiveY() {
    let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(isClose(p, CGPoint(x: 0, y: 1), 1e-15))
  }

  @Test func inverseRoundTripsForRandomInvertibleTransforms() async {
    let entry = Gen.double(in: -10...10)
    await propertyCheck(count: 500, input: entry, entry, entry, entry, entry, entry, Gen.double(in: -100...100), Gen.double(in: -100...100)) {
      a, b, c, d, tx, ty, x, y in
      let t = CGAffineTransform(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
      // Keep the matrix well conditioned so the round trip is numerically meaningful.
      guard abs(t.determinant) > 0.5 else { return }
      let p = CGPoint(x: x, y: y)
      let back = p.applying(t).applying(t.inverted())
      #expect(isClose(back, p, 1e-6))
      let identity = t.concatenating(t.inverted())
      #expect(abs(identity.a - 1) < 1e-9 && abs(identity.b) < 1e-9 && abs(identity.c) < 1e-9 && abs(identity.d - 1) < 1e-9)
      #expect(abs(identity.tx) < 1e-7 && abs(identity.ty) < 1e-7)
    }
  }

  @Test func singularTransformInvertsToItself() {
    let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 3, ty: 4)
    #expect(singular.determinant == 0)
    #expect(singular.inverted() == singular)
    let zero = CGAffineTransform(scaleX: 0, y: 0)
    #expect(zero.inverted() == zero)
    let nonFinite = CGAffineTransform(a: .infinity, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    #expect(nonFinite.inverted() == nonFinite)
    #expect(!nonFinite.isFiniteTransform)
  }

  @Test func identityAndInterpolation() {
    #expect(CGAffineTransform.identity.isIdentity)
    #expect(CGAffineTransform().isIdentity)
    #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
    let from = CGAffineTransform(translationX: 0, y: 0)
    let to = CGAffineTransform(a: 3, b: 0, c: 0, d: 5, tx: 10, ty: -20)
    let mid = from.interpolated(to: to, fraction: 0.5)
    #expect(mid == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 5, ty: -10))
    #expect(from.interpolated(to: to, fraction: 0) == from)
    #expect(from.interpolated(to: to, fraction: 1) == to)
  }

  @Test func sizeAndRectApplying() {
    let t = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 100, y: 100)
    // Sizes ignore translation.
    #expect(CGSize(width: 4, height: 5).applying(t) == CGSize(width: 8, height: 15))
    #expect(CGRect(x: 0, y: 0, width: 10, height: 10).applying(t) == CGRect(x: 200, y: 300, width: 20, height: 30))
    // A rotated rect maps to the bounding box of its corners.
    let rotated = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(isClose(rotated, CGRect(x: -20, y: 0, width: 20, height: 10), 1e-12))
    #expect(CGRect.null.applying(t).isNull)
  }
}
