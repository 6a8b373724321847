/// The list part of a twitter list mention.
extension Token {
  /// The list slug of a `@user/list-slug` mention, with its leading `/`, or `nil` for any other
  /// token (plain mentions, other kinds).
  ///
  /// The twitter rules keep the slug in the mention's range and text (twitter-text's
  /// `mentions_or_lists_with_indices`); the value holds the user name only.
  public var mentionListSlug: String? {
    guard kind == .mention, case .mention(let username, nil) = value else { return nil }
    let utf16 = text.utf16
    let nameEnd = 1 + username.utf16.count
    guard utf16.count > nameEnd + 1 else { return nil }
    let slashIndex = utf16.index(utf16.startIndex, offsetBy: nameEnd)
    guard utf16[slashIndex] == 0x2F else { return nil }
    return String(text[slashIndex...])
  }
}
