import Foundation
import PropertyBased
import Testing

@testable import InteractionKitTextTokens

@Suite struct ScanTextTests {
  @Test func transcodingMatchesTheStandardLibrary() async {
    let alphabet = Array("aZ09 .@#é\u{301}日本語🙂👩‍👩‍👧مرحبا\u{10FFFF}\u{7F}\u{80}\u{7FF}\u{800}\u{FFFF}\u{10000}\n")
    await propertyCheck(count: 500, input: Gen.int(in: 0...(alphabet.count - 1)).array(of: 0...200)) { picks in
      let string = String(picks.map { alphabet[$0] })
      #expect(ScanText.utf16Units(of: string) == Array(string.utf16))
    }
    let edges = ["", "a", "\u{7F}\u{80}", "\u{7FF}\u{800}", "\u{FFFF}\u{10000}", "\u{10FFFF}", "e\u{301}"]
    for s in edges { #expect(ScanText.utf16Units(of: s) == Array(s.utf16), "\(s.debugDescription)") }
    // A bridged or substring-backed string goes through the same path.
    let sub = "xx日本語🙂yy".dropFirst(2).dropLast(2)
    #expect(ScanText.utf16Units(of: String(sub)) == Array(String(sub).utf16))
  }
}
