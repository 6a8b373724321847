import CInteractionKitGtk
public import Foundation
public import InteractionKitLiveScene

extension SceneView {
  /// An element GTK knows, as it reports it (tests, the showcase's event log).
  public struct ExposedAccessibilityElement: Sendable {
    /// The element's identifier, described.
    public var identifier: String
    /// The identifier of its parent, described, or nil at the top.
    public var parent: String?
    /// The role GTK reports for its stand-in ("link", "button", "label", "menu", …).
    public var gtkRole: String
    /// Its label.
    public var label: String
    /// Its states.
    public var states: AccessibilityStates
    /// Its frame in the view.
    public var frame: CGRect
  }

  /// The elements GTK knows now, in the scene's reading order.
  public var exposedAccessibilityElements: [ExposedAccessibilityElement] {
    guard let shown = standIns.shown else { return [] }
    return shown.elements.compactMap { element in
      guard let entry = standIns.entries[element.key] else { return nil }
      return ExposedAccessibilityElement(
        identifier: String(describing: element.key.base), parent: element.parent.map { String(describing: $0.base) },
        gtkRole: Self.roleName(gtk_accessible_get_accessible_role(OpaquePointer(entry.widget))), label: element.label,
        states: element.states, frame: element.frame)
    }
  }

  /// The identifier (described) of the element whose stand-in has GTK's focus, or nil.
  public var accessibilityFocus: String? {
    standIns.entries.first { gtk_widget_has_focus($0.value.widget) != 0 }.map { String(describing: $0.key.base) }
  }

  /// Brings the stand-ins up to date with the scene's accessibility tree: one invisible widget
  /// per element, nested as the elements are, with the element's role, label, description and
  /// states, at its frame. Assistive technologies read and activate them; the pointer passes
  /// through them to the drawing area.
  func updateAccessibility() {
    let tree = hosted.accessibility
    guard tree != standIns.shown else { return followFocus(tree) }
    let viewBounds = CGRect(origin: .zero, size: size)
    // Which stand-ins can stay: same parent, same kind of widget, same role, and a parent that stays.
    var kept: Set<AnyHashable> = []
    var visible: [AnyHashable: CGRect] = [:]
    for element in tree.elements {
      guard let entry = standIns.entries[element.key] else { continue }
      let sameParent = entry.element.parent == element.parent && (element.parent.map { kept.contains($0) } ?? true)
      if sameParent, entry.element.role == element.role, Self.isContainer(entry.element) == Self.isContainer(element) {
        kept.insert(element.key)
      }
    }
    for (key, entry) in standIns.entries where !kept.contains(key) {
      if gtk_widget_has_focus(entry.widget) != 0 { gtk_widget_grab_focus(drawingArea) }
      // A stand-in whose parent goes is removed with it.
      let parentStays = entry.element.parent.map { kept.contains($0) } ?? true
      if parentStays, let container = gtk_widget_get_parent(entry.widget) {
        gtk_fixed_remove(Self.fixed(container), entry.widget)
      }
    }
    // Each stand-in holds a reference of the view's (taken when it was made): let it go.
    for (key, entry) in standIns.entries where !kept.contains(key) { g_object_unref(UnsafeMutableRawPointer(entry.widget)) }
    standIns.entries = standIns.entries.filter { kept.contains($0.key) }
    for element in tree.elements {
      let parentFrame = element.parent.flatMap { visible[$0] } ?? viewBounds
      var frame = element.frame.isNull ? .zero : element.frame.intersection(parentFrame)
      if frame.isNull || frame.isEmpty {
        let x = min(max(element.frame.minX.isFinite ? element.frame.minX : 0, parentFrame.minX), parentFrame.maxX)
        let y = min(max(element.frame.minY.isFinite ? element.frame.minY : 0, parentFrame.minY), parentFrame.maxY)
        frame = CGRect(x: x, y: y, width: 1, height: 1)
      }
      visible[element.key] = frame
      var entry: Entry
      if let existing = standIns.entries[element.key] {
        entry = existing
        if existing.element == element, existing.parentOrigin == parentFrame.origin { continue }
      } else {
        let widget = makeStandIn(for: element)
        // The view's own reference: a stand-in stays a valid widget until the view lets it go,
        // even after the container it sat in went.
        g_object_ref_sink(UnsafeMutableRawPointer(widget))
        let container = element.parent.flatMap { standIns.entries[$0]?.widget } ?? accessibilityLayer
        gtk_fixed_put(Self.fixed(container), widget, 0, 0)
        entry = Entry(widget: widget, element: element, parentOrigin: parentFrame.origin)
        Self.setLabel(element.label, of: widget)
        Self.setDescription(Self.description(of: element), of: widget)
        Self.setStates(element.states, of: widget, force: true)
      }
      if entry.element.label != element.label { Self.setLabel(element.label, of: entry.widget) }
      if Self.description(of: entry.element) != Self.description(of: element) {
        Self.setDescription(Self.description(of: element), of: entry.widget)
      }
      if entry.element.states != element.states { Self.setStates(element.states, of: entry.widget, force: false) }
      if let container = gtk_widget_get_parent(entry.widget) {
        gtk_fixed_move(Self.fixed(container), entry.widget, frame.minX - parentFrame.minX, frame.minY - parentFrame.minY)
      }
      gtk_widget_set_size_request(
        entry.widget, Int32(min(16384, max(1, frame.width.rounded(.up)))), Int32(min(16384, max(1, frame.height.rounded(.up)))))
      entry.element = element
      entry.parentOrigin = parentFrame.origin
      standIns.entries[element.key] = entry
    }
    standIns.shown = tree
    followFocus(tree)
    onAccessibilityChange?()
  }

  typealias Entry = AccessibilityStandIns.Entry

  /// Moves GTK's focus to the stand-in of the element the scene focuses (or back to the drawing
  /// area when it focuses none), while the focus is inside the view: assistive technologies then
  /// announce each element as the keyboard reaches it.
  private func followFocus(_ tree: BridgedAccessibility) {
    let focusedWidget = tree.focused.flatMap { standIns.entries[$0]?.widget }
    let standInHasFocus = standIns.entries.values.contains { gtk_widget_has_focus($0.widget) != 0 }
    guard standInHasFocus || gtk_widget_has_focus(drawingArea) != 0 else { return }
    let before = accessibilityFocus
    if let focusedWidget {
      if gtk_widget_has_focus(focusedWidget) == 0 { gtk_widget_grab_focus(focusedWidget) }
    } else if standInHasFocus {
      gtk_widget_grab_focus(drawingArea)
    }
    if accessibilityFocus != before { onAccessibilityChange?() }
  }

  private static func isContainer(_ element: BridgedAccessibility.Element) -> Bool {
    element.hasChildren || element.actions.isEmpty
  }

  private static func fixed(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkFixed>? {
    OpaquePointer(widget).map { UnsafeMutablePointer<GtkFixed>($0) }
  }

  /// What a stand-in's description says: the element's value, then its actions by name (a
  /// link's "Open link"), unless the only action is the plain activation.
  private static func description(of element: BridgedAccessibility.Element) -> String {
    let actions = element.actions == [.activate] ? [] : element.actions.map(\.name)
    return ([element.value].compactMap { $0 } + actions).joined(separator: ", ")
  }

  /// A stand-in with the element's accessible role: a transparent button that performs the
  /// element's first action when clicked (AT-SPI's "click"), or a fixed container for an element
  /// with children or one that is only read.
  private func makeStandIn(for element: BridgedAccessibility.Element) -> UnsafeMutablePointer<GtkWidget> {
    let container = Self.isContainer(element)
    var value = GValue()
    g_value_init(&value, gtk_accessible_role_get_type())
    g_value_set_enum(&value, Int32(Self.gtkRole(element.role).rawValue))
    var names: [UnsafePointer<CChar>?] = [UnsafePointer(strdup("accessible-role"))]
    defer { names.forEach { free(UnsafeMutableRawPointer(mutating: $0)) } }
    let object = withUnsafeMutablePointer(to: &value) { values in
      g_object_new_with_properties(container ? gtk_fixed_get_type() : gtk_button_get_type(), 1, &names, values)
    }
    g_value_unset(&value)
    let widget = UnsafeMutableRawPointer(object!).assumingMemoryBound(to: GtkWidget.self)
    gtk_widget_set_can_target(widget, 0)
    if container { return widget }
    gtk_widget_set_opacity(widget, 0)
    // No padding, border or minimum size: the button's box is the element's frame, which is what
    // assistive technologies report as its extents (a themed button's would be inset by its padding).
    StandInStyle.install()
    gtk_widget_add_css_class(widget, StandInStyle.className)
    // Focusable, so GTK's focus (and with it assistive technologies) can follow the scene's
    // keyboard focus; the scene moves it, Tab never stops on a stand-in by itself.
    gtk_widget_set_focusable(widget, 1)
    gtk_widget_set_focus_on_click(widget, 0)
    let box = Unmanaged.passRetained(StandInAction(view: self, key: element.key, action: element.actions.first ?? .activate))
      .toOpaque()
    g_signal_connect_data(
      UnsafeMutableRawPointer(widget), "clicked",
      unsafeBitCast(
        { (_: OpaquePointer?, data: UnsafeMutableRawPointer?) in
          guard let data else { return }
          let box = Unmanaged<StandInAction>.fromOpaque(data).takeUnretainedValue()
          MainActor.assumeIsolated { box.perform() }
        } as @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void, to: GCallback.self),
      box, { data, _ in if let data { Unmanaged<StandInAction>.fromOpaque(data).release() } }, GConnectFlags(0))
    return widget
  }

  private static func setLabel(_ label: String, of widget: UnsafeMutablePointer<GtkWidget>) {
    setString(label, GTK_ACCESSIBLE_PROPERTY_LABEL, of: widget)
  }

  private static func setDescription(_ description: String, of widget: UnsafeMutablePointer<GtkWidget>) {
    if description.isEmpty {
      gtk_accessible_reset_property(OpaquePointer(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION)
    } else {
      setString(description, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, of: widget)
    }
  }

  private static func setString(_ string: String, _ property: GtkAccessibleProperty, of widget: UnsafeMutablePointer<GtkWidget>) {
    var value = GValue()
    g_value_init(&value, GType(16 << 2))  // G_TYPE_STRING: the fundamental type 16
    g_value_set_string(&value, string)
    var properties = [property]
    withUnsafeMutablePointer(to: &value) { values in
      gtk_accessible_update_property_value(OpaquePointer(widget), 1, &properties, values)
    }
    g_value_unset(&value)
  }

  /// Sets the states GTK knows. GTK reads a state that may be "undefined" (selected, expanded)
  /// from an int GValue (-1 undefined, 0 false, 1 true) and a plain boolean state (disabled) from
  /// a boolean one; a boolean GValue for the first kind prints a GLib critical.
  private static func setStates(_ states: AccessibilityStates, of widget: UnsafeMutablePointer<GtkWidget>, force: Bool) {
    setTristate(states.contains(.selected) ? 1 : 0, GTK_ACCESSIBLE_STATE_SELECTED, of: widget)
    if states.contains(.expandable) || force {
      setTristate(states.contains(.expandable) ? (states.contains(.expanded) ? 1 : 0) : -1, GTK_ACCESSIBLE_STATE_EXPANDED, of: widget)
    }
    var value = GValue()
    g_value_init(&value, GType(5 << 2))  // G_TYPE_BOOLEAN: the fundamental type 5
    g_value_set_boolean(&value, states.contains(.disabled) ? 1 : 0)
    var names = [GTK_ACCESSIBLE_STATE_DISABLED]
    withUnsafeMutablePointer(to: &value) { values in
      gtk_accessible_update_state_value(OpaquePointer(widget), 1, &names, values)
    }
    g_value_unset(&value)
  }

  private static func setTristate(_ state: Int32, _ name: GtkAccessibleState, of widget: UnsafeMutablePointer<GtkWidget>) {
    if state < 0 {
      gtk_accessible_reset_state(OpaquePointer(widget), name)
      return
    }
    var value = GValue()
    g_value_init(&value, GType(6 << 2))  // G_TYPE_INT: the fundamental type 6
    g_value_set_int(&value, state)
    var names = [name]
    withUnsafeMutablePointer(to: &value) { values in
      gtk_accessible_update_state_value(OpaquePointer(widget), 1, &names, values)
    }
    g_value_unset(&value)
  }

  private static func gtkRole(_ role: AccessibilityRole) -> GtkAccessibleRole {
    switch role {
    // GTK 4.8 has no paragraph role: a paragraph is a label whose name is its text, with its
    // links and buttons inside it.
    case .paragraph: GTK_ACCESSIBLE_ROLE_LABEL
    case .link: GTK_ACCESSIBLE_ROLE_LINK
    case .button: GTK_ACCESSIBLE_ROLE_BUTTON
    case .menu: GTK_ACCESSIBLE_ROLE_MENU
    case .menuItem: GTK_ACCESSIBLE_ROLE_MENU_ITEM
    case .group: GTK_ACCESSIBLE_ROLE_GROUP
    case .image: GTK_ACCESSIBLE_ROLE_IMG
    }
  }

  static func roleName(_ role: GtkAccessibleRole) -> String {
    switch role {
    case GTK_ACCESSIBLE_ROLE_LINK: "link"
    case GTK_ACCESSIBLE_ROLE_BUTTON: "button"
    case GTK_ACCESSIBLE_ROLE_MENU: "menu"
    case GTK_ACCESSIBLE_ROLE_MENU_ITEM: "menuItem"
    case GTK_ACCESSIBLE_ROLE_LABEL: "label"
    case GTK_ACCESSIBLE_ROLE_GROUP: "group"
    case GTK_ACCESSIBLE_ROLE_IMG: "image"
    default: "other(\(role.rawValue))"
    }
  }
}

/// The style sheet that makes a stand-in button's box exactly its element's frame.
@MainActor
enum StandInStyle {
  /// The CSS class of every stand-in button.
  static let className = "interactionkit-stand-in"
  private static var isInstalled = false

  /// Adds the style sheet to the default display, once.
  static func install() {
    guard !isInstalled, let display = gdk_display_get_default() else { return }
    isInstalled = true
    let provider = gtk_css_provider_new()
    let css = "button.\(className) { padding: 0; margin: 0; border: none; min-width: 0; min-height: 0; box-shadow: none; }"
    gtk_css_provider_load_from_data(provider, css, -1)
    gtk_style_context_add_provider_for_display(
      display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
  }
}

/// What a stand-in's click performs.
@MainActor
final class StandInAction {
  weak var view: SceneView?
  let key: AnyHashable
  let action: AccessibilityAction

  init(view: SceneView, key: AnyHashable, action: AccessibilityAction) {
    self.view = view
    self.key = key
    self.action = action
  }

  func perform() {
    view?.perform(action, on: key)
  }
}
