public import Foundation

/// What a long press on a source presents: `UIContextMenuConfiguration` with the preview, the
/// menu, its alignment and the accessories in one value.
///
/// ```swift
/// let reactions = ContextMenuAccessory.TapbackReaction.standard   // ❤️ 👍 👎 😂 ‼️ ❓, named in words
/// let tapback = ContextMenuAccessory.tapbackBar(identifier: "reactions", items: reactions, sent: false)
/// let configuration = ContextMenuConfiguration(
///   identifier: "message-42",
///   source: ContextMenuSource(frame: bubbleFrame),
///   menu: Menu(children: [.action(MenuAction("reply", title: "Reply"))]),
///   preferredMenuAlignment: .leading,   // a received message
///   accessories: [tapback],
///   prefersUnmaskedPlatter: true)       // keep the bubble's tail
/// ```
public struct ContextMenuConfiguration: Hashable, Sendable {
  /// What the host knows the configuration by (a message id, a link's token).
  public var identifier: String

  /// Where the pressed source is: its frame and, for text, its line rects.
  public var source: ContextMenuSource

  /// How the lifted bubble of a text source is shaped (insets, corner radius, colours, an
  /// explicit visible path); default ``PreviewParameters/init(backgroundColor:)``.
  public var previewParameters: PreviewParameters

  /// The preferred size of custom preview content (a link's preview card, a photo's full view), or
  /// nil to lift the source itself. With content, the lifted source morphs into it.
  public var previewContentSize: CGSize? {
    didSet { previewContentSize = Self.sanitized(previewContentSize) }
  }

  /// The menu; an empty menu presents the preview alone, as the system allows.
  public var menu: Menu

  /// Where the menu aligns with the preview: leading for a received message, trailing for a sent
  /// one; flipped in right-to-left.
  public var preferredMenuAlignment: ContextMenuAlignment

  /// The order of the menu's rows.
  public var elementOrder: MenuElementOrder

  /// Views placed around the preview, the menu or the container (a Tapback bar).
  public var accessories: [ContextMenuAccessory]

  /// Whether the preview is drawn without the platter mask and background, so a chat bubble's tail
  /// is not clipped (UIKit's unmasked platter style).
  public var prefersUnmaskedPlatter: Bool

  /// Creates a configuration.
  ///
  /// - Parameters:
  ///   - identifier: What the host knows it by; default empty.
  ///   - source: Where the pressed source is.
  ///   - previewParameters: The bubble's shape; default plain.
  ///   - previewContentSize: Custom preview content's size, or nil (lift the source).
  ///   - menu: The menu; default empty.
  ///   - preferredMenuAlignment: Default automatic.
  ///   - elementOrder: Default automatic (fixed).
  ///   - accessories: Default none.
  ///   - prefersUnmaskedPlatter: Default false.
  public init(
    identifier: String = "", source: ContextMenuSource, previewParameters: PreviewParameters = PreviewParameters(),
    previewContentSize: CGSize? = nil, menu: Menu = Menu(children: []),
    preferredMenuAlignment: ContextMenuAlignment = .automatic, elementOrder: MenuElementOrder = .automatic,
    accessories: [ContextMenuAccessory] = [], prefersUnmaskedPlatter: Bool = false
  ) {
    self.identifier = identifier
    self.source = source
    self.previewParameters = previewParameters
    self.previewContentSize = Self.sanitized(previewContentSize)
    self.menu = menu
    self.preferredMenuAlignment = preferredMenuAlignment
    self.elementOrder = elementOrder
    self.accessories = accessories
    self.prefersUnmaskedPlatter = prefersUnmaskedPlatter
  }

  /// A content size with a non-finite or non-positive side is no content (nil).
  private static func sanitized(_ size: CGSize?) -> CGSize? {
    guard let size, size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return nil }
    return size
  }
}
