import Foundation
import InteractionKitGeometry
import PropertyBased
import Testing

@Suite struct ColorTests {
  @Test func componentsAreClamped() {
    let color = Color(red: -1, green: 2, blue: .nan, alpha: 1.5)
    #expect(color == Color(red: 0, green: 1, blue: 0, alpha: 1))
    #expect(Color(white: .infinity, alpha: -.infinity) == Color(red: 1, green: 1, blue: 1, alpha: 0))
    #expect(Color.black.withAlpha(.nan).alpha == 0)
  }

  @Test func hexStrings() {
    #expect(Color.systemBlue.hexString == "#007AFF")
    #expect(Color(rgb: 0x34C759).hexString == "#34C759")
    #expect(Color(rgb: 0x007AFF, alpha: 0.5).hexString == "#007AFF80")
    #expect(Color(red: 1, green: 0.5, blue: 0).hexString == "#FF8000")
    #expect(Color.clear.hexString == "#00000000")
    #expect(Color(rgb: 0x0A0B0C).hexString == "#0A0B0C")
  }

  @Test func rgbInitializerDecodesChannels() {
    let color = Color(rgb: 0xFF8000)
    #expect(color.red == 1)
    #expect(color.green == 128.0 / 255)
    #expect(color.blue == 0)
    #expect(color.alpha == 1)
  }

  @Test func interpolationIsPremultiplied() {
    let red = Color(red: 1, green: 0, blue: 0)
    let blue = Color(red: 0, green: 0, blue: 1)
    #expect(red.interpolated(to: blue, fraction: 0.25) == Color(red: 0.75, green: 0, blue: 0.25))
    // Fading to clear keeps the hue instead of darkening toward black.
    #expect(red.interpolated(to: .clear, fraction: 0.5) == Color(red: 1, green: 0, blue: 0, alpha: 0.5))
    #expect(Color.clear.interpolated(to: .clear, fraction: 0.5) == .clear)
    // A NaN fraction counts as 0; an overshooting fraction saturates at the end colour.
    #expect(red.interpolated(to: blue, fraction: .nan) == red)
    #expect(red.interpolated(to: blue, fraction: 1.3) == blue)
    #expect(red.interpolated(to: blue, fraction: -0.3) == red)
  }

  @Test func interpolationEndpointsAndRange() async {
    let unit = Gen.double(in: 0...1)
    await propertyCheck(count: 300, input: unit, unit, unit, unit, unit, unit) { r1, g1, a1, r2, a2, f in
      let c1 = Color(red: r1, green: g1, blue: 0.5, alpha: a1)
      let c2 = Color(red: r2, green: 0.25, blue: 1, alpha: a2)
      let mixed = c1.interpolated(to: c2, fraction: f)
      for component in [mixed.red, mixed.green, mixed.blue, mixed.alpha] {
        #expect(component >= 0 && component <= 1)
      }
      #expect(abs(mixed.alpha - (a1 + (a2 - a1) * f)) < 1e-12)
      if a1 > 0.01 {
        let start = c1.interpolated(to: c2, fraction: 0)
        #expect(abs(start.red - c1.red) < 1e-9 && abs(start.green - c1.green) < 1e-9)
      }
    }
  }
}
