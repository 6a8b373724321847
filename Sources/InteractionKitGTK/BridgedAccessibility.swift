import Foundation
import InteractionKitLiveScene

/// A scene's accessibility tree with its identifiers erased, flattened for the GTK bridge: each
/// element with the key of its parent, in reading order, parents first.
struct BridgedAccessibility: Equatable {
  /// One element: what GTK's stand-in shows.
  struct Element: Equatable {
    /// The element's identifier, erased.
    var key: AnyHashable
    /// Its parent's, or nil at the top.
    var parent: AnyHashable?
    var role: AccessibilityRole
    var label: String
    var value: String?
    var states: AccessibilityStates
    var actions: [AccessibilityAction]
    /// Its frame in the view.
    var frame: CGRect
    /// Whether it holds children.
    var hasChildren: Bool
  }

  /// Every element, parents before children.
  var elements: [Element]
  /// The focused element's key.
  var focused: AnyHashable?

  init<ID>(_ tree: AccessibilityTree<ID>) {
    var elements: [Element] = []
    func visit(_ element: AccessibilityElement<ID>, parent: AnyHashable?) {
      elements.append(
        Element(
          key: AnyHashable(element.id), parent: parent, role: element.role, label: element.label, value: element.value,
          states: element.states, actions: element.actions, frame: element.frame, hasChildren: !element.children.isEmpty))
      for child in element.children { visit(child, parent: AnyHashable(element.id)) }
    }
    for element in tree.elements { visit(element, parent: nil) }
    self.elements = elements
    focused = tree.focusedElement.map(AnyHashable.init)
  }
}
