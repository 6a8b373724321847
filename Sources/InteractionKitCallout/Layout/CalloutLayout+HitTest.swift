public import Foundation
public import InteractionKitGeometry

/// One of a callout's two accessories.
public enum CalloutAccessoryPosition: String, Hashable, Sendable, Codable, CaseIterable {
  /// The accessory at the leading end (`leftAccessoryView` in left-to-right layout).
  case leading
  /// The accessory at the trailing end (`rightAccessoryView` in left-to-right layout).
  case trailing
}

/// What a point hits on a laid-out callout.
public enum CalloutHit: Hashable, Sendable {
  /// The callout's body: a tap here is a click on the callout.
  case body
  /// An accessory, which handles its own taps.
  case accessory(CalloutAccessoryPosition)
  /// Nothing of the callout: the touch belongs to the container.
  case outside
}

extension CalloutLayout {
  /// What `point`, in the container's coordinates, hits.
  ///
  /// Only the bubble takes touches: a point outside the outline of body and arrow
  /// (``bubbleOutline``: ``CalloutBackground/path``, or a custom background's
  /// ``CalloutBackgroundDrawing/path(for:)``), such as the empty corners beside the arrow, is
  /// ``CalloutHit/outside``, so taps there reach the container (a full-bounds button that ate
  /// them was a long-standing complaint about SMCalloutView inside maps). Inside the bubble:
  ///
  /// 1. An accessory's frame hits that accessory.
  /// 2. Modern style: anything else hits the ``CalloutHit/body``.
  /// 3. Classic style: only the title, subtitle and content frames hit the body (the classic
  ///    callout's `pointInside`); the rest of the bubble is ``CalloutHit/outside``.
  ///
  /// Frames contain their minimum edges and not their maximum ones, as `CGRect.contains` does.
  /// A non-finite point hits nothing, and so does any point of a layout whose frame is not finite
  /// (a layout keeps its geometry within `GeometryLimits`, so that cannot happen).
  public func hitTest(_ point: CGPoint) -> CalloutHit {
    guard point.isFinitePoint, frame.isFiniteRect, frame.contains(point) else { return .outside }
    let local = CGPoint(x: point.x - frame.minX, y: point.y - frame.minY)
    guard bubbleOutline.contains(local) else { return .outside }
    if let leadingAccessoryFrame, leadingAccessoryFrame.contains(local) { return .accessory(.leading) }
    if let trailingAccessoryFrame, trailingAccessoryFrame.contains(local) { return .accessory(.trailing) }
    if style.metrics.bodyTakesTouchesEverywhere { return .body }
    let textFrames = [titleFrame, subtitleFrame, contentFrame].compactMap { $0 }
    return textFrames.contains { $0.contains(local) } ? .body : .outside
  }

  /// The bubble's outline in the callout's coordinates: the path of ``effectiveBackground`` (the
  /// built-in background of this layout's style, size and arrow point, or the custom one).
  public var bubbleOutline: Path {
    effectiveBackground.path(for: CalloutBackgroundContext(layout: self))
  }
}
