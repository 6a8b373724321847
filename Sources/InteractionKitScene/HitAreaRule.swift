/// Which area of a layer gates hit testing of its subtree: the UIKit rule, or the union of its
/// sublayers' enlarged hit areas.
///
/// UIKit asks a view's `point(inside:with:)` before it asks any subview, so a button whose hit area
/// is enlarged by negative insets (the usual −20 on each side) is never reached where its enlarged
/// margin sticks out of its container: the container's bounds check fails first. A UIKit developer
/// fixes that by overriding `point(inside:with:)` on the container as well. Setting a container's
/// ``Layer/hitAreaRule`` to ``unionOfSublayers`` makes the fix automatic and exact.
///
/// ```swift
/// var stack = Layer(id: "stack", frame: CGRect(x: 20, y: 20, width: 200, height: 44))
/// stack.hitAreaRule = .unionOfSublayers   // the buttons' −20 margins now reach the pointer
/// ```
///
/// See <doc:HitAreas> for the full walk-through.
public enum HitAreaRule: Hashable, Sendable, CaseIterable {
  /// The layer's hit area is its bounds inset by ``Layer/hitTestInsets``, and it gates the whole
  /// subtree: a sublayer is never hit outside it. This is UIKit's rule and the default.
  case bounds

  /// The layer's hit area is the union of its own (bounds inset by ``Layer/hitTestInsets``) and of
  /// the hit areas of its participating sublayers, each mapped through the sublayer's transform.
  ///
  /// A sublayer's area is its bounds inset by its own ``Layer/hitTestInsets`` or, when the sublayer
  /// also uses this rule, its own union, recursively. Hidden, nearly transparent (opacity below
  /// 0.01) and interaction-disabled sublayers add nothing. The layer itself is hit only inside its
  /// own area; in the rest of the union the sublayer under the point is. Sublayers are still tried
  /// front to back, so overlapping siblings keep their order.
  ///
  /// Cost: a point outside the layer's own area is tried against its sublayers (lazily, with no
  /// cache), so the cost is that of a point inside; layers with the default rule are unaffected.
  case unionOfSublayers
}
