public import Foundation
public import InteractionKitGeometry
public import InteractionKitScene

extension ContiguousLayout {
  /// The result of ``ContiguousLayout/arrange(_:at:)``: the container's frame and hit area, and each
  /// child's frame and hit-test insets.
  public struct Arrangement: Hashable, Sendable {
    /// One child's place in the container.
    public struct Child: Hashable, Sendable {
      /// The child's frame in the container's bounds coordinates (the container's bounds start at zero).
      public var frame: CGRect

      /// The child's hit-test insets: the layout's insets along the row, and across it whatever
      /// stretches the area to the row's thickness enlarged by the layout's insets across it.
      public var hitTestInsets: EdgeInsets

      /// The child's enlarged hit area in the container's bounds coordinates: the frame with
      /// ``hitTestInsets`` applied, exactly as `Layer.hitArea` computes it.
      public var hitArea: CGRect { ContiguousLayout.apply(hitTestInsets, to: frame) }
    }

    /// The container's frame in its superlayer's coordinates: exactly the children's extent.
    public var frame: CGRect

    /// The container's hit-test insets: the layout's ``ContiguousLayout/containerHitTestInsets``, or
    /// by default its ``ContiguousLayout/hitTestInsets``, so that its own hit area is the union of the
    /// children's (zero when there are no children).
    public var hitTestInsets: EdgeInsets

    /// The children, first to last along the axis.
    public var children: [Child]

    /// The container's enlarged hit area in its superlayer's coordinates: ``frame`` with
    /// ``hitTestInsets`` applied. By default this is the union of every child's hit area, a single
    /// rectangle that the children's areas tile with no gap and no overlap; with its own container
    /// insets it is larger or smaller than that union.
    public var hitArea: CGRect { ContiguousLayout.apply(hitTestInsets, to: frame) }

    /// Builds the container layer with one sublayer per child, ready to add to a tree.
    ///
    /// The container gets ``frame``, ``hitTestInsets`` and the `HitAreaRule.unionOfSublayers`
    /// rule, so a child whose insets are enlarged later is still reached beyond the container. Each child
    /// gets its frame and insets; style the layers (colours, contents) afterwards. An ancestor of the
    /// container still gates it with the default rule: give the ancestor room, or the union rule too.
    ///
    /// - Throws: ``ContiguousLayoutError/childCountMismatch(identifiers:sizes:)`` or
    ///   ``ContiguousLayoutError/duplicateLayerID(_:)``.
    public func makeContainer(id: LayerID, childIDs: [LayerID]) throws(ContiguousLayoutError) -> Layer {
      guard childIDs.count == children.count else {
        throw .childCountMismatch(identifiers: childIDs.count, sizes: children.count)
      }
      var seen: Set<LayerID> = [id]
      for childID in childIDs where !seen.insert(childID).inserted { throw .duplicateLayerID(childID) }
      var container = Layer(id: id, frame: frame)
      container.hitTestInsets = hitTestInsets
      container.hitAreaRule = .unionOfSublayers
      container.sublayers = zip(childIDs, children).map { childID, child in
        var layer = Layer(id: childID, frame: child.frame)
        layer.hitTestInsets = child.hitTestInsets
        return layer
      }
      return container
    }
  }

  /// Arranges the sizes and builds the container layer in one step: ``arrange(_:at:)`` then
  /// ``Arrangement/makeContainer(id:childIDs:)``.
  ///
  /// - Throws: any ``ContiguousLayoutError``.
  public func makeContainer(
    id: LayerID, childIDs: [LayerID], sizes: [CGSize], at origin: CGPoint = .zero
  ) throws(ContiguousLayoutError) -> Layer {
    guard childIDs.count == sizes.count else {
      throw .childCountMismatch(identifiers: childIDs.count, sizes: sizes.count)
    }
    return try arrange(sizes, at: origin).makeContainer(id: id, childIDs: childIDs)
  }

  /// A rect with insets applied without standardizing, as a layer's hit area is computed; an inset that
  /// consumes the rect gives `CGRect.null`.
  static func apply(_ insets: EdgeInsets, to rect: CGRect) -> CGRect {
    let minX = rect.origin.x + insets.left
    let minY = rect.origin.y + insets.top
    let maxX = rect.origin.x + rect.size.width - insets.right
    let maxY = rect.origin.y + rect.size.height - insets.bottom
    guard maxX > minX, maxY > minY else { return .null }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
