import Foundation
import InteractionKitGestures
import Testing

/// The press timeline, exactly: the press effect at 0.15 s, the long press at 0.4 s (0.325 s on
/// iPad), 44 pt of allowed movement, cancels with and without the press effect.
@Suite struct PressTimelineTests {
  static let origin = CGPoint(x: 100, y: 200)

  @Test func pressEffectThenLongPressOnPhone() {
    var press = PressTimeline()
    #expect(press.phase == .idle)
    #expect(press.nextDeadline == nil)
    let began = press.touchDown(at: Self.origin, time: 0)
    #expect(began)
    #expect(press.phase == .pressing(since: 0))
    #expect(press.isPressing)
    #expect(press.origin == Self.origin)
    #expect(press.downTime == 0)
    #expect(press.nextDeadline == 0.15)
    #expect(press.step(at: 0.15) == .beginPressEffect(at: 0.15))
    #expect(press.phase == .pressEffect(since: 0.15))
    #expect(press.nextDeadline == 0.4)
    #expect(press.step(at: 0.4) == .recognize(at: 0.4))
    #expect(press.phase == .recognized(since: 0.4))
    #expect(!press.isPressing)
    #expect(press.nextDeadline == nil)
    #expect(press.step(at: 1) == nil)
  }

  @Test func longPressOnPad() {
    var press = PressTimeline(timing: .pad)
    press.touchDown(at: Self.origin, time: 2)
    #expect(press.nextDeadline == 2.15)
    #expect(press.step(at: 2.15) == .beginPressEffect(at: 2.15))
    #expect(press.nextDeadline == 2 + 0.325)
    #expect(press.step(at: 2 + 0.325) == .recognize(at: 2 + 0.325))
  }

  @Test func exactlyTheAllowableMovementIsAllowed() {
    var press = PressTimeline()
    press.touchDown(at: Self.origin, time: 0)
    #expect(press.touchMoved(to: CGPoint(x: 144, y: 200), time: 0.05) == nil)
    #expect(press.touchMoved(to: CGPoint(x: 100, y: 156), time: 0.06) == nil)
    #expect(!press.exceedsAllowableMovement(CGPoint(x: 56, y: 200)))
    #expect(press.isPressing)
    #expect(press.touchMoved(to: CGPoint(x: 144.0001, y: 200), time: 0.1) == .cancel(at: 0.1, hadPressEffect: false))
    #expect(press.phase == .idle)
    #expect(press.nextDeadline == nil)
  }

  @Test func movementIsMeasuredFromTheTouchDownPoint() {
    var press = PressTimeline()
    press.touchDown(at: Self.origin, time: 0)
    // Small steps that add up to more than 44 pt cancel once the distance from the origin does.
    for x in stride(from: 110.0, through: 140, by: 10) {
      #expect(press.touchMoved(to: CGPoint(x: x, y: 200), time: 0.01) == nil)
    }
    #expect(press.touchMoved(to: CGPoint(x: 150, y: 200), time: 0.02) == .cancel(at: 0.02, hadPressEffect: false))
  }

  @Test func cancelWithThePressEffect() {
    var press = PressTimeline()
    press.touchDown(at: Self.origin, time: 0)
    _ = press.step(at: 0.15)
    #expect(press.touchMoved(to: CGPoint(x: 100, y: 250), time: 0.2) == .cancel(at: 0.2, hadPressEffect: true))
    #expect(press.phase == .idle)
  }

  @Test func liftingEarlyCancels() {
    var before = PressTimeline()
    before.touchDown(at: Self.origin, time: 0)
    #expect(before.touchEnded(at: 0.1) == .cancel(at: 0.1, hadPressEffect: false))
    #expect(before.phase == .idle)

    var during = PressTimeline()
    during.touchDown(at: Self.origin, time: 0)
    _ = during.step(at: 0.15)
    #expect(during.touchEnded(at: 0.3) == .cancel(at: 0.3, hadPressEffect: true))
    #expect(during.phase == .idle)
  }

  @Test func touchUpAfterRecognitionOnlyEndsThePress() {
    var press = PressTimeline()
    press.touchDown(at: Self.origin, time: 0)
    _ = press.step(at: 0.15)
    _ = press.step(at: 0.4)
    // Moving far after the long press cancels nothing.
    #expect(press.touchMoved(to: CGPoint(x: 500, y: 500), time: 0.5) == nil)
    #expect(press.phase == .recognized(since: 0.4))
    #expect(press.touchEnded(at: 0.6) == nil)
    #expect(press.phase == .idle)
    #expect(press.touchEnded(at: 0.7) == nil)
  }

  @Test func nonFiniteInputIsIgnored() {
    var press = PressTimeline()
    let nanPointBegan = press.touchDown(at: CGPoint(x: CGFloat.nan, y: 0), time: 0)
    #expect(!nanPointBegan)
    let infinitePointBegan = press.touchDown(at: CGPoint(x: 0, y: CGFloat.infinity), time: 0)
    #expect(!infinitePointBegan)
    let nanTimeBegan = press.touchDown(at: Self.origin, time: .nan)
    #expect(!nanTimeBegan)
    #expect(press.phase == .idle)
    let finiteBegan = press.touchDown(at: Self.origin, time: 0)
    #expect(finiteBegan)
    #expect(press.touchMoved(to: CGPoint(x: CGFloat.nan, y: 200), time: 0.1) == nil)
    #expect(press.touchMoved(to: CGPoint(x: CGFloat.infinity, y: 200), time: 0.1) == nil)
    #expect(press.phase == .pressing(since: 0))
  }

  @Test func aSecondTouchDownWhilePressingIsIgnored() {
    var press = PressTimeline()
    press.touchDown(at: Self.origin, time: 0)
    let secondBegan = press.touchDown(at: CGPoint(x: 0, y: 0), time: 0.1)
    #expect(!secondBegan)
    #expect(press.origin == Self.origin)
    #expect(press.downTime == 0)
    // After recognition a new press may start.
    _ = press.step(at: 0.15)
    _ = press.step(at: 0.4)
    let nextBegan = press.touchDown(at: CGPoint(x: 1, y: 1), time: 1)
    #expect(nextBegan)
    #expect(press.phase == .pressing(since: 1))
  }

  @Test func aPressDelayLongerThanTheDurationMeetsTheLongPress() {
    var press = PressTimeline(timing: PressTiming(minimumPressDelay: 1, longPressDuration: 0.4))
    press.touchDown(at: Self.origin, time: 0)
    #expect(press.nextDeadline == 0.4)
    #expect(press.step(at: 0.4) == .beginPressEffect(at: 0.4))
    #expect(press.nextDeadline == 0.4)
    #expect(press.step(at: 0.4) == .recognize(at: 0.4))
  }

  @Test func resetReturnsToIdleWithoutAStep() {
    var press = PressTimeline()
    press.touchDown(at: Self.origin, time: 0)
    _ = press.step(at: 0.15)
    press.reset()
    #expect(press.phase == .idle)
    #expect(press.nextDeadline == nil)
    #expect(press.touchEnded(at: 1) == nil)
    #expect(press.step(at: 1) == nil)
  }
}
