import InteractionKit

/// The context of the motion module's examples: they declare what they use.
struct InteractionKitMotionExamples {}
