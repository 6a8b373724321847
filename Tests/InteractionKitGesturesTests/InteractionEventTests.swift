import Foundation
import InteractionKitGestures
import Testing

/// The shared vocabulary: each event's time and point, and the constructors a machine's own event
/// type gets from ``InteractionEventConvertible``.
@Suite struct InteractionEventTests {
  /// A machine's event type: the shared events plus one of its own.
  enum ProbeEvent: Hashable, InteractionEventConvertible {
    case gesture(InteractionEvent)
    case own(Int)
  }

  static let p = CGPoint(x: 3, y: 4)

  @Test func timesAndPoints() {
    let p = Self.p
    let expectations: [(InteractionEvent, TimeInterval?, CGPoint?)] = [
      (.time(1), 1, nil),
      (.touchDown(p, time: 2), 2, p),
      (.touchMoved(p, time: 3), 3, p),
      (.touchUp(p, time: 4), 4, p),
      (.touchCancelled(p, time: 5), 5, p),
      (.dismiss(time: 6), 6, nil),
      (.dismiss(time: 7, animated: false), 7, nil),
      (.transitionFinished, nil, nil),
    ]
    for (event, time, point) in expectations {
      #expect(event.time == time, "\(event)")
      #expect(event.point == point, "\(event)")
    }
  }

  @Test func nonFiniteValuesAreCarriedAsGiven() {
    let event = InteractionEvent.touchDown(CGPoint(x: CGFloat.nan, y: 1), time: .infinity)
    #expect(event.time == .infinity)
    #expect(event.point?.x.isNaN == true)
    #expect(InteractionEvent.time(.nan).time?.isNaN == true)
  }

  @Test func dismissIsAnimatedByDefault() {
    #expect(InteractionEvent.dismiss(time: 1) == .dismiss(time: 1, animated: true))
    #expect(InteractionEvent.dismiss(time: 1) != .dismiss(time: 1, animated: false))
  }

  @Test func convertibleConstructorsWrapTheSharedEvents() {
    let p = Self.p
    #expect(ProbeEvent.time(1) == .gesture(.time(1)))
    #expect(ProbeEvent.touchDown(p, time: 2) == .gesture(.touchDown(p, time: 2)))
    #expect(ProbeEvent.touchMoved(p, time: 3) == .gesture(.touchMoved(p, time: 3)))
    #expect(ProbeEvent.touchUp(p, time: 4) == .gesture(.touchUp(p, time: 4)))
    #expect(ProbeEvent.touchCancelled(p, time: 5) == .gesture(.touchCancelled(p, time: 5)))
    #expect(ProbeEvent.dismiss(time: 6) == .gesture(.dismiss(time: 6, animated: true)))
    #expect(ProbeEvent.dismiss(time: 7, animated: false) == .gesture(.dismiss(time: 7, animated: false)))
    #expect(ProbeEvent.transitionFinished == .gesture(.transitionFinished))
    #expect(ProbeEvent.time(1) != .own(1))
  }
}
