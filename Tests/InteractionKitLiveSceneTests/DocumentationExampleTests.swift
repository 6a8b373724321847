import Foundation
import InteractionKitLiveScene
import Testing

// The code examples of the module's documentation, verbatim, so they compile; each is then run.

// InteractiveScene's discussion.
func drive<S: InteractiveScene>(_ scene: inout S, at time: TimeInterval) -> [S.Event] {
  switch scene.nextWake(after: time) {
  case .everyFrame: return scene.handle(.time(time))      // something moves: a frame
  case .at(let deadline) where deadline <= time: return scene.handle(.time(time))
  case .at, .never: return []                            // sleep: idle is free
  }
}

// VirtualHost's discussion.
func idleFrames<S: InteractiveScene>(afterPressing point: CGPoint, in scene: S) -> Int {
  var host = VirtualHost(scene: scene)
  host.send(.pointerDown(point, time: host.now))
  host.run(for: 0.6)                 // a long press lifts, a menu springs in
  host.send(.pointerUp(point, time: host.now))
  host.settle()
  return host.framesDrawn(during: { $0.run(for: 2) })   // 0 for a scene that sleeps when still
}

// The catalog's overview.
func frames<S: InteractiveScene>(whileIdle scene: S) -> Int {
  var host = VirtualHost(scene: scene)
  host.settle()
  return host.framesDrawn(during: { $0.run(for: 2) })
}

// The "Writing a host" article.
func schedule<S: InteractiveScene>(_ scene: S, now: TimeInterval) -> String {
  switch scene.nextWake(after: now) {
  case .everyFrame: return "tick each display frame, sending .time(frameTime)"
  case .at(let deadline): return "one timer in \(deadline - now) s, then send .time"
  case .never: return "nothing until the next input"
  }
}

@Suite struct DocumentationExampleTests {
  @Test func theExamplesRun() {
    var scene = BlinkScene()
    #expect(drive(&scene, at: 0).isEmpty)
    #expect(frames(whileIdle: BlinkScene()) == 0)
    // The dot fades from 1 s to 1.5 s, then the scene sleeps: 2 s from 0.6 s on draw the fade only.
    #expect(idleFrames(afterPressing: .zero, in: BlinkScene()) > 0)
    #expect(schedule(BlinkScene(), now: 0) == "nothing until the next input")
    var pressed = BlinkScene()
    _ = pressed.handle(.pointerDown(.zero, time: 0))
    #expect(schedule(pressed, now: 0) == "one timer in 1.0 s, then send .time")
  }
}
