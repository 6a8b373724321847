public import Foundation
public import InteractionKitScene

/// What a ``SceneView`` shows and how it answers input: a host of one of the engine's components.
///
/// The view calls it on the main thread: ``tree(size:time:)`` to draw a frame, ``handle(_:size:)``
/// for each input event and ``advance(to:size:)`` once per display frame while
/// ``isAnimating(at:)`` is true, so the engine's timelines play at the display's rate.
@MainActor
public protocol SceneViewContent: AnyObject {
  /// The layers to draw at an engine time, for a view of `size` points (root bounds at the origin).
  func tree(size: CGSize, time: TimeInterval) -> LayerTree

  /// Handles an input event. Returns whether the view must redraw.
  func handle(_ input: SceneInput, size: CGSize) -> Bool

  /// Lets time pass (the engine's `.time` events). Returns whether the view must redraw.
  func advance(to time: TimeInterval, size: CGSize) -> Bool

  /// Whether something moves at `time`: while true the view asks for a frame each display refresh.
  func isAnimating(at time: TimeInterval) -> Bool

  /// Whether the system's pointer is shown: false where the content draws its own pointer shape.
  var showsSystemPointer: Bool { get }

  /// The elements assistive technologies should know now (links, buttons, a menu and its items).
  var accessibilityElements: [AccessibilityElement] { get }

  /// Activates an element, as a tap or Return would. Returns whether the view must redraw.
  func activate(accessibilityElement identifier: String, time: TimeInterval) -> Bool

  /// The identifier of the element keyboard focus is on (one of ``accessibilityElements``: a
  /// focused token, pin or control, a highlighted menu item), or nil. The view moves GTK's focus
  /// to that element's stand-in, so assistive technologies announce it as focus moves.
  var focusedAccessibilityElement: String? { get }
}

extension SceneViewContent {
  /// The system pointer is shown unless the content presents its own.
  public var showsSystemPointer: Bool { true }

  /// No elements unless the content describes them.
  public var accessibilityElements: [AccessibilityElement] { [] }

  /// No focused element unless the content says so.
  public var focusedAccessibilityElement: String? { nil }

  /// Nothing to activate unless the content says so.
  public func activate(accessibilityElement identifier: String, time: TimeInterval) -> Bool { false }
}
