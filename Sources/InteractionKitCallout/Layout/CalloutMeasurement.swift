import Foundation
import InteractionKitGeometry
import InteractionKitTextLayout

/// The width-independent measurements of a callout's interior, in left-to-right terms (leading is
/// left): the body's height, the margins the accessories claim, and the natural sizes of the text.
///
/// Computed once per layout from the configuration, its ``CalloutMetrics`` and a text engine; the
/// size that fits and the interior frames both read it.
struct CalloutMeasurement: Sendable {
  /// Where one accessory sits relative to its end of the body.
  struct Accessory: Hashable, Sendable {
    /// The accessory's size.
    var size: CGSize
    /// From the callout's end to the accessory.
    var edgeMargin: CGFloat
    /// From the body's top to the accessory.
    var top: CGFloat
  }

  var metrics: CalloutMetrics
  /// The body's height (without the arrow).
  var bodyHeight: CGFloat
  var leading: Accessory?
  var trailing: Accessory?
  /// From the leading end to the text or content.
  var leadingMargin: CGFloat
  /// From the trailing end to the text or content.
  var trailingMargin: CGFloat
  /// A title or subtitle's natural size, and whether it is a string (strings are limited to the
  /// room the margins leave; custom views keep their width).
  struct Text: Hashable, Sendable {
    var size: CGSize
    var isString: Bool
  }

  var title: Text?
  var subtitle: Text?
  /// The content view's size and its top inset.
  var content: CGSize?
  var contentTop: CGFloat

  /// The callout's height: the body plus the arrow's area.
  var height: CGFloat { bodyHeight + metrics.arrowAreaHeight }

  /// Measures `callout`, laying its title and subtitle strings out on one line with `engine`.
  init(_ callout: Callout, engine: any TextLayoutEngine) {
    let metrics = callout.metrics
    self.metrics = metrics
    let insets = callout.contentInsets
    if let view = callout.contentView {
      content = view.size
      contentTop = insets.top
      bodyHeight = insets.top + view.size.height + insets.bottom
    } else {
      content = nil
      contentTop = 0
      bodyHeight = callout.hasSubtitle ? metrics.bodyHeightWithSubtitle : metrics.bodyHeight
    }
    title = Self.text(callout.title, view: callout.titleView, attributes: callout.effectiveTitleAttributes, engine)
    subtitle = Self.text(
      callout.subtitle, view: callout.subtitleView, attributes: callout.effectiveSubtitleAttributes, engine)
    if callout.contentView != nil {
      title = nil
      subtitle = nil
    }
    let body = bodyHeight
    let leading = callout.leadingAccessory.map { Self.accessory($0.size, bodyHeight: body, metrics: metrics) }
    let trailing = callout.trailingAccessory.map { Self.accessory($0.size, bodyHeight: body, metrics: metrics) }
    self.leading = leading
    self.trailing = trailing
    func margin(_ accessory: Accessory?, inset: CGFloat) -> CGFloat {
      if let accessory { return accessory.edgeMargin + accessory.size.width + metrics.accessoryTextGap }
      return metrics.textEdgeMargin ?? inset
    }
    leadingMargin = margin(leading, inset: insets.left)
    trailingMargin = margin(trailing, inset: insets.right)
  }

  /// An accessory centred in the accessory area (the body, or the classic 32 pt band at 8 pt); one
  /// at least as tall as the area sits at its top.
  static func accessory(_ size: CGSize, bodyHeight: CGFloat, metrics: CalloutMetrics) -> Accessory {
    let area = metrics.accessoryAreaHeight ?? bodyHeight
    let centring = size.height < area ? ((area - size.height) / 2).rounded() : 0
    let edge =
      metrics.accessoryEdgeMarginFollowsVerticalMargin
      ? Swift.min(centring, metrics.accessoryEdgeMargin) : metrics.accessoryEdgeMargin
    return Accessory(size: size, edgeMargin: edge, top: metrics.accessoryAreaTop + centring)
  }

  /// A title or subtitle: the custom view's size, or the string's one-line size with its width
  /// rounded up to whole points (as a label's `sizeThatFits` does); nil for none.
  static func text(
    _ string: String?, view: CalloutElement?, attributes: TextAttributes, _ engine: any TextLayoutEngine
  ) -> Text? {
    if let view { return Text(size: view.size, isString: false) }
    guard let string, !string.isEmpty else { return nil }
    let measured = engine.layout(AttributedText(string, attributes: attributes), in: TextContainer(width: nil)).size
    // Clamped to the engine-wide coordinate bound, so a hostile engine cannot overflow the layout.
    let size = CGSize(width: measured.width.rounded(.up), height: measured.height).clampedToValid
    return Text(size: size, isString: true)
  }

  /// The width the callout prefers when `available` points are free, before the minimum and the
  /// limit apply (SMCalloutView's `sizeThatFits` steps 1 and 2).
  func preferredWidth(available: CGFloat) -> CGFloat {
    let margins = leadingMargin + trailingMargin
    if let content { return content.width + margins }
    let room = Swift.max(0, available - margins - metrics.textWidthSlack)
    func width(_ text: Text?) -> CGFloat {
      guard let text else { return 0 }
      return text.isString ? Swift.min(text.size.width, room) : text.size.width
    }
    let textWidth = Swift.max(width(title), width(subtitle))
    if textWidth >= 0.000001 { return textWidth + margins }
    var accessories: CGFloat = 0
    for accessory in [leading, trailing].compactMap({ $0 }) {
      accessories += accessory.size.width + accessory.edgeMargin
    }
    if leading != nil, trailing != nil { accessories += metrics.betweenAccessoriesGap }
    return accessories
  }

  /// The callout's width for `available` points: the preferred width, at least the minimum, at most
  /// what is available; below the minimum the classic style takes its fallback width instead.
  func fittingWidth(available: CGFloat) -> CGFloat {
    let available = available.isNaN ? 0 : Swift.min(Swift.max(0, available), GeometryLimits.maximumCoordinate)
    if let fallback = metrics.fallbackWidth, available < metrics.minimumWidth { return fallback }
    return Swift.min(Swift.max(preferredWidth(available: available), metrics.minimumWidth), available)
  }
}
