import Foundation
import InteractionKitGeometry
import PropertyBased
import Testing

@Suite struct PathBoundsTests {
  @Test func symmetricCubicBulgeHasExactBounds() {
    var path = Path()
    path.move(to: .zero)
    path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
    // y(t) = 300·t·(1 − t), largest at t = 0.5: 75.
    #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 75))
    #expect(path.controlPointBounds == CGRect(x: 0, y: 0, width: 100, height: 100))
  }

  @Test func quadraticBulgeHasExactBounds() {
    var path = Path()
    path.move(to: .zero)
    path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: -100))
    #expect(isClose(path.boundingBox, CGRect(x: 0, y: -50, width: 100, height: 50), 1e-12))
    #expect(path.controlPointBounds == CGRect(x: 0, y: -100, width: 100, height: 100))
  }

  @Test func asymmetricCubicMatchesDenseSampling() {
    let p0 = CGPoint(x: 0, y: 0), p1 = CGPoint(x: -40, y: 90), p2 = CGPoint(x: 130, y: -60), p3 = CGPoint(x: 100, y: 10)
    var path = Path()
    path.move(to: p0)
    path.addCurve(to: p3, control1: p1, control2: p2)
    var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
    for i in 0...100_000 {
      let p = cubicPoint(p0, p1, p2, p3, CGFloat(i) / 100_000)
      minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
    }
    let box = path.boundingBox
    // Sampling can only under-estimate the extremes, and by very little at this density.
    #expect(box.minX <= minX && box.minX > minX - 1e-6)
    #expect(box.maxX >= maxX && box.maxX < maxX + 1e-6)
    #expect(box.minY <= minY && box.minY > minY - 1e-6)
    #expect(box.maxY >= maxY && box.maxY < maxY + 1e-6)
    // The curve bulges past both end points on every side.
    #expect(box.minX < 0 && box.maxX > 100 && box.minY < 0 && box.maxY > 10)
  }

  @Test func randomCubicsMatchSampling() async {
    let coordinate = Gen.double(in: -100...100)
    await propertyCheck(count: 200, input: coordinate, coordinate, coordinate, coordinate, coordinate, coordinate, coordinate, coordinate) {
      x0, y0, x1, y1, x2, y2, x3, y3 in
      let p0 = CGPoint(x: x0, y: y0), p1 = CGPoint(x: x1, y: y1), p2 = CGPoint(x: x2, y: y2), p3 = CGPoint(x: x3, y: y3)
      var path = Path()
      path.move(to: p0)
      path.addCurve(to: p3, control1: p1, control2: p2)
      var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
      for i in 0...4000 {
        let p = cubicPoint(p0, p1, p2, p3, CGFloat(i) / 4000)
        minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
      }
      let box = path.boundingBox
      let slack: CGFloat = 1e-9
      #expect(box.minX <= minX + slack && box.maxX >= maxX - slack && box.minY <= minY + slack && box.maxY >= maxY - slack)
      // At 4000 samples an extreme is missed by at most about 400·(1/8000)² ≈ 6e-6.
      #expect(box.minX > minX - 1e-4 && box.maxX < maxX + 1e-4 && box.minY > minY - 1e-4 && box.maxY < maxY + 1e-4)
      #expect(encloses(path.controlPointBounds, box, slack: 1e-9))
    }
  }

  @Test func linesMovesAndSubpaths() {
    var path = Path()
    path.addRect(CGRect(x: 10, y: 10, width: 5, height: 5))
    path.move(to: CGPoint(x: -3, y: 40))
    // A trailing move counts, as in Core Graphics.
    #expect(path.boundingBox == CGRect(x: -3, y: 10, width: 18, height: 30))
    #expect(path.controlPointBounds == path.boundingBox)
  }

  @Test func implicitStartAtTheOriginCounts() {
    let path = Path(elements: [.line(to: CGPoint(x: 10, y: 20))])
    #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 20))
    #expect(path.controlPointBounds == CGRect(x: 0, y: 0, width: 10, height: 20))
  }

  @Test func emptyPathsHaveNullBounds() {
    #expect(Path().boundingBox.isNull)
    #expect(Path().controlPointBounds.isNull)
    #expect(Path(elements: [.closeSubpath]).boundingBox.isNull)
    #expect(Path(elements: [.closeSubpath]).controlPointBounds.isNull)
    let single = Path(elements: [.move(to: CGPoint(x: 4, y: 5))])
    #expect(single.boundingBox == CGRect(x: 4, y: 5, width: 0, height: 0))
  }

  @Test func nonFinitePointsAreSkipped() {
    var path = Path()
    path.move(to: CGPoint(x: 1, y: 1))
    path.addLine(to: CGPoint(x: CGFloat.nan, y: 5))
    path.addLine(to: CGPoint(x: 3, y: 4))
    path.addCurve(to: CGPoint(x: 5, y: 5), control1: CGPoint(x: CGFloat.infinity, y: 0), control2: CGPoint(x: 4, y: 4))
    #expect(path.boundingBox == CGRect(x: 1, y: 1, width: 4, height: 4))
    #expect(path.controlPointBounds == CGRect(x: 1, y: 1, width: 4, height: 4))
    #expect(Path(elements: [.move(to: CGPoint(x: CGFloat.nan, y: CGFloat.nan))]).boundingBox.isNull)
  }
}
