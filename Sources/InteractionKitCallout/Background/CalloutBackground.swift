public import Foundation
import InteractionKitGeometry

/// A callout's bubble as vector geometry: the body and the arrow as one closed outline, with the
/// fill, border, shadow and content mask of either style.
///
/// The callout's bounds are `size`. In the ``CalloutStyle/modern`` style the body fills them except
/// for the arrow's 13-point band, and the arrow's tip lies on the bounds' edge: at
/// `(arrowTipX, size.height)` pointing down, `(arrowTipX, 0)` pointing up. In the
/// ``CalloutStyle/classic`` style the body is inset for the drawn shadow and the tip pointing down
/// sits 10 points above the bottom edge, as the classic layout places it. Either way
/// ``arrowPoint`` is the layout's arrow point, so pass that straight in:
///
/// ```swift
/// let background = CalloutBackground(size: CGSize(width: 150, height: 57), arrowPoint: CGPoint(x: 123, y: 57))
/// background.arrowDirection    // .down
/// background.path              // the bubble's outline, in the callout's own coordinates
/// background.contentMaskPath   // clip the title, subtitle and accessories with this
/// root.sublayers += background.layers(origin: layout.frame.origin)
/// ```
///
/// The geometry of each style, its constants and colours are in ``Modern`` and ``Classic``, and
/// in the <doc:BackgroundAndBounce> article.
///
/// Documented clamps, so any input gives a valid outline:
/// - `size` is raised to the style's minimum (``Modern/minimumSize``, ``Classic/minimumSize``);
///   a NaN or infinite dimension counts as the minimum.
/// - `arrowTipX` is clamped to ``arrowTipRange(forWidth:style:)``, so the arrow never enters the
///   body's rounded corners. A NaN or infinite `arrowTipX` puts the tip at the middle.
/// - The arrow points up only for ``CalloutArrowDirection/up`` alone; every other value
///   (``CalloutArrowDirection/down``, ``CalloutArrowDirection/any``, the empty set) draws it
///   pointing down, the reference's default.
public struct CalloutBackground: Hashable, Sendable {
  /// The look: the iOS 7+ bubble or the iOS 6 one.
  public let style: CalloutStyle

  /// The callout's bounds size after the minimum-size clamp.
  public let size: CGSize

  /// Which way the arrow points: exactly ``CalloutArrowDirection/up`` or ``CalloutArrowDirection/down``.
  public let arrowDirection: CalloutArrowDirection

  /// The tip's x coordinate after the clamp to ``arrowTipRange(forWidth:style:)``.
  public let arrowTipX: CGFloat

  /// The colour scheme (modern style only; the classic bubble is always dark).
  public var appearance: Appearance

  /// Whether the bubble shows its pressed fill (modern style only; the classic drawn background
  /// of the reference has no pressed look).
  public var isHighlighted: Bool

  /// Creates the background of a callout of `size` whose arrow points in `arrowDirection` with its
  /// tip at `arrowTipX`, in the callout's own coordinates.
  ///
  /// - Parameters:
  ///   - style: Modern (the default) or classic.
  ///   - size: The callout's bounds size, arrow included (for example 150 × 57 modern, 150 × 70
  ///     classic); raised to the style's minimum size.
  ///   - arrowDirection: ``CalloutArrowDirection/up`` points up; anything else points down.
  ///   - arrowTipX: The tip's x coordinate; clamped to ``arrowTipRange(forWidth:style:)``.
  ///   - appearance: Light (the default) or dark.
  ///   - isHighlighted: Whether to use the pressed fill; default false.
  public init(
    style: CalloutStyle = .modern, size: CGSize, arrowDirection: CalloutArrowDirection, arrowTipX: CGFloat,
    appearance: Appearance = .light, isHighlighted: Bool = false
  ) {
    let size = Self.clampedSize(size, style: style)
    self.style = style
    self.size = size
    self.arrowDirection = arrowDirection == .up ? .up : .down
    self.arrowTipX = Self.clampedArrowTipX(arrowTipX, width: size.width, style: style)
    self.appearance = appearance
    self.isHighlighted = isHighlighted
  }

  /// Creates the background of a callout of `size` whose arrow tip is at `arrowPoint`, the layout's
  /// arrow point in the callout's own coordinates.
  ///
  /// As in the reference, the arrow points up when `arrowPoint.y` is less than half the height and
  /// down otherwise (also for a NaN y). Only the point's x is kept, clamped as
  /// ``init(style:size:arrowDirection:arrowTipX:appearance:isHighlighted:)`` describes; the tip's y
  /// follows from the style and the direction (see ``arrowPoint``).
  public init(
    style: CalloutStyle = .modern, size: CGSize, arrowPoint: CGPoint, appearance: Appearance = .light,
    isHighlighted: Bool = false
  ) {
    let height = Self.clampedSize(size, style: style).height
    let pointsUp = arrowPoint.y < height / 2
    self.init(
      style: style, size: size, arrowDirection: pointsUp ? .up : .down, arrowTipX: arrowPoint.x,
      appearance: appearance, isHighlighted: isHighlighted)
  }

  /// The range the tip's x is clamped to in a callout `width` points wide.
  ///
  /// - Modern: 20.5 ... `width − 20.5` (8-point corner + half the 25-point flank base), so the
  ///   flanks meet the body's edge at or beside the end of each rounded corner.
  /// - Classic: 37.5 ... `width − 37.5`, so the 27-point triangle's base stays 24 points from the
  ///   callout's ends, as in the reference's drawn background.
  ///
  /// `width` is first raised to the style's minimum width (NaN counts as the minimum), so the
  /// range is never empty.
  public static func arrowTipRange(forWidth width: CGFloat, style: CalloutStyle = .modern) -> ClosedRange<CGFloat> {
    let minimum = minimumSize(for: style).width
    let width = width.isFinite ? max(width, minimum) : minimum
    let margin = minimum / 2
    return margin...(width - margin)
  }

  /// The smallest size the style's outline supports: ``Modern/minimumSize`` or ``Classic/minimumSize``.
  public static func minimumSize(for style: CalloutStyle) -> CGSize {
    style == .modern ? Modern.minimumSize : Classic.minimumSize
  }

  /// Whether the arrow points up.
  var pointsUp: Bool { arrowDirection == .up }

  /// The tip's position in the callout's own coordinates.
  ///
  /// Modern: on the bottom edge pointing down, on the top edge pointing up. Classic: 10 points above
  /// the bottom edge pointing down (the classic layout's bottom anchor margin, room for the
  /// shadow), on the top edge pointing up.
  public var arrowPoint: CGPoint {
    guard !pointsUp else { return CGPoint(x: arrowTipX, y: 0) }
    let margin: CGFloat = style == .modern ? 0 : Classic.bottomMargin
    return CGPoint(x: arrowTipX, y: size.height - margin)
  }

  /// The body's rect: the bubble without the arrow.
  ///
  /// Modern: `(0, 0, width, height − 13)` pointing down, `(0, 13, width, height − 13)` pointing up.
  /// Classic: inset 7.5 points at each side, `height − 28` tall, its arrow-side edge 14 points from
  /// the tip (see ``Classic``).
  public var bodyRect: CGRect {
    switch style {
    case .modern:
      let top: CGFloat = pointsUp ? Modern.arrowHeight : 0
      return CGRect(x: 0, y: top, width: size.width, height: size.height - Modern.arrowHeight)
    case .classic:
      let height = size.height - Classic.verticalInsets
      let top = pointsUp ? Classic.arrowSize.height : arrowPoint.y - Classic.arrowSize.height - height
      return CGRect(x: Classic.sideInset, y: top, width: size.width - 2 * Classic.sideInset, height: height)
    }
  }

  /// `size` raised to the style's minimum size; NaN or infinite dimensions become the minimum.
  static func clampedSize(_ size: CGSize, style: CalloutStyle) -> CGSize {
    let minimum = minimumSize(for: style)
    func clamp(_ value: CGFloat, _ least: CGFloat) -> CGFloat { value.isFinite ? max(value, least) : least }
    return CGSize(width: clamp(size.width, minimum.width), height: clamp(size.height, minimum.height))
  }

  /// `x` clamped to ``arrowTipRange(forWidth:style:)``; NaN or infinite values become the middle.
  static func clampedArrowTipX(_ x: CGFloat, width: CGFloat, style: CalloutStyle) -> CGFloat {
    let range = arrowTipRange(forWidth: width, style: style)
    guard x.isFinite else { return (range.lowerBound + range.upperBound) / 2 }
    return min(max(x, range.lowerBound), range.upperBound)
  }
}
