public import Foundation
public import InteractionKitLiveScene

extension CalloutMapScene {
  /// The pins in reading order on the canvas: top to bottom, then left to right.
  var pinsInReadingOrder: [Pin] {
    pins.sorted { ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX) }
  }

  /// What Tab visits: the pins in reading order, with the callout and its accessories right after
  /// the callout's pin while the callout is up.
  var focusOrder: [ElementID] {
    var order: [ElementID] = []
    for pin in pinsInReadingOrder where !order.contains(.pin(pin.identifier)) {
      order.append(.pin(pin.identifier))
      if isCalloutVisible, selection?.pin == pin.identifier {
        order.append(.callout)
        order += CalloutAccessoryPosition.allCases.filter(hasAccessory).map(ElementID.accessory)
      }
    }
    return order
  }

  /// The pins as buttons in reading order, labelled with their identifiers and valued with their
  /// callouts' subtitles (the one whose callout is up `AccessibilityStates/selected`); after the
  /// callout's pin, while it is up, the callout as a group read as its title and subtitle (click
  /// it, or dismiss it), with its accessories as buttons named in words (an accessory's own
  /// ``CalloutElement/accessibilityLabel``, else "Actions for …" and "More about …"). Frames are in
  /// the scene's coordinates, the canvas at its current offset.
  public var accessibilityTree: AccessibilityTree<ElementID> {
    let now = clock.now
    let offset = offset(at: now)
    let placed = placedLayout(at: now)
    var elements: [AccessibilityElement<ElementID>] = []
    var seen: Set<String> = []
    for pin in pinsInReadingOrder where seen.insert(pin.identifier).inserted {
      let isSelected = selection?.pin == pin.identifier
      elements.append(
        AccessibilityElement(
          id: .pin(pin.identifier), role: .button, label: pin.identifier, value: Self.nonEmpty(pin.callout.subtitle),
          states: isSelected && interaction.state != .hidden ? .selected : [], actions: [.activate],
          frame: pin.frame.offsetBy(dx: offset.x, dy: offset.y)))
      if isSelected, let placed { elements.append(calloutElement(for: pin, placed: placed)) }
    }
    return AccessibilityTree(elements: elements, focusOrder: focusOrder, focusedElement: focus)
  }

  /// The callout that is up, as a group with its accessories.
  func calloutElement(for pin: Pin, placed: CalloutLayout) -> AccessibilityElement<ElementID> {
    let callout = interaction.callout
    let name = Self.nonEmpty(callout.title) ?? pin.identifier
    var accessories: [AccessibilityElement<ElementID>] = []
    let ends: [(CalloutAccessoryPosition, CGRect?, CalloutElement?, String)] = [
      (.leading, placed.leadingAccessoryFrame, callout.leadingAccessory, "Actions for \(name)"),
      (.trailing, placed.trailingAccessoryFrame, callout.trailingAccessory, "More about \(name)"),
    ]
    for (position, frame, element, fallback) in ends {
      guard let frame else { continue }
      accessories.append(
        AccessibilityElement(
          id: .accessory(position), role: .button, label: Self.nonEmpty(element?.accessibilityLabel) ?? fallback,
          actions: [.activate], frame: frame.offsetBy(dx: placed.frame.minX, dy: placed.frame.minY)))
    }
    return AccessibilityElement(
      id: .callout, role: .group, label: name,
      value: Self.nonEmpty(callout.subtitle), actions: [.activate, .dismiss], frame: placed.frame,
      children: accessories)
  }

  /// Performs an accessibility action: `AccessibilityAction/activate` on a pin presents its
  /// callout, on the callout clicks it and on an accessory taps it;
  /// `AccessibilityAction/dismiss` on the callout dismisses it. Actions an element does not list,
  /// and elements that are not up, do nothing.
  public mutating func perform(_ action: AccessibilityAction, on element: ElementID, time: TimeInterval) -> [Event] {
    clock.advance(to: time)
    let now = clock.now
    var events = advance(to: now)
    guard let listed = accessibilityTree.element(element), listed.actions.contains(action) else {
      returnFocusToPin()
      return events
    }
    if action == .dismiss {
      events += dismiss(time: now)
    } else {
      events += activate(element, time: now)
    }
    returnFocusToPin()
    return events
  }

  /// The string, or nil when it is nil or empty.
  static func nonEmpty(_ string: String?) -> String? {
    guard let string, !string.isEmpty else { return nil }
    return string
  }
}
