public import Foundation
public import InteractionKitContextMenu
public import InteractionKitMotion

/// One animated step of a link preview: the context menu's transition (`ContextMenuTransition`)
/// with the link it animates.
///
/// ```swift
/// if case .lift(let lift) = effect {
///   lift.sample(at: lift.beginTime)   // exactly lift.from
///   lift.subject                      // .link(…) or .wholeView
/// }
/// ```
public struct LinkPreviewTransition: Equatable, Sendable {
  /// Which step of the sequence a transition animates: the context menu's steps, where
  /// `ContextMenuTransition/Kind/expand` morphs the bubble into the card.
  public typealias Kind = ContextMenuTransition.Kind

  /// The context menu's transition.
  public let base: ContextMenuTransition

  /// What is being previewed, as it was when the transition began.
  public let subject: LinkPreviewSubject

  /// Wraps a context menu's transition with the link it animates.
  public init(_ base: ContextMenuTransition, subject: LinkPreviewSubject) {
    self.base = base
    self.subject = subject
  }

  /// The step this transition animates.
  public var kind: Kind { base.kind }

  /// The rects the bubble hugs during this transition, in the container's coordinates.
  public var lineRects: [CGRect] { base.lineRects }

  /// The animation of the presentation.
  public var animation: Animation<LinkPreviewPresentation> { base.animation }

  /// The absolute time at which the transition starts.
  public var beginTime: TimeInterval { base.beginTime }

  /// The absolute time at which the transition ends.
  public var endTime: TimeInterval { base.endTime }

  /// The seconds from ``beginTime`` to ``endTime``.
  public var duration: TimeInterval { base.duration }

  /// The presentation at ``beginTime``.
  public var from: LinkPreviewPresentation { base.from }

  /// The presentation at and after ``endTime``.
  public var to: LinkPreviewPresentation { base.to }

  /// The presentation at absolute `time` seconds (`ContextMenuTransition/sample(at:)`).
  public func sample(at time: TimeInterval) -> LinkPreviewPresentation { base.sample(at: time) }

  /// Whether the transition has ended at `time`.
  public func isFinished(at time: TimeInterval) -> Bool { base.isFinished(at: time) }
}
