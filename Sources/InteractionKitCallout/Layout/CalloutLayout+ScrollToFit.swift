public import Foundation
import InteractionKitGeometry

extension CalloutLayout {
  /// The offset that moves `content` (the callout and its target together) inside `area`, one axis
  /// at a time (SMCalloutView's `offsetToContainRect`, with the right and bottom edges kept).
  ///
  /// On each axis:
  ///
  /// 1. If `content` fits in `area` on that axis, the smallest move that brings it inside: positive
  ///    when it sticks out before the area's start (left or top), negative when it sticks out past the
  ///    area's end (right or bottom), zero when it is inside.
  /// 2. Otherwise, if the callout's frame `callout` fits, the smallest move that brings the frame
  ///    inside (the callout matters more than the part of the target beside it).
  /// 3. Otherwise the frame's start is aligned with the area's start, so the title shows.
  ///
  /// Overflow on all four edges is reported. (SMCalloutView 2.2.0 picked the horizontal offset
  /// with `nudgeLeft > 0 ? nudgeLeft : nudgeRight`; since the leftward nudge is never positive, a
  /// callout sticking out past the right edge reported no offset at all. This rule does not.)
  ///
  /// - Parameters:
  ///   - content: The rect to bring inside: the callout's frame united with its target.
  ///   - callout: The callout's frame, used when `content` is too large to fit.
  ///   - area: The constrained area.
  /// - Returns: The distance to move by: width horizontally, height vertically. Non-finite input
  ///   gives zero; rects reaching beyond ±`GeometryLimits.maximumCoordinate` are clamped to it
  ///   first (`GeometryLimits`), so the offset is always finite.
  public static func offset(toContain content: CGRect, keeping callout: CGRect, within area: CGRect) -> CGSize {
    guard content.isFiniteRect, callout.isFiniteRect, area.isFiniteRect else { return .zero }
    let c = content.clampedToCoordinateLimits
    let f = callout.clampedToCoordinateLimits
    let a = area.clampedToCoordinateLimits
    return CGSize(
      width: axisOffset(content: (c.minX, c.maxX), callout: (f.minX, f.maxX), area: (a.minX, a.maxX)),
      height: axisOffset(content: (c.minY, c.maxY), callout: (f.minY, f.maxY), area: (a.minY, a.maxY)))
  }

  /// One axis of ``offset(toContain:keeping:within:)``.
  static func axisOffset(
    content: (CGFloat, CGFloat), callout: (CGFloat, CGFloat), area: (CGFloat, CGFloat)
  ) -> CGFloat {
    let room = area.1 - area.0
    func nudge(_ span: (CGFloat, CGFloat)) -> CGFloat {
      if span.0 < area.0 { return area.0 - span.0 }
      if span.1 > area.1 { return area.1 - span.1 }
      return 0
    }
    if content.1 - content.0 <= room { return nudge(content) }
    if callout.1 - callout.0 <= room { return nudge(callout) }
    return area.0 - callout.0
  }

  /// The scroll-to-fit offset of a callout with `frame` pointing at `target` in `area`: the frame
  /// united with the target, outset by the style's ``CalloutMetrics/repositionMargin``.
  static func scrollOffset(frame: CGRect, target: CGRect, area: CGRect, style: CalloutStyle) -> CGSize {
    let margin = style.metrics.repositionMargin
    let content = frame.union(target.insetBy(dx: -margin, dy: -margin))
    return offset(toContain: content, keeping: frame, within: area)
  }
}

/// The callout's request to its container: scroll by ``offset`` so the callout fits, and say how
/// long that takes (the delegate's `calloutView:delayForRepositionWithSize:`).
///
/// ``CalloutInteraction`` emits it as ``CalloutInteraction/Effect/requestScroll(_:)`` and waits for
/// ``CalloutInteraction/Event/repositionDelayReturned(_:)``; the presentation begins that many
/// seconds after the present. A scroll view moves its content by the offset
/// (`contentOffset -= offset`, animated) and answers ``scrollViewDelay``; a map moves its centre by
/// the opposite of the offset; a host that cannot move answers 0.
public struct CalloutScrollRequest: Hashable, Sendable {
  /// How far to move the callout and its target: width horizontally (positive is rightward), height
  /// vertically (positive is downward).
  public var offset: CGSize

  /// The layout before the scroll; `layout.translated(by: offset)` is where it will be after.
  public var layout: CalloutLayout

  /// Creates a request for `layout`'s scroll offset (clamped to ±`GeometryLimits.maximumCoordinate`,
  /// so always finite).
  public init(layout: CalloutLayout) {
    self.offset = layout.scrollOffset.clampedToCoordinateLimits
    self.layout = layout
  }

  /// The delay a scroll view answers: 1/3 s, the duration of its animated scroll
  /// (`kSMCalloutViewRepositionDelayForUIScrollView`).
  public static let scrollViewDelay: TimeInterval = 1.0 / 3.0
}
