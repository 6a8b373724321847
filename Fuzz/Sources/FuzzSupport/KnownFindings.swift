import Foundation

/// Whether the harnesses also check findings that are known and not fixed yet (they live in code
/// this change could not edit): set `FUZZ_KNOWN_FINDINGS=1`. docs/FUZZING.md lists them.
public let checksKnownFindings = ProcessInfo.processInfo.environment["FUZZ_KNOWN_FINDINGS"] == "1"
