public import Foundation
import InteractionKitInteractiveText

extension InteractiveTextScene {
  /// The largest viewport origin: the content's height less the viewport's, or 0 when it fits.
  public var maximumScrollOffset: CGFloat {
    Swift.max(0, items.text.contentSize.height - items.text.viewport.height)
  }

  /// Where the scroll indicator is: a thumb 5 pt wide, 8 pt from the right edge, as long as the
  /// viewport's share of the content (at least 24 pt), moving 4 pt inside the top and bottom edges
  /// as the text scrolls; nil when everything fits or the scene has no room.
  public var scrollIndicatorFrame: CGRect? {
    let content = items.text.contentSize.height
    let viewport = items.text.viewport
    let size = environment.size
    guard environment.hasRoom, content > viewport.height, content > 0 else { return nil }
    let track = Swift.max(0, size.height - 8)
    let length = Swift.min(track, Swift.max(24, track * viewport.height / content))
    let progress = Swift.min(1, Swift.max(0, viewport.minY / (content - viewport.height)))
    return CGRect(x: size.width - 8, y: 4 + (track - length) * progress, width: 5, height: length)
  }

  /// How far Up and Down scroll: one line of the base font (1.2 × its size).
  var lineStep: CGFloat { style.baseAttributes.fontSize * 1.2 }

  /// How far Page Up and Page Down scroll: the viewport's height less a line, so the line at the
  /// edge stays in view, and at least half the viewport.
  var pageStep: CGFloat {
    let height = items.text.viewport.height
    return Swift.max(height / 2, height - lineStep)
  }

  /// Scrolls the viewport's top to `y`, clamped to `0 ... maximumScrollOffset`. Laying paragraphs
  /// out refines the estimated heights, so the clamp is checked again after each step (at most
  /// three times).
  mutating func scroll(toY y: CGFloat) -> [TextItemInteraction.Effect] {
    guard y.isFinite else { return [] }
    var effects: [TextItemInteraction.Effect] = []
    var target = y
    for _ in 0 ..< 3 {
      let clamped = Swift.min(maximumScrollOffset, Swift.max(0, target))
      var viewport = items.text.viewport
      guard abs(viewport.minY - clamped) > 0.001 else { break }
      viewport.origin.y = clamped
      effects += (try? items.setViewport(viewport)) ?? []
      target = items.text.viewport.minY
    }
    return effects
  }

  /// Brings the viewport back within the content when the content got shorter under it (an edit,
  /// a new width or style, estimated heights refined as paragraphs get measured).
  mutating func clampToContent() -> [TextItemInteraction.Effect] {
    let top = items.text.viewport.minY
    guard environment.hasRoom, top < 0 || top > maximumScrollOffset + 0.5 else { return [] }
    return scroll(toY: top)
  }

  /// Scrolls to the end: the last paragraphs get measured on the way, so the end is sought again
  /// until the viewport's bottom is the content's (at most four times).
  mutating func scrollToEnd() -> [TextItemInteraction.Effect] {
    var effects: [TextItemInteraction.Effect] = []
    for _ in 0 ..< 4 {
      effects += scroll(toY: maximumScrollOffset)
      if abs(items.text.viewport.minY - maximumScrollOffset) <= 0.5 { break }
    }
    return effects
  }

  /// Scrolls so the viewport sits at the document's fraction under a point of the scroll track
  /// (its top 4 pt below the scene's top, its bottom 4 pt above the bottom).
  mutating func scrub(to point: CGPoint) -> [TextItemInteraction.Effect] {
    let fraction = Swift.min(1, Swift.max(0, (point.y - 4) / Swift.max(1, environment.size.height - 8)))
    return scroll(toY: fraction * maximumScrollOffset)
  }
}
