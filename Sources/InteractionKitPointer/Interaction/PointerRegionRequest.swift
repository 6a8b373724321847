public import Foundation

/// What a ``PointerInteraction/Delegate`` is asked about: where the pointer is and which keys are held,
/// as `UIPointerRegionRequest`.
///
/// Deviation from UIKit: ``location`` is in the tracker's coordinates (the layer tree's root
/// space), not the interaction view's, so regions from every interaction compare directly.
public struct PointerRegionRequest: Hashable, Sendable {
  /// The pointer's true (model) position, in the tracker's coordinates. Always finite: the tracker
  /// ignores non-finite locations before it asks.
  public var location: CGPoint

  /// The modifier keys held at the time of the request.
  public var modifiers: KeyModifierFlags

  /// Creates a request.
  ///
  /// - Parameters:
  ///   - location: Where the pointer is, in the tracker's coordinates.
  ///   - modifiers: The keys held; default none.
  public init(location: CGPoint, modifiers: KeyModifierFlags = []) {
    self.location = location
    self.modifiers = modifiers
  }
}
