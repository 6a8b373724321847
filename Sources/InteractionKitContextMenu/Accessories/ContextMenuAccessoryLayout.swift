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
  /// Its tappable items, in its own coordinates.
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
  public init(_ accessory: ContextMenuAccessory, frame: CGRect) {
    self.init(
      identifier: accessory.identifier, frame: frame, trackingAxis: accessory.trackingAxis, items: accessory.items,
      cornerRadius: accessory.cornerRadius, cornerStyle: accessory.cornerStyle, transition: accessory.transition)
  }

  /// The frame while the preview (or the menu) is dragged by `dragTranslation`: moved along the
  /// tracked axes only (non-finite components count as 0).
  public func frame(dragTranslation: CGSize) -> CGRect {
    ContextMenuAccessory.tracked(frame, axes: trackingAxis, dragTranslation: dragTranslation)
  }

  /// The identifier of the item under `point` (in the container's coordinates), or nil; with
  /// overlapping items the last one wins, as the frontmost.
  ///
  /// - Parameters:
  ///   - point: The touch, in the container's coordinates; a non-finite point hits nothing.
  ///   - dragTranslation: The current drag of the preview (or the menu); default none.
  public func item(at point: CGPoint, dragTranslation: CGSize = .zero) -> ContextMenuAccessory.Item.ID? {
    guard point.x.isFinite, point.y.isFinite else { return nil }
    let frame = frame(dragTranslation: dragTranslation)
    guard frame.contains(point) else { return nil }
    let local = CGPoint(x: point.x - frame.minX, y: point.y - frame.minY)
    return items.last { $0.frame.standardized.contains(local) }?.identifier
  }
}
