import Foundation
public import InteractionKitScene
public import InteractionKitTextLayout

/// What a gallery scene needs from its host: a text engine (Pango on Linux).
public struct GalleryContext: Sendable {
  /// Lays out every label and paragraph of the scenes.
  public var textEngine: any TextLayoutEngine

  /// Creates a context.
  public init(textEngine: any TextLayoutEngine) { self.textEngine = textEngine }
}

/// One scene of the gallery: a layer tree to render, with a caption.
public struct GalleryItem: Sendable, Identifiable {
  /// A short slug, used as the file name (`paragraph-line-fragments`).
  public var id: String
  /// The title shown above the picture.
  public var title: String
  /// One line saying what the picture shows.
  public var caption: String
  /// Builds the scene.
  public var makeScene: @Sendable (GalleryContext) throws -> LayerTree

  /// Creates an item.
  public init(id: String, title: String, caption: String, makeScene: @escaping @Sendable (GalleryContext) throws -> LayerTree) {
    self.id = id
    self.title = title
    self.caption = caption
    self.makeScene = makeScene
  }
}

/// A group of gallery items contributed by one module.
public struct GallerySection: Sendable, Identifiable {
  /// A slug for the section.
  public var id: String
  /// The section's heading.
  public var title: String
  /// The section's items, in display order.
  public var items: [GalleryItem]

  /// Creates a section.
  public init(id: String, title: String, items: [GalleryItem]) {
    self.id = id
    self.title = title
    self.items = items
  }
}

/// The registry of every gallery scene. Components add their sections here as they land.
public enum Gallery {
  /// All sections, in display order.
  public static var sections: [GallerySection] {
    [
      foundationSection, interactiveTextSection, linkPreviewSection, pointerSection, calloutSection,
      contextMenuSection,
    ]
  }

  /// Every item of every section.
  public static var items: [GalleryItem] { sections.flatMap(\.items) }

  /// The item with a slug, if any.
  public static func item(_ id: String) -> GalleryItem? { items.first { $0.id == id } }
}
