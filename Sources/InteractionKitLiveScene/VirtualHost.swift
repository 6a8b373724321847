public import Foundation
public import InteractionKitScene

/// A host without a display: drives an ``InteractiveScene`` on a virtual clock exactly as a live
/// host does, so live behaviour is tested headless, with synthetic inputs and no waiting.
///
/// It draws one frame after each input, and between inputs follows the scene's
/// ``InteractiveScene/nextWake(after:)``: a frame every ``frameInterval`` while the scene asks
/// for every frame, one timer wake at a deadline, nothing while it asks for nothing. It counts
/// the frames, so a test can hold a scene to "idle draws nothing".
///
/// ```swift
/// func idleFrames<S: InteractiveScene>(afterPressing point: CGPoint, in scene: S) -> Int {
///   var host = VirtualHost(scene: scene)
///   host.send(.pointerDown(point, time: host.now))
///   host.run(for: 0.6)                 // a long press lifts, a menu springs in
///   host.send(.pointerUp(point, time: host.now))
///   host.settle()
///   return host.framesDrawn(during: { $0.run(for: 2) })   // 0 for a scene that sleeps when still
/// }
/// ```
public struct VirtualHost<Scene: InteractiveScene>: Sendable {
  /// The scene, as the inputs and time so far left it.
  public private(set) var scene: Scene
  /// The virtual time, in seconds.
  public private(set) var now: TimeInterval
  /// Seconds between two frames while the scene asks for every frame: 1/60. Clamped to
  /// 0.001…1 (non-finite values count as 1/60).
  public var frameInterval: TimeInterval = 1.0 / 60 {
    didSet { frameInterval = frameInterval.isFinite ? Swift.min(1, Swift.max(0.001, frameInterval)) : 1.0 / 60 }
  }
  /// Every event the scene returned, in order, with its time.
  public private(set) var events: [(event: Scene.Event, time: TimeInterval)] = []
  /// How many frames were drawn so far (one after each input, one per frame or timer wake).
  public private(set) var framesDrawn = 0
  /// How many timer wakes (``SceneWake/at(_:)``) happened so far.
  public private(set) var timerWakes = 0

  /// A host over `scene`, its clock at `time`.
  public init(scene: Scene, time: TimeInterval = 0) {
    self.scene = scene
    self.now = time.isFinite ? time : 0
  }

  /// Sends an input at its own time (a time before ``now`` is sent as it is: the scene clamps
  /// it) and draws a frame. Returns the events it caused.
  @discardableResult
  public mutating func send(_ input: SceneInput) -> [Scene.Event] {
    if input.time.isFinite { now = Swift.max(now, input.time) }
    let caused = scene.handle(input)
    events += caused.map { ($0, input.time) }
    framesDrawn += 1
    return caused
  }

  /// Performs an accessibility action now and draws a frame.
  @discardableResult
  public mutating func perform(_ action: AccessibilityAction, on element: Scene.ElementID) -> [Scene.Event] {
    let caused = scene.perform(action, on: element, time: now)
    events += caused.map { ($0, now) }
    framesDrawn += 1
    return caused
  }

  /// Lets `duration` seconds pass as a live host would: frames while the scene moves, a timer
  /// at its deadlines, nothing while it sleeps. Returns the events that happened.
  @discardableResult
  public mutating func run(for duration: TimeInterval) -> [Scene.Event] {
    guard duration.isFinite, duration > 0 else { return [] }
    let end = now + duration
    var caused: [Scene.Event] = []
    // A bound on the loop: every frame of the run, and as many timer wakes again.
    var budget = Int(duration / frameInterval) * 2 + 16
    while now < end, budget > 0 {
      budget -= 1
      let step: TimeInterval
      switch scene.nextWake(after: now) {
      case .never:
        now = end
        return caused
      case .everyFrame:
        step = Swift.min(end, now + frameInterval)
      case .at(let deadline):
        guard deadline <= end else {
          now = end
          return caused
        }
        timerWakes += 1
        step = Swift.max(deadline, now + 1e-9)
      }
      now = step
      let events = scene.handle(.time(now))
      self.events += events.map { ($0, now) }
      caused += events
      framesDrawn += 1
    }
    now = Swift.max(now, end)
    return caused
  }

  /// Runs until the scene asks for no frames (it may still wait for a deadline), at most
  /// `limit` seconds. Returns the events that happened.
  @discardableResult
  public mutating func settle(limit: TimeInterval = 10) -> [Scene.Event] {
    var caused: [Scene.Event] = []
    let end = now + limit
    while now < end, scene.nextWake(after: now).needsFrames {
      caused += run(for: frameInterval)
    }
    return caused
  }

  /// The frames drawn while `body` runs.
  public mutating func framesDrawn(during body: (inout VirtualHost) -> Void) -> Int {
    let before = framesDrawn
    body(&self)
    return framesDrawn - before
  }

  /// A click (or a tap): down and up at `point`, `duration` apart.
  @discardableResult
  public mutating func tap(_ point: CGPoint, duration: TimeInterval = 0.05) -> [Scene.Event] {
    var caused = send(.pointerDown(point, time: now))
    caused += run(for: duration)
    caused += send(.pointerUp(point, time: now))
    return caused
  }

  /// A press held at `point` for `duration` seconds, then released.
  @discardableResult
  public mutating func press(_ point: CGPoint, for duration: TimeInterval) -> [Scene.Event] {
    tap(point, duration: duration)
  }

  /// A key, with modifiers.
  @discardableResult
  public mutating func key(_ key: SceneKey, modifiers: SceneKeyModifiers = []) -> [Scene.Event] {
    send(.key(key, modifiers: modifiers, time: now))
  }

  /// Resizes the scene (keeping the rest of its environment).
  @discardableResult
  public mutating func resize(to size: CGSize) -> [Scene.Event] {
    var environment = scene.environment
    environment.size = size
    return send(.environment(environment, time: now))
  }

  /// The layers the scene draws now.
  public var layerTree: LayerTree { scene.layerTree(at: now) }

  /// What assistive technologies read now.
  public var accessibilityTree: AccessibilityTree<Scene.ElementID> { scene.accessibilityTree }

  /// When the scene next needs time.
  public var nextWake: SceneWake { scene.nextWake(after: now) }
}
