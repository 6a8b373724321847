import Foundation
import InteractionKitGeometry
import InteractionKitPointer
import Testing

/// Regression tests for finite but huge coordinates (issue 15): an arrangement whose hit areas would
/// reach beyond ±``GeometryLimits/maximumCoordinate`` throws instead of leaking infinities.
@Suite struct ContiguousLayoutHugeCoordinateTests {
  /// Finding: a thick row with a huge inset gave a child hit area with an infinite edge
  /// (`thickness − breadth − offset + outset` overflowed).
  @Test func hugeInsetsAcrossAThickRowThrow() {
    let layout = ContiguousLayout(hitTestInset: -8e307)
    #expect(throws: ContiguousLayoutError.extentTooLarge) {
      try layout.arrange([CGSize(width: 10, height: 1e308), CGSize(width: 10, height: 1)])
    }
    #expect(throws: ContiguousLayoutError.extentTooLarge) {
      try ContiguousLayout(hitTestInset: -2e12).arrange([CGSize(width: 10, height: 10)])
    }
    #expect(throws: ContiguousLayoutError.extentTooLarge) {
      try ContiguousLayout().arrange([CGSize(width: 10, height: 10)], at: CGPoint(x: 1e13, y: 0))
    }
    #expect(ContiguousLayoutError.extentTooLarge.description.contains("10¹²"))
  }

  /// Within the limit the arrangement and every hit area are finite; empty children still work.
  @Test func arrangementsWithinTheLimitAreFinite() throws {
    let arrangement = try ContiguousLayout().arrange(
      [CGSize(width: 1e11, height: 1e11), .zero], at: CGPoint(x: -1e11, y: 0))
    #expect(arrangement.hitArea.isWithinCoordinateLimits)
    #expect(arrangement.children.allSatisfy { $0.hitArea.isNull || $0.hitArea.isWithinCoordinateLimits })
    #expect(try ContiguousLayout(hitTestInset: 0).arrange([.zero]).frame == .zero)
  }
}
