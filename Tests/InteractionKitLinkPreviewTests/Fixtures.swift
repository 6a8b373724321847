import Foundation
import InteractionKitLinkPreview
import InteractionKitTestSupport

/// Shared geometry: a 375 × 400 text view at y 100 in a 375 × 812 window, a 343 × 260 card, and a
/// link wrapped over two lines (x 100…250 on the first line, 0…60 on the second).
enum Fixture {
  static let viewBounds = CGRect(x: 0, y: 100, width: 375, height: 400)
  static let containerBounds = CGRect(x: 0, y: 0, width: 375, height: 812)
  static let cardSize = CGSize(width: 343, height: 260)
  static let layout = LinkPreviewLayout(viewBounds: viewBounds, containerBounds: containerBounds, cardSize: cardSize)

  static let linkRects = [CGRect(x: 100, y: 120, width: 150, height: 20), CGRect(x: 0, y: 140, width: 60, height: 20)]
  static let link = LinkPreviewSource(id: 1, range: NSRange(location: 10, length: 20), lineRects: linkRects)
  /// The link after the text scrolled up by 50 pt.
  static let scrolledLink = LinkPreviewSource(
    id: 1, range: NSRange(location: 10, length: 20), lineRects: linkRects.map { $0.offsetBy(dx: 0, dy: -50) })
  static let otherLink = LinkPreviewSource(
    id: 2, range: NSRange(location: 40, length: 5), lineRects: [CGRect(x: 10, y: 300, width: 40, height: 20)])

  /// The link's target centre: x from 0…250, y from 120…160.
  static let linkCenter = CGPoint(x: 125, y: 140)
  /// The link's bubble, 250 × 40, lifts by (26 + 250) / 250.
  static let linkLiftScale: CGFloat = 276.0 / 250.0
  /// Where a press on the link goes down.
  static let touchPoint = CGPoint(x: 120, y: 130)

  static func interaction(timing: LinkPreviewTiming = .phone) -> LinkPreviewInteraction {
    LinkPreviewInteraction(timing: timing, layout: layout, engine: FixedAdvanceTextEngine())
  }
}

/// The effect's case, without its payload, for compact expectations.
enum EffectTag: String, Hashable, CustomStringConvertible {
  case begin, cancel, lift, expand, menu, menuEffect, toSource, fadeOut, finished
  var description: String { rawValue }
}

extension LinkPreviewInteraction.Effect {
  var tag: EffectTag {
    switch self {
    case .beginPressEffect: .begin
    case .cancelPressEffect: .cancel
    case .lift: .lift
    case .expandToPreview: .expand
    case .presentMenu: .menu
    case .menu: .menuEffect
    case .dismissToSource: .toSource
    case .fadeOut: .fadeOut
    case .finished: .finished
    }
  }
}

extension Array where Element == LinkPreviewInteraction.Effect {
  var tags: [EffectTag] { map(\.tag) }
}

extension LinkPreviewInteraction {
  /// Presses the fixture link at time 0 and runs to the presented state; returns the lift's end.
  @discardableResult
  mutating func presentLink(_ source: LinkPreviewSource = Fixture.link) -> TimeInterval {
    handle(.touchDown(Fixture.touchPoint, time: 0, hit: source))
    handle(.time(0.4))
    let liftEnd = transition?.endTime ?? 0
    handle(.time(liftEnd))
    return liftEnd
  }
}
