import InteractionKitTextTokens

extension TextDocument {
  /// A string's UTF-16 code units, transcoded straight from its UTF-8 storage by the token
  /// module's transcoder (ASCII widened sixteen bytes at a time), which matters when a 10 MB
  /// document is opened.
  static func utf16Units(of string: String) -> [UInt16] {
    TokenStorage.utf16Units(of: string)
  }
}
