import Foundation
import InteractionKitCairo
import InteractionKitGeometry
import InteractionKitScene
import Testing

/// Shadows are blurred at the surface's own resolution: at @2x and @3x the edge of a shadow
/// follows the Gaussian of its radius in device pixels, not a 1x blur scaled up.
@Suite struct ShadowResolutionTests {
  /// The darkness of a Gaussian-blurred half plane at `d` points outside its edge: ½ erfc(d / σ√2).
  static func darkness(at d: Double, sigma: Double) -> Double { 0.5 * erfc(d / (sigma * 2.0.squareRoot())) }

  // Wide blurs (σ 8 and 6) are blurred at four pixels per σ and enlarged: still the Gaussian.
  @Test(arguments: [(2.0, 1.5), (3.0, 1.5), (2.0, 0.75), (3.0, 0.75), (2.0, 8.0), (1.0, 6.0)])
  func aShadowsEdgeFollowsTheGaussianInDevicePixels(scale: Double, sigma: Double) throws {
    var root = Layer(id: "root", frame: CGRect(x: 0, y: 0, width: 100, height: 80), backgroundColor: .white)
    root.addSublayer(
      Layer(
        id: "box", frame: CGRect(x: 20, y: 10, width: 50, height: 60), backgroundColor: .white,
        shadow: Shadow(color: .black, opacity: 1, offset: .zero, radius: sigma)))
    let image = try PixelImage(pngData: SceneRenderer().pngData(LayerTree(root: root), scale: scale))
    let row = Int(40 * scale)
    var worst = 0.0
    // Every device pixel within 3σ outside the box's right edge (x = 70 pt).
    let first = Int(70 * scale)
    let last = Int(((70 + 3 * sigma) * scale).rounded(.up))
    for column in first ..< last {
      let d = (Double(column) + 0.5) / scale - 70
      let expected = 1 - Self.darkness(at: d, sigma: sigma)
      let blue = Double(image.pixels[row * image.width + column] & 0xFF) / 255
      worst = max(worst, abs(blue - expected))
    }
    #expect(worst < 0.05, "worst deviation \(worst) from the Gaussian edge at @\(scale), σ = \(sigma)")
  }
}
