public import Foundation

/// One element of a scene's accessibility tree: what a screen reader finds, reads and activates.
public struct AccessibilityElement<ID: Hashable & Sendable>: Hashable, Sendable, Identifiable {
  /// The states a screen reader announces.
  public typealias States = AccessibilityStates

  /// The element's identifier, typed by its scene.
  public var id: ID
  /// What it is.
  public var role: AccessibilityRole
  /// What is read first: a link's text, a button's name, a paragraph's whole text.
  public var label: String
  /// What is read after the label, if anything (a menu item's state, a pin's address).
  public var value: String?
  /// Its states.
  public var states: States
  /// What can be done with it, ``AccessibilityAction/activate`` (or its named kind) first; empty
  /// for an element that is only read.
  public var actions: [AccessibilityAction]
  /// Where it is, in the scene's coordinates: for a token that wraps, the rect that covers every
  /// line piece (see ``pieces``).
  public var frame: CGRect
  /// The rects it is drawn in, when more than one (a wrapped link's line pieces); empty when
  /// ``frame`` says it all.
  public var pieces: [CGRect]
  /// The elements inside it, in reading order (a paragraph's tokens, a menu's items).
  public var children: [AccessibilityElement]

  /// Creates an element.
  public init(
    id: ID, role: AccessibilityRole, label: String, value: String? = nil, states: States = [],
    actions: [AccessibilityAction] = [], frame: CGRect, pieces: [CGRect] = [], children: [AccessibilityElement] = []
  ) {
    self.id = id
    self.role = role
    self.label = label
    self.value = value
    self.states = states
    self.actions = actions
    self.frame = frame
    self.pieces = pieces
    self.children = children
  }

  /// Creates an element whose frame covers every line piece it is drawn in (a token that wraps
  /// is one element, not its first piece).
  public init(
    id: ID, role: AccessibilityRole, label: String, value: String? = nil, states: States = [],
    actions: [AccessibilityAction] = [], pieces: [CGRect], children: [AccessibilityElement] = []
  ) {
    let frame = pieces.dropFirst().reduce(pieces.first ?? .zero) { $0.union($1) }
    self.init(
      id: id, role: role, label: label, value: value, states: states, actions: actions, frame: frame,
      pieces: pieces.count > 1 ? pieces : [], children: children)
  }

  /// Whether it lists any action.
  public var isActionable: Bool { !actions.isEmpty && !states.contains(.disabled) }
}
