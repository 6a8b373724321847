// A link preview is a context menu whose preview is the link's text-line bubble: the preview
// vocabulary (`TargetedPreview`, `PreviewParameters`, `LiftScale`) and the interaction live in the
// context-menu module, and an app that imports link previews gets them with it.
@_exported import InteractionKitContextMenu
