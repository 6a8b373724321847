import Foundation
import InteractionKitGeometry
import InteractionKitMotion
import InteractionKitScene
import Testing

@Suite struct PresentationTests {
  func tree() throws -> LayerTree {
    try LayerTree(
      root: Layer(
        id: "root", frame: CGRect(x: 0, y: 0, width: 200, height: 200),
        sublayers: [Layer(id: "box", frame: CGRect(x: 50, y: 50, width: 100, height: 100))]))
  }

  @Test func presentationSamplesAttachedAnimations() throws {
    var t = try tree()
    try t.add(.opacity(.basic(from: 0, to: 1, duration: 1, timingFunction: .linear)), to: "box", forKey: "fade")
    #expect(t.presentation(at: 0.25).layer("box")?.opacity == 0.25)
    #expect(t.presentation(at: 0.25).animations.isEmpty)
    // After the end, without fill, the model value shows again.
    #expect(t.presentation(at: 2).layer("box")?.opacity == 1)
    // The model itself is untouched.
    #expect(t.layer("box")?.opacity == 1)
    #expect(t.animationEndTime == 1)
  }

  @Test func sameKeyReplacesAndLaterAnimationWins() throws {
    var t = try tree()
    try t.add(.opacity(.basic(from: 0, to: 1, duration: 1, timingFunction: .linear)), to: "box", forKey: "a")
    try t.add(.opacity(.basic(from: 1, to: 0, duration: 1, timingFunction: .linear)), to: "box", forKey: "b")
    #expect(t.presentation(at: 0.25).layer("box")?.opacity == 0.75)
    try t.add(.opacity(.basic(from: 0.5, to: 0.5, duration: 1)), to: "box", forKey: "b")
    #expect(t.animations.count == 2)
    #expect(t.presentation(at: 0.25).layer("box")?.opacity == 0.5)
    t.removeAnimation(from: "box", forKey: "b")
    #expect(t.presentation(at: 0.25).layer("box")?.opacity == 0.25)
  }

  @Test func scaleAnimationComposesWithTheModelTransform() throws {
    var t = try tree()
    try t.modifyLayer("box") { $0.transform = CGAffineTransform(translationX: 10, y: 0) }
    try t.add(.transformScale(.basic(from: 0.5, to: 1, duration: 1, timingFunction: .linear)), to: "box", forKey: "pop")
    let f = try t.presentation(at: 0).frameInRoot(of: "box")
    #expect(f == CGRect(x: 85, y: 75, width: 50, height: 50))
  }

  @Test func groupsShareATimeline() throws {
    var t = try tree()
    var fade = Animation<Double>.basic(from: 0, to: 1, duration: 0.5, timingFunction: .linear)
    fade.timing.beginTime = 0.5
    let group = AnimationGroup(
      animations: [.opacity(fade), .cornerRadius(.basic(from: 0, to: 10, duration: 1, timingFunction: .linear))],
      duration: 1, beginTime: 2)
    try t.add(group, to: "box", forKey: "g")
    let before = t.presentation(at: 1.9).layer("box")
    #expect(before?.cornerRadius == 0 && before?.opacity == 1)
    let mid = t.presentation(at: 2.75).layer("box")
    #expect(mid?.opacity == 0.5)
    #expect(mid?.cornerRadius == 7.5)
    #expect(t.animationEndTime == 3)
  }

  @Test func reversedAnimationPlaysBackward() throws {
    var t = try tree()
    let a = PropertyAnimation.position(.basic(from: .zero, to: CGPoint(x: 100, y: 0), duration: 1, timingFunction: .linear))
    try t.add(a.reversed(), to: "box", forKey: "p")
    #expect(t.presentation(at: 0.25).layer("box")?.position == CGPoint(x: 75, y: 0))
  }

  @Test func nonFiniteTimeGivesTheModel() throws {
    var t = try tree()
    try t.add(.opacity(.basic(from: 0, to: 1, duration: 1)), to: "box", forKey: "fade")
    #expect(t.presentation(at: .nan).layer("box")?.opacity == 1)
    #expect(throws: SceneError.layerNotFound("ghost")) {
      try t.add(.opacity(.basic(from: 0, to: 1, duration: 1)), to: "ghost", forKey: "x")
    }
  }

  @Test func snapshotCapturesTheSubtreeAndRegion() throws {
    var t = try tree()
    try t.addSublayer(Layer(id: "dot", frame: CGRect(x: 10, y: 10, width: 5, height: 5)), to: "box")
    let s = try t.snapshot(of: "box", rect: CGRect(x: 5, y: 5, width: 20, height: 20))
    #expect(s.layer.sublayers.map(\.id) == ["dot"])
    #expect(s.rect == CGRect(x: 5, y: 5, width: 20, height: 20))
    #expect(try t.snapshot(of: "box").rect == CGRect(x: 0, y: 0, width: 100, height: 100))
    // A snapshot can be another layer's contents.
    var holder = Layer(id: "holder", frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    holder.contents = .snapshot(s)
    try t.addSublayer(holder, to: "root")
    #expect(t.count == 4)
  }
}
