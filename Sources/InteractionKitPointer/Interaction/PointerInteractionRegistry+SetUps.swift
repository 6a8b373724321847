public import Foundation
public import InteractionKitGeometry
public import InteractionKitScene

extension PointerInteractionRegistry {
  /// A button in one call: a pointer effect on the layer and a hit area enlarged around it.
  ///
  /// Sets the layer's `Layer.hitTestInsets` (default ``PointerMetrics/hitTestInsets``, −20 pt on
  /// every side), sets its superlayer's `Layer.hitAreaRule` to `HitAreaRule.unionOfSublayers` so the
  /// enlarged margin is reached where it sticks out of the superlayer, and attaches an interaction
  /// with `delegate` (default ``PointerInteraction/Delegate/highlight``).
  ///
  /// ```swift
  /// try interactions.addButton("play", in: &tree)
  /// ```
  ///
  /// - Throws: `SceneError.layerNotFound(_:)` when the tree has no such layer; nothing changes then.
  public mutating func addButton(
    _ id: LayerID, in tree: inout LayerTree, delegate: PointerInteraction.Delegate = .highlight,
    hitTestInsets: EdgeInsets = PointerMetrics.hitTestInsets
  ) throws(SceneError) {
    guard tree.contains(id) else { throw .layerNotFound(id) }
    try tree.modifyLayer(id) { $0.hitTestInsets = hitTestInsets }
    if let parent = tree.superlayerID(of: id) {
      try tree.modifyLayer(parent) { $0.hitAreaRule = .unionOfSublayers }
    }
    addInteraction(PointerInteraction(delegate: delegate), to: id)
  }

  /// A contiguous row (or column) of buttons in one call: the container from `layout`
  /// (``ContiguousLayout/makeContainer(id:childIDs:sizes:at:)``: touching hit areas, so the pointer
  /// glides from one button to the next), added to `parent`, with an interaction on every button.
  ///
  /// ```swift
  /// try interactions.addContiguousRow(
  ///   "toolbar", buttons: ["bold", "italic", "underline"], sizes: Array(repeating: CGSize(width: 44, height: 36), count: 3),
  ///   at: CGPoint(x: 20, y: 20), to: "root", in: &tree)
  /// ```
  ///
  /// Pass a `layout` with insets per edge (``ContiguousLayout/init(axis:hitTestInsets:containerHitTestInsets:alignment:)``)
  /// for buttons enlarged more on one side, or a container whose own area differs from its buttons'.
  ///
  /// - Returns: The identifier of the container, `id`.
  /// - Throws: `ContiguousLayoutError` for sizes the layout rejects, `SceneError` when `parent` is
  ///   missing or an identifier is taken; nothing changes then.
  @discardableResult
  public mutating func addContiguousRow(
    _ id: LayerID, buttons: [LayerID], sizes: [CGSize], at origin: CGPoint, to parent: LayerID,
    in tree: inout LayerTree, layout: ContiguousLayout = ContiguousLayout(),
    delegate: PointerInteraction.Delegate = .highlight
  ) throws -> LayerID {
    let container = try layout.makeContainer(id: id, childIDs: buttons, sizes: sizes, at: origin)
    try tree.addSublayer(container, to: parent)
    for button in buttons { addInteraction(PointerInteraction(delegate: delegate), to: button) }
    return id
  }

  /// A text area in one call: a beam over its lines and the system pointer over its links
  /// (``PointerInteraction/Delegate/text(lines:links:)``), registered as an explicit area.
  ///
  /// `lines` and `links` are line rects (see the TextLayout module's "Line rects" article) in the
  /// tracker's coordinates: an interactive text gives them as `visibleLineRects` and
  /// `visibleTokenLineRects`, converted to the view and moved to where the view is.
  ///
  /// - Parameters:
  ///   - name: The area's name (an area with this name is replaced).
  ///   - rect: The text's frame, in the tracker's coordinates.
  ///   - lines: The line rects of the whole text.
  ///   - links: Each link's line rects.
  public mutating func addText(area name: String, rect: CGRect, lines: [CGRect], links: [[CGRect]] = []) {
    addInteraction(PointerInteraction(delegate: .text(lines: lines, links: links)), area: name, rect: rect)
  }
}
