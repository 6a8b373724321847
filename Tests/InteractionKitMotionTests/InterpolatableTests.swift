import Foundation
import InteractionKitGeometry
import InteractionKitMotion
import Testing

@Suite struct InterpolatableTests {
  /// Checks the value at fractions -0.5, 0, 0.5, 1 and 1.5 against expectations.
  private func check<V: Interpolatable>(
    _ a: V, _ b: V, expected: [V], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for (fraction, value) in zip([-0.5, 0, 0.5, 1, 1.5], expected) {
      #expect(a.interpolated(to: b, fraction: fraction) == value, "fraction \(fraction)", sourceLocation: sourceLocation)
    }
  }

  @Test func double() {
    check(2.0, 6.0, expected: [0, 2, 4, 6, 8])
  }

  @Test func cgFloat() {
    check(CGFloat(-4), CGFloat(4), expected: [-8, -4, 0, 4, 8])
  }

  @Test func point() {
    check(
      CGPoint(x: 0, y: 10), CGPoint(x: 100, y: 30),
      expected: [
        CGPoint(x: -50, y: 0), CGPoint(x: 0, y: 10), CGPoint(x: 50, y: 20), CGPoint(x: 100, y: 30),
        CGPoint(x: 150, y: 40),
      ])
  }

  @Test func size() {
    check(
      CGSize(width: 10, height: 20), CGSize(width: 30, height: 60),
      expected: [
        CGSize(width: 0, height: 0), CGSize(width: 10, height: 20), CGSize(width: 20, height: 40),
        CGSize(width: 30, height: 60), CGSize(width: 40, height: 80),
      ])
  }

  @Test func rect() {
    check(
      CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 20, y: -20, width: 30, height: 50),
      expected: [
        CGRect(x: -10, y: 10, width: 0, height: -10), CGRect(x: 0, y: 0, width: 10, height: 10),
        CGRect(x: 10, y: -10, width: 20, height: 30), CGRect(x: 20, y: -20, width: 30, height: 50),
        CGRect(x: 30, y: -30, width: 40, height: 70),
      ])
  }

  @Test func affineTransform() {
    let a = CGAffineTransform.identity
    let b = CGAffineTransform(a: 3, b: 2, c: -2, d: 5, tx: 40, ty: -20)
    check(
      a, b,
      expected: [
        CGAffineTransform(a: 0, b: -1, c: 1, d: -1, tx: -20, ty: 10), a,
        CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 20, ty: -10), b,
        CGAffineTransform(a: 4, b: 3, c: -3, d: 7, tx: 60, ty: -30),
      ])
  }

  @Test func colorInterpolatesAndClampsOvershoot() {
    let black = Color.black
    let white = Color.white
    check(black, white, expected: [black, black, Color(white: 0.5), white, white])
  }

  @Test func colorInterpolatesInPremultipliedSpace() {
    // From transparent black to opaque red, the colour stays pure red while it fades in.
    let halfway = Color.clear.interpolated(to: Color(red: 1, green: 0, blue: 0), fraction: 0.5)
    #expect(halfway == Color(red: 1, green: 0, blue: 0, alpha: 0.5))
    #expect(Color.clear.interpolated(to: .white, fraction: -1) == .clear)
  }

  @Test func nanFractionsDoNotCrash() {
    #expect(1.0.interpolated(to: 2, fraction: .nan).isNaN)
    #expect(Color.white.interpolated(to: .black, fraction: .nan) == .white)
  }

  @Test func genericCallSitesUseTheDoubleRequirement() {
    func midpoint<V: Interpolatable>(_ a: V, _ b: V) -> V { a.interpolated(to: b, fraction: 0.5) }
    #expect(midpoint(CGPoint(x: 0, y: 0), CGPoint(x: 2, y: 4)) == CGPoint(x: 1, y: 2))
    #expect(midpoint(CGFloat(1), CGFloat(3)) == 2)
  }
}
