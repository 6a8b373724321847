import Foundation
import InteractionKitGeometry

extension PointerTracker {
  /// A region a delegate returned at some location, before it is entered.
  struct Candidate {
    var host: PointerHost
    var region: PointerRegion
    var preview: PointerPreview
    var interaction: PointerInteraction

    /// Whether this is the active region (same host, identifier and rect).
    func isSame(as active: ActiveRegion?) -> Bool {
      guard let active else { return false }
      return active.host == host && active.region.isSameRegion(as: region)
    }

    /// The delegate's style for the region, or the system pointer for none.
    func style() -> PointerStyle {
      interaction.delegate.style(for: region, preview: preview) ?? .system
    }
  }

  /// The model pointer moved: hit test it, then (unless latched or pulled) resolve its region.
  mutating func pointerMoved(to location: CGPoint, modifiers: KeyModifierFlags, mayMagnetize: Bool) -> [Effect] {
    let previous = modelLocation
    modelLocation = location
    self.modifiers = modifiers
    velocity.add(location, time: clock.now, window: dynamics.velocityWindow)
    let hit = interactions.hitTest(location, in: tree)
    hitLayer = hit.hitLayer
    if latch != nil { return updatePresentedPointer() }
    if magnet != nil {
      if magnetHolds(at: location, previous: previous) { return updatePresentedPointer() }
      magnet = nil
    }
    let candidate = resolve(hit, at: location)
    if mayMagnetize, !isPrimaryButtonPressed, let pull = magnetize(at: location, modelCandidate: candidate) {
      return pull
    }
    return transition(to: candidate)
  }

  /// Asks the hit host's delegate for its region at `location`; `nil` without a host or a region.
  func resolve(_ hit: PointerHitTestResult, at location: CGPoint) -> Candidate? {
    guard let host = hit.host, let preview = hit.preview, let defaultRegion = hit.defaultRegion,
      let interaction = interactions.interaction(for: host)
    else { return nil }
    let request = PointerRegionRequest(location: location, modifiers: modifiers)
    guard let region = interaction.delegate.region(for: request, defaultRegion: defaultRegion) else { return nil }
    return Candidate(host: host, region: region, preview: preview, interaction: interaction)
  }

  /// Makes `candidate` the active region: nothing but the presented pointer when it is the same
  /// region; otherwise one exit and one entrance sharing an animator.
  ///
  /// - Parameters:
  ///   - style: The candidate's style when the caller already asked for it.
  ///   - recentre: Where to move the parallax anchor (clamped into the region) instead of the
  ///     region's centre: the model pointer, on a release.
  mutating func transition(
    to candidate: Candidate?, style knownStyle: PointerStyle? = nil, recentringAt recentre: CGPoint? = nil
  ) -> [Effect] {
    if let candidate, candidate.isSame(as: activeRegion) {
      // Same identity: keep the style (it is asked only for new regions); take the latest
      // latching axes.
      activeRegion?.region.latchingAxes = candidate.region.latchingAxes
      if let recentre { parallaxAnchor = candidate.region.rect.clampedPoint(recentre) }
      return updatePresentedPointer()
    }
    let exited = activeRegion
    if let candidate {
      activeRegion = ActiveRegion(
        host: candidate.host, region: candidate.region, style: knownStyle ?? candidate.style(),
        preview: candidate.preview)
      parallaxAnchor = recentre.map { candidate.region.rect.clampedPoint($0) } ?? candidate.region.rect.center
    } else {
      activeRegion = nil
    }
    guard exited != nil || activeRegion != nil else { return updatePresentedPointer() }
    let animator = beginAnimator()
    var effects: [Effect] = []
    if let exited { effects.append(.willExit(exited.region, host: exited.host, animator: animator)) }
    if let entered = activeRegion {
      effects.append(.willEnter(entered.region, host: entered.host, style: entered.style, animator: animator))
    }
    return effects + updatePresentedPointer()
  }

  /// Starts a transition from the current presented pointer to the one the state now gives.
  mutating func beginAnimator() -> PointerAnimator {
    transitionCount += 1
    let target = computePresentedPointer() ?? .system(at: modelLocation ?? .zero)
    let animator = PointerAnimator(
      id: transitionCount, beginTime: clock.now, spring: dynamics.transitionSpring,
      from: presentation(at: clock.now), to: target)
    self.animator = animator
    return animator
  }

  /// Recomputes the presented pointer; returns its effect when it changed.
  mutating func updatePresentedPointer() -> [Effect] {
    guard let pointer = computePresentedPointer(), pointer != presentedPointer else { return [] }
    presentedPointer = pointer
    return [.presentedPointer(pointer)]
  }

  /// The presented pointer the state gives: latched, pulled, in a region or the system pointer.
  func computePresentedPointer() -> PresentedPointer? {
    guard let model = modelLocation else { return nil }
    if let latch, let active = activeRegion {
      return latch.presentedPointerAtPress.translated(
        along: active.region.latchingAxes, by: model.x - latch.modelLocationAtPress.x,
        model.y - latch.modelLocationAtPress.y)
    }
    guard let active = activeRegion else { return .system(at: model) }
    // A pulled pointer sits where a model pointer at the anchor (the target's centre) would.
    let location = magnet == nil ? model : parallaxAnchor
    return active.style.presentedPointer(
      for: location, in: active.region.rect, parallaxAnchor: parallaxAnchor, dynamics: dynamics)
  }

  // MARK: Invalidation

  /// Asks again for the region at the model pointer and, for `host` (or any host), the style.
  mutating func invalidate(_ host: PointerHost?) -> [Effect] {
    guard let model = modelLocation else { return [] }
    magnet = nil
    let hit = interactions.hitTest(model, in: tree)
    hitLayer = hit.hitLayer
    if let active = activeRegion, latch != nil {
      // A latched region stays; only its style may change.
      guard host == nil || host == active.host, let interaction = interactions.interaction(for: active.host) else {
        return []
      }
      let style = interaction.delegate.style(for: active.region, preview: active.preview) ?? .system
      return changeStyle(to: style, relatch: true)
    }
    let candidate = resolve(hit, at: model)
    guard let candidate, candidate.isSame(as: activeRegion) else { return transition(to: candidate) }
    guard host == nil || host == candidate.host else { return updatePresentedPointer() }
    return changeStyle(to: candidate.style(), relatch: false)
  }

  /// Gives the active region a new style, animated; nothing when the style is unchanged.
  mutating func changeStyle(to style: PointerStyle, relatch: Bool) -> [Effect] {
    guard var active = activeRegion, style != active.style else { return updatePresentedPointer() }
    active.style = style
    activeRegion = active
    if relatch, let latch {
      let base = style.presentedPointer(
        for: latch.modelLocationAtPress, in: active.region.rect, parallaxAnchor: parallaxAnchor, dynamics: dynamics)
      self.latch?.presentedPointerAtPress = base
    }
    let animator = beginAnimator()
    return [.styleChanged(active.region, host: active.host, style: style, animator: animator)]
      + updatePresentedPointer()
  }
}
