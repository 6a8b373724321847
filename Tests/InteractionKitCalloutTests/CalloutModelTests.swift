import Foundation
import InteractionKitCallout
import InteractionKitGeometry
import InteractionKitScene
import InteractionKitTextLayout
import Testing

/// The configuration's defaults and clamps, the constants of both styles, and the arrow directions.
@Suite struct CalloutModelTests {
  @Test func defaultsFollowTheReference() {
    let callout = Callout()
    #expect(callout.contentInsets == EdgeInsets(all: 12))
    #expect(callout.permittedArrowDirections == .down)
    #expect(callout.constrainedInsets == .zero)
    #expect(callout.calloutOffset == .zero)
    #expect(callout.style == .modern)
    #expect(callout.presentAnimation == .bounce)
    #expect(callout.dismissAnimation == .fade)
    #expect(callout.highlightsOnPress)
    #expect(!callout.isHighlighted)
    #expect(!callout.hasTitle && !callout.hasSubtitle)
  }

  @Test func badNumbersAreClamped() {
    var callout = Callout(
      contentInsets: EdgeInsets(top: CGFloat.nan, left: -4, bottom: CGFloat.infinity, right: 3),
      constrainedInsets: EdgeInsets(top: CGFloat.nan, left: -10, bottom: 44, right: -CGFloat.infinity),
      calloutOffset: CGPoint(x: CGFloat.nan, y: 5))
    #expect(callout.contentInsets == EdgeInsets(top: 0, left: 0, bottom: 0, right: 3))
    // Negative constrained insets enlarge the area, as UIEdgeInsets do; only non-finite ones are dropped.
    #expect(callout.constrainedInsets == EdgeInsets(top: 0, left: -10, bottom: 44, right: 0))
    #expect(callout.calloutOffset == CGPoint(x: 0, y: 5))
    callout.contentInsets.left = CGFloat.nan
    callout.constrainedInsets.top = CGFloat.infinity
    callout.calloutOffset = CGPoint(x: 2, y: CGFloat.infinity)
    #expect(callout.contentInsets.left == 0)
    #expect(callout.constrainedInsets.top == 0)
    #expect(callout.calloutOffset == CGPoint(x: 2, y: 0))
  }

  @Test func elementsTakeTheirSizeFromTheLayerAndClampBadSizes() {
    let layer = Layer(id: "pin", bounds: CGRect(x: 0, y: 0, width: 32, height: 30))
    #expect(CalloutElement(layer: layer).size == CGSize(width: 32, height: 30))
    #expect(CalloutElement(size: CGSize(width: 10, height: 10), layer: layer).size == CGSize(width: 10, height: 10))
    var element = CalloutElement(size: CGSize(width: -3, height: CGFloat.nan))
    #expect(element.size == .zero)
    element.size = CGSize(width: CGFloat.infinity, height: 7)
    #expect(element.size == CGSize(width: 0, height: 7))
  }

  @Test func titleAndSubtitlePresence() {
    var callout = Callout(title: "", subtitle: "")
    #expect(!callout.hasTitle && !callout.hasSubtitle)
    callout.title = "Pier 39"
    callout.subtitleView = CalloutElement(size: CGSize(width: 40, height: 12))
    #expect(callout.hasTitle && callout.hasSubtitle)
    callout.contentView = CalloutElement(size: CGSize(width: 100, height: 40))
    #expect(!callout.hasTitle && !callout.hasSubtitle)
  }

  @Test func styleAttributes() {
    #expect(CalloutStyle.modern.titleAttributes.fontSize == 17)
    #expect(CalloutStyle.modern.titleAttributes.foregroundColor == .label)
    #expect(CalloutStyle.modern.subtitleAttributes.fontSize == 12)
    #expect(CalloutStyle.modern.subtitleAttributes.foregroundColor == .secondaryLabel)
    #expect(CalloutStyle.classic.titleAttributes.fontWeight == .bold)
    #expect(CalloutStyle.classic.titleAttributes.foregroundColor == .white)
    var callout = Callout(style: .classic)
    #expect(callout.effectiveTitleAttributes == CalloutStyle.classic.titleAttributes)
    callout.titleAttributes = TextAttributes(fontSize: 20)
    #expect(callout.effectiveTitleAttributes.fontSize == 20)
  }

  @Test func modernMetrics() {
    let m = CalloutMetrics.modern
    #expect([m.bodyHeight, m.bodyHeightWithSubtitle, m.minimumWidth] == [44, 52, 61])
    #expect([m.titleTop, m.titleTopWithSubtitle, m.titleHeight, m.subtitleTop, m.subtitleHeight] == [11, 4, 21, 28, 15])
    #expect([m.anchorHeight, m.anchorMargin, m.constrainedMargin, m.betweenAccessoriesGap] == [13, 27, 10, 7])
    #expect(m.accessoryEdgeMargin == 12 && m.accessoryTextGap == 12 && m.textEdgeMargin == nil)
    #expect(m.arrowAreaHeight == 13 && m.fallbackWidth == nil)
    #expect(CalloutStyle.modern.metrics == m)
  }

  @Test func classicMetrics() {
    let m = CalloutMetrics.classic
    #expect([m.minimumWidth, m.fallbackWidth] == [75, 153])
    #expect(m.bodyHeight + m.arrowAreaHeight == 70)
    #expect([m.titleTop, m.titleTopWithSubtitle, m.titleHeight, m.subtitleTop, m.subtitleHeight] == [11, 3, 22, 25, 16])
    #expect([m.accessoryEdgeMargin, m.accessoryAreaTop, m.accessoryAreaHeight, m.accessoryTextGap] == [14, 8, 32, 6])
    #expect([m.anchorMargin, m.anchorHeight, m.bottomAnchorMargin, m.repositionMargin] == [39, 14, 10, 10])
    #expect(m.textEdgeMargin == 17 && m.constrainedMargin == 0)
  }

  @Test func animationDurations() {
    #expect(CalloutAnimationStyle.bounce.duration(in: .modern) == 0.23)
    #expect(CalloutAnimationStyle.bounce.duration(in: .classic) == 1.0 / 3.0)
    #expect(CalloutAnimationStyle.fade.duration(in: .modern) == 1.0 / 3.0)
    #expect(CalloutAnimationStyle.stretch.duration(in: .classic) == 0.1)
    #expect(CalloutAnimationStyle.none.duration(in: .modern) == 0)
    #expect(CalloutScrollRequest.scrollViewDelay == 1.0 / 3.0)
  }

  @Test func arrowDirections() {
    #expect(CalloutArrowDirection.any == [.up, .down])
    #expect(CalloutArrowDirection.up.rawValue == 1 && CalloutArrowDirection.down.rawValue == 2)
    #expect(
      [CalloutArrowDirection.any, .up, .down, []].map(\.description) == ["any", "up", "down", "none"])
  }
}
