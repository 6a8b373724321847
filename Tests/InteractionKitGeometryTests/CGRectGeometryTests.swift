import Foundation
import InteractionKitGeometry
import Testing

@Suite struct CGRectGeometryTests {
  @Test func pointHelpers() {
    let p = CGPoint(x: 1, y: 2)
    #expect(p.distance(to: CGPoint(x: 4, y: 6)) == 5)
    #expect(p.offsetBy(dx: -1, dy: 3) == CGPoint(x: 0, y: 5))
    #expect(p.interpolated(to: CGPoint(x: 3, y: -2), fraction: 0.25) == CGPoint(x: 1.5, y: 1))
    #expect(p.isFinitePoint)
    #expect(!CGPoint(x: CGFloat.nan, y: 0).isFinitePoint)
    #expect(!CGPoint(x: 0, y: CGFloat.infinity).isFinitePoint)
  }

  @Test func sizeClampToValid() {
    #expect(CGSize(width: -3, height: 4).clampedToValid == CGSize(width: 0, height: 4))
    #expect(CGSize(width: CGFloat.nan, height: .infinity).clampedToValid == .zero)
    #expect(CGSize(width: 2, height: 3).isFiniteSize)
    #expect(!CGSize(width: 2, height: CGFloat.nan).isFiniteSize)
  }

  @Test func centerAndCenteredInit() {
    let rect = CGRect(center: CGPoint(x: 10, y: 20), size: CGSize(width: 4, height: 6))
    #expect(rect == CGRect(x: 8, y: 17, width: 4, height: 6))
    #expect(rect.center == CGPoint(x: 10, y: 20))
  }

  @Test func finiteness() {
    #expect(CGRect(x: 0, y: 0, width: 1, height: 1).isFiniteRect)
    #expect(!CGRect.null.isFiniteRect)
    // Foundation's `.infinite` is stored with huge finite numbers; it still is not a finite rect.
    #expect(!CGRect.infinite.isFiniteRect)
    #expect(!CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1).isFiniteRect)
  }

  @Test func sanitizedReplacesBadValues() {
    #expect(CGRect.null.sanitized == .zero)
    #expect(CGRect(x: CGFloat.nan, y: 5, width: 10, height: CGFloat.infinity).sanitized == CGRect(x: 0, y: 5, width: 10, height: 0))
    #expect(CGRect(x: 10, y: 10, width: -4, height: -6).sanitized == CGRect(x: 6, y: 4, width: 4, height: 6))
  }

  @Test func clampedPointStaysInside() {
    let rect = CGRect(x: 0, y: 0, width: 10, height: 20)
    #expect(rect.clampedPoint(CGPoint(x: -5, y: 30)) == CGPoint(x: 0, y: 20))
    #expect(rect.clampedPoint(CGPoint(x: 3, y: 4)) == CGPoint(x: 3, y: 4))
    #expect(rect.clampedPoint(CGPoint(x: 11, y: -1)) == CGPoint(x: 10, y: 0))
  }

  @Test func interpolation() {
    let a = CGRect(x: 0, y: 0, width: 10, height: 10)
    let b = CGRect(x: 10, y: 20, width: 30, height: 50)
    #expect(a.interpolated(to: b, fraction: 0.5) == CGRect(x: 5, y: 10, width: 20, height: 30))
    #expect(a.interpolated(to: b, fraction: 0) == a)
    #expect(a.interpolated(to: b, fraction: 1) == b)
  }

  @Test func pixelAlignmentSnapsOutward() {
    let rect = CGRect(x: 0.3, y: 0.8, width: 1, height: 1)
    #expect(rect.pixelAligned(scale: 2) == CGRect(x: 0, y: 0.5, width: 1.5, height: 1.5))
    #expect(rect.pixelAligned(scale: 1) == CGRect(x: 0, y: 0, width: 2, height: 2))
    // Bad scales count as 1.
    #expect(rect.pixelAligned(scale: 0) == rect.pixelAligned(scale: 1))
    #expect(rect.pixelAligned(scale: -3) == rect.pixelAligned(scale: 1))
    #expect(rect.pixelAligned(scale: .nan) == rect.pixelAligned(scale: 1))
    #expect(CGFloat(1.26).pixelRounded(scale: 2) == 1.5)
    #expect(CGFloat(1.24).pixelRounded(scale: 2) == 1)
    #expect(CGFloat(1.24).pixelRounded(scale: .infinity) == 1)
  }

  @Test func unionOfRects() {
    #expect(CGRect.union(of: [CGRect]()).isNull)
    let union = CGRect.union(of: [CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 5, y: -2, width: 1, height: 1)])
    #expect(union == CGRect(x: 0, y: -2, width: 6, height: 3))
  }
}
