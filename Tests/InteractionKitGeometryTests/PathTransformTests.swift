import Foundation
import InteractionKitGeometry
import PropertyBased
import Testing

@Suite struct PathTransformTests {
  static let sample: Path = {
    var path = Path()
    path.move(to: CGPoint(x: 1, y: 2))
    path.addLine(to: CGPoint(x: 3, y: 4))
    path.addQuadCurve(to: CGPoint(x: 5, y: 6), control: CGPoint(x: 7, y: 8))
    path.addCurve(to: CGPoint(x: 9, y: 10), control1: CGPoint(x: 11, y: 12), control2: CGPoint(x: 13, y: 14))
    path.closeSubpath()
    return path
  }()

  @Test func everyPointIsMapped() {
    let moved = Self.sample.applying(CGAffineTransform(translationX: 10, y: -1))
    #expect(
      moved.elements == [
        .move(to: CGPoint(x: 11, y: 1)),
        .line(to: CGPoint(x: 13, y: 3)),
        .quadCurve(to: CGPoint(x: 15, y: 5), control: CGPoint(x: 17, y: 7)),
        .curve(to: CGPoint(x: 19, y: 9), control1: CGPoint(x: 21, y: 11), control2: CGPoint(x: 23, y: 13)),
        .closeSubpath,
      ])
    var mutated = Self.sample
    mutated.apply(CGAffineTransform(translationX: 10, y: -1))
    #expect(mutated == moved)
  }

  @Test func transformOrderFollowsCoreGraphics() {
    let path = Path(rect: CGRect(x: 0, y: 0, width: 10, height: 20))
    // Translate first, then scale: the rect lands at (2·5, 3·5).
    let t = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 5, y: 5)
    #expect(path.applying(t).boundingBox == CGRect(x: 10, y: 15, width: 20, height: 60))
    let rotated = path.applying(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(isClose(rotated.boundingBox, CGRect(x: -20, y: 0, width: 20, height: 10), 1e-12))
  }

  @Test func transformedCurvesTraceTheTransformedCurve() async {
    let entry = Gen.double(in: -3...3)
    await propertyCheck(count: 200, input: entry, entry, entry, entry, Gen.double(in: -50...50), Gen.double(in: -50...50)) {
      a, b, c, d, tx, ty in
      let t = CGAffineTransform(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
      let path = Path(ellipseIn: CGRect(x: -10, y: 5, width: 30, height: 12))
      let original = cubicSegments(path)
      let mapped = cubicSegments(path.applying(t))
      #expect(original.count == mapped.count)
      for (o, m) in zip(original, mapped) {
        for i in 0...8 {
          let s = CGFloat(i) / 8
          #expect(isClose(cubicPoint(o.0, o.1, o.2, o.3, s).applying(t), cubicPoint(m.0, m.1, m.2, m.3, s), 1e-9))
        }
      }
      if abs(t.determinant) > 0.1 {
        let back = path.applying(t).applying(t.inverted())
        #expect(elementsMatch(back.elements, path.elements, tolerance: 1e-8))
      }
    }
  }

  @Test func identityAndNonFiniteTransformsLeaveThePathUnchanged() {
    #expect(Self.sample.applying(.identity) == Self.sample)
    #expect(Self.sample.applying(CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)) == Self.sample)
    #expect(Self.sample.applying(CGAffineTransform(translationX: .infinity, y: 0)) == Self.sample)
    #expect(Path().applying(CGAffineTransform(translationX: 3, y: 3)) == Path())
  }

  @Test func singularTransformCollapsesThePath() {
    let flat = Path(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).applying(CGAffineTransform(scaleX: 1, y: 0))
    #expect(flat.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 0))
    #expect(!flat.contains(CGPoint(x: 5, y: 0.1)))
  }

  @Test func implicitOriginStartIsMadeExplicit() {
    let path = Path(elements: [.line(to: CGPoint(x: 10, y: 0))])
    let moved = path.applying(CGAffineTransform(translationX: 5, y: 5))
    #expect(moved.elements == [.move(to: CGPoint(x: 5, y: 5)), .line(to: CGPoint(x: 15, y: 5))])
    #expect(moved.boundingBox == path.boundingBox.offsetBy(dx: 5, dy: 5))
  }
}
