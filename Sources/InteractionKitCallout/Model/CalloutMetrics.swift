public import Foundation

/// Every constant that sizes and places a callout, for one ``CalloutStyle``.
///
/// The values come from the reference (SMCalloutView 2.2.0: `SMCalloutView.m` for the modern
/// style, `SMClassicCalloutView.m` for the classic one); where the reference records no value the
/// property says which choice was made. All lengths are in points.
///
/// The callout's height is the body plus the arrow: ``bodyHeight`` (or
/// ``bodyHeightWithSubtitle``, or a content view plus its insets) + ``anchorHeight`` +
/// ``bottomAnchorMargin``, so 57 or 65 pt in the modern style and 70 pt in the classic one.
public struct CalloutMetrics: Hashable, Sendable {
  /// The narrowest callout: 61 (modern), 75 (classic).
  public let minimumWidth: CGFloat

  /// The width a classic callout takes when the available width is below ``minimumWidth``:
  /// 153 (the classic "give up" width); `nil` in the modern style, which then takes the available
  /// width.
  public let fallbackWidth: CGFloat?

  /// The body's height with a title only: 44 (modern); 46 (classic: its fixed 70 pt less the
  /// 14 pt arrow and the 10 pt shadow below the tip).
  public let bodyHeight: CGFloat

  /// The body's height with a subtitle: 52 (modern); 46 (classic, unchanged).
  public let bodyHeightWithSubtitle: CGFloat

  /// The arrow's height: 13 (modern `anchorHeight`), 14 (classic). When the arrow points up the
  /// whole interior moves down by this much.
  public let anchorHeight: CGFloat

  /// Room below the arrow's tip when the arrow points down: 0 (modern), 10 (classic, for its
  /// shadow: the frame ends 10 pt below the target's top edge).
  public let bottomAnchorMargin: CGFloat

  /// The smallest distance from either end of the callout to the arrow's tip: 27 (modern
  /// `anchorMargin`), 39 (classic; 37 in SMCalloutView 1.1).
  public let anchorMargin: CGFloat

  /// How far the constrained area is inset from the container (after the constrained insets):
  /// 10 (modern `COMFORTABLE_MARGIN`), 0 (classic, which keeps its margin around the target instead).
  public let constrainedMargin: CGFloat

  /// How far the target is outset when scrolling to fit: 0 (modern), 10 (classic reposition margin).
  public let repositionMargin: CGFloat

  /// The distance between the text and an end of the callout without an accessory: `nil` in the
  /// modern style (the content insets' left and right are used), 17 in the classic one.
  public let textEdgeMargin: CGFloat?

  /// The gap between an accessory and the text: 12 (modern title margin), 6 (classic).
  public let accessoryTextGap: CGFloat

  /// The distance from an end of the callout to its accessory: at most 12 in the modern style
  /// (the accessory's vertical margin when that is smaller), exactly 14 in the classic one.
  public let accessoryEdgeMargin: CGFloat

  /// Whether ``accessoryEdgeMargin`` is only a maximum and the accessory's vertical margin is used
  /// when smaller: true (modern), false (classic).
  public let accessoryEdgeMarginFollowsVerticalMargin: Bool

  /// The top of the area accessories are centred in, below the body's top: 0 (modern), 8 (classic).
  public let accessoryAreaTop: CGFloat

  /// The height of the area accessories are centred in: `nil` for the body's height (modern),
  /// 32 (classic). An accessory at least this tall sits at the area's top.
  public let accessoryAreaHeight: CGFloat?

  /// The gap between two accessories without any text: 7 (modern; the classic value is not
  /// recorded, so the same 7 is used).
  public let betweenAccessoriesGap: CGFloat

  /// How much narrower than the room left by the margins the text may be: 1 (modern; the same
  /// slack is used for the classic style, whose value is not recorded).
  public let textWidthSlack: CGFloat

  /// The title's top in the body without a subtitle: 11 (both styles).
  public let titleTop: CGFloat

  /// The title's top in the body with a subtitle: 4 (modern), 3 (classic).
  public let titleTopWithSubtitle: CGFloat

  /// The height of a title string: 21 (modern), 22 (classic).
  public let titleHeight: CGFloat

  /// The subtitle's top in the body: 28 (modern), 25 (classic).
  public let subtitleTop: CGFloat

  /// The height of a subtitle string: 15 (modern), 16 (classic).
  public let subtitleHeight: CGFloat

  /// The radius of the body's corners, for hit testing: 8 (modern), 6 (classic drawn background).
  public let bodyCornerRadius: CGFloat

  /// The width of the arrow's base, for hit testing: 39 (modern arrow image), 27 (classic drawn
  /// background).
  public let arrowWidth: CGFloat

  /// Whether a touch anywhere on the bubble counts as a tap on the body: true for the modern style
  /// (a full-bounds button); false for the classic one, where only the title, subtitle, content
  /// and accessories take touches and the rest passes through.
  public let bodyTakesTouchesEverywhere: Bool

  /// The iOS 7+ constants (`SMCalloutView.m` lines 18–29 and 673).
  public static let modern = CalloutMetrics(
    minimumWidth: 61, fallbackWidth: nil, bodyHeight: 44, bodyHeightWithSubtitle: 52, anchorHeight: 13,
    bottomAnchorMargin: 0, anchorMargin: 27, constrainedMargin: 10, repositionMargin: 0, textEdgeMargin: nil,
    accessoryTextGap: 12, accessoryEdgeMargin: 12, accessoryEdgeMarginFollowsVerticalMargin: true, accessoryAreaTop: 0,
    accessoryAreaHeight: nil, betweenAccessoriesGap: 7, textWidthSlack: 1, titleTop: 11, titleTopWithSubtitle: 4,
    titleHeight: 21, subtitleTop: 28, subtitleHeight: 15, bodyCornerRadius: 8, arrowWidth: 39,
    bodyTakesTouchesEverywhere: true)

  /// The iOS 6 constants (`SMClassicCalloutView.m` lines 19–42).
  public static let classic = CalloutMetrics(
    minimumWidth: 75, fallbackWidth: 153, bodyHeight: 46, bodyHeightWithSubtitle: 46, anchorHeight: 14,
    bottomAnchorMargin: 10, anchorMargin: 39, constrainedMargin: 0, repositionMargin: 10, textEdgeMargin: 17,
    accessoryTextGap: 6, accessoryEdgeMargin: 14, accessoryEdgeMarginFollowsVerticalMargin: false, accessoryAreaTop: 8,
    accessoryAreaHeight: 32, betweenAccessoriesGap: 7, textWidthSlack: 1, titleTop: 11, titleTopWithSubtitle: 3,
    titleHeight: 22, subtitleTop: 25, subtitleHeight: 16, bodyCornerRadius: 6, arrowWidth: 27,
    bodyTakesTouchesEverywhere: false)

  /// The arrow's share of the callout's height: ``anchorHeight`` + ``bottomAnchorMargin``
  /// (13 modern, 24 classic).
  public var arrowAreaHeight: CGFloat { anchorHeight + bottomAnchorMargin }
}
