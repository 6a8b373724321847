import Foundation
import InteractionKitGeometry
import InteractionKitPointer
import InteractionKitScene
import Testing

/// Scenes shared by the pointer tests: rows of 44 × 44 buttons with −20 hit insets on a 400 × 300 root.
enum PointerFixture {
  /// The buttons' top edge.
  static let buttonY: CGFloat = 100
  /// The buttons' side.
  static let side: CGFloat = 44

  /// A row of buttons `b0`, `b1`… starting at x = 40, `spacing` apart, each with `delegate`.
  static func row(
    count: Int = 3, spacing: CGFloat = 40, widths: [CGFloat]? = nil, delegate: PointerInteraction.Delegate = .highlight
  ) throws -> (tree: LayerTree, interactions: PointerInteractionRegistry) {
    var root = Layer(id: "root", frame: CGRect(x: 0, y: 0, width: 2_000, height: 300))
    var interactions = PointerInteractionRegistry()
    var x: CGFloat = 40
    for index in 0 ..< count {
      let width = widths?[index] ?? side
      var button = Layer(id: LayerID("b\(index)"), frame: CGRect(x: x, y: buttonY, width: width, height: side))
      button.hitTestInsets = PointerMetrics.hitTestInsets
      root.sublayers.append(button)
      interactions.addInteraction(PointerInteraction(delegate: delegate), to: button.id)
      x += width + spacing
    }
    return (try LayerTree(root: root), interactions)
  }

  /// A tracker over a row.
  static func tracker(
    count: Int = 3, spacing: CGFloat = 40, delegate: PointerInteraction.Delegate = .highlight,
    dynamics: PointerDynamics = .standard
  ) throws -> PointerTracker {
    let scene = try row(count: count, spacing: spacing, delegate: delegate)
    return PointerTracker(tree: scene.tree, interactions: scene.interactions, dynamics: dynamics)
  }

  /// The point on the buttons' centre line at `x`.
  static func onRow(_ x: CGFloat) -> CGPoint { CGPoint(x: x, y: buttonY + side / 2) }
}

/// A short, comparable name for each effect, to assert whole sequences at once.
enum EffectTag: Hashable, CustomStringConvertible {
  case exit(String), enter(String), styleChanged(String), magnetized(String), presented(PresentedPointer.Kind)

  init(_ effect: PointerTracker.Effect) {
    switch effect {
    case .willExit(let region, _, _): self = .exit(region.identifier?.description ?? "-")
    case .willEnter(let region, _, _, _): self = .enter(region.identifier?.description ?? "-")
    case .styleChanged(let region, _, _, _): self = .styleChanged(region.identifier?.description ?? "-")
    case .magnetized(let region, _, _): self = .magnetized(region.identifier?.description ?? "-")
    case .presentedPointer(let pointer): self = .presented(pointer.kind)
    }
  }

  var description: String {
    switch self {
    case .exit(let id): "exit(\(id))"
    case .enter(let id): "enter(\(id))"
    case .styleChanged(let id): "styleChanged(\(id))"
    case .magnetized(let id): "magnetized(\(id))"
    case .presented(let kind): "presented(\(kind))"
    }
  }
}

extension Array where Element == PointerTracker.Effect {
  /// The effects' tags.
  var tags: [EffectTag] { map(EffectTag.init) }

  /// The animators the effects carry, in order.
  var animators: [PointerAnimator] {
    compactMap { effect in
      switch effect {
      case .willExit(_, _, let animator), .willEnter(_, _, _, let animator), .styleChanged(_, _, _, let animator):
        animator
      case .magnetized, .presentedPointer:
        nil
      }
    }
  }
}

@Suite struct PointerFixtureTests {
  @Test func theContiguousRowHasTouchingRegions() throws {
    let scene = try PointerFixture.row()
    // b0 spans 40…84, its hit area 20…104; b1 starts at 124, its hit area at 104.
    #expect(scene.tree.hitTest(PointerFixture.onRow(103.5)) == "b0")
    #expect(scene.tree.hitTest(PointerFixture.onRow(104)) == "b1")
    #expect(scene.tree.hitTest(PointerFixture.onRow(19.5)) == "root")
  }

  @Test func theRowWithGapsLeavesTwentyPointsBetweenRegions() throws {
    let scene = try PointerFixture.row(spacing: 60)
    #expect(scene.tree.hitTest(PointerFixture.onRow(103.5)) == "b0")
    #expect(scene.tree.hitTest(PointerFixture.onRow(123.5)) == "root")
    #expect(scene.tree.hitTest(PointerFixture.onRow(124)) == "b1")
  }
}
