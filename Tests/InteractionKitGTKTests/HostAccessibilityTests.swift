import Foundation
import InteractionKitGTK
import InteractionKitInteractiveText
import InteractionKitScene
import InteractionKitTestSupport
import InteractionKitTextLayout
import InteractionKitTextTokens
import Testing

/// The hosts' accessible elements and their activation, without a display: the elements a
/// `SceneView` exposes to GTK come from here.
@MainActor
@Suite struct HostAccessibilityTests {
  static func textHost() -> InteractiveTextHost {
    InteractiveTextHost(
      document: TextDocument("See https://swift.org and ask @ann #swift", detector: TokenDetector(profile: .twitter)),
      engine: FakeTextLayoutEngine())
  }

  @Test func aTextsTokensAreLinksAndButtonsLabelledWithTheirText() {
    let host = Self.textHost()
    _ = host.tree(size: CGSize(width: 400, height: 200), time: 0)
    let elements = host.accessibilityElements
    #expect(elements.map(\.label) == ["https://swift.org", "@ann", "#swift"])
    #expect(elements.map(\.role) == [.link, .button, .button])
    // Each at its first line rect in the view: the text starts 16 pt in and 8 pt down.
    #expect(elements.first?.frame == CGRect(x: 16 + 40, y: 8, width: 170, height: 20))
  }

  @Test func activatingATokenTapsIt() {
    let host = Self.textHost()
    _ = host.tree(size: CGSize(width: 400, height: 200), time: 0)
    var tapped: [String] = []
    host.onEvent = { event, _ in if case .tapped(let token) = event { tapped.append(token.text) } }
    let mention = host.accessibilityElements[1]
    #expect(host.activate(accessibilityElement: mention.identifier, time: 1))
    #expect(tapped == ["@ann"])
    #expect(!host.activate(accessibilityElement: "token.999", time: 1))
  }

  @Test func whileALinksPreviewIsUpTheMenuAndItsItemsAreTheElements() {
    let host = Self.textHost()
    let size = CGSize(width: 400, height: 600)
    _ = host.tree(size: size, time: 0)
    let link = host.accessibilityElements[0].frame
    _ = host.handle(.pressed(CGPoint(x: link.midX, y: link.midY), time: 0), size: size)
    for step in 1 ... 90 { _ = host.advance(to: Double(step) / 60, size: size) }
    let elements = host.accessibilityElements
    #expect(elements.first?.role == .menu)
    #expect(elements.dropFirst().map(\.label) == ["Open Link", "Copy Link", "Share…"])
    #expect(elements.dropFirst().allSatisfy { $0.role == .menuItem })
    var selected: [String] = []
    host.onEvent = { event, _ in if case .selected(let action, _) = event { selected.append(action) } }
    #expect(host.activate(accessibilityElement: elements[2].identifier, time: 2))
    #expect(selected == ["copy-link"])
  }
}
