public import Foundation
import InteractionKitGeometry

/// Where a link preview sits: the view it lifts from, the container it is presented in, the size
/// of the expanded preview card, and the lift-scale rule.
///
/// Every rect is in the container's coordinate space (the space of `UIPreviewTarget.container`).
/// The layout answers the geometric questions of the long-press sequence:
///
/// - ``targetCenter(of:wholeView:)``: where the lifted bubble is centred.
/// - ``liftScale(for:)``: how much it grows, by ``LiftScale``.
/// - ``cardCenter(for:)``: where the expanded card is centred.
///
/// ```swift
/// let layout = LinkPreviewLayout(
///   viewBounds: CGRect(x: 0, y: 100, width: 375, height: 400),
///   containerBounds: CGRect(x: 0, y: 0, width: 375, height: 812),
///   cardSize: CGSize(width: 343, height: 260))
/// layout.contentBounds   // (8, 8, 359, 796)
/// ```
public struct LinkPreviewLayout: Hashable, Sendable {
  /// The smallest distance between a presented preview and the container's edges: 8 pt on every
  /// side (`_UIContextMenuPlatformMetrics.minimumContainerInsets`).
  public static let minimumContainerInset: CGFloat = 8

  /// The bounds of the text view in the container's coordinates: the preview when no link is under
  /// the finger.
  ///
  /// Sanitized: standardized, non-finite values become 0, and a rect with an edge beyond
  /// ±`GeometryLimits.maximumCoordinate` (the engine-wide bound; such as `CGRect.infinite`)
  /// becomes `CGRect.zero`.
  public var viewBounds: CGRect {
    didSet { viewBounds = Self.sanitized(viewBounds) }
  }

  /// The bounds of the container the preview is presented in (typically the window); sanitized like
  /// ``viewBounds``.
  public var containerBounds: CGRect {
    didSet { containerBounds = Self.sanitized(containerBounds) }
  }

  /// The unscaled size of the expanded preview card (title, host and URL).
  ///
  /// Negative and non-finite dimensions become 0 and dimensions beyond
  /// `GeometryLimits.maximumCoordinate` are clamped to it (`CGSize.clampedToValid`).
  public var cardSize: CGSize {
    didSet { cardSize = cardSize.clampedToValid }
  }

  /// The rule that scales the lifted bubble; `LiftScale.iOS` unless set.
  public var liftScale: LiftScale

  /// Creates a layout; every value is sanitized as its property documents.
  ///
  /// - Parameters:
  ///   - viewBounds: The text view's bounds in container coordinates.
  ///   - containerBounds: The container's bounds.
  ///   - cardSize: The expanded preview card's unscaled size.
  ///   - liftScale: The lift-scale rule; default `LiftScale.iOS`.
  public init(viewBounds: CGRect, containerBounds: CGRect, cardSize: CGSize, liftScale: LiftScale = .iOS) {
    self.viewBounds = Self.sanitized(viewBounds)
    self.containerBounds = Self.sanitized(containerBounds)
    self.cardSize = cardSize.clampedToValid
    self.liftScale = liftScale
  }

  /// The area a presented preview must stay inside: ``containerBounds`` inset by
  /// ``minimumContainerInset`` on every side (a container too small for the insets gives a
  /// zero-size rect at its centre).
  public var contentBounds: CGRect {
    containerBounds.inset(by: EdgeInsets(all: Self.minimumContainerInset))
  }

  /// A rect safe for layout arithmetic: standardized, finite components, every edge within the
  /// coordinate limits (`GeometryLimits`); anything else becomes `CGRect.zero`.
  static func sanitized(_ rect: CGRect) -> CGRect {
    guard !rect.isNull, !rect.isInfinite else { return .zero }
    let r = rect.standardized
    func f(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
    let clean = CGRect(x: f(r.minX), y: f(r.minY), width: f(r.width), height: f(r.height))
    return clean.isWithinCoordinateLimits ? clean : .zero
  }

  /// The rects the subject's bubble hugs: a link's usable line rects, or `[viewBounds]`.
  public func bubbleRects(for subject: LinkPreviewSubject) -> [CGRect] {
    subject.bubbleRects(viewBounds: viewBounds)
  }

  /// The unscaled size of the subject's lifted bubble: the size of the union of its line rects
  /// (the region Tusker snapshots), or of ``viewBounds`` for the whole view.
  public func bubbleSize(for subject: LinkPreviewSubject) -> CGSize {
    LinkPreviewSource.bounds(of: bubbleRects(for: subject)).size
  }

  /// Where the subject's bubble is centred, at rest and while lifted: ``targetCenter(of:wholeView:)``
  /// of its line rects.
  public func targetCenter(for subject: LinkPreviewSubject) -> CGPoint {
    Self.targetCenter(of: bubbleRects(for: subject), wholeView: viewBounds)
  }

  /// The factor the subject's bubble is lifted by: ``liftScale`` applied to ``bubbleSize(for:)``
  /// within the width of ``contentBounds``.
  public func liftScale(for subject: LinkPreviewSubject) -> CGFloat {
    liftScale.scale(forPreviewSize: bubbleSize(for: subject), containerWidth: contentBounds.width)
  }

  /// Where the expanded card is centred for a subject: ``cardCenter(around:)`` its target centre.
  public func cardCenter(for subject: LinkPreviewSubject) -> CGPoint {
    cardCenter(around: targetCenter(for: subject))
  }

  /// Where the expanded card is centred: on `target`, moved the least distance that keeps the
  /// card inside ``contentBounds``.
  ///
  /// This is the first placement step of UIKit's context-menu layout without a menu (centre the
  /// preview on the target, then clamp it into the content bounds). On an axis where the card is
  /// larger than the content bounds it is centred on them. A non-finite target is replaced by the
  /// centre of the content bounds. Placing the menu beside the card is left to the host.
  public func cardCenter(around target: CGPoint) -> CGPoint {
    let content = contentBounds
    let target = target.isFinitePoint ? target : content.center
    func clamp(_ value: CGFloat, size: CGFloat, min low: CGFloat, max high: CGFloat) -> CGFloat {
      if size >= high - low { return (low + high) / 2 }
      return Swift.min(Swift.max(value, low + size / 2), high - size / 2)
    }
    return CGPoint(
      x: clamp(target.x, size: cardSize.width, min: content.minX, max: content.maxX),
      y: clamp(target.y, size: cardSize.height, min: content.minY, max: content.maxY))
  }
}
