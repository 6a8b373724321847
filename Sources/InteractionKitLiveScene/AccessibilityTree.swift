/// What assistive technologies read of a scene: its elements in reading order, the keyboard's
/// focus order and the focused element.
public struct AccessibilityTree<ID: Hashable & Sendable>: Hashable, Sendable {
  /// The top-level elements in reading order; each may hold children.
  public var elements: [AccessibilityElement<ID>]
  /// The elements Tab visits, in order.
  public var focusOrder: [ID]
  /// The element with the keyboard's focus, if any.
  public var focusedElement: ID?

  /// Creates a tree; the focused element (if it is in the tree) gets the
  /// ``AccessibilityStates/focused`` state, and no other element keeps it.
  public init(elements: [AccessibilityElement<ID>], focusOrder: [ID] = [], focusedElement: ID? = nil) {
    self.focusOrder = focusOrder
    self.focusedElement = focusedElement
    self.elements = elements.map { Self.marking($0, focused: focusedElement) }
  }

  /// An empty tree.
  public static var empty: AccessibilityTree { AccessibilityTree(elements: []) }

  /// Every element, parents before their children, in reading order.
  public var allElements: [AccessibilityElement<ID>] {
    var result: [AccessibilityElement<ID>] = []
    func visit(_ element: AccessibilityElement<ID>) {
      result.append(element)
      element.children.forEach(visit)
    }
    elements.forEach(visit)
    return result
  }

  /// The element with an identifier, anywhere in the tree.
  public func element(_ id: ID) -> AccessibilityElement<ID>? {
    allElements.first { $0.id == id }
  }

  private static func marking(_ element: AccessibilityElement<ID>, focused: ID?) -> AccessibilityElement<ID> {
    var element = element
    if element.id == focused { element.states.insert(.focused) } else { element.states.remove(.focused) }
    element.children = element.children.map { marking($0, focused: focused) }
    return element
  }
}
