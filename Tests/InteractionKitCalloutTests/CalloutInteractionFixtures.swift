import Foundation
import InteractionKitCallout
import InteractionKitGeometry

/// Targets and interactions for the state-machine tests, in the reference's 320 × 480 container.
enum CalloutInteractionFixture {
  typealias F = CalloutLayoutFixture

  /// A target in the middle: the 150 × 57 callout fits, at (85, 143); tip (160, 200).
  static let fitting = CGRect(x: 150, y: 200, width: 20, height: 40)
  /// The reference's row 1: the callout sticks out on the right, offset (−17, 0).
  static let nearRightEdge = CGRect(x: 290, y: 200, width: 20, height: 40)
  static let container = F.container

  /// Where a tap lands on the body of the callout at ``fitting``: (85 + 75, 143 + 20).
  static let onBody = CGPoint(x: 160, y: 163)
  /// Where a tap lands on the trailing accessory of ``withAccessory()`` at ``fitting``: the
  /// accessory covers (219…239, 155…175).
  static let onTrailingAccessory = CGPoint(x: 229, y: 165)
  /// A point far from the callout.
  static let elsewhere = CGPoint(x: 20, y: 400)

  static func interaction(_ callout: Callout = F.callout()) -> CalloutInteraction {
    CalloutInteraction(callout: callout, engine: F.engine)
  }

  /// A callout with a 20 × 20 trailing accessory (margin 12 + 20 + 12): 12 + 126 + 44 = 182 wide,
  /// at x = 160 − 91 = 69, so the accessory covers x 69 + 150 … 69 + 170 and y 143 + 12 … 143 + 32.
  static func withAccessory() -> Callout {
    var callout = F.callout()
    callout.trailingAccessory = CalloutElement(size: CGSize(width: 20, height: 20))
    return callout
  }

  static func present(_ target: CGRect = fitting, at time: TimeInterval = 0, animated: Bool = true)
    -> CalloutInteraction.Event
  {
    .present(target: target, container: container, time: time, animated: animated)
  }

  /// An interaction that presented at ``fitting`` at 0 and is shown since 0.23.
  static func shown(_ callout: Callout = F.callout()) -> CalloutInteraction {
    var interaction = interaction(callout)
    interaction.handle(present())
    interaction.handle(.time(1))
    return interaction
  }
}

/// The effect's case without its payload, for compact expectations.
enum CalloutEffectTag: Hashable, CustomStringConvertible {
  case scroll, present, appear, dismiss, disappear, highlight(Bool), clicked, accessory(CalloutAccessoryPosition)
  case passThrough

  var description: String {
    switch self {
    case .scroll: "scroll"
    case .present: "present"
    case .appear: "appear"
    case .dismiss: "dismiss"
    case .disappear: "disappear"
    case .highlight(let on): "highlight(\(on))"
    case .clicked: "clicked"
    case .accessory(let position): "accessory(\(position))"
    case .passThrough: "passThrough"
    }
  }
}

extension CalloutInteraction.Effect {
  var tag: CalloutEffectTag {
    switch self {
    case .requestScroll: .scroll
    case .beginPresent: .present
    case .didAppear: .appear
    case .beginDismiss: .dismiss
    case .didDisappear: .disappear
    case .setHighlighted(let on): .highlight(on)
    case .clicked: .clicked
    case .accessoryTapped(let position): .accessory(position)
    case .passThrough: .passThrough
    }
  }

  /// The transition of a present or dismiss effect.
  var transition: CalloutTransition? {
    switch self {
    case .beginPresent(let t), .beginDismiss(let t): t
    default: nil
    }
  }
}

extension Array where Element == CalloutInteraction.Effect {
  var tags: [CalloutEffectTag] { map(\.tag) }
}
