import Foundation
import InteractionKitTextLayout
import Testing

@Suite struct NSRangeValidationTests {
  @Test func validRangesPass() throws {
    try NSRange(location: 0, length: 0).validate(inLength: 0)
    try NSRange(location: 0, length: 5).validate(inLength: 5)
    try NSRange(location: 5, length: 0).validate(inLength: 5)
    try NSRange(location: 2, length: 3).validate(inLength: 5)
  }

  @Test func malformedRangesThrowMalformed() {
    for range in [
      NSRange(location: NSNotFound, length: 0), NSRange(location: NSNotFound, length: 1),
      NSRange(location: -1, length: 1), NSRange(location: 0, length: -1), NSRange(location: .min, length: 0),
    ] {
      #expect(throws: TextRangeError.malformed(range)) { try range.validate(inLength: 10) }
    }
  }

  @Test func rangesPastTheEndThrowOutOfBounds() {
    for range in [
      NSRange(location: 6, length: 0), NSRange(location: 3, length: 3), NSRange(location: 0, length: .max),
      NSRange(location: .max - 1, length: 0),
    ] {
      #expect(throws: TextRangeError.outOfBounds(range, length: 5)) { try range.validate(inLength: 5) }
    }
  }

  @Test func overflowingEndThrowsInsteadOfTrapping() {
    let range = NSRange(location: 3, length: .max)
    #expect(throws: TextRangeError.outOfBounds(range, length: 5)) { try range.validate(inLength: 5) }
    #expect(range.clamped(toLength: 5) == NSRange(location: 3, length: 2))
  }

  @Test func clampedKeepsInRangeValues() {
    #expect(NSRange(location: 1, length: 2).clamped(toLength: 5) == NSRange(location: 1, length: 2))
    #expect(NSRange(location: 0, length: 5).clamped(toLength: 5) == NSRange(location: 0, length: 5))
  }

  @Test func clampedCutsTheEnd() {
    #expect(NSRange(location: 3, length: 10).clamped(toLength: 5) == NSRange(location: 3, length: 2))
    #expect(NSRange(location: 9, length: 10).clamped(toLength: 5) == NSRange(location: 5, length: 0))
    #expect(NSRange(location: .max - 1, length: 7).clamped(toLength: 5) == NSRange(location: 5, length: 0))
    // NSNotFound is Int.max, so a location of .max is malformed, not merely past the end.
    #expect(NSRange(location: .max, length: 0).clamped(toLength: 5) == NSRange(location: 0, length: 0))
  }

  @Test func clampedTurnsMalformedIntoEmptyAtZero() {
    #expect(NSRange(location: NSNotFound, length: 3).clamped(toLength: 5) == NSRange(location: 0, length: 0))
    #expect(NSRange(location: -2, length: 3).clamped(toLength: 5) == NSRange(location: 0, length: 0))
    #expect(NSRange(location: 1, length: -3).clamped(toLength: 5) == NSRange(location: 0, length: 0))
  }

  @Test func errorDescriptionsEndInTheFix() {
    let errors: [TextRangeError] = [
      .malformed(NSRange(location: -1, length: 0)), .outOfBounds(NSRange(location: 0, length: 9), length: 3),
      .offsetOutOfBounds(7, length: 3),
    ]
    #expect(errors[0].description.contains("use a non-negative location and length"))
    #expect(errors[1].description.contains("clamp it with NSRange.clamped(toLength:)"))
    #expect(errors[2].description.contains("pass an offset within the text"))
    for error in errors { #expect(error.description.hasSuffix(".")) }
  }
}
