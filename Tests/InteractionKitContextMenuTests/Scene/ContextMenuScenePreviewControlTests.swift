import Foundation
import InteractionKitContextMenu
import InteractionKitGeometry
import InteractionKitLiveScene
import InteractionKitScene
import Testing

/// A lifted preview keeps its own hit testing: a control drawn in it (a play button) gets the tap
/// as an event naming its layer, and the menu stays up — by pointer, keyboard and assistive
/// technologies.
@Suite struct ContextMenuScenePreviewControlTests {
  typealias Event = ContextMenuScene.Event
  static let play: LayerID = "lifted-bubble.play"

  /// The fixture's host with a 30 × 30 play button drawn at the trailing end of the sent bubble's
  /// lifted content, listed as its preview control.
  static func host() -> VirtualHost<ContextMenuScene> {
    var sources = SceneFixture.sources
    let index = SceneFixture.sent
    var content = sources[index].content!
    var button = Layer(id: play, frame: CGRect(x: content.bounds.width - 37, y: 7, width: 30, height: 30))
    button.backgroundColor = .white
    button.sublayers = [Layer(id: "lifted-bubble.play.glyph", frame: CGRect(x: 10, y: 8, width: 12, height: 14))]
    content.sublayers = [button]
    sources[index].content = content
    sources[index].previewControls = [ContextMenuScene.PreviewControl(layer: play, accessibilityLabel: "Play")]
    return VirtualHost(
      scene: ContextMenuScene(
        background: SceneFixture.background, container: SceneFixture.container, sources: sources,
        engine: SceneFixture.engine, environment: SceneEnvironment(size: SceneFixture.size)))
  }

  /// Long-presses the sent bubble, lifts the finger and lets the menu settle.
  static func present(_ host: inout VirtualHost<ContextMenuScene>) {
    let center = host.scene.sources[SceneFixture.sent].frame.center
    host.longPress(SceneFixture.sent)
    host.send(.pointerUp(center, time: host.now))
    host.settle()
  }

  @Test func aTapOnTheControlIsReportedAndTheMenuStaysUp() throws {
    var host = Self.host()
    Self.present(&host)
    #expect(host.scene.interaction.isPresented)
    let control = try #require(host.accessibilityTree.element(.previewControl(Self.play)))
    let preview = try #require(host.scene.interaction.layout).previewFrame
    // Drawn inside the lifted (scaled) preview, at its trailing end.
    #expect(
      control.frame.minX >= preview.minX && control.frame.maxX <= preview.maxX && control.frame.minY >= preview.minY
        && control.frame.maxY <= preview.maxY && control.frame.midX > preview.midX)
    let before = host.events.count
    host.tap(control.frame.center)
    #expect(host.events(since: before) == [.previewControlTapped(source: SceneFixture.sent, layer: Self.play)])
    #expect(host.scene.interaction.isPresented)
    // The glyph inside the button is the button's.
    let glyphTap = host.events.count
    host.tap(CGPoint(x: control.frame.minX + 14, y: control.frame.minY + 13))
    #expect(host.events(since: glyphTap) == [.previewControlTapped(source: SceneFixture.sent, layer: Self.play)])
    // Elsewhere in the preview: the preview's tap, as before.
    let elsewhere = host.events.count
    host.tap(CGPoint(x: preview.minX + 12, y: preview.midY))
    #expect(host.events(since: elsewhere) == [.previewTapped])
    #expect(host.scene.interaction.isPresented)
    // Pressed on the control and released off it: nothing.
    let off = host.events.count
    host.send(.pointerDown(control.frame.center, time: host.now))
    host.send(.pointerDragged(CGPoint(x: preview.minX + 12, y: preview.midY), time: host.now + 0.02))
    host.send(.pointerUp(CGPoint(x: preview.minX + 12, y: preview.midY), time: host.now + 0.04))
    #expect(host.events(since: off) == [])
    #expect(host.scene.interaction.isPresented)
    // Outside everything still dismisses; then the control is gone and a tap there does nothing.
    host.tap(CGPoint(x: 10, y: 820))
    host.settle()
    #expect(host.events.last?.event == .dismissed)
    #expect(host.accessibilityTree.element(.previewControl(Self.play)) == nil)
    let idle = host.events.count
    host.tap(control.frame.center)
    #expect(!host.events(since: idle).contains { if case .previewControlTapped = $0 { true } else { false } })
    host.settle()
  }

  @Test func theKeyboardReachesTheControlAfterTheMenu() throws {
    var host = Self.host()
    Self.present(&host)
    let order = host.accessibilityTree.focusOrder
    let index = try #require(order.firstIndex(of: .previewControl(Self.play)))
    #expect(index == 1)
    #expect(order.dropFirst(2).allSatisfy { if case .accessoryItem = $0 { true } else { false } })
    host.key(.tab)
    host.key(.tab)
    #expect(host.accessibilityTree.focusedElement == .previewControl(Self.play))
    #expect(host.layerTree.contains("focus.ring"))
    let before = host.events.count
    host.key(.returnKey)
    host.key(.space)
    #expect(
      host.events(since: before) == Array(
        repeating: Event.previewControlTapped(source: SceneFixture.sent, layer: Self.play), count: 2))
    #expect(host.scene.interaction.isPresented)
    // Tab goes on to the reactions.
    host.key(.tab)
    if case .accessoryItem? = host.accessibilityTree.focusedElement {} else {
      Issue.record("focus: \(String(describing: host.accessibilityTree.focusedElement))")
    }
  }

  @Test func assistiveTechnologiesReadAndActivateTheControl() throws {
    var host = Self.host()
    #expect(host.accessibilityTree.element(.previewControl(Self.play)) == nil)
    // Not listed while idle: the action does nothing.
    #expect(host.perform(.activate, on: .previewControl(Self.play)) == [])
    host.perform(.showMenu, on: .source(SceneFixture.sent))
    host.settle()
    let control = try #require(host.accessibilityTree.element(.previewControl(Self.play)))
    #expect(control.role == .button && control.label == "Play" && control.actions == [.activate])
    #expect(
      host.perform(.activate, on: .previewControl(Self.play)) == [
        .previewControlTapped(source: SceneFixture.sent, layer: Self.play)
      ])
    #expect(host.scene.interaction.isPresented)
    // A source without controls lists none.
    host.perform(.dismiss, on: .menu)
    host.settle()
    host.perform(.showMenu, on: .source(SceneFixture.received))
    host.settle()
    #expect(!host.accessibilityTree.elements.contains { if case .previewControl = $0.id { true } else { false } })
  }

  @Test func theControlWorksOverADoubleTapsAccessories() throws {
    var host = Self.host()
    let center = host.scene.sources[SceneFixture.sent].frame.center
    host.tap(center, duration: 0.01)
    host.run(for: 0.12)
    host.tap(center, duration: 0.01)
    host.settle()
    #expect(host.scene.interaction.presentsAccessoriesOnly)
    let control = try #require(host.accessibilityTree.element(.previewControl(Self.play)))
    let before = host.events.count
    host.tap(control.frame.center)
    #expect(host.events(since: before) == [.previewControlTapped(source: SceneFixture.sent, layer: Self.play)])
    #expect(host.scene.interaction.isPresented)
  }
}
