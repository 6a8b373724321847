import CInteractionKitGtk
import Foundation
import InteractionKitLiveScene
import Testing

@testable import InteractionKitGTK

/// What the GTK adapter translates, display-free (no `gtk_init`): keys and modifiers in, the
/// scene's accessibility tree flattened for the stand-ins out.
@Suite struct GTKTranslationTests {
  @Test func shiftTabIsTabWithShiftAndShiftF10IsTheContextMenuKey() {
    let tab = SceneKey.from(gdkKeyval: guint(GDK_KEY_ISO_Left_Tab), modifiers: [])
    #expect(tab?.key == .tab && tab?.modifiers == .shift)
    let menu = SceneKey.from(gdkKeyval: guint(GDK_KEY_F10), modifiers: .shift)
    #expect(menu?.key == .contextMenu && menu?.modifiers == [])
    #expect(SceneKey.from(gdkKeyval: guint(GDK_KEY_F10), modifiers: []) == nil)
    #expect(SceneKey.from(gdkKeyval: guint(GDK_KEY_Page_Down), modifiers: [])?.key == .pageDown)
    #expect(SceneKey.from(gdkKeyval: guint(GDK_KEY_Escape), modifiers: [])?.key == .escape)
    #expect(SceneKey.from(gdkKeyval: guint(GDK_KEY_S), modifiers: .shift)?.key == .character("s"))
  }

  @Test func gdkModifierStatesBecomeSceneModifiers() {
    let state = GdkModifierType(rawValue: GDK_SHIFT_MASK.rawValue | GDK_CONTROL_MASK.rawValue)
    #expect(SceneKeyModifiers(gdk: state) == [.shift, .control])
    #expect(SceneKeyModifiers(gdk: GdkModifierType(rawValue: 0)) == [])
  }

  @Test func theTreeIsFlattenedParentsFirstWithTheirChildrensParents() {
    let link = AccessibilityElement<String>(
      id: "link", role: .link, label: "https://swift.org", actions: [.openLink],
      pieces: [CGRect(x: 300, y: 0, width: 40, height: 20), CGRect(x: 0, y: 20, width: 100, height: 20)])
    let paragraph = AccessibilityElement<String>(
      id: "p", role: .paragraph, label: "Read https://swift.org", frame: CGRect(x: 0, y: 0, width: 340, height: 40),
      children: [link])
    let tree = AccessibilityTree(elements: [paragraph], focusOrder: ["link"], focusedElement: "link")
    let bridged = BridgedAccessibility(tree)
    #expect(bridged.elements.map { $0.key.base as? String } == ["p", "link"])
    #expect(bridged.elements[1].parent == AnyHashable("p"))
    #expect(bridged.elements[0].hasChildren && !bridged.elements[1].hasChildren)
    #expect(bridged.elements[1].frame == CGRect(x: 0, y: 0, width: 340, height: 40))
    #expect(bridged.elements[1].states.contains(.focused))
    #expect(bridged.focused == AnyHashable("link"))
  }
}
