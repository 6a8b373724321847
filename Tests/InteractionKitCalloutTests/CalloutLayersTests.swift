import Foundation
import InteractionKitCallout
import InteractionKitGeometry
import InteractionKitScene
import Testing

/// `Callout.layer(for:engine:sample:appearance:id:)`: the layer tree of one callout.
@Suite struct CalloutLayersTests {
  /// The reference's first vector with a subtitle and both accessories, pointing down.
  static func fixture() throws -> (Callout, CalloutLayout) {
    var callout = CalloutLayoutFixture.callout(subtitle: true)
    var info = Layer(id: "info", frame: CGRect(x: 0, y: 0, width: 22, height: 22))
    info.backgroundColor = .systemBlue
    callout.trailingAccessory = CalloutElement(layer: info)
    callout.leadingAccessory = CalloutElement(size: CGSize(width: 30, height: 30))
    let layout = try CalloutLayoutFixture.layout(callout, target: CGRect(x: 150, y: 200, width: 20, height: 40))
    return (callout, layout)
  }

  @Test func structureHoldsBackgroundThenMaskedContent() throws {
    let (callout, layout) = try Self.fixture()
    let layer = callout.layer(for: layout, engine: CalloutLayoutFixture.engine)
    #expect(layer.id == "callout")
    #expect(layer.sublayers.map(\.id) == ["callout.background.fill", "callout.background.border", "callout.content"])
    let content = try #require(layer.sublayers.last)
    #expect(content.frame == layout.bounds)
    #expect(content.sublayers.map(\.id) == ["callout.title", "callout.subtitle", "callout.leadingAccessory", "info"])
    let frames = content.sublayers.map(\.frame)
    #expect(frames[0] == layout.titleFrame)
    #expect(frames[1] == layout.subtitleFrame)
    #expect(frames[2] == layout.leadingAccessoryFrame)
    #expect(frames[3] == layout.trailingAccessoryFrame)
    // The title is text clipped to its frame; the size-only accessory is a rounded placeholder.
    guard case .text = content.sublayers[0].contents else { Issue.record("title is not text"); return }
    #expect(content.sublayers[0].masksToBounds)
    #expect(content.sublayers[2].backgroundColor != nil && content.sublayers[2].cornerRadius == 7.5)
    #expect(content.sublayers[3].backgroundColor == .systemBlue)
  }

  @Test func frameStaysPutAndAnchorIsTheTip() throws {
    let (callout, layout) = try Self.fixture()
    let layer = callout.layer(for: layout, engine: CalloutLayoutFixture.engine)
    #expect(layer.frame == layout.frame)
    #expect(layer.anchorPoint == layout.anchorPoint)
    #expect(layer.transform == .identity && layer.opacity == 1)
    // The tip in the container: the anchor's position.
    #expect(layer.position == layout.arrowTip)
  }

  @Test func anchorKeepsTheTipFixedUnderTheBounceScale() throws {
    let (callout, layout) = try Self.fixture()
    let sample = CalloutAnimation(.bounce, style: .modern).sample(at: 0)
    #expect(sample.scale == 0.7 && sample.opacity == 0)
    let layer = callout.layer(for: layout, engine: CalloutLayoutFixture.engine, sample: sample)
    #expect(layer.opacity == 0)
    let tip = layout.arrowPoint.applying(layer.transformToSuperlayer)
    #expect(abs(tip.x - layout.arrowTip.x) < 1e-9 && abs(tip.y - layout.arrowTip.y) < 1e-9)
    // The frame shrinks towards the tip: 0.7 of the size, the tip at the same place.
    let frame = layer.frame
    #expect(abs(frame.width - 0.7 * layout.frame.width) < 1e-9)
    #expect(abs(frame.height - 0.7 * layout.frame.height) < 1e-9)
    #expect(abs(frame.maxY - layout.arrowTip.y) < 1e-9, "pointing down, the tip is the bottom edge")
    // A corner, by contrast, moves: the top-left goes 30 % of the way to the tip.
    let expectedMinX = layout.frame.minX + 0.3 * layout.arrowPoint.x
    #expect(abs(frame.minX - expectedMinX) < 1e-9)
  }

  @Test func contentIsMaskedByTheBubble() throws {
    let (callout, layout) = try Self.fixture()
    let layer = callout.layer(for: layout, engine: CalloutLayoutFixture.engine)
    let background = CalloutBackground(style: .modern, size: layout.size, arrowPoint: layout.arrowPoint)
    let mask = try #require(layer.sublayers.last?.maskPath)
    #expect(mask == background.contentMaskPath)
    #expect(mask.contains(CGPoint(x: layout.size.width / 2, y: 20)))
    #expect(!mask.contains(CGPoint(x: 1, y: layout.size.height - 1)), "beside the arrow is outside the bubble")
  }

  @Test func highlightedDarkAndIdentifiersFollowTheArguments() throws {
    var (callout, layout) = try Self.fixture()
    callout.isHighlighted = true
    let layer = callout.layer(for: layout, engine: CalloutLayoutFixture.engine, appearance: .dark, id: "pin-7")
    #expect(layer.id == "pin-7")
    #expect(layer.sublayers.map(\.id) == ["pin-7.background.fill", "pin-7.background.border", "pin-7.content"])
    guard case .shape(let fill) = layer.sublayers[0].contents else { Issue.record("fill is not a shape"); return }
    #expect(
      fill.fillColor
        == CalloutBackground.modernFillColor(appearance: .dark, isHighlighted: true).withAlpha(
          CalloutBackground.Modern.fillOpacityOverMaterial))
    #expect(layer.sublayers[0].backdropMaterial == .chrome(isDark: true))
  }

  @Test func upwardAndClassicCalloutsPinTheirTipsToo() throws {
    for style in CalloutStyle.allCases {
      let callout = CalloutLayoutFixture.callout(style: style, permitted: .any)
      let layout = try CalloutLayoutFixture.layout(callout, target: CGRect(x: 100, y: 30, width: 20, height: 40))
      let layer = callout.layer(
        for: layout, engine: CalloutLayoutFixture.engine, sample: CalloutAnimation(.bounce, style: style).sample(at: 0.05))
      let tip = layout.arrowPoint.applying(layer.transformToSuperlayer)
      #expect(abs(tip.x - layout.arrowTip.x) < 1e-9 && abs(tip.y - layout.arrowTip.y) < 1e-9, "\(style)")
      #expect(layer.sublayers.last?.sublayers.map(\.id) == ["callout.title"], "\(style)")
    }
  }
}
