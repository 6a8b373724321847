import Foundation
import InteractionKitGeometry
import InteractionKitPointer
import InteractionKitScene
import InteractionKitTestSupport
import PropertyBased
import Testing

/// Random paths against independent oracles: the callback grammar and the presented pointer's bound.
@Suite struct PointerPropertyTests {
  /// The delegates a random row draws from.
  static let delegates: [PointerInteraction.Delegate] = [.highlight, .lift, .hover, .automatic]

  /// A random row: 1…5 buttons of random widths, contiguous or with gaps, random delegates.
  static func randomTracker(_ rng: inout SplitMix64) throws -> PointerTracker {
    var root = Layer(id: "root", frame: CGRect(x: 0, y: 0, width: 1_000, height: 300))
    var interactions = PointerInteractionRegistry()
    var x: CGFloat = 40
    for index in 0 ..< Int(1 + rng.next(below: 5)) {
      let width = CGFloat(28 + rng.next(below: 90))
      var button = Layer(id: LayerID("b\(index)"), frame: CGRect(x: x, y: 100, width: width, height: 44))
      button.hitTestInsets = PointerMetrics.hitTestInsets
      button.cornerRadius = CGFloat(rng.next(below: 3) * 6)
      if rng.next(below: 2) == 0 { button.backgroundColor = .black }
      root.sublayers.append(button)
      interactions.addInteraction(PointerInteraction(delegate: delegates[Int(rng.next(below: 4))]), to: button.id)
      x += width + (rng.next(below: 2) == 0 ? 40 : CGFloat(rng.next(below: 100)))
    }
    return PointerTracker(tree: try LayerTree(root: root), interactions: interactions)
  }

  /// A random burst of events: wanders, flicks, presses, ticks, invalidations, exits and bad input.
  static func randomEvents(_ rng: inout SplitMix64, time: inout Double, at location: inout CGPoint) -> [PointerTracker.Event] {
    func point() -> CGPoint { CGPoint(x: CGFloat(rng.next(below: 700)), y: CGFloat(40 + rng.next(below: 200))) }
    func step() -> Double {
      switch rng.next(below: 20) {
      case 0: -0.05
      case 1: 0
      default: Double(1 + rng.next(below: 40)) / 1000
      }
    }
    switch rng.next(below: 14) {
    case 0:
      // A decaying flick toward a random point.
      let target = point()
      let start = location
      let rate = Double(5 + rng.next(below: 20))
      return (1 ... 8).map { i in
        let f = CGFloat(1 - exp(-rate * Double(i) / 60))
        time += 1.0 / 60
        location = start.interpolated(to: target, fraction: f)
        return .pointerMoved(location, time: time)
      }
    case 1: time += step(); return [.pointerDown(location, time: time)]
    case 2: time += step(); return [.pointerUp(location, time: time)]
    case 3: time += step(); return [.time(time)]
    case 4: time += step(); return [.invalidated(rng.next(below: 2) == 0 ? nil : .layer("b0"), time: time)]
    case 5: return [.pointerMoved(CGPoint(x: CGFloat.nan, y: 3), time: time)]
    case 6: return [.pointerMoved(location, time: .nan)]
    case 9: time += step(); return [.pointerExited(time: time)]
    case 7, 8:
      time += step()
      location = point()
      return [.pointerMoved(location, time: time)]
    default:
      time += step()
      location = location.offsetBy(dx: CGFloat(Int(rng.next(below: 41)) - 20), dy: CGFloat(Int(rng.next(below: 21)) - 10))
      return [.pointerMoved(location, time: time)]
    }
  }

  /// Checks one event's effects against the grammar `(exit)? (enter | styleChanged)? presented?`
  /// with `magnetized` only right before an exit or entrance; returns the active region after them.
  static func checkGrammar(
    _ effects: [PointerTracker.Effect], active: inout (host: PointerHost, region: PointerRegion)?
  ) {
    var presentedCount = 0
    var transitionAnimators: Set<PointerAnimator> = []
    for (index, effect) in effects.enumerated() {
      #expect(presentedCount == 0, "the presented pointer comes last, once: \(effects.tags)")
      switch effect {
      case .willExit(let region, let host, let animator):
        #expect(active?.host == host && active?.region.isSameRegion(as: region) == true, "exit of a region not entered")
        active = nil
        transitionAnimators.insert(animator)
      case .willEnter(let region, let host, _, let animator):
        #expect(active == nil, "entrance before the previous region exited")
        active = (host, region)
        transitionAnimators.insert(animator)
      case .styleChanged(let region, let host, _, _):
        #expect(active?.host == host && active?.region.isSameRegion(as: region) == true, "style change outside a region")
      case .magnetized(let region, let host, _):
        let entrance = effects[index...].first { if case .willEnter = $0 { true } else { false } }
        guard case .willEnter(let entered, let enteredHost, _, _) = entrance else {
          Issue.record("a pull without an entrance: \(effects.tags)")
          continue
        }
        #expect(entered == region && enteredHost == host)
      case .presentedPointer:
        presentedCount += 1
      }
    }
    #expect(transitionAnimators.count <= 1, "an exit and an entrance share one animator")
  }

  /// Checks that the presented pointer stays inside the active region's shape plus its parallax bound.
  static func checkBound(_ tracker: PointerTracker) {
    guard let model = tracker.modelLocation, let pointer = tracker.presentedPointer, tracker.latch == nil else { return }
    guard let active = tracker.activeRegion else {
      #expect(pointer == .system(at: model))
      return
    }
    let region = active.region.rect
    let dynamics = tracker.dynamics
    guard case .effect(let effect, nil) = active.style.content, case .roundedRect(let shape, _) = effect.defaultShape
    else {
      Issue.record("the random delegates give effect styles")
      return
    }
    switch effect.resolved {
    case .highlight:
      let f = dynamics.highlightParallax
      let bound = shape.insetBy(dx: -f * region.width / 2 - 1e-9, dy: -f * region.height / 2 - 1e-9)
      #expect(Self.encloses(bound, pointer.frame), "highlight \(pointer.frame) outside \(bound)")
      #expect(pointer.frame.size == shape.size)
    case .lift:
      let f = dynamics.liftParallax
      let s = dynamics.liftScale
      let lifted = CGRect(center: shape.center, size: CGSize(width: shape.width * s, height: shape.height * s))
      let bound = lifted.insetBy(dx: -f * region.width / 2 - 1e-9, dy: -f * region.height / 2 - 1e-9)
      #expect(Self.encloses(bound, pointer.frame), "lift \(pointer.frame) outside \(bound)")
    case .hover, .automatic:
      #expect(pointer.kind == .hover)
      #expect(abs(pointer.position.x - model.x) < 1e-9 && abs(pointer.position.y - model.y) < 1e-9)
    }
  }

  /// Whether `outer` encloses `inner`, edge by edge (Foundation's `contains` compares an
  /// intersection for equality and so fails on rounding).
  static func encloses(_ outer: CGRect, _ inner: CGRect) -> Bool {
    inner.minX >= outer.minX && inner.minY >= outer.minY && inner.maxX <= outer.maxX && inner.maxY <= outer.maxY
  }

  @Test func randomPathsKeepCallbacksLegalAndThePointerInBounds() async {
    await propertyCheck(count: 300, input: Gen.int(in: 0 ... 1_000_000)) { seed in
      var rng = SplitMix64(seed: UInt64(seed))
      guard var tracker = try? Self.randomTracker(&rng) else {
        Issue.record("the random scene has unique identifiers")
        return
      }
      var active: (host: PointerHost, region: PointerRegion)?
      var time = 0.0
      var location = CGPoint(x: 10, y: 120)
      for _ in 0 ..< 40 {
        for event in Self.randomEvents(&rng, time: &time, at: &location) {
          let effects = tracker.handle(event)
          Self.checkGrammar(effects, active: &active)
          #expect(active?.host == tracker.activeRegion?.host)
          #expect(active.map { tracker.activeRegion?.region.isSameRegion(as: $0.region) == true } ?? (tracker.activeRegion == nil))
          Self.checkBound(tracker)
          if let effect = effects.last, case .presentedPointer(let pointer) = effect {
            #expect(pointer == tracker.presentedPointer)
          }
        }
      }
    }
  }

  /// A row along the x axis and a slow path along its centre line, in steps of 1…10 points at 60 Hz
  /// (at most 600 pt/s, below the flick speed).
  static func slowPathAlongRow(spacing: @escaping (inout SplitMix64) -> CGFloat, seed: Int) throws
    -> (steps: [PointerReplayStep], count: Int)
  {
    var rng = SplitMix64(seed: UInt64(seed))
    let count = Int(2 + rng.next(below: 5))
    var root = Layer(id: "root", frame: CGRect(x: 0, y: 0, width: 2_000, height: 300))
    var interactions = PointerInteractionRegistry()
    var x: CGFloat = 40
    for index in 0 ..< count {
      let width = CGFloat(28 + rng.next(below: 53))
      var button = Layer(id: LayerID("b\(index)"), frame: CGRect(x: x, y: 100, width: width, height: 44))
      button.hitTestInsets = PointerMetrics.hitTestInsets
      root.sublayers.append(button)
      interactions.addInteraction(PointerInteraction(delegate: delegates[Int(rng.next(below: 4))]), to: button.id)
      x += width + spacing(&rng)
    }
    let end = root.sublayers.last.map { $0.frame.maxX + 15 } ?? 0
    var points: [CGPoint] = []
    var px: CGFloat = 25
    while px < end {
      points.append(CGPoint(x: px, y: 122))
      px += CGFloat(1 + rng.next(below: 10))
    }
    let steps = PointerTracker.replay(
      PointerSample.samples(along: points), tree: try LayerTree(root: root), interactions: interactions)
    return (steps, count)
  }

  @Test func aContiguousRowIsEnteredOncePerControlWithoutTheSystemPointerBetween() async {
    await propertyCheck(count: 200, input: Gen.int(in: 0 ... 1_000_000)) { seed in
      guard let run = try? Self.slowPathAlongRow(spacing: { _ in 40 }, seed: seed) else {
        Issue.record("the row has unique identifiers")
        return
      }
      let entered = run.steps.flatMap(\.enteredRegions).compactMap(\.identifier?.description)
      #expect(entered == (0 ..< run.count).map { "b\($0)" })
      #expect(run.steps.flatMap(\.exitedRegions).count == run.count - 1)
      let firstEntry = run.steps.firstIndex { !$0.enteredRegions.isEmpty } ?? 0
      #expect(!run.steps[firstEntry...].contains { $0.presentedPointer?.kind == .system })
    }
  }

  @Test func aRowWithGapsFallsBackToTheSystemPointerBetweenControls() async {
    await propertyCheck(count: 200, input: Gen.int(in: 0 ... 1_000_000)) { seed in
      // Gaps of 12 to 60 points between hit areas: a step of at most 10 always lands in one.
      guard let run = try? Self.slowPathAlongRow(spacing: { CGFloat(52 + $0.next(below: 49)) }, seed: seed) else {
        Issue.record("the row has unique identifiers")
        return
      }
      let entered = run.steps.flatMap(\.enteredRegions).compactMap(\.identifier?.description)
      #expect(entered == (0 ..< run.count).map { "b\($0)" })
      let entries = run.steps.indices.filter { !run.steps[$0].enteredRegions.isEmpty }
      for (a, b) in zip(entries, entries.dropFirst()) {
        #expect(run.steps[a ..< b].contains { $0.presentedPointer?.kind == .system })
        #expect(run.steps[b].exitedRegions.isEmpty)
      }
    }
  }
}
