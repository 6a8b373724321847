extension Menu {
  /// The element at `path` (indices from this menu down through nested menus), or nil when the path
  /// leads nowhere: an identifier the host holds for a menu that has since changed gets nil, never
  /// a trap.
  public func element(at path: [Int]) -> MenuElement? {
    guard let first = path.first, children.indices.contains(first) else { return nil }
    let element = children[first]
    if path.count == 1 { return element }
    guard case .menu(let menu) = element else { return nil }
    return menu.element(at: Array(path.dropFirst()))
  }

  /// The action at `path`, or nil when the element there is not an action.
  public func action(at path: [Int]) -> MenuAction? {
    guard case .action(let action) = element(at: path) else { return nil }
    return action
  }
}
