import InteractionKitGeometry

extension ContextMenuSource {
  /// The source of a targeted preview (`UITargetedPreview`): the previewed view's bounds and the
  /// parameters' line rects, both converted to the preview's container.
  ///
  /// ```swift
  /// let preview = try TargetedPreview(view: "text", in: tree, parameters: parameters, container: "root")
  /// let configuration = ContextMenuConfiguration(
  ///   source: ContextMenuSource(preview), previewParameters: preview.parameters, menu: menu)
  /// ```
  public init(_ preview: TargetedPreview) {
    self.init(
      frame: preview.snapshot.layer.bounds.applying(preview.viewToContainer),
      lineRects: preview.lineRectsInContainer)
  }
}
