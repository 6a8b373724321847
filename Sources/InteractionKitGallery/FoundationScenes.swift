import Foundation

extension Gallery {
  /// The foundation's scenes: text layout, hit testing, motion and appearance.
  static var foundationSection: GallerySection {
    GallerySection(
      id: "foundation", title: "Foundation",
      items: [
        FoundationScenes.lineFragments,
        FoundationScenes.enclosingRects,
        FoundationScenes.hitTestMap,
        FoundationScenes.timingCurves,
        FoundationScenes.springs,
        FoundationScenes.keyframes,
        FoundationScenes.filmstrip,
        FoundationScenes.shadowsAndCorners,
        FoundationScenes.materials,
      ])
  }
}

/// The scenes of the foundation section (one file per topic extends this namespace).
enum FoundationScenes {}
