// The engine in one import: `import InteractionKit` brings every core and component module, and
// Foundation, whose geometry (`CGPoint`, `CGSize`, `CGRect`) and `NSRange` the whole API speaks.
// The per-module products stay for apps that want only part of the engine; the Linux back end
// (Pango and Cairo) comes with `import InteractionKitLinux`.
@_exported import Foundation

// Core: geometry and paths, motion, the text-layout seam, token detection, the layer tree, and
// the one clock, event vocabulary and press timeline of every interaction.
@_exported import InteractionKitGeometry
@_exported import InteractionKitMotion
@_exported import InteractionKitTextLayout
@_exported import InteractionKitTextTokens
@_exported import InteractionKitScene
@_exported import InteractionKitGestures
@_exported import InteractionKitLiveScene

// Components: interactive text, context menus, link previews (a context-menu configuration),
// callouts and pointer interactions.
@_exported import InteractionKitInteractiveText
@_exported import InteractionKitContextMenu
@_exported import InteractionKitLinkPreview
@_exported import InteractionKitCallout
@_exported import InteractionKitPointer
