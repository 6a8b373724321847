// The engine with its Linux back end in one import: everything `import InteractionKit` brings,
// Pango text layout (`PangoTextLayoutEngine`, pinned fonts) and the Cairo renderer
// (`SceneRenderer`: PNG, SVG, PDF). The C system libraries stay behind these two modules.
@_exported import InteractionKit
@_exported import InteractionKitPango
@_exported import InteractionKitCairo
