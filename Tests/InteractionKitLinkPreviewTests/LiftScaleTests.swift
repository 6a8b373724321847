import Foundation
import InteractionKitLinkPreview
import PropertyBased
import Testing

@Suite struct LiftScaleTests {
  let rule = LiftScale.iOS

  @Test func constantsAreTheIOSMetrics() {
    #expect(rule.maxLiftScale == 1.15)
    #expect(rule.maxLiftScaleUpPoints == 26)
    #expect(LiftScale.tvOS.maxLiftScale == 1.2)
    #expect(LiftScale.tvOS.maxLiftScaleUpPoints == 48)
  }

  @Test func a300PointWidePreviewGrowsBy26Points() {
    let scale = rule.scale(forPreviewSize: CGSize(width: 300, height: 40), containerWidth: 359)
    #expect(scale == CGFloat(326) / 300)
    #expect(abs(scale - 1.0867) < 0.0001)
    #expect(300 * scale == 326)
  }

  @Test func smallPreviewsGetTheFullMaximum() {
    for width in [1.0, 50, 100, 173, 173.3] {
      #expect(rule.scale(forPreviewSize: CGSize(width: width, height: 20), containerWidth: 359) == 1.15, "\(width)")
    }
    // The break-even side 26 / 0.15 = 173.33… gets 1.15 up to rounding.
    let breakEven = rule.scale(forPreviewSize: CGSize(width: 520.0 / 3.0, height: 20), containerWidth: 359)
    #expect(abs(breakEven - 1.15) < 1e-12)
    // Just above it the 26 pt rule takes over.
    #expect(rule.scale(forPreviewSize: CGSize(width: 174, height: 20), containerWidth: 359) == CGFloat(200) / 174)
  }

  @Test func theLongestSideDecidesEvenWhenItIsTheHeight() {
    // 100 × 400: the height is the longest side, 426 / 400; the width would allow 3.59.
    #expect(rule.scale(forPreviewSize: CGSize(width: 100, height: 400), containerWidth: 359) == CGFloat(426) / 400)
  }

  @Test func aNarrowContainerLimitsTheScale() {
    // Wider than the container: shrunk to fit.
    #expect(rule.scale(forPreviewSize: CGSize(width: 400, height: 50), containerWidth: 300) == 0.75)
    // Slightly narrower than the container: grows only up to the container width.
    #expect(rule.scale(forPreviewSize: CGSize(width: 330, height: 50), containerWidth: 340) == CGFloat(340) / 330)
    // Exactly as wide: 1.
    #expect(rule.scale(forPreviewSize: CGSize(width: 359, height: 50), containerWidth: 359) == 1)
  }

  @Test func theTVOSMetricSet() {
    #expect(LiftScale.tvOS.scale(forPreviewSize: CGSize(width: 100, height: 100), containerWidth: 1000) == 1.2)
    #expect(LiftScale.tvOS.scale(forPreviewSize: CGSize(width: 300, height: 100), containerWidth: 1000) == CGFloat(348) / 300)
  }

  @Test(arguments: [
    (CGSize(width: 0, height: 20), CGFloat(359)),
    (CGSize(width: 100, height: 0), 359),
    (CGSize(width: -100, height: 20), 359),
    (CGSize(width: 100, height: -20), 359),
    (CGSize(width: CGFloat.nan, height: 20), 359),
    (CGSize(width: 100, height: CGFloat.nan), 359),
    (CGSize(width: CGFloat.infinity, height: 20), 359),
    (CGSize(width: 100, height: -CGFloat.infinity), 359),
    (CGSize(width: 100, height: 20), 0),
    (CGSize(width: 100, height: 20), -359),
    (CGSize(width: 100, height: 20), .nan),
    (CGSize(width: 100, height: 20), .infinity),
  ])
  func badInputLiftsWithoutScaling(size: CGSize, containerWidth: CGFloat) {
    #expect(rule.scale(forPreviewSize: size, containerWidth: containerWidth) == 1)
  }

  @Test func badConstantsFallBackToTheIOSValues() {
    #expect(LiftScale(maxLiftScale: .nan).maxLiftScale == 1.15)
    #expect(LiftScale(maxLiftScale: 0).maxLiftScale == 1.15)
    #expect(LiftScale(maxLiftScale: -2).maxLiftScale == 1.15)
    #expect(LiftScale(maxLiftScale: .infinity).maxLiftScale == 1.15)
    #expect(LiftScale(maxLiftScaleUpPoints: -1).maxLiftScaleUpPoints == 26)
    #expect(LiftScale(maxLiftScaleUpPoints: .nan).maxLiftScaleUpPoints == 26)
    #expect(LiftScale(maxLiftScaleUpPoints: 0).maxLiftScaleUpPoints == 0)
    var rule = LiftScale.iOS
    rule.maxLiftScale = -.infinity
    rule.maxLiftScaleUpPoints = .infinity
    #expect(rule == .iOS)
    // Zero up-points: never grows, may still shrink to fit.
    let flat = LiftScale(maxLiftScaleUpPoints: 0)
    #expect(flat.scale(forPreviewSize: CGSize(width: 50, height: 20), containerWidth: 359) == 1)
    #expect(flat.scale(forPreviewSize: CGSize(width: 400, height: 20), containerWidth: 200) == 0.5)
  }

  /// The three limits hold for every valid size: at most 1.15, the longest side grows by at most
  /// 26 pt, the scaled width fits the container, and one of the limits is reached exactly.
  @Test func theScaleRespectsEveryLimit() async {
    await propertyCheck(
      count: 1000, input: Gen.double(in: 0.01 ... 2000), Gen.double(in: 0.01 ... 2000), Gen.double(in: 1 ... 1500)
    ) { width, height, container in
      let scale = rule.scale(forPreviewSize: CGSize(width: width, height: height), containerWidth: container)
      let longest = max(width, height)
      #expect(scale.isFinite && scale > 0)
      #expect(scale <= 1.15)
      #expect(longest * scale <= longest + 26 + 1e-9)
      #expect(width * scale <= container * (1 + 1e-12))
      let reached = scale == 1.15 || scale == (26 + longest) / longest || scale == container / width
      #expect(reached)
    }
  }
}
