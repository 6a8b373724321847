public import InteractionKitLiveScene

/// The modifier keys held with a pointer event, as `UIKeyModifierFlags`: the engine's one set of
/// modifiers (`SceneKeyModifiers`), under UIKit's name.
///
/// A ``PointerRegionRequest`` carries the keys held "at the time of this request", so a delegate can
/// return another region (and so another style) while, say, Option is down.
public typealias KeyModifierFlags = SceneKeyModifiers
