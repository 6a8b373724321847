import Foundation
public import InteractionKitTextTokens

extension TextDocument {
  /// The token that `token` (a token of the document before an edit) is after the edit: how a host,
  /// or a link preview, keeps hold of a token through edits without inventing an identity for it.
  ///
  /// The token's start follows the edit: unchanged when the edit starts after it, moved by the
  /// change in length when the edit ends at or before it. The result is the known token of the same
  /// kind that starts there, which may be longer or shorter than before (typing at a link's end
  /// extends the link). There is none — the token is gone — when the edit replaced the token's first
  /// character, when no token of its kind starts there any more, or when that text is not detected
  /// yet (see ``tokens(intersecting:)``).
  ///
  /// - Parameters:
  ///   - token: A token of the document as it was before the edit.
  ///   - change: The edit's change, as ``replaceCharacters(in:with:)`` returned it.
  public func token(following token: Token, through change: TextDocumentChange) -> Token? {
    let replaced = NSRange(
      location: change.editedRange.location, length: change.editedRange.length - change.changeInLength)
    let start: Int
    if token.range.location < replaced.location {
      start = token.range.location
    } else if token.range.location >= NSMaxRange(replaced) {
      start = token.range.location + change.changeInLength
    } else {
      return nil
    }
    guard start >= 0, start < length else { return nil }
    return tokens(intersecting: NSRange(location: start, length: 1)).first {
      $0.range.location == start && $0.kind == token.kind
    }
  }
}
