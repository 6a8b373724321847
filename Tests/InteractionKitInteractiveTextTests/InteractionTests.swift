import Foundation
import InteractionKitGestures
import InteractionKitInteractiveText
import InteractionKitTextTokens
import Testing

/// A target with two tokens: A at x 0…40 and B at x 100…140, both on y 0…20.
struct TwoTokens: InteractiveTextTarget {
  static let a = Token(kind: .mention, range: NSRange(location: 0, length: 4), text: "@ann", value: .mention(username: "ann", domain: nil))
  static let b = Token(kind: .hashtag, range: NSRange(location: 10, length: 4), text: "#bee", value: .hashtag(normalized: "bee"))
  var tokens: [(Token, CGRect)] = [(a, CGRect(x: 0, y: 0, width: 40, height: 20)), (b, CGRect(x: 100, y: 0, width: 40, height: 20))]

  func token(at point: CGPoint, slop: CGFloat) -> Token? {
    tokens.first { $0.1.insetBy(dx: -slop, dy: -slop).contains(point) }?.0
  }

  func token(after token: Token?) -> Token? {
    guard let token else { return tokens.first?.0 }
    return tokens.first { $0.0.range.location > token.range.location }?.0
  }

  func token(before token: Token?) -> Token? {
    guard let token else { return tokens.last?.0 }
    return tokens.last { $0.0.range.location < token.range.location }?.0
  }
}

@Suite struct InteractionTests {
  let target = TwoTokens()
  let a = TwoTokens.a
  let b = TwoTokens.b

  @Test func tapOnTouchUpBeforeTheLongPressDuration() {
    var interaction = InteractiveTextInteraction()
    #expect(interaction.handle(.touchDown(CGPoint(x: 10, y: 10), time: 1), in: target) == [.highlight(a)])
    #expect(interaction.state == .pressing(a, since: 1))
    #expect(interaction.highlightedToken == a)
    // PressTiming.phone: the long press 0.4 s after the touch.
    #expect(interaction.longPressDeadline == 1.4)
    #expect(interaction.handle(.time(1.3), in: target) == [])
    #expect(interaction.handle(.touchUp(CGPoint(x: 12, y: 11), time: 1.35), in: target) == [.unhighlight, .tap(a)])
    #expect(interaction.state == .idle)
    #expect(interaction.longPressDeadline == nil)
  }

  @Test func longPressAtTheDurationWhenTicked() {
    var interaction = InteractiveTextInteraction()
    _ = interaction.handle(.touchDown(CGPoint(x: 110, y: 10), time: 0), in: target)
    #expect(interaction.handle(.time(0.39), in: target) == [])
    #expect(interaction.handle(.time(0.4), in: target) == [.longPress(b)])
    #expect(interaction.state == .longPressed(b))
    #expect(interaction.highlightedToken == b)
    #expect(interaction.handle(.time(0.9), in: target) == [])
    #expect(interaction.handle(.touchMoved(CGPoint(x: 300, y: 300), time: 1), in: target) == [])
    #expect(interaction.handle(.touchUp(CGPoint(x: 110, y: 10), time: 1.2), in: target) == [.unhighlight])
    #expect(interaction.state == .idle)
  }

  @Test func longPressDoesNotDependOnTickCadence() {
    var interaction = InteractiveTextInteraction()
    _ = interaction.handle(.touchDown(CGPoint(x: 10, y: 10), time: 0), in: target)
    // No tick came: the touch-up at 0.7 s reveals the long press that was due at 0.4 s.
    #expect(interaction.handle(.touchUp(CGPoint(x: 10, y: 10), time: 0.7), in: target) == [.longPress(a), .unhighlight])
  }

  @Test func customDurationAndMovementTolerance() {
    var style = InteractiveTextStyle()
    style.pressTiming = PressTiming(longPressDuration: 1, allowableMovement: 3)
    var interaction = InteractiveTextInteraction(style: style)
    _ = interaction.handle(.touchDown(CGPoint(x: 10, y: 10), time: 0), in: target)
    #expect(interaction.handle(.touchMoved(CGPoint(x: 12, y: 12), time: 0.2), in: target) == [])
    #expect(interaction.handle(.time(0.9), in: target) == [])
    #expect(interaction.handle(.time(1), in: target) == [.longPress(a)])
  }

  @Test func movingBeyondTheCancelDistanceOnTheTokenPreventsTheLongPress() {
    var interaction = InteractiveTextInteraction()
    _ = interaction.handle(.touchDown(CGPoint(x: 5, y: 10), time: 0), in: target)
    // 45 pt to the right: still on A (within its 12 pt slop), but beyond the 44 pt allowance.
    #expect(interaction.handle(.touchMoved(CGPoint(x: 50, y: 10), time: 0.1), in: target) == [])
    #expect(interaction.state == .pressing(a, since: 0))
    #expect(interaction.longPressDeadline == nil)
    #expect(interaction.handle(.time(0.6), in: target) == [])
    // Lifted after the long-press duration: neither a long press nor a tap.
    #expect(interaction.handle(.touchUp(CGPoint(x: 50, y: 10), time: 0.7), in: target) == [.unhighlight])

    // Lifted in time, it is still a tap.
    _ = interaction.handle(.touchDown(CGPoint(x: 5, y: 10), time: 1), in: target)
    _ = interaction.handle(.touchMoved(CGPoint(x: 50, y: 10), time: 1.1), in: target)
    #expect(interaction.handle(.touchUp(CGPoint(x: 50, y: 10), time: 1.2), in: target) == [.unhighlight, .tap(a)])
  }

  @Test func movementWithinTheCancelDistanceKeepsTheLongPress() {
    var interaction = InteractiveTextInteraction()
    _ = interaction.handle(.touchDown(CGPoint(x: 5, y: 10), time: 0), in: target)
    // 44 pt exactly (to the edge of A's slop) is still allowed.
    #expect(interaction.handle(.touchMoved(CGPoint(x: 49, y: 10), time: 0.2), in: target) == [])
    #expect(interaction.handle(.time(0.4), in: target) == [.longPress(a)])
  }

  @Test func movingOffTheTokenCancelsTheHighlightForTheRestOfTheTouch() {
    var interaction = InteractiveTextInteraction()
    _ = interaction.handle(.touchDown(CGPoint(x: 10, y: 10), time: 0), in: target)
    // Within the 12 pt slop of A is still on it.
    #expect(interaction.handle(.touchMoved(CGPoint(x: 50, y: 10), time: 0.05), in: target) == [])
    #expect(interaction.handle(.touchMoved(CGPoint(x: 70, y: 10), time: 0.1), in: target) == [.unhighlight])
    #expect(interaction.state == .idle)
    #expect(interaction.handle(.touchMoved(CGPoint(x: 10, y: 10), time: 0.15), in: target) == [])
    #expect(interaction.handle(.touchUp(CGPoint(x: 10, y: 10), time: 0.2), in: target) == [])
    #expect(interaction.handle(.time(1), in: target) == [])
  }

  @Test func movingOntoAnotherTokenCancelsToo() {
    var interaction = InteractiveTextInteraction()
    _ = interaction.handle(.touchDown(CGPoint(x: 10, y: 10), time: 0), in: target)
    #expect(interaction.handle(.touchMoved(CGPoint(x: 110, y: 10), time: 0.1), in: target) == [.unhighlight])
    #expect(interaction.handle(.touchUp(CGPoint(x: 110, y: 10), time: 0.2), in: target) == [])
  }

  @Test func touchUpOffTheTokenIsNoTap() {
    var interaction = InteractiveTextInteraction()
    _ = interaction.handle(.touchDown(CGPoint(x: 10, y: 10), time: 0), in: target)
    #expect(interaction.handle(.touchUp(CGPoint(x: 80, y: 10), time: 0.1), in: target) == [.unhighlight])
  }

  @Test func touchCancelledRemovesTheHighlight() {
    var interaction = InteractiveTextInteraction()
    #expect(interaction.handle(.touchCancelled(CGPoint(x: 10, y: 10), time: 0), in: target) == [])
    _ = interaction.handle(.touchDown(CGPoint(x: 10, y: 10), time: 0), in: target)
    #expect(interaction.handle(.touchCancelled(CGPoint(x: 10, y: 10), time: 0), in: target) == [.unhighlight])
    #expect(interaction.state == .idle)
    _ = interaction.handle(.touchDown(CGPoint(x: 10, y: 10), time: 1), in: target)
    _ = interaction.handle(.time(2), in: target)
    #expect(interaction.handle(.touchCancelled(CGPoint(x: 10, y: 10), time: 2), in: target) == [.unhighlight])
    #expect(interaction.handle(.touchUp(CGPoint(x: 10, y: 10), time: 2.1), in: target) == [])
  }

  @Test func touchDownOffTokensDoesNothing() {
    var interaction = InteractiveTextInteraction()
    #expect(interaction.handle(.touchDown(CGPoint(x: 70, y: 10), time: 0), in: target) == [])
    #expect(interaction.state == .idle)
    #expect(interaction.handle(.touchUp(CGPoint(x: 70, y: 10), time: 0.1), in: target) == [])
  }

  @Test func secondTouchWhilePressingIsIgnored() {
    var interaction = InteractiveTextInteraction()
    _ = interaction.handle(.touchDown(CGPoint(x: 10, y: 10), time: 0), in: target)
    #expect(interaction.handle(.touchDown(CGPoint(x: 110, y: 10), time: 0.1), in: target) == [])
    #expect(interaction.state == .pressing(a, since: 0))
  }

  @Test func focusCyclesThroughTokensAndWraps() {
    var interaction = InteractiveTextInteraction()
    #expect(interaction.handle(.activateFocused, in: target) == [])
    #expect(interaction.handle(.focusNext, in: target) == [.focus(a)])
    #expect(interaction.handle(.focusNext, in: target) == [.focus(b)])
    #expect(interaction.handle(.focusNext, in: target) == [.focus(a)])
    #expect(interaction.handle(.focusPrevious, in: target) == [.focus(b)])
    #expect(interaction.handle(.focusPrevious, in: target) == [.focus(a)])
    #expect(interaction.focusedToken == a)
    #expect(interaction.handle(.activateFocused, in: target) == [.activate(a)])
    #expect(interaction.state == .focused(a))

    var fromIdle = InteractiveTextInteraction()
    #expect(fromIdle.handle(.focusPrevious, in: target) == [.focus(b)])
  }

  @Test func focusWithOneOrNoTokens() {
    var one = TwoTokens()
    one.tokens.removeLast()
    var interaction = InteractiveTextInteraction()
    #expect(interaction.handle(.focusNext, in: one) == [.focus(TwoTokens.a)])
    #expect(interaction.handle(.focusNext, in: one) == [])
    #expect(interaction.handle(.focusPrevious, in: one) == [])
    one.tokens.removeAll()
    var none = InteractiveTextInteraction()
    #expect(none.handle(.focusNext, in: one) == [])
    #expect(none.state == .idle)
  }

  @Test func touchTakesOverFromKeyboardFocus() {
    var interaction = InteractiveTextInteraction()
    _ = interaction.handle(.focusNext, in: target)
    // A touch on nothing leaves the focus alone; a touch on a token takes over.
    #expect(interaction.handle(.touchDown(CGPoint(x: 70, y: 10), time: 0), in: target) == [])
    #expect(interaction.state == .focused(a))
    #expect(interaction.handle(.touchDown(CGPoint(x: 110, y: 10), time: 0.1), in: target) == [.unfocus, .highlight(b)])
    // Keyboard focus keys are ignored while a finger is down.
    #expect(interaction.handle(.focusNext, in: target) == [])
    #expect(interaction.handle(.activateFocused, in: target) == [])
    #expect(interaction.handle(.touchUp(CGPoint(x: 110, y: 10), time: 0.2), in: target) == [.unhighlight, .tap(b)])
  }

  @Test func resetClearsWhatIsDrawn() {
    var interaction = InteractiveTextInteraction()
    #expect(interaction.reset() == [])
    _ = interaction.handle(.focusNext, in: target)
    #expect(interaction.reset() == [.unfocus])
    _ = interaction.handle(.touchDown(CGPoint(x: 10, y: 10), time: 0), in: target)
    #expect(interaction.reset() == [.unhighlight])
    #expect(interaction.state == .idle)
  }

  @Test func badTimesAndPointsAreHarmless() {
    var interaction = InteractiveTextInteraction()
    #expect(interaction.handle(.touchDown(CGPoint(x: CGFloat.nan, y: 10), time: 0), in: target) == [])
    _ = interaction.handle(.touchDown(CGPoint(x: 10, y: 10), time: 5), in: target)
    // A NaN time counts as the latest time (5), an earlier one too: no long press yet.
    #expect(interaction.handle(.time(.nan), in: target) == [])
    #expect(interaction.handle(.time(1), in: target) == [])
    #expect(interaction.handle(.touchMoved(CGPoint(x: CGFloat.infinity, y: 0), time: 5.1), in: target) == [])
    #expect(interaction.state == .pressing(a, since: 5))
    #expect(interaction.handle(.touchUp(CGPoint(x: CGFloat.nan, y: 0), time: .infinity), in: target) == [.unhighlight])

    // A NaN time on touch down before any other time starts the clock at 0.
    var fresh = InteractiveTextInteraction()
    _ = fresh.handle(.touchDown(CGPoint(x: 10, y: 10), time: .nan), in: target)
    #expect(fresh.state == .pressing(a, since: 0))
  }

  @Test func styleClampsInteractionTolerances() {
    var style = InteractiveTextStyle(
      touchSlop: .nan, pressTiming: PressTiming(longPressDuration: -1, allowableMovement: .nan))
    #expect(style.touchSlop == 0)
    #expect(style.pressTiming.longPressDuration == 0.4)
    #expect(style.pressTiming.allowableMovement == 44)
    style.touchSlop = -4
    #expect(style.touchSlop == 0)
    style.pressTiming.longPressDuration = .nan
    #expect(style.pressTiming.longPressDuration == 0.4)
    style.pressTiming.allowableMovement = -1
    #expect(style.pressTiming.allowableMovement == 44)
    var token = TokenStyle(highlightCornerRadius: .nan)
    #expect(token.highlightCornerRadius == 0)
    token.highlightCornerRadius = -3
    #expect(token.highlightCornerRadius == 0)
    // Defaults: iOS links, a 44 pt target on a 20 pt line, the engine's one press timing.
    let defaults = InteractiveTextStyle()
    #expect(defaults.touchSlop == 12)
    #expect(defaults.pressTiming == .phone)
    #expect(defaults.pressTiming.longPressDuration == 0.4)
    #expect(defaults.pressTiming.allowableMovement == 44)
    #expect(defaults.tokenStyle(for: .url) == .link)
    #expect(defaults.tokenStyle(for: .mention).underlineStyle == .none)
    #expect(defaults.tokenStyle(for: .hashtag).color == .systemBlue)
  }

  @Test func handlersReceiveTapsLongPressesAndActivations() {
    final class Log: @unchecked Sendable {
      let lock = NSLock()
      var entries: [String] = []
      func add(_ s: String) { lock.withLock { entries.append(s) } }
    }
    let log = Log()
    let handlers = InteractiveTextHandlers(onTap: { log.add("tap \($0.text)") }, onLongPress: { log.add("long \($0.text)") })
    handlers.perform([.highlight(a), .unhighlight, .tap(a), .longPress(b), .focus(b), .activate(b), .unfocus])
    #expect(log.entries == ["tap @ann", "long #bee", "tap #bee"])
    InteractiveTextHandlers().perform([.tap(a)])
  }

  @Test func drivesARealLayout() throws {
    let (layout, _) = try makeLayout("see @bob and #swift")
    var interaction = InteractiveTextInteraction(style: layout.style)
    let bob = try #require(layout.document.tokens.first)
    #expect(interaction.handle(.touchDown(CGPoint(x: 45, y: 10), time: 0), in: layout) == [.highlight(bob)])
    #expect(interaction.handle(.touchUp(CGPoint(x: 46, y: 12), time: 0.1), in: layout) == [.unhighlight, .tap(bob)])
    #expect(interaction.handle(.focusNext, in: layout) == [.focus(bob)])
    #expect(interaction.handle(.focusNext, in: layout) == [.focus(try #require(layout.document.tokens.last))])
    #expect(interaction.handle(.focusNext, in: layout) == [.focus(bob)])
  }
}
