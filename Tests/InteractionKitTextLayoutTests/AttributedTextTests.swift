import Foundation
import InteractionKitGeometry
import InteractionKitTextLayout
import Testing

@Suite struct AttributedTextTests {
  private let base = TextAttributes(fontSize: 15)

  /// The runs as (location, length, isBold) triples, for compact expectations.
  private func shape(_ text: AttributedText) -> [[Int]] {
    text.runs.map { [$0.range.location, $0.range.length, $0.attributes.fontWeight == .bold ? 1 : 0] }
  }

  @Test func startsWithOneRunOverTheWholeString() {
    let text = AttributedText("Hello 🙂", attributes: base)
    #expect(text.utf16Count == 8)
    #expect(shape(text) == [[0, 8, 0]])
    #expect(text.attributes(at: 7).fontSize == 15)
  }

  @Test func modifyingTheMiddleSplitsIntoThreeRuns() throws {
    var text = AttributedText("Hello world", attributes: base)
    try text.modifyAttributes(in: NSRange(location: 2, length: 3)) { $0.fontWeight = .bold }
    #expect(shape(text) == [[0, 2, 0], [2, 3, 1], [5, 6, 0]])
    #expect(text.attributes(at: 2).fontWeight == .bold)
    #expect(text.attributes(at: 5).fontWeight == .regular)
  }

  @Test func modifyingAtTheEdgesSplitsIntoTwoRuns() throws {
    var text = AttributedText("Hello world", attributes: base)
    try text.modifyAttributes(in: NSRange(location: 0, length: 5)) { $0.fontWeight = .bold }
    #expect(shape(text) == [[0, 5, 1], [5, 6, 0]])
    try text.modifyAttributes(in: NSRange(location: 8, length: 3)) { $0.fontWeight = .bold }
    #expect(shape(text) == [[0, 5, 1], [5, 3, 0], [8, 3, 1]])
  }

  @Test func equalNeighboursMergeBack() throws {
    var text = AttributedText("Hello world", attributes: base)
    try text.modifyAttributes(in: NSRange(location: 2, length: 3)) { $0.fontWeight = .bold }
    try text.modifyAttributes(in: NSRange(location: 2, length: 3)) { $0.fontWeight = .regular }
    #expect(shape(text) == [[0, 11, 0]])
    try text.modifyAttributes(in: NSRange(location: 0, length: 4)) { $0.fontWeight = .bold }
    try text.modifyAttributes(in: NSRange(location: 4, length: 3)) { $0.fontWeight = .bold }
    #expect(shape(text) == [[0, 7, 1], [7, 4, 0]])
  }

  @Test func aRangeAcrossRunsModifiesEachPiece() throws {
    var text = AttributedText("abcdefghij", attributes: base)
    try text.modifyAttributes(in: NSRange(location: 2, length: 2)) { $0.fontWeight = .bold }
    try text.modifyAttributes(in: NSRange(location: 1, length: 6)) { $0.isItalic = true }
    #expect(text.runs.map(\.range) == [
      NSRange(location: 0, length: 1), NSRange(location: 1, length: 1), NSRange(location: 2, length: 2),
      NSRange(location: 4, length: 3), NSRange(location: 7, length: 3),
    ])
    #expect(text.runs.map(\.attributes.isItalic) == [false, true, true, true, false])
    #expect(text.runs.map(\.attributes.fontWeight) == [.regular, .regular, .bold, .regular, .regular])
    // The runs still tile the string.
    var next = 0
    for run in text.runs {
      #expect(run.range.location == next)
      next = NSMaxRange(run.range)
    }
    #expect(next == text.utf16Count)
  }

  @Test func emptyRangeIsANoOp() throws {
    var text = AttributedText("abc", attributes: base)
    var called = false
    try text.modifyAttributes(in: NSRange(location: 3, length: 0)) { _ in called = true }
    #expect(!called)
    #expect(shape(text) == [[0, 3, 0]])
  }

  @Test func badRangesThrowAndLeaveTheTextUnchanged() {
    var text = AttributedText("abc", attributes: base)
    #expect(throws: TextRangeError.outOfBounds(NSRange(location: 2, length: 2), length: 3)) {
      try text.modifyAttributes(in: NSRange(location: 2, length: 2)) { $0.fontWeight = .bold }
    }
    #expect(throws: TextRangeError.malformed(NSRange(location: -1, length: 2))) {
      try text.modifyAttributes(in: NSRange(location: -1, length: 2)) { $0.fontWeight = .bold }
    }
    #expect(throws: TextRangeError.malformed(NSRange(location: NSNotFound, length: 0))) {
      try text.modifyAttributes(in: NSRange(location: NSNotFound, length: 0)) { $0.fontWeight = .bold }
    }
    #expect(shape(text) == [[0, 3, 0]])
  }

  @Test func modifyingAttributesReturnsACopy() throws {
    let text = AttributedText("abc", attributes: base)
    let bold = try text.modifyingAttributes(in: NSRange(location: 0, length: 1)) { $0.fontWeight = .bold }
    #expect(shape(text) == [[0, 3, 0]])
    #expect(shape(bold) == [[0, 1, 1], [1, 2, 0]])
  }

  @Test func emptyTextHasOneEmptyRun() {
    let text = AttributedText("", attributes: base)
    #expect(text.runs.count == 1)
    #expect(text.runs[0].range == NSRange(location: 0, length: 0))
    #expect(text.attributes(at: 0).fontSize == 15)
  }

  @Test func nonFiniteFontSizeClampsToOnePoint() {
    #expect(TextAttributes(fontSize: .nan).fontSize == 1)
    #expect(TextAttributes(fontSize: -4).fontSize == 1)
    #expect(TextAttributes(fontSize: .infinity).fontSize == 1)
  }
}
