public import Foundation
public import InteractionKitGeometry

/// A view shown with a context menu, outside the menu and the preview: a reaction bar over a
/// message, a toolbar under the menu (the private `_UIContextMenuAccessoryView`).
///
/// The accessory is described by where it attaches (``location`` and ``anchor``), by how far it is
/// moved from there (``offset``), by which drags it follows (``trackingAxis``), by the tappable
/// ``items`` inside it, by its shape and by its ``transition``. ``frame(reference:bounds:layoutDirection:)``
/// places it; ``ContextMenuPlacement`` places every accessory of a menu into
/// ``ContextMenuLayout/accessories`` so that none covers the preview, the menu or another
/// accessory, and lists those with no room in ``ContextMenuLayout/omittedAccessories``.
///
/// ```swift
/// // The Tapback bar of Messages: above the bubble, its trailing edge 3 pt inside the bubble's
/// // (the preset ``tapbackBar(identifier:items:sent:)`` builds it with its reactions).
/// let tapback = ContextMenuAccessory(
///   "tapback", size: CGSize(width: 300, height: 64), location: .preview,
///   anchor: .init(attachment: .top, alignment: .trailing), offset: CGPoint(x: -3, y: -16),
///   trackingAxis: [.x, .y], cornerRadius: 32, cornerStyle: .continuous)
///
/// // Ported from the private API: location 0, attachment 0, tracking x | y.
/// let toolbar = ContextMenuAccessory(
///   "toolbar", size: CGSize(width: 200, height: 44), location: .init(privateValue: 0) ?? .automatic,
///   anchor: .init(privateAttachment: 0) ?? .init(), trackingAxis: .init(privateValue: 3))
/// ```
///
/// The defaults are the private API's: location 0 (``Location/automatic``), attachment 0 (centre).
public struct ContextMenuAccessory: Hashable, Sendable {
  /// What the host knows an accessory by: a string literal such as `"tapback"`.
  public typealias ID = ContextMenuIdentifier<ContextMenuAccessory>

  /// What the host knows the accessory by.
  public var identifier: ID
  /// The accessory's size. NaN, infinite and negative dimensions count as 0; a size larger than the
  /// content bounds is clamped to them when placed.
  public var size: CGSize
  /// The frame the accessory attaches to.
  public var location: Location
  /// Which edge of the reference frame it attaches to, how it aligns along that edge, and the
  /// offsets along both.
  public var anchor: Anchor
  /// A final move, in left-to-right terms: its x is mirrored in right-to-left layout.
  public var offset: CGPoint
  /// The axes along which the accessory follows the preview (or the menu) while it is dragged.
  public var trackingAxis: TrackingAxis
  /// The tappable parts of the accessory (reactions in a reaction bar), in its own coordinates.
  public var items: [Item]
  /// The corner radius the accessory's background is drawn with; NaN and negative values draw
  /// square corners.
  public var cornerRadius: CGFloat
  /// The shape of the rounded corners.
  public var cornerStyle: CornerStyle
  /// How the accessory appears and disappears.
  public var transition: Transition
  /// What assistive technologies read for the accessory as a group of its items ("Reactions");
  /// the identifier's string when none is given.
  public var accessibilityLabel: String

  /// Creates an accessory.
  ///
  /// - Parameters:
  ///   - identifier: What the host knows it by.
  ///   - size: Its size.
  ///   - location: The frame it attaches to; default ``Location/automatic`` (the private location 0).
  ///   - anchor: The edge and alignment; default the centre attachment, centred (the private
  ///     attachment 0).
  ///   - offset: A final move in left-to-right terms; default none.
  ///   - trackingAxis: The axes it follows a drag along; default none.
  ///   - items: Its tappable parts; default none.
  ///   - cornerRadius: Its background's corner radius; default 0.
  ///   - cornerStyle: Its corners' shape; default continuous.
  ///   - transition: How it appears; default ``Transition/spring``.
  ///   - accessibilityLabel: What assistive technologies read for it; default (nil or empty) the
  ///     identifier's string.
  public init(
    _ identifier: ID, size: CGSize, location: Location = .automatic, anchor: Anchor = Anchor(),
    offset: CGPoint = .zero, trackingAxis: TrackingAxis = [], items: [Item] = [], cornerRadius: CGFloat = 0,
    cornerStyle: CornerStyle = .continuous, transition: Transition = .spring, accessibilityLabel: String? = nil
  ) {
    self.identifier = identifier
    self.size = size
    self.location = location
    self.anchor = anchor
    self.offset = offset
    self.trackingAxis = trackingAxis
    self.items = items
    self.cornerRadius = cornerRadius
    self.cornerStyle = cornerStyle
    self.transition = transition
    self.accessibilityLabel = accessibilityLabel.flatMap { $0.isEmpty ? nil : $0 } ?? identifier.rawValue
  }
}
