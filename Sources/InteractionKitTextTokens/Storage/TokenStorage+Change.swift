public import Foundation

extension TokenStorage {
  /// What one edit changed: the characters replaced and the tokens that went away or appeared.
  ///
  /// The analogue of what `NSTextStorage` hands its layout managers in `processEditing`, plus the
  /// token difference. Tokens that merely moved (because the text before them changed length) or
  /// that were found again unchanged appear in neither list. An observer that keeps its own copy
  /// of the tokens stays exact by removing ``removedTokens``, moving every kept token that starts
  /// at or after the end of the replaced range by ``changeInLength``, and inserting ``addedTokens``.
  public struct Change: Hashable, Sendable {
    /// The range of the new text that replaced the old characters (its length is the replacement's
    /// length). The replaced range of the old text is
    /// `NSRange(location: editedRange.location, length: editedRange.length - changeInLength)`.
    ///
    /// For ``TokenStorage/setDetector(_:detection:)``, which changes no character, it is the whole
    /// text and ``changeInLength`` is 0, as `NSTextStorage` reports an attributes-only edit. For a
    /// detection (``TokenStorage/detectTokens(in:)`` and the like) it spans the text detected, with
    /// a ``changeInLength`` of 0, no removed token and the tokens found as added.
    public var editedRange: NSRange
    /// The new length minus the old length, in UTF-16 units.
    public var changeInLength: Int
    /// The tokens that no longer exist, in order, with their ranges in the old text.
    public var removedTokens: [Token]
    /// The tokens that are new, in order, with their ranges in the new text.
    public var addedTokens: [Token]

    /// Creates a change.
    public init(editedRange: NSRange, changeInLength: Int, removedTokens: [Token], addedTokens: [Token]) {
      self.editedRange = editedRange
      self.changeInLength = changeInLength
      self.removedTokens = removedTokens
      self.addedTokens = addedTokens
    }

    /// The range of the old text that was replaced.
    public var replacedRange: NSRange {
      NSRange(location: editedRange.location, length: editedRange.length - changeInLength)
    }
  }

  /// Something told about every edit, such as a layout cache or a list of links.
  ///
  /// Observers are called synchronously at the end of each editing method, in the order of
  /// ``TokenStorage/observers``, after the text and the tokens have been updated. They get the
  /// ``Change`` only: the storage is a value being mutated, so an observer must not reach back into
  /// it (read what you need from the change, or from the storage after the editing call returns).
  public struct Observer: Sendable {
    /// A name for diagnostics and for removing the observer (`observers.removeAll { $0.name == … }`).
    public var name: String
    /// The closure called with each change.
    public var handler: @Sendable (Change) -> Void

    /// Creates an observer.
    /// - Parameters:
    ///   - name: A name for diagnostics and removal; empty by default.
    ///   - handler: Called synchronously with each change.
    public init(name: String = "", _ handler: @escaping @Sendable (Change) -> Void) {
      self.name = name
      self.handler = handler
    }
  }
}
