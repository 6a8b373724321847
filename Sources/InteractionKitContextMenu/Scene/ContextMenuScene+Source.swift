public import Foundation
public import InteractionKitScene

extension ContextMenuScene {
  /// A pressable part of the screen and what it presents: a message bubble, a photo.
  public struct Source: Sendable {
    /// Where it is, in the scene's coordinates: a press inside it presses it.
    public var frame: CGRect
    /// What a long press (or the context-menu key) presents.
    public var configuration: ContextMenuConfiguration
    /// The background's layers hidden while its preview is out (the source itself).
    public var hiddenLayers: [LayerID]
    /// What the lifted preview draws, in the scene's coordinates over the source's frame (a
    /// snapshot of the bubble); nil draws the platter alone.
    public var content: Layer?
    /// The custom preview's content, for a configuration with a preferred preview size; nil
    /// draws the lifted source's.
    public var previewContent: Layer?
    /// What assistive technologies read for it (a message's text); the configuration's
    /// identifier when empty.
    public var accessibilityLabel: String
    /// The controls drawn in its preview content that keep their own hit testing while the
    /// preview is presented (see ``ContextMenuScene/PreviewControl``); default none.
    public var previewControls: [PreviewControl] = []

    /// Creates a source.
    ///
    /// - Parameters:
    ///   - frame: Where it is.
    ///   - configuration: What it presents.
    ///   - hiddenLayers: The layers hidden while its preview is out; default none.
    ///   - content: What the lifted preview draws; default nil.
    ///   - previewContent: The custom preview's content; default nil.
    ///   - accessibilityLabel: What assistive technologies read; default the configuration's
    ///     identifier.
    ///   - previewControls: The controls in its preview that keep their own hit testing; default
    ///     none.
    public init(
      frame: CGRect, configuration: ContextMenuConfiguration, hiddenLayers: [LayerID] = [], content: Layer? = nil,
      previewContent: Layer? = nil, accessibilityLabel: String = "", previewControls: [PreviewControl] = []
    ) {
      self.frame = frame
      self.configuration = configuration
      self.hiddenLayers = hiddenLayers
      self.content = content
      self.previewContent = previewContent
      self.accessibilityLabel = accessibilityLabel
      self.previewControls = previewControls
    }
  }
}
