/// Stops the fuzzer with a message when `condition` fails: libFuzzer reports the trap as a crash
/// and saves the input.
public func fuzzCheck(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
  if !condition() { fatalError("fuzz check failed: \(message())") }
}
