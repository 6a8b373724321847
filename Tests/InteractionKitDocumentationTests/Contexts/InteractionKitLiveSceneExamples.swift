import InteractionKit

/// The context of the live scene's examples: they declare what they use.
struct InteractionKitLiveSceneExamples {}
