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
      let focus = accessibilityFocus
      if accessibilityWidgets.mapValues(\.element) != before || focus != reportedAccessibilityFocus {
        reportedAccessibilityFocus = focus
        onAccessibilityChange?(exposedAccessibilityElements)
      }
    }
    let wanted = Set(elements.map(\.identifier))
    for (identifier, entry) in accessibilityWidgets where !wanted.contains(identifier) {
      releaseFocus(of: entry.widget)
      gtk_fixed_remove(fixed, entry.widget)
      accessibilityWidgets[identifier] = nil
    }
    defer { followFocus() }
    for element in elements {
      let entry = accessibilityWidgets[element.identifier]
      let widget: UnsafeMutablePointer<GtkWidget>
      if let entry, entry.element.role == element.role {
        widget = entry.widget
        if entry.element == element { continue }
      } else {
        if let entry {
          releaseFocus(of: entry.widget)
          gtk_fixed_remove(fixed, entry.widget)
        }
        widget = makeStandIn(role: element.role, identifier: element.identifier)
        gtk_fixed_put(fixed, widget, 0, 0)
      }
      Self.setLabel(element.label, of: widget)
      Self.setSelected(element.isSelected, of: widget)
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

  /// Moves GTK's focus to the stand-in of the element the content focuses (or back to the drawing
  /// area when it focuses none), while the focus is inside the view: assistive technologies then
  /// announce each token, pin, control or menu item as the keyboard reaches it.
  private func followFocus() {
    let focusedWidget = content.focusedAccessibilityElement.flatMap { accessibilityWidgets[$0]?.widget }
    let standInHasFocus = accessibilityWidgets.values.contains { gtk_widget_has_focus($0.widget) != 0 }
    guard standInHasFocus || gtk_widget_has_focus(drawingArea) != 0 else { return }
    if let focusedWidget {
      if gtk_widget_has_focus(focusedWidget) == 0 { gtk_widget_grab_focus(focusedWidget) }
    } else if standInHasFocus {
      gtk_widget_grab_focus(drawingArea)
    }
  }

  /// Gives the focus back to the drawing area before a focused stand-in goes, so it stays in the view.
  private func releaseFocus(of widget: UnsafeMutablePointer<GtkWidget>) {
    if gtk_widget_has_focus(widget) != 0 { gtk_widget_grab_focus(drawingArea) }
  }

  /// The identifier of the element whose stand-in has GTK's focus, or nil (tests, the event log).
  public var accessibilityFocus: String? {
    accessibilityWidgets.first { gtk_widget_has_focus($0.value.widget) != 0 }?.key
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
    // Focusable, so GTK's focus (and with it assistive technologies) can follow the keyboard
    // focus the content draws; the content moves it, Tab never stops on a stand-in by itself.
    gtk_widget_set_focusable(widget, 1)
    gtk_widget_set_focus_on_click(widget, 0)
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

  private static func setSelected(_ selected: Bool, of widget: UnsafeMutablePointer<GtkWidget>) {
    var value = GValue()
    g_value_init(&value, GType(5 << 2))  // G_TYPE_BOOLEAN: the fundamental type 5
    g_value_set_boolean(&value, selected ? 1 : 0)
    var states = [GTK_ACCESSIBLE_STATE_SELECTED]
    withUnsafeMutablePointer(to: &value) { values in
      gtk_accessible_update_state_value(OpaquePointer(widget), 1, &states, values)
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
