public import InteractionKitContextMenu

/// How a link preview looks at one instant: a context menu's presentation
/// (`ContextMenuPresentation`), whose morph progress goes from the link's bubble to the card.
public typealias LinkPreviewPresentation = ContextMenuPresentation
