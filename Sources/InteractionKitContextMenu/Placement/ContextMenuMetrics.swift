public import Foundation
public import InteractionKitGeometry
public import InteractionKitTextLayout

/// The numbers a context menu is laid out with: `_UIContextMenuPlatformMetrics` and the constants of
/// `_UIContextMenuLayoutArbiter` on iOS (decompiled; see the reference in the module documentation).
///
/// Every property has the iOS value as its default, so ``phone`` (and `ContextMenuMetrics()`) is the
/// iPhone and iPad metric set. The placement reads the metrics through a sanitizing copy: a NaN,
/// infinite or negative length falls back to its default, so a bad value never reaches the layout.
///
/// ```swift
/// var metrics = ContextMenuMetrics.phone
/// metrics.menuWidth = 280            // a wider menu
/// metrics.singleLineRowHeight        // 43.667
/// ```
public struct ContextMenuMetrics: Hashable, Sendable {
  /// The menu's width when the content bounds are wide enough (`defaultMenuWidth`): 250 pt.
  public var menuWidth: CGFloat = 250
  /// The corner radius of the menu and of the preview platter (`menuCornerRadius`): 13 pt.
  public var menuCornerRadius: CGFloat = 13
  /// How much a lifted preview grows: at most 1.15×, at most 26 pt along its longest side.
  public var liftScale: LiftScale = .iOS
  /// The inset from every edge of the container the preview and the menu keep at least
  /// (`minimumContainerInsets`): 8 pt.
  public var minimumContainerInset: CGFloat = 8
  /// The gap between the preview and the menu: 16 pt.
  ///
  /// UIKit's `contentSpacingForContainer` is nil, so the arbiter falls back to the container's
  /// horizontal content margin (16 pt on iPhone, 20 pt on some iPads). The value is assumed, not
  /// re-verified.
  public var previewMenuSpacing: CGFloat = 16
  /// From a row's top to its first baseline: 28 pt.
  public var rowTopToFirstBaseline: CGFloat = 28
  /// From a row's last baseline to its bottom: 15.667 pt (a single-line row is 43.667 pt tall).
  public var rowLastBaselineToBottom: CGFloat = 15.667
  /// From one baseline to the next: every extra line of a row's title or subtitle adds 20 pt.
  public var baselineToBaseline: CGFloat = 20
  /// The padding at a row's leading and trailing ends: 16 pt.
  public var itemPadding: CGFloat = 16
  /// The leading indentation rows get when some row of the menu shows a checkmark or a dash: 16 pt.
  public var indentation: CGFloat = 16
  /// The side of the square box a row's image (or a submenu's chevron) is drawn in: 24 pt.
  public var imageBoxSize: CGFloat = 24
  /// The height of the separator between two sections (inline menus and their neighbours): 8 pt.
  public var sectionSeparatorHeight: CGFloat = 8
  /// The thickness of the line between two rows of one section, in pixels: 1 (a hairline of
  /// `1 / displayScale` points drawn over the boundary; it takes no height of its own).
  public var itemSeparatorPixels: CGFloat = 1
  /// The padding around the text of a header row (the menu's or an inline section's title):
  /// top 10, leading 16, bottom 11, trailing 16.
  public var headerPadding = EdgeInsets(top: 10, left: 16, bottom: 11, right: 16)
  /// The gap between a row's text and its image box: 12 pt.
  public var gutter: CGFloat = 12
  /// Where a submenu opened from a row opens when it grows toward the trailing side: (−11, 1).
  public var trailingSubmenuOffset = CGPoint(x: -11, y: 1)
  /// Where a submenu opened from a row opens when it grows toward the leading side: (−5, 1).
  public var leadingSubmenuOffset = CGPoint(x: -5, y: 1)
  /// The largest share of the content height a lifted preview (plus the spacing) takes from the
  /// menu's room when the menu is above or below it: 0.55.
  public var maximumPreviewHeightShare: CGFloat = 0.55
  /// The most height a custom preview takes from the menu's room when the menu is above or below
  /// it: 198 pt.
  public var maximumCustomPreviewHeightForMenu: CGFloat = 198
  /// In the regular width class, a menu beside a custom preview is one taller than this: 135 pt.
  public var sideMenuThresholdHeight: CGFloat = 135
  /// How close to the content's horizontal centre a source must be for an automatically aligned
  /// menu to be centred under it: 1 pt.
  public var centeringTolerance: CGFloat = 1
  /// The scale a menu appears from and shrinks to (`menuMinimumScale`): 0.8.
  public var menuMinimumScale: CGFloat = 0.8
  /// How much of a drag past the end a rubber-banding platter follows: 0.2.
  public var rubberBandCoefficient: CGFloat = 0.2
  /// How far a lifted preview is dragged before it tears off into a drag session: 15 pt.
  public var tearOffDistance: CGFloat = 15
  /// The attributes a row title is measured with: the body style, 17 pt.
  public var titleAttributes = TextAttributes(fontSize: 17)
  /// The attributes a row subtitle is measured with: the subheadline style, 15 pt.
  public var subtitleAttributes = TextAttributes(fontSize: 15)
  /// The attributes a header row is measured with: the footnote style, 13 pt.
  public var headerAttributes = TextAttributes(fontSize: 13)

  /// Creates the iOS metric set; change single properties afterwards.
  public init() {}

  /// The iPhone (and iPad) metric set.
  public static let phone = ContextMenuMetrics()

  /// The height of a row whose title and subtitle take one line in all: 28 + 15.667 = 43.667 pt.
  public var singleLineRowHeight: CGFloat { rowTopToFirstBaseline + rowLastBaselineToBottom }

  /// The height of a row whose title and subtitle take `lineCount` lines in all (at least one):
  /// ``singleLineRowHeight`` plus ``baselineToBaseline`` for every extra line.
  public func rowHeight(lineCount: Int) -> CGFloat {
    singleLineRowHeight + CGFloat(Swift.max(0, lineCount - 1)) * baselineToBaseline
  }

  /// The metrics with every NaN, infinite or negative length (and every share outside 0...1)
  /// replaced by its default: what the placement computes with.
  var sanitized: ContextMenuMetrics {
    let d = ContextMenuMetrics()
    var m = self
    func fix(_ value: CGFloat, _ fallback: CGFloat) -> CGFloat { value.isFinite && value >= 0 ? value : fallback }
    m.menuWidth = fix(menuWidth, d.menuWidth)
    m.menuCornerRadius = fix(menuCornerRadius, d.menuCornerRadius)
    m.minimumContainerInset = fix(minimumContainerInset, d.minimumContainerInset)
    m.previewMenuSpacing = fix(previewMenuSpacing, d.previewMenuSpacing)
    m.rowTopToFirstBaseline = fix(rowTopToFirstBaseline, d.rowTopToFirstBaseline)
    m.rowLastBaselineToBottom = fix(rowLastBaselineToBottom, d.rowLastBaselineToBottom)
    m.baselineToBaseline = fix(baselineToBaseline, d.baselineToBaseline)
    m.itemPadding = fix(itemPadding, d.itemPadding)
    m.indentation = fix(indentation, d.indentation)
    m.imageBoxSize = fix(imageBoxSize, d.imageBoxSize)
    m.sectionSeparatorHeight = fix(sectionSeparatorHeight, d.sectionSeparatorHeight)
    m.itemSeparatorPixels = fix(itemSeparatorPixels, d.itemSeparatorPixels)
    m.headerPadding = headerPadding.isFinite ? headerPadding : d.headerPadding
    m.headerPadding.top = Swift.max(0, m.headerPadding.top)
    m.headerPadding.left = Swift.max(0, m.headerPadding.left)
    m.headerPadding.bottom = Swift.max(0, m.headerPadding.bottom)
    m.headerPadding.right = Swift.max(0, m.headerPadding.right)
    m.gutter = fix(gutter, d.gutter)
    let share = maximumPreviewHeightShare
    m.maximumPreviewHeightShare = share.isFinite && share >= 0 && share <= 1 ? share : d.maximumPreviewHeightShare
    m.maximumCustomPreviewHeightForMenu = fix(maximumCustomPreviewHeightForMenu, d.maximumCustomPreviewHeightForMenu)
    m.sideMenuThresholdHeight = fix(sideMenuThresholdHeight, d.sideMenuThresholdHeight)
    m.centeringTolerance = fix(centeringTolerance, d.centeringTolerance)
    return m
  }
}
