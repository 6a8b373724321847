public import InteractionKitContextMenu

/// The timings and springs of a link preview: a context menu's (`ContextMenuTiming`), since a link
/// preview is a context menu.
public typealias LinkPreviewTiming = ContextMenuTiming
