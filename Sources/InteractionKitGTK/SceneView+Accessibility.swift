import CInteractionKitGtk
import Foundation

extension SceneView {
  /// Keeps one invisible stand-in widget per accessible element over the drawing area: a widget
  /// whose accessible role and label are the element's, placed at its frame. Assistive
  /// technologies read and activate them (a click on a stand-in activates the element); the
  /// pointer passes through them to the drawing area.
  func updateAccessibility() {
    let elements = content.accessibilityElements
    let before = accessibilityWidgets.mapValues(\.element)
    defer {
      if accessibilityWidgets.mapValues(\.element) != before { onAccessibilityChange?(exposedAccessibilityElements) }
    }
    let wanted = Set(elements.map(\.identifier))
    for (identifier, entry) in accessibilityWidgets where !wanted.contains(identifier) {
      gtk_fixed_remove(fixed, entry.widget)
      accessibilityWidgets[identifier] = nil
    }
    for element in elements {
      let entry = accessibilityWidgets[element.identifier]
      let widget: UnsafeMutablePointer<GtkWidget>
      if let entry, entry.element.role == element.role {
        widget = entry.widget
        if entry.element == element { continue }
      } else {
        if let entry { gtk_fixed_remove(fixed, entry.widget) }
        widget = makeStandIn(role: element.role, identifier: element.identifier)
        gtk_fixed_put(fixed, widget, 0, 0)
      }
      Self.setLabel(element.label, of: widget)
      let frame = element.frame
      let x = frame.minX.isFinite ? max(0, frame.minX) : 0
      let y = frame.minY.isFinite ? max(0, frame.minY) : 0
      gtk_fixed_move(fixed, widget, x, y)
      gtk_widget_set_size_request(
        widget, Int32(min(16384, max(1, frame.width.isFinite ? frame.width : 1))),
        Int32(min(16384, max(1, frame.height.isFinite ? frame.height : 1))))
      accessibilityWidgets[element.identifier] = (widget, element)
    }
  }

  /// The elements GTK knows now, with the accessible role GTK reports for each stand-in (for tests
  /// and the showcase's `--event-log`).
  public var exposedAccessibilityElements: [(element: AccessibilityElement, gtkRole: String)] {
    accessibilityWidgets.values.sorted { $0.element.identifier < $1.element.identifier }.map { entry in
      let role = gtk_accessible_get_accessible_role(OpaquePointer(entry.widget))
      return (entry.element, Self.roleName(role))
    }
  }

  private var fixed: UnsafeMutablePointer<GtkFixed>? {
    OpaquePointer(accessibilityLayer).map { UnsafeMutablePointer<GtkFixed>($0) }
  }

  /// A transparent button with the element's accessible role; clicking it activates the element.
  private func makeStandIn(role: AccessibilityElement.Role, identifier: String) -> UnsafeMutablePointer<GtkWidget> {
    var value = GValue()
    g_value_init(&value, gtk_accessible_role_get_type())
    g_value_set_enum(&value, Int32(Self.gtkRole(role).rawValue))
    var names: [UnsafePointer<CChar>?] = [UnsafePointer(strdup("accessible-role"))]
    defer { names.forEach { free(UnsafeMutableRawPointer(mutating: $0)) } }
    let object = withUnsafeMutablePointer(to: &value) { values in
      g_object_new_with_properties(gtk_button_get_type(), 1, &names, values)
    }
    g_value_unset(&value)
    let widget = UnsafeMutableRawPointer(object!).assumingMemoryBound(to: GtkWidget.self)
    gtk_widget_set_opacity(widget, 0)
    gtk_widget_set_can_target(widget, 0)
    gtk_widget_set_focusable(widget, 0)
    let box = Unmanaged.passRetained(StandInBox(view: self, identifier: identifier)).toOpaque()
    g_signal_connect_data(
      UnsafeMutableRawPointer(widget), "clicked",
      unsafeBitCast(
        { (_: OpaquePointer?, data: UnsafeMutableRawPointer?) in
          guard let data else { return }
          let box = Unmanaged<StandInBox>.fromOpaque(data).takeUnretainedValue()
          MainActor.assumeIsolated { box.activate() }
        } as @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void, to: GCallback.self),
      box, { data, _ in if let data { Unmanaged<StandInBox>.fromOpaque(data).release() } }, GConnectFlags(0))
    return widget
  }

  private static func setLabel(_ label: String, of widget: UnsafeMutablePointer<GtkWidget>) {
    var value = GValue()
    g_value_init(&value, GType(16 << 2))  // G_TYPE_STRING: the fundamental type 16
    g_value_set_string(&value, label)
    var properties = [GTK_ACCESSIBLE_PROPERTY_LABEL]
    withUnsafeMutablePointer(to: &value) { values in
      gtk_accessible_update_property_value(OpaquePointer(widget), 1, &properties, values)
    }
    g_value_unset(&value)
  }

  private static func gtkRole(_ role: AccessibilityElement.Role) -> GtkAccessibleRole {
    switch role {
    case .link: GTK_ACCESSIBLE_ROLE_LINK
    case .button: GTK_ACCESSIBLE_ROLE_BUTTON
    case .menu: GTK_ACCESSIBLE_ROLE_MENU
    case .menuItem: GTK_ACCESSIBLE_ROLE_MENU_ITEM
    }
  }

  private static func roleName(_ role: GtkAccessibleRole) -> String {
    switch role {
    case GTK_ACCESSIBLE_ROLE_LINK: "link"
    case GTK_ACCESSIBLE_ROLE_BUTTON: "button"
    case GTK_ACCESSIBLE_ROLE_MENU: "menu"
    case GTK_ACCESSIBLE_ROLE_MENU_ITEM: "menuItem"
    default: "other(\(role.rawValue))"
    }
  }
}

/// What a stand-in's click activates.
@MainActor
final class StandInBox {
  weak var view: SceneView?
  let identifier: String

  init(view: SceneView, identifier: String) {
    self.view = view
    self.identifier = identifier
  }

  func activate() {
    guard let view else { return }
    if view.content.activate(accessibilityElement: identifier, time: view.now) { view.setNeedsDisplay() }
  }
}
