import Foundation
import InteractionKitCallout
import InteractionKitGeometry
import InteractionKitGestures
import InteractionKitLiveScene
import InteractionKitScene
import Testing

/// A pin near the top edge of the map, whose callout permits either direction: with no room above,
/// its callout points up below the pin instead of panning, as the showcase's map page shows.
@Suite struct CalloutMapSceneUpArrowTests {
  /// The showcase's top pin: centred at (560, 36) on the canvas, 22 × 22.
  static let name = "Telegraph Hill"
  static let pin = CGRect(x: 549, y: 25, width: 22, height: 22)

  /// The map page's pins and the top pin, every callout permitting up and down (the top pin's
  /// `topPermitted`).
  static func scene(topPermitted: CalloutArrowDirection = .any) -> CalloutMapScene {
    var pins = MapPage.pins
    for index in pins.indices { pins[index].callout.permittedArrowDirections = .any }
    var callout = MapPage.callout(name, subtitle: "Lookout · 150 steps")
    callout.permittedArrowDirections = topPermitted
    pins.append(CalloutMapScene.Pin(identifier: name, frame: pin, callout: callout))
    return CalloutMapScene(
      canvas: MapPage.canvas, pins: pins, engine: MapPage.engine, environment: SceneEnvironment(size: MapPage.size),
      pressTiming: .phone)
  }

  @Test func aPinNearTheTopEdgePresentsAnUpPointingCalloutWithoutPanning() throws {
    var host = VirtualHost(scene: Self.scene())
    // Room above the pin: 25 − 10 = 15 pt, less than the callout's 65; room below: 590 − 47 = 543.
    #expect(host.tap(CGPoint(x: Self.pin.midX, y: Self.pin.midY)) == [.pinSelected(Self.name)])
    host.settle()
    #expect(!host.events.contains { if case .panRequested = $0.event { true } else { false } })
    // 179 × 65: a 114 pt subtitle + 12 leading + 11 + 30 + 12 trailing; centred on x 560, its top
    // (the arrow's tip) on the pin's bottom edge, y 47.
    let expected = CGRect(x: 471, y: 47, width: 179, height: 65)
    #expect(host.events.last?.event == .appeared(Self.name, frame: expected))
    let layout = try #require(host.scene.interaction.layout)
    #expect(layout.arrowDirection == .up)
    #expect(layout.frame == expected)
    #expect(layout.arrowPoint == CGPoint(x: 89, y: 0))
    #expect(layout.arrowTip == CGPoint(x: Self.pin.midX, y: Self.pin.maxY))
    #expect(layout.bodyFrame == CGRect(x: 0, y: 13, width: 179, height: 52))
    #expect(layout.scrollOffset == .zero)
    // The bounce grows from the tip at the top edge.
    #expect(layout.anchorPoint == CGPoint(x: 89.0 / 179, y: 0))
    // The drawn callout hangs below the pin; its body (below the arrow) clicks.
    let drawn = try host.layerTree.frameInRoot(of: "callout")
    #expect(abs(drawn.minY - 47) < 1e-9 && abs(drawn.minX - 471) < 1e-9)
    #expect(host.tap(CGPoint(x: expected.minX + 40, y: expected.minY + 30)) == [.clicked(Self.name)])
  }

  @Test func theSamePinWithOnlyDownPermittedPansInstead() throws {
    var host = VirtualHost(scene: Self.scene(topPermitted: .down))
    let events = host.tap(CGPoint(x: Self.pin.midX, y: Self.pin.midY))
    #expect(events.first == .pinSelected(Self.name))
    // Down above the pin at y 25 needs 65 pt: the callout's top would be at −40, 50 pt above the
    // constrained area's top (10), so the map pans down by 50.
    #expect(events.contains(.panRequested(CGSize(width: 0, height: 50))))
  }
}
