import Foundation
import InteractionKitLiveScene
import PropertyBased
import Testing

@Suite struct SceneWakeTests {
  @Test func everyFrameIsSoonerThanAMomentWhichIsSoonerThanNever() {
    #expect(SceneWake.never.sooner(than: .at(3)) == .at(3))
    #expect(SceneWake.at(3).sooner(than: .at(2)) == .at(2))
    #expect(SceneWake.at(3).sooner(than: .everyFrame) == .everyFrame)
    #expect(SceneWake.never.sooner(than: .never) == .never)
  }

  @Test func aDeadlineThatIsDueAsksForAFrame() {
    #expect(SceneWake.deadline(nil, after: 1) == .never)
    #expect(SceneWake.deadline(.nan, after: 1) == .never)
    #expect(SceneWake.deadline(1, after: 1) == .everyFrame)
    #expect(SceneWake.deadline(2, after: 1) == .at(2))
  }

  @Test func soonerIsCommutative() async {
    func wake(_ n: Int) -> SceneWake { n % 3 == 0 ? .never : n % 3 == 1 ? .everyFrame : .at(Double(n % 17) / 4) }
    await propertyCheck(count: 300, input: Gen.int(in: 0...1_000_000), Gen.int(in: 0...1_000_000)) { a, b in
      #expect(wake(a).sooner(than: wake(b)) == wake(b).sooner(than: wake(a)))
    }
  }

  @Test func focusCyclesAndWraps() {
    #expect([1, 2, 3].focus(after: 3, forward: true) == 1)
    #expect([1, 2, 3].focus(after: 1, forward: false) == 3)
    #expect([1, 2, 3].focus(after: nil, forward: false) == 3)
    #expect([Int]().focus(after: nil, forward: true) == nil)
  }

  @Test func aWrappedTokensFrameCoversEveryPiece() {
    let element = AccessibilityElement<Int>(
      id: 1, role: .link, label: "https://github.com/swiftlang", actions: [.openLink],
      pieces: [CGRect(x: 300, y: 0, width: 40, height: 24), CGRect(x: 0, y: 24, width: 120, height: 24)])
    #expect(element.frame == CGRect(x: 0, y: 0, width: 340, height: 48))
    #expect(element.pieces.count == 2)
    #expect(element.isActionable)
  }
}
