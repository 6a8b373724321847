import Foundation
import InteractionKitGeometry
import Testing

/// Regression test for a fuzzing finding (issue 15, docs/FUZZING.md finding 10): finite points far
/// apart made a path's bounding box infinitely wide.
@Suite struct PathHugeCoordinateTests {
  @Test func boundingBoxOfPointsFarApartIsFinite() throws {
    // Found by SVGPathFuzzer: subpaths at x = 1e308 and x = −1e308.
    let path = try Path(svgPathData: "M 1.0e308 308 h 25 M -1.0e308 308 h 25 L 10 1010")
    let limit = GeometryLimits.maximumCoordinate
    #expect(path.boundingBox == CGRect(x: -limit, y: 308, width: 2 * limit, height: 702))
    #expect(path.controlPointBounds.isFiniteRect)
    #expect(try Path(svgPathData: path.svgPathData).boundingBox.isFiniteRect)
    // Huge extents that do not overflow are kept exactly.
    let wide = try Path(svgPathData: "M 8e307 0 L -8e307 1")
    #expect(wide.boundingBox == CGRect(x: -8e307, y: 0, width: 1.6e308, height: 1))
  }
}
