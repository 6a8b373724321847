public import Foundation
public import InteractionKitTextLayout

extension ContextMenuRow {
  /// Flattens `menu` into rows, top to bottom, each measured for a menu `width` points wide.
  ///
  /// - A non-empty title of `menu` becomes a ``Kind/header`` row; so does the title of every inline
  ///   section.
  /// - Every visible action becomes an ``Kind/action`` row (hidden actions have none), every nested
  ///   menu that is not inline a ``Kind/submenu`` row, every deferred element a ``Kind/loading`` row.
  /// - The children of an inline menu form a section of their own. An 8 pt ``Kind/separator``
  ///   (``ContextMenuMetrics/sectionSeparatorHeight``) goes between two neighbouring sections (or a
  ///   section and a run of ordinary rows), never at the top, never at the bottom, never two in a
  ///   row; empty sections vanish with their separators.
  ///
  /// A row's height is ``ContextMenuMetrics/rowHeight(lineCount:)`` for the lines its title and
  /// subtitle wrap to with `engine`, at the width left after the two item paddings, the gutter and
  /// the image box (and the indentation, when some action of `menu` shows a checkmark or a dash).
  /// A header is its padding plus the height of its text, measured at the width inside its padding.
  /// Frames start at `y = 0` and span `x = 0 ..< width`. The work is linear in the number of
  /// elements.
  ///
  /// - Parameters:
  ///   - menu: The menu to flatten.
  ///   - width: The menu's width; NaN, infinite and negative widths count as 0.
  ///   - metrics: The metrics; sanitized first.
  ///   - engine: Measures titles, subtitles and headers.
  /// - Returns: The rows, in display order for ``MenuElementOrder/fixed``.
  public static func rows(
    for menu: Menu, width: CGFloat, metrics: ContextMenuMetrics = .phone, engine: any TextLayoutEngine
  ) -> [ContextMenuRow] {
    let measurer = Measurer(menu: menu, width: width, metrics: metrics.sanitized, engine: engine)
    var rows: [ContextMenuRow] = []
    if !menu.title.isEmpty {
      rows.append(measurer.header(menu.title, path: [], identifier: menu.identifier))
    }
    rows += measurer.sectioned(menu, path: [])
    return stacked(rows)
  }

  /// `rows` with their frames stacked top-down from `y = 0`.
  static func stacked(_ rows: [ContextMenuRow]) -> [ContextMenuRow] {
    var y: CGFloat = 0
    return rows.map { row in
      var row = row
      row.frame.origin.y = y
      y += row.frame.height
      return row
    }
  }

  /// Measures and flattens the rows of one menu.
  struct Measurer {
    let metrics: ContextMenuMetrics
    let engine: any TextLayoutEngine
    let width: CGFloat
    let textWidth: CGFloat
    let headerWidth: CGFloat

    init(menu: Menu, width: CGFloat, metrics: ContextMenuMetrics, engine: any TextLayoutEngine) {
      let width = width.isFinite ? Swift.max(0, width) : 0
      self.metrics = metrics
      self.engine = engine
      self.width = width
      let indentation = Self.showsMarks(menu) ? metrics.indentation : 0
      let reserved = 2 * metrics.itemPadding + metrics.gutter + metrics.imageBoxSize + indentation
      textWidth = Swift.max(1, width - reserved)
      headerWidth = Swift.max(1, width - metrics.headerPadding.horizontal)
    }

    /// Whether some visible action of `menu` (or of its inline sections) shows a checkmark or a dash.
    static func showsMarks(_ menu: Menu) -> Bool {
      menu.children.contains { element in
        switch element {
        case .action(let action): !action.attributes.contains(.hidden) && action.state != .off
        case .menu(let nested): nested.options.contains(.displayInline) && showsMarks(nested)
        case .deferred: false
        }
      }
    }

    /// The lines `text` wraps to at the row text width (at least 1; 0 for empty text).
    func lineCount(_ text: String?, attributes: TextAttributes) -> Int {
      guard let text, !text.isEmpty else { return 0 }
      let layout = engine.layout(AttributedText(text, attributes: attributes), in: TextContainer(width: textWidth))
      return Swift.max(1, layout.lineFragments.count)
    }

    func row(
      _ kind: Kind, path: [Int], identifier: String, title: String, subtitle: String? = nil, selectable: Bool
    ) -> ContextMenuRow {
      let lines = Swift.max(
        1,
        lineCount(title, attributes: metrics.titleAttributes)
          + lineCount(subtitle, attributes: metrics.subtitleAttributes))
      let height = metrics.rowHeight(lineCount: lines)
      return ContextMenuRow(
        kind: kind, elementPath: path, identifier: identifier, title: title, isSelectable: selectable, lineCount: lines,
        frame: CGRect(x: 0, y: 0, width: width, height: height))
    }

    /// A header row: the padding plus the text's measured height.
    func header(_ title: String, path: [Int], identifier: String, kind: Kind = .header) -> ContextMenuRow {
      let text = AttributedText(title, attributes: metrics.headerAttributes)
      let layout = engine.layout(text, in: TextContainer(width: headerWidth))
      let measured = layout.size.height
      let textHeight = measured.isFinite ? Swift.max(0, measured) : 0
      let padding = metrics.headerPadding
      return ContextMenuRow(
        kind: kind, elementPath: path, identifier: identifier, title: title, isSelectable: kind == .submenuHeader,
        lineCount: Swift.max(1, layout.lineFragments.count),
        frame: CGRect(x: 0, y: 0, width: width, height: padding.top + textHeight + padding.bottom))
    }

    /// The rows of `menu`'s children, sections joined by separators.
    func sectioned(_ menu: Menu, path: [Int]) -> [ContextMenuRow] {
      var sections: [[ContextMenuRow]] = []
      collect(menu, path: path, into: &sections)
      var rows: [ContextMenuRow] = []
      for section in sections where !section.isEmpty {
        if !rows.isEmpty {
          rows.append(
            ContextMenuRow(
              kind: .separator, elementPath: [], isSelectable: false, lineCount: 0,
              frame: CGRect(x: 0, y: 0, width: width, height: metrics.sectionSeparatorHeight)))
        }
        rows += section
      }
      return rows
    }

    /// Appends `menu`'s children to `sections`: ordinary rows to the open run, each inline menu as
    /// sections of its own.
    func collect(_ menu: Menu, path: [Int], into sections: inout [[ContextMenuRow]]) {
      var run: [ContextMenuRow] = []
      for (index, element) in menu.children.enumerated() {
        let elementPath = path + [index]
        switch element {
        case .action(let action):
          guard !action.attributes.contains(.hidden) else { continue }
          run.append(
            row(
              .action, path: elementPath, identifier: action.identifier.rawValue, title: action.title,
              subtitle: action.subtitle, selectable: action.isEnabled))
        case .menu(let nested) where nested.options.contains(.displayInline):
          guard !nested.isEmpty else { continue }
          sections.append(run)
          run = []
          var inner: [[ContextMenuRow]] = []
          collect(nested, path: elementPath, into: &inner)
          if !nested.title.isEmpty {
            let title = header(nested.title, path: elementPath, identifier: nested.identifier)
            if let first = inner.firstIndex(where: { !$0.isEmpty }) {
              inner[first].insert(title, at: 0)
            }
          }
          sections += inner
        case .menu(let nested):
          run.append(
            row(.submenu, path: elementPath, identifier: nested.identifier, title: nested.title, selectable: true))
        case .deferred(let deferred):
          run.append(row(.loading, path: elementPath, identifier: deferred.identifier, title: "", selectable: false))
        }
      }
      sections.append(run)
    }
  }
}
