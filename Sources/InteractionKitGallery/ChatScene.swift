public import Foundation
public import InteractionKitContextMenu
public import InteractionKitScene

/// A Messages-like conversation in a phone (390 × 844), ready for a live host: the screen's
/// layers and, for each bubble, what a long press on it presents (the Tapback bar on its leading
/// side for a received message, its trailing side for a sent one, and the message menu).
public struct ChatScene: Sendable {
  /// One bubble and its context menu.
  public struct Bubble: Sendable {
    /// The message.
    public var text: String
    /// Whether the message was sent (blue, on the trailing side) or received (grey, leading).
    public var isSent: Bool
    /// The bubble's frame in the screen.
    public var frame: CGRect
    /// The bubble's layer in ``ChatScene/root`` (hidden while its preview is out).
    public var layer: LayerID
    /// What a long press on the bubble presents.
    public var configuration: ContextMenuConfiguration
    /// The bubble as the lifted preview draws it (its tail kept: the platter is unmasked).
    public var liftedContent: Layer
  }

  /// The screen: navigation bar, bubbles, input bar.
  public var root: Layer
  /// The phone container the menus are placed in.
  public var container: ContextMenuContainer
  /// The bubbles, top to bottom.
  public var bubbles: [Bubble]

  /// The gallery's transcript with Ava, laid out by `context`'s text engine on a screen of `size`
  /// (a phone's 390 × 844 by default; a window's size for a live host, which builds the scene
  /// again when the window is resized). A size under 320 × 480 is raised to it.
  public init(context: GalleryContext, size: CGSize = CGSize(width: 390, height: 844)) {
    self.init(context: context, size: size, isDark: false)
  }

  /// The gallery's transcript as ``init(context:size:)`` lays it out, in Messages' dark colours
  /// when `isDark` (a black screen, dark grey bars and received bubbles, white text).
  public init(context: GalleryContext, size: CGSize, isDark: Bool) {
    let size = CGSize(
      width: size.width.isFinite ? max(320, size.width) : 390, height: size.height.isFinite ? max(480, size.height) : 844)
    let messages = ContextMenuScenes.transcript
    let (root, frames) = ContextMenuScenes.chat(
      messages, contact: "Ava", size: size, isDark: isDark, context: context)
    self.root = root
    container = ContextMenuScenes.phone(size: size)
    bubbles = messages.enumerated().map { index, message in
      let frame = frames[index]
      let configuration = ContextMenuConfiguration(
        identifier: "message-\(index)", source: ContextMenuSource(frame: frame),
        menu: ContextMenuScenes.messageMenu(sent: message.sent),
        preferredMenuAlignment: message.sent ? .trailing : .leading,
        accessories: [ContextMenuScenes.tapback(received: !message.sent)], prefersUnmaskedPlatter: true)
      let lifted = ContextMenuScenes.bubble(
        message.text, sent: message.sent, tailOnRight: message.sent, frame: frame, id: "lifted-bubble",
        isDark: isDark, context: context)
      return Bubble(
        text: message.text, isSent: message.sent, frame: frame, layer: LayerID("bubble-\(index)"),
        configuration: configuration, liftedContent: lifted)
    }
  }
}
