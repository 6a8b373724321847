public import Foundation
public import InteractionKitGeometry

/// A placed accessory: its identifier and frame in the container's coordinates, with what it needs
/// to follow a drag and to hit-test its items.
public struct ContextMenuAccessoryLayout: Hashable, Sendable {
  /// The accessory's identifier.
  public var identifier: ContextMenuAccessory.ID
  /// Its resting frame, in the container's coordinates.
  public var frame: CGRect
  /// The axes it follows a drag along.
  public var trackingAxis: ContextMenuAccessory.TrackingAxis
  /// Its tappable items, in its own coordinates as they are shown: right to left, mirrored inside
  /// the accessory (see ``init(_:frame:layoutDirection:)``).
  public var items: [ContextMenuAccessory.Item]
  /// The corner radius its background is drawn with (0 for NaN or negative radii).
  public var cornerRadius: CGFloat
  /// The shape of its rounded corners.
  public var cornerStyle: CornerStyle
  /// How it appears and disappears.
  public var transition: ContextMenuAccessory.Transition

  /// Creates a placed accessory.
  ///
  /// - Parameters:
  ///   - identifier: The accessory's identifier.
  ///   - frame: Its resting frame.
  ///   - trackingAxis: The axes it follows a drag along.
  ///   - items: Its tappable items.
  ///   - cornerRadius: Its background's corner radius; default 0.
  ///   - cornerStyle: Its corners' shape; default continuous.
  ///   - transition: How it appears; default ``ContextMenuAccessory/Transition/spring``.
  public init(
    identifier: ContextMenuAccessory.ID, frame: CGRect, trackingAxis: ContextMenuAccessory.TrackingAxis = [],
    items: [ContextMenuAccessory.Item] = [], cornerRadius: CGFloat = 0, cornerStyle: CornerStyle = .continuous,
    transition: ContextMenuAccessory.Transition = .spring
  ) {
    self.identifier = identifier
    self.frame = frame
    self.trackingAxis = trackingAxis
    self.items = items
    self.cornerRadius = cornerRadius.isFinite ? Swift.max(0, cornerRadius) : 0
    self.cornerStyle = cornerStyle
    self.transition = transition
  }

  /// `accessory` placed at `frame` (its identifier, tracking, items, shape and transition).
  ///
  /// The accessory's items are given in left-to-right order (``ContextMenuAccessory/Item/frame``).
  /// In ``ContextMenuLayoutDirection/rightToLeft`` each is mirrored inside the placed frame: an item
  /// at x with width w is shown at `frame.width − x − w` (its y and size unchanged), so the first
  /// item is on the right, and hit testing (``item(at:dragTranslation:)``) finds it there.
  ///
  /// - Parameters:
  ///   - accessory: The accessory.
  ///   - frame: Where it is placed, in the container's coordinates.
  ///   - layoutDirection: The container's direction; default left to right (items as given).
  public init(
    _ accessory: ContextMenuAccessory, frame: CGRect, layoutDirection: ContextMenuLayoutDirection = .leftToRight
  ) {
    let items =
      layoutDirection == .rightToLeft
      ? accessory.items.map { Self.mirrored($0, width: frame.width) } : accessory.items
    self.init(
      identifier: accessory.identifier, frame: frame, trackingAxis: accessory.trackingAxis, items: items,
      cornerRadius: accessory.cornerRadius, cornerStyle: accessory.cornerStyle, transition: accessory.transition)
  }

  /// `item` mirrored inside an accessory `width` wide (a non-finite width or frame leaves it as it is).
  static func mirrored(_ item: ContextMenuAccessory.Item, width: CGFloat) -> ContextMenuAccessory.Item {
    guard width.isFinite, item.frame.isFiniteRect else { return item }
    let frame = item.frame.standardized
    var mirrored = item
    mirrored.frame = CGRect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
    return mirrored
  }

  /// The frame while the preview (or the menu) is dragged by `dragTranslation`: moved along the
  /// tracked axes only (non-finite components count as 0).
  public func frame(dragTranslation: CGSize) -> CGRect {
    ContextMenuAccessory.tracked(frame, axes: trackingAxis, dragTranslation: dragTranslation)
  }

  /// The identifier of the item under `point` (in the container's coordinates), or nil; with
  /// overlapping items the last one wins, as the frontmost. An item with a non-finite frame is
  /// never hit.
  ///
  /// - Parameters:
  ///   - point: The touch, in the container's coordinates; a non-finite point hits nothing.
  ///   - dragTranslation: The current drag of the preview (or the menu); default none.
  public func item(at point: CGPoint, dragTranslation: CGSize = .zero) -> ContextMenuAccessory.Item.ID? {
    guard point.x.isFinite, point.y.isFinite else { return nil }
    let frame = frame(dragTranslation: dragTranslation)
    guard frame.contains(point) else { return nil }
    let local = CGPoint(x: point.x - frame.minX, y: point.y - frame.minY)
    return items.last { $0.frame.isFiniteRect && $0.frame.standardized.contains(local) }?.identifier
  }
}
