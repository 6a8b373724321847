import Foundation

/// The frames inside a callout of a given width: the accessories at the ends, the title and
/// subtitle (or the content view) between them.
///
/// Frames are computed left to right (leading at the left), moved down by `shift` when the arrow
/// points up, mirrored for right-to-left layout, and their edges rounded to the pixel grid.
struct CalloutInterior: Hashable, Sendable {
  var leadingAccessory: CGRect?
  var trailingAccessory: CGRect?
  var title: CGRect?
  var subtitle: CGRect?
  var content: CGRect?

  init(
    measurement m: CalloutMeasurement, width: CGFloat, shift: CGFloat, direction: CalloutLayoutDirection,
    grid: PixelGrid
  ) {
    let metrics = m.metrics
    func place(_ rect: CGRect) -> CGRect {
      var r = rect.offsetBy(dx: 0, dy: shift)
      if direction == .rightToLeft { r.origin.x = width - r.maxX }
      return grid.nearest(r)
    }
    leadingAccessory = m.leading.map {
      place(CGRect(origin: CGPoint(x: $0.edgeMargin, y: $0.top), size: $0.size))
    }
    trailingAccessory = m.trailing.map {
      place(CGRect(origin: CGPoint(x: width - $0.edgeMargin - $0.size.width, y: $0.top), size: $0.size))
    }
    let textWidth = Swift.max(0, width - m.leadingMargin - m.trailingMargin)
    title = m.title.map {
      let top = m.subtitle == nil ? metrics.titleTop : metrics.titleTopWithSubtitle
      let height = $0.isString ? metrics.titleHeight : $0.size.height
      return place(CGRect(x: m.leadingMargin, y: top, width: textWidth, height: height))
    }
    subtitle = m.subtitle.map {
      let height = $0.isString ? metrics.subtitleHeight : $0.size.height
      return place(CGRect(x: m.leadingMargin, y: metrics.subtitleTop, width: textWidth, height: height))
    }
    content = m.content.map { place(CGRect(origin: CGPoint(x: m.leadingMargin, y: m.contentTop), size: $0)) }
  }
}
