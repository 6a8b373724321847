/// Counts as a mutation of `value`, so that a `var` an example declares (or takes from its
/// context) and only reads compiles without a warning in the generated code.
func mutate<T>(_ value: inout T) {}

/// Uses the value of an example's expression statement (`bounce.sample(at: 0).scale   // 0.7`),
/// so that the generated code compiles without an unused-result warning.
func use<T>(_ value: T) {}
