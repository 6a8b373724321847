import Testing

@testable import InteractionKitTextTokens

/// The BMP table built from the generated runs (`scripts/generate-unicode-classes`) against the
/// classification it was generated from: when they disagree, run the script.
@Suite struct UnicodeClassesTableTests {
  @Test func generatedRunsEqualTheStandardLibrarysProperties() {
    let table = UnicodeClasses.shared.bmp
    #expect(table.count == 0x10000)
    var mismatches: [UInt32] = []
    for value in 0..<UInt32(0x10000) where table[Int(value)] != UnicodeClasses.computeFlags(value) {
      mismatches.append(value)
    }
    #expect(mismatches.isEmpty, "run scripts/generate-unicode-classes; first: \(mismatches.prefix(5))")
  }

  @Test func runsAreOrderedAndStartAtZero() {
    let starts = UnicodeClasses.bmpRuns.map { $0 >> 16 }
    #expect(starts.first == 0)
    #expect(zip(starts, starts.dropFirst()).allSatisfy { $0 < $1 })
  }
}
