import CInteractionKitGtk
import Foundation

/// The invisible widgets that stand for a scene's accessibility elements in GTK's tree, by the
/// elements' keys: what GTK (and through it AT-SPI and screen readers) reads.
struct AccessibilityStandIns {
  /// One stand-in.
  struct Entry {
    /// The widget: a button for an actionable element, a fixed container for one with children
    /// or for text that is only read.
    var widget: UnsafeMutablePointer<GtkWidget>
    /// The element it shows.
    var element: BridgedAccessibility.Element
    /// Where its parent's stand-in sits in the view (its own position is relative to it).
    var parentOrigin: CGPoint
  }

  /// The stand-ins by key.
  var entries: [AnyHashable: Entry] = [:]
  /// The tree they show.
  var shown: BridgedAccessibility?
}
