import InteractionKit

/// The context of the umbrella's examples (the getting-started article): they declare what they use.
struct InteractionKitExamples {}
