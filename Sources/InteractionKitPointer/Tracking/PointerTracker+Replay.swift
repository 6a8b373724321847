public import Foundation
public import InteractionKitScene

/// One input sample of a recorded pointer path.
public struct PointerSample: Hashable, Sendable, Codable {
  /// Where the pointer was, in the tree's coordinates.
  public var location: CGPoint
  /// When, in seconds.
  public var time: TimeInterval
  /// Whether the primary button was down; a change from the previous sample is a press or a release.
  public var isPrimaryButtonPressed: Bool
  /// The modifier keys held.
  public var modifiers: KeyModifierFlags

  /// Creates a sample; by default the button is up and no key is held.
  public init(
    location: CGPoint, time: TimeInterval, isPrimaryButtonPressed: Bool = false, modifiers: KeyModifierFlags = []
  ) {
    self.location = location
    self.time = time
    self.isPrimaryButtonPressed = isPrimaryButtonPressed
    self.modifiers = modifiers
  }

  /// Samples at the given points, `interval` seconds apart from `startTime` (a path without times,
  /// as the CLI's `--path` gives). The default interval is 1/60 s.
  public static func samples(
    along points: [CGPoint], startTime: TimeInterval = 0, interval: TimeInterval = 1.0 / 60
  ) -> [PointerSample] {
    points.enumerated().map { index, point in
      PointerSample(location: point, time: startTime + Double(index) * interval)
    }
  }
}

/// What happened at one sample of a replayed path.
public struct PointerReplayStep: Hashable, Sendable {
  /// The sample.
  public var sample: PointerSample
  /// The frontmost layer under the model pointer after the sample.
  public var hitLayer: LayerID?
  /// The host of the active region, or `nil`.
  public var host: PointerHost?
  /// The active region, or `nil` (the system pointer).
  public var region: PointerRegion?
  /// The active region's style, or `nil`.
  public var style: PointerStyle?
  /// The effects the sample fired, in order.
  public var effects: [PointerTracker.Effect]
  /// The presented pointer after the sample (its settled target; sample a morph with
  /// ``PointerAnimator/presentedPointer(at:target:)``).
  public var presentedPointer: PresentedPointer?
  /// Whether a flick was being pulled after the sample.
  public var isMagnetized: Bool

  /// The regions entered at this sample, in order.
  public var enteredRegions: [PointerRegion] {
    effects.compactMap { if case .willEnter(let region, _, _, _) = $0 { region } else { nil } }
  }

  /// The regions exited at this sample, in order.
  public var exitedRegions: [PointerRegion] {
    effects.compactMap { if case .willExit(let region, _, _) = $0 { region } else { nil } }
  }
}

extension PointerTracker {
  /// Replays a recorded path: each sample becomes a move, or a press or release when its button
  /// state differs from the previous sample's (the first sample compares with the tracker's).
  ///
  /// ```swift
  /// var tracker = PointerTracker(tree: scene, interactions: interactions)
  /// for step in tracker.replay(PointerSample.samples(along: points)) {
  ///   print(step.hitLayer ?? "nothing", step.region?.identifier ?? "no region", step.effects.count)
  /// }
  /// ```
  ///
  /// - Returns: One step per sample, in order. A sample with a non-finite location changes nothing
  ///   and fires nothing; its step reports the tracker as it was.
  @discardableResult
  public mutating func replay(_ samples: some Sequence<PointerSample>) -> [PointerReplayStep] {
    samples.map { sample in
      let event: Event =
        switch (isPrimaryButtonPressed, sample.isPrimaryButtonPressed) {
        case (false, true): .pointerDown(sample.location, time: sample.time, modifiers: sample.modifiers)
        case (true, false): .pointerUp(sample.location, time: sample.time, modifiers: sample.modifiers)
        case (false, false), (true, true):
          .pointerMoved(sample.location, time: sample.time, modifiers: sample.modifiers)
        }
      let effects = handle(event)
      return PointerReplayStep(
        sample: sample, hitLayer: hitLayer, host: activeRegion?.host, region: activeRegion?.region,
        style: activeRegion?.style, effects: effects, presentedPointer: presentedPointer, isMagnetized: magnet != nil)
    }
  }

  /// Replays a recorded path through a new tracker: the one-call form of ``replay(_:)``.
  public static func replay(
    _ samples: some Sequence<PointerSample>, tree: LayerTree?, interactions: PointerInteractionRegistry,
    dynamics: PointerDynamics = .standard
  ) -> [PointerReplayStep] {
    var tracker = PointerTracker(tree: tree, interactions: interactions, dynamics: dynamics)
    return tracker.replay(samples)
  }
}
