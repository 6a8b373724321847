import Foundation
import InteractionKitContextMenu
import InteractionKitGeometry
import InteractionKitGestures
import InteractionKitScene
import Testing

/// The long press → lift → menu machine, step by step.
@Suite struct ContextMenuInteractionTests {
  @Test func theWholeSequenceAtItsExactTimes() throws {
    var interaction = InteractionFixture.interaction()
    #expect(interaction.handle(.touchDown(InteractionFixture.touch, time: 0)) == [])
    #expect(interaction.state == .pressing(since: 0))
    #expect(interaction.nextDeadline == 0.15)
    #expect(interaction.handle(.time(0.1499)) == [])
    let press = interaction.handle(.time(0.15))
    #expect(press.tags == [.begin])
    #expect(press.first?.transition?.to.scale == 0.97)
    #expect(interaction.nextDeadline == 0.4)
    let lift = interaction.handle(.time(0.4))
    #expect(lift.tags == [.lift])
    let liftTransition = try #require(lift.first?.transition)
    // 200 × 44 lifts by min(1.15, 226 / 200) = 1.13 at the bubble's centre.
    #expect(abs(liftTransition.to.scale - 1.13) < 1e-12)
    #expect(liftTransition.to.center == CGPoint(x: 120, y: 122))
    #expect(liftTransition.to.dimming == 1 && liftTransition.to.menuProgress == 0)
    #expect(interaction.state == .lifted(since: 0.4))
    #expect(interaction.layout == nil)

    let presented = interaction.handle(.time(liftTransition.endTime))
    #expect(presented.tags == [.present])
    let layout = try #require(interaction.layout)
    let present = try #require(presented.first?.transition)
    #expect(present.kind == .expand)
    #expect(present.to.center == CGPoint(x: layout.previewFrame.midX, y: layout.previewFrame.midY))
    #expect(abs(present.to.size.width * present.to.scale - layout.previewFrame.width) < 1e-9)
    #expect(present.to.menuProgress == 1 && present.to.dimming == 1 && present.to.morphProgress == 0)
    #expect(interaction.state == .presented(since: liftTransition.endTime))
    #expect(interaction.nextDeadline == nil)
    #expect(layout.menuEdge == .below)
    #expect(layout.accessories.map(\.identifier) == ["tapback"])

    // Slide onto Reply (the finger that pressed is still down) and lift there.
    let reply = try #require(interaction.rowCenter("reply"))
    let moved = interaction.handle(.touchMoved(reply, time: 1))
    #expect(moved.contains(.highlight(interaction.rowIndex("reply"))))
    let selected = interaction.handle(.touchUp(reply, time: 1.1))
    #expect(selected.tags == [.highlight, .select, .toSource])
    #expect(selected[1] == .select(MenuAction("reply", title: "Reply")))
    let back = try #require(selected.last?.transition)
    #expect(back.to.center == CGPoint(x: 120, y: 122) && back.to.scale == 1 && back.to.dimming == 0)
    #expect(interaction.state == .dismissing(.toSource, since: 1.1))
    #expect(interaction.handle(.time(back.endTime)).tags == [.finished])
    #expect(interaction.state == .idle && interaction.active == nil && interaction.layout == nil)
  }

  @Test func withoutAConfigurationATouchPressesNothing() {
    var interaction = InteractionFixture.interaction(configuration: nil)
    #expect(interaction.handle(.touchDown(InteractionFixture.touch, time: 0)) == [])
    #expect(interaction.state == .idle)
    #expect(interaction.handle(.time(1)) == [])
  }

  @Test func movingMoreThan44PointsOrLiftingEarlyCancels() {
    var moved = InteractionFixture.interaction()
    moved.handle(.touchDown(InteractionFixture.touch, time: 0))
    moved.handle(.time(0.2))
    #expect(moved.handle(.touchMoved(CGPoint(x: 120 + 44, y: 122), time: 0.25)) == [])
    #expect(moved.handle(.touchMoved(CGPoint(x: 120 + 44.001, y: 122), time: 0.3)).tags == [.cancel])
    #expect(moved.state == .idle)
    #expect(moved.handle(.time(1)) == [])

    var lifted = InteractionFixture.interaction()
    lifted.handle(.touchDown(InteractionFixture.touch, time: 0))
    #expect(lifted.handle(.touchUp(InteractionFixture.touch, time: 0.1)) == [])
    #expect(lifted.state == .idle)

    var pad = InteractionFixture.interaction(timing: .pad)
    pad.handle(.touchDown(InteractionFixture.touch, time: 0))
    #expect(pad.handle(.time(0.325)).tags == [.begin, .lift])
  }

  @Test func aDismissDuringTheLiftReturnsToTheSource() throws {
    var interaction = InteractionFixture.interaction()
    interaction.handle(.touchDown(InteractionFixture.touch, time: 0))
    interaction.handle(.time(0.45))
    let effects = interaction.handle(.dismiss(time: 0.5))
    #expect(effects.tags == [.toSource])
    #expect(interaction.layout == nil)
    let back = try #require(effects.first?.transition)
    #expect(back.to.center == CGPoint(x: 120, y: 122) && back.to.scale == 1)
    #expect(interaction.handle(.time(back.endTime)).tags == [.finished])
  }

  @Test func aDisabledRowDoesNothing() throws {
    var interaction = InteractionFixture.interaction()
    interaction.pressAndPresent()
    let copy = try #require(interaction.rowCenter("copy"))
    interaction.handle(.touchMoved(copy, time: 2))
    #expect(interaction.highlightedRow == nil)
    #expect(interaction.handle(.touchUp(copy, time: 2.1)) == [])
    if case .presented = interaction.state {} else { Issue.record("left the menu: \(interaction.state)") }
  }

  @Test func dragToSelectAcrossSectionsAndIntoASubmenu() throws {
    var interaction = InteractionFixture.interaction()
    interaction.pressAndPresent()
    let reply = try #require(interaction.rowIndex("reply"))
    let forward = try #require(interaction.rowIndex("forward"))
    let more = try #require(interaction.rowIndex("more"))
    var highlights: [Int?] = []
    for identifier in ["reply", "copy", "pin", "forward", "more"] {
      let point = try #require(interaction.rowCenter(identifier))
      for effect in interaction.handle(.touchMoved(point, time: 2)) {
        if case .highlight(let row) = effect { highlights.append(row) }
      }
    }
    let pin = try #require(interaction.rowIndex("pin"))
    // Copy is disabled: the highlight leaves Reply and skips it.
    #expect(highlights == [reply, nil, pin, forward, more])
    // Lifting on the submenu row opens it in place.
    let opened = interaction.handle(.touchUp(try #require(interaction.rowCenter("more")), time: 2.2))
    #expect(opened.tags == [.highlight, .changed])
    #expect(interaction.openSubmenu == [3])
    #expect(interaction.rowIndex("info") != nil && interaction.rowIndex("reply") == nil)
    // A tap on Block selects it and dismisses.
    let block = try #require(interaction.rowCenter("block"))
    #expect(interaction.handle(.touchDown(block, time: 3)).tags == [.highlight])
    let chosen = interaction.handle(.touchUp(block, time: 3.05))
    #expect(chosen.tags == [.highlight, .select, .toSource])
    if case .select(let action) = chosen[1] { #expect(action.identifier == "block") }
  }

  @Test func aKeepsPresentedActionKeepsTheMenu() throws {
    var interaction = InteractionFixture.interaction()
    interaction.pressAndPresent()
    let pin = try #require(interaction.rowCenter("pin"))
    interaction.handle(.touchUp(pin, time: 2))   // ends the press without selecting elsewhere
    interaction.handle(.touchDown(pin, time: 3))
    let effects = interaction.handle(.touchUp(pin, time: 3.1))
    #expect(effects.tags == [.highlight, .select])
    if case .presented = interaction.state {} else { Issue.record("\(interaction.state)") }
  }

  @Test func aTapOutsideDismissesAndATapOnThePreviewIsReported() throws {
    var interaction = InteractionFixture.interaction()
    interaction.pressAndPresent()
    interaction.handle(.touchUp(InteractionFixture.touch, time: 2))
    let layout = try #require(interaction.layout)
    let onPreview = CGPoint(x: layout.previewFrame.midX, y: layout.previewFrame.midY)
    interaction.handle(.touchDown(onPreview, time: 3))
    #expect(interaction.handle(.touchUp(onPreview, time: 3.1)) == [.previewTapped])
    let outside = CGPoint(x: 380, y: 830)
    interaction.handle(.touchDown(outside, time: 4))
    #expect(interaction.handle(.touchUp(outside, time: 4.1)).tags == [.toSource])
  }

  @Test func aTapOnAReactionIsDelivered() throws {
    var interaction = InteractionFixture.interaction()
    interaction.pressAndPresent()
    interaction.handle(.touchUp(InteractionFixture.touch, time: 2))
    let bar = try #require(interaction.layout?.accessories.first?.frame)
    let third = CGPoint(x: bar.minX + 6 + 2.5 * 48, y: bar.midY)
    interaction.handle(.touchDown(third, time: 3))
    #expect(interaction.handle(.touchUp(third, time: 3.1)) == [.accessoryItemTapped(accessory: "tapback", item: "r2")])
    if case .presented = interaction.state {} else { Issue.record("\(interaction.state)") }
  }

  @Test func oneMoveIsEnoughToDrag() throws {
    var interaction = InteractionFixture.interaction()
    interaction.pressAndPresent()
    let effects = interaction.handle(.touchMoved(CGPoint(x: 120, y: 122 + 65), time: 2))
    #expect(effects.contains(.drag(CGSize(width: 0, height: 10))))
  }

  @Test func dragMovesThePreviewRubberBandedAndTheBarFollows() throws {
    var interaction = InteractionFixture.interaction()
    interaction.pressAndPresent()
    // The drag starts where the finger was when the menu appeared; within 15 pt nothing moves.
    #expect(interaction.handle(.touchMoved(CGPoint(x: 130, y: 122), time: 2.1)).tags.contains(.drag) == false)
    // 55 pt to the right: 40 pt beyond the tear-off distance, times 0.2.
    let effects = interaction.handle(.touchMoved(CGPoint(x: 175, y: 122), time: 2.2))
    #expect(effects.contains(.drag(CGSize(width: 8, height: 0))))
    #expect(interaction.dragOffset == CGSize(width: 8, height: 0))
    let placed = try #require(interaction.layout?.accessories.first)
    #expect(placed.frame(dragTranslation: interaction.dragOffset) == placed.frame.offsetBy(dx: 8, dy: 0))
  }

  @Test func keyboardNavigationSkipsDisabledRowsAndEntersSubmenus() throws {
    var interaction = InteractionFixture.interaction()
    interaction.pressAndPresent()
    interaction.handle(.touchUp(InteractionFixture.touch, time: 2))
    func highlighted() -> String? { interaction.highlightedRow.flatMap { interaction.layout?.rows[$0].identifier } }
    interaction.handle(.key(.down, time: 3))
    #expect(highlighted() == "reply")
    interaction.handle(.key(.down, time: 3))
    #expect(highlighted() == "pin")   // Copy is disabled
    interaction.handle(.key(.up, time: 3))
    #expect(highlighted() == "reply")
    interaction.handle(.key(.up, time: 3))
    #expect(highlighted() == "delete")   // wraps
    interaction.handle(.key(.up, time: 3))
    #expect(highlighted() == "more")
    let entered = interaction.handle(.key(.right, time: 3))
    #expect(entered.tags == [.changed, .highlight])
    #expect(interaction.openSubmenu == [3])
    // The submenu's header (which closes it) is selectable; the first row is it or Info.
    interaction.handle(.key(.down, time: 3))
    interaction.handle(.key(.down, time: 3))
    #expect(highlighted() == "block" || highlighted() == "info")
    #expect(interaction.handle(.key(.escape, time: 3)).tags == [.changed])
    #expect(interaction.openSubmenu == nil)
    interaction.handle(.key(.down, time: 3))
    // Return selects the highlighted row; the dismissal then clears the highlight.
    let chosen = interaction.handle(.key(.return, time: 3))
    #expect(chosen.tags == [.select, .highlight, .toSource])
    var closing = InteractionFixture.interaction()
    closing.pressAndPresent()
    #expect(closing.handle(.key(.escape, time: 3)).tags == [.toSource])
  }

  @Test func rightToLeftSwapsTheSubmenuArrows() throws {
    var container = InteractionFixture.container
    container.layoutDirection = .rightToLeft
    var interaction = ContextMenuInteraction(
      container: container, engine: PlacementFixtures.engine, configuration: InteractionFixture.configuration())
    interaction.pressAndPresent()
    interaction.handle(.key(.up, time: 3))
    interaction.handle(.key(.up, time: 3))
    #expect(interaction.handle(.key(.right, time: 3)) == [])
    #expect(interaction.handle(.key(.left, time: 3)).first == .menuChanged)
    #expect(interaction.handle(.key(.right, time: 3)) == [.menuChanged])
  }

  @Test func theDismissalGoesWhereTheSourceIsNowOrFadesOut() throws {
    var scrolled = InteractionFixture.interaction()
    scrolled.pressAndPresent()
    let moved = ContextMenuSource(frame: InteractionFixture.bubble.offsetBy(dx: 0, dy: -60))
    #expect(scrolled.handle(.sourceUpdated(moved)) == [])
    let back = try #require(scrolled.handle(.dismiss(time: 3)).first?.transition)
    #expect(back.to.center == CGPoint(x: 120, y: 62))

    var vanished = InteractionFixture.interaction()
    vanished.pressAndPresent()
    vanished.handle(.sourceUpdated(nil))
    let fade = vanished.handle(.dismiss(time: 3))
    #expect(fade.tags == [.fadeOut])
    #expect(fade.first?.transition?.to.opacity == 0)
    #expect(fade.first?.transition?.duration == 0.15)

    var pressing = InteractionFixture.interaction()
    pressing.handle(.touchDown(InteractionFixture.touch, time: 0))
    pressing.handle(.time(0.2))
    #expect(pressing.handle(.sourceUpdated(nil)).tags == [.cancel])
    #expect(pressing.state == .idle)
  }

  @Test func deferredElementsLoadThenFillTheMenu() throws {
    let menu = Menu(children: [.action(MenuAction("a", title: "A")), .deferred(DeferredMenuElement("recent"))])
    var interaction = InteractionFixture.interaction(configuration: InteractionFixture.configuration(menu: menu))
    interaction.handle(.touchDown(InteractionFixture.touch, time: 0))
    interaction.handle(.time(0.4))
    let presented = interaction.handle(.time(interaction.transition!.endTime))
    #expect(presented.tags == [.present, .load])
    #expect(presented.last == .loadDeferredElements("recent"))
    #expect(interaction.layout?.rows.map(\.kind) == [.action, .loading])
    #expect(interaction.handle(.provideDeferredElements(identifier: "other", elements: [])) == [])
    let filled = interaction.handle(.provideDeferredElements(
      identifier: "recent", elements: [.action(MenuAction("b", title: "B")), .action(MenuAction("c", title: "C"))]))
    #expect(filled == [.menuChanged])
    #expect(interaction.layout?.rows.map(\.identifier) == ["a", "b", "c"])
  }

  @Test func anEmptyMenuPresentsThePreviewAlone() throws {
    var interaction = InteractionFixture.interaction(configuration: InteractionFixture.configuration(menu: Menu(children: []), accessories: []))
    interaction.pressAndPresent()
    #expect(interaction.layout?.menuFrame == nil)
    #expect(interaction.layout?.rows.isEmpty == true)
    #expect(interaction.handle(.key(.down, time: 3)) == [])
  }

  @Test func aLongMenuScrollsAndTheKeyboardRevealsItsRows() throws {
    let menu = Menu(children: (0..<10_000).map { .action(MenuAction("a\($0)", title: "Item \($0)")) })
    var interaction = InteractionFixture.interaction(configuration: InteractionFixture.configuration(menu: menu))
    interaction.pressAndPresent()
    let layout = try #require(interaction.layout)
    #expect(layout.menuScrolls)
    #expect(interaction.handle(.scrollMenu(to: -5)) == [])
    #expect(interaction.handle(.scrollMenu(to: .infinity)) == [.scrollMenu(to: layout.maximumScrollOffset)])
    #expect(interaction.handle(.scrollMenu(to: .nan)) == [.scrollMenu(to: 0)])
    interaction.handle(.key(.up, time: 3))   // wraps to the last row: the menu scrolls to it
    #expect(interaction.menuScrollOffset == layout.maximumScrollOffset)
  }

  @Test func nonFiniteInputIsIgnored() {
    var interaction = InteractionFixture.interaction()
    #expect(interaction.handle(.touchDown(CGPoint(x: CGFloat.nan, y: 0), time: 0)) == [])
    #expect(interaction.state == .idle)
    interaction.handle(.touchDown(InteractionFixture.touch, time: Double.nan))
    #expect(interaction.state == .pressing(since: 0))
    #expect(interaction.handle(.touchMoved(CGPoint(x: CGFloat.infinity, y: 0), time: 0.1)) == [])
    #expect(interaction.handle(.time(-.infinity)) == [])
    #expect(interaction.handle(.time(0.4)).tags == [.begin, .lift])
  }
}

/// Accessories appear with their own transition and leave the way they came.
@Suite struct AccessoryAppearanceTests {
  @Test func theDefaultSpringFadesTheBarInAndOut() throws {
    var interaction = InteractionFixture.interaction()
    #expect(interaction.accessoryAppearance("tapback", at: 0) == nil)
    let shownAt = interaction.pressAndPresent()
    let start = try #require(interaction.accessoryAppearance("tapback", at: shownAt))
    #expect(start.opacity == 0 && start.scale == 1)
    let settled = try #require(interaction.accessoryAppearance("tapback", at: shownAt + 5))
    #expect(settled == .shown)
    #expect(interaction.accessoryAppearance("unknown", at: shownAt + 5) == nil)
    interaction.handle(.dismiss(time: shownAt + 5))
    let leaving = try #require(interaction.accessoryAppearance("tapback", at: shownAt + 5))
    #expect(leaving == .shown)
    let gone = try #require(interaction.accessoryAppearance("tapback", at: shownAt + 10))
    #expect(gone.opacity == 0)
  }

  @Test func aCustomCurveTransitionIsSampledOverItsDuration() {
    let zoom = ContextMenuAccessory.Transition(
      initialScale: 0.8, initialOpacity: 0, initialOffset: CGPoint(x: 0, y: 20), timing: .curve(.linear, duration: 0.2))
    #expect(zoom.progress(at: -1) == 0 && zoom.progress(at: .nan) == 0)
    #expect(abs(zoom.progress(at: 0.1) - 0.5) < 1e-9)
    #expect(zoom.progress(at: 0.2) == 1)
    let half = zoom.appearance(progress: 0.5)
    #expect(abs(half.scale - 0.9) < 1e-12 && abs(half.opacity - 0.5) < 1e-12 && half.offset == CGPoint(x: 0, y: 10))
  }
}

/// A targeted preview gives the source its frame and line rects in the container.
@Suite struct TargetedPreviewSourceTests {
  @Test func theViewAndItsLinesAreConvertedToTheContainer() throws {
    var root = Layer(id: "root", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let view = Layer(id: "text", frame: CGRect(x: 20, y: 100, width: 300, height: 200))
    root.sublayers = [view]
    let tree = try LayerTree(root: root)
    let lines = [CGRect(x: 10, y: 0, width: 100, height: 20), CGRect(x: 0, y: 20, width: 40, height: 20)]
    let preview = try TargetedPreview(
      view: "text", in: tree, parameters: PreviewParameters(textLineRects: lines), container: "root")
    let source = ContextMenuSource(preview)
    #expect(source.frame == CGRect(x: 20, y: 100, width: 300, height: 200))
    #expect(source.lineRects == lines.map { $0.offsetBy(dx: 20, dy: 100) })
    #expect(source.targetCenter == preview.target.center)
  }
}

/// The context-menu key opens a menu without a press, as a keyboard user would.
@Suite struct ContextMenuKeyboardOpeningTests {
  @Test func theMenuKeyLiftsAtOnceThenPresentsWithTheFirstRowHighlighted() throws {
    var interaction = InteractionFixture.interaction()
    interaction.handle(.time(5))
    let opened = interaction.handle(.key(.menu, time: 5))
    // No press, no press effect: the lift starts at the key's time.
    #expect(opened.tags == [.lift])
    #expect(interaction.state == .lifted(since: 5))
    #expect(interaction.transition?.beginTime == 5)
    let liftEnd = try #require(interaction.transition?.endTime)
    let presented = interaction.handle(.time(liftEnd))
    #expect(presented.tags.contains(.present) && presented.tags.contains(.highlight))
    #expect(interaction.highlightedRow.flatMap { interaction.layout?.rows[$0].identifier } == "reply")
    // Return selects the highlighted row, as after a press.
    #expect(interaction.handle(.key(.return, time: liftEnd + 1)).tags.first == .select)
  }

  @Test func theMenuKeyIsIgnoredWithoutAConfigurationOrOnceOpen() throws {
    var unconfigured = InteractionFixture.interaction()
    unconfigured.configuration = nil
    #expect(unconfigured.handle(.key(.menu, time: 1)) == [])
    #expect(unconfigured.state == .idle)
    var interaction = InteractionFixture.interaction()
    interaction.pressAndPresent()
    #expect(interaction.handle(.key(.menu, time: 3)) == [])
    // A press after a keyboard opening does not inherit the highlight.
    var pressed = InteractionFixture.interaction()
    pressed.handle(.key(.menu, time: 0))
    let end = try #require(pressed.transition?.endTime)
    pressed.handle(.time(end))
    pressed.handle(.key(.escape, time: end + 0.1))
    pressed.handle(.time(end + 5))
    #expect(pressed.state == .idle)
    pressed.handle(.touchDown(InteractionFixture.touch, time: 10))
    pressed.handle(.time(10.4))
    pressed.handle(.time(pressed.transition?.endTime ?? 11))
    #expect(pressed.highlightedRow == nil)
  }
}
