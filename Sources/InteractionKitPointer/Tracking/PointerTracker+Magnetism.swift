import Foundation
import InteractionKitGeometry

extension PointerTracker {
  /// Pulls a flick to its likely target: when the latest samples are a flick
  /// (``PointerVelocityEstimator/flick(flickSpeed:minimumDecayRate:maximumProjection:)``), the
  /// region at the projected location is entered at once and the presented pointer sits at its
  /// centre, while the model pointer keeps tracking the input.
  ///
  /// Only a region whose style allows magnetism (highlight or lift) pulls, and only one other than
  /// the active region and the region at the model pointer. Returns `nil` when nothing pulls.
  mutating func magnetize(at location: CGPoint, modelCandidate: Candidate?) -> [Effect]? {
    guard dynamics.isMagnetismEnabled,
      let flick = velocity.flick(
        flickSpeed: dynamics.flickSpeed, minimumDecayRate: dynamics.minimumDecayRate,
        maximumProjection: dynamics.maximumProjection)
    else { return nil }
    let projected = flick.projectedLocation
    guard let target = resolve(interactions.hitTest(projected, in: tree), at: projected),
      !target.isSame(as: activeRegion), !target.region.rect.contains(location)
    else { return nil }
    if let modelCandidate, modelCandidate.host == target.host,
      modelCandidate.region.isSameRegion(as: target.region)
    {
      return nil
    }
    let style = target.style()
    guard style.allowsMagnetism else { return nil }
    magnet = Magnet(projectedLocation: projected, beginTime: clock.now)
    let pulled = Effect.magnetized(target.region, host: target.host, projectedLocation: projected)
    return [pulled] + transition(to: target, style: style)
  }

  /// Whether the pull holds after the model pointer moved from `previous` to `location`: it holds
  /// while the pointer keeps moving toward the target's centre (or stays still) and has not reached
  /// the target; on arrival the pull ends silently (the region is the same, so nothing fires).
  func magnetHolds(at location: CGPoint, previous: CGPoint?) -> Bool {
    guard let active = activeRegion, !active.region.rect.contains(location), let previous else { return false }
    let centre = active.region.rect.center
    let moved = CGPoint(x: location.x - previous.x, y: location.y - previous.y)
    let toward = CGPoint(x: centre.x - previous.x, y: centre.y - previous.y)
    return moved.x * toward.x + moved.y * toward.y >= 0
  }
}
