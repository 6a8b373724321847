import InteractionKit

/// The context of the geometry module's examples: they declare what they use.
struct InteractionKitGeometryExamples {}
