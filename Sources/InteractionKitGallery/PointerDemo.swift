public import Foundation
import InteractionKitGeometry
public import InteractionKitPointer
public import InteractionKitScene

/// A pointer path replayed over a scene of controls, and its picture: the controls, their enlarged
/// hit areas (dashed), the trail of the path and the presented pointer at every sample.
///
/// Shared by the gallery's pointer scenes and `interactionkit pointer`.
///
/// ```swift
/// let demo = PointerDemo(tree: scene, interactions: interactions, points: [CGPoint(x: 10, y: 40), CGPoint(x: 300, y: 40)])
/// print(demo.steps.map { $0.region?.identifier })
/// let picture = try demo.scene()
/// ```
public struct PointerDemo: Sendable {
  /// The scene of controls the path is hit tested in.
  public let tree: LayerTree
  /// The interactions attached to the controls.
  public let interactions: PointerInteractionRegistry
  /// The samples replayed.
  public let samples: [PointerSample]
  /// One replay step per sample.
  public let steps: [PointerReplayStep]

  /// Replays `samples` over the scene through a new `PointerTracker`.
  ///
  /// - Parameters:
  ///   - tree: The scene of controls.
  ///   - interactions: The interactions attached to its layers (or to explicit areas).
  ///   - samples: The recorded path.
  ///   - dynamics: The tracker's dynamics; default `PointerDynamics.standard`.
  public init(
    tree: LayerTree, interactions: PointerInteractionRegistry, samples: [PointerSample],
    dynamics: PointerDynamics = .standard
  ) {
    self.tree = tree
    self.interactions = interactions
    self.samples = samples
    steps = PointerTracker.replay(samples, tree: tree, interactions: interactions, dynamics: dynamics)
  }

  /// Replays points `interval` seconds apart (default 1/60 s): the form of the CLI's `--path`.
  public init(
    tree: LayerTree, interactions: PointerInteractionRegistry, points: [CGPoint], interval: TimeInterval = 1.0 / 60,
    dynamics: PointerDynamics = .standard
  ) {
    self.init(
      tree: tree, interactions: interactions, samples: PointerSample.samples(along: points, interval: interval),
      dynamics: dynamics)
  }

  /// The number of region entrances over the whole path.
  public var enterCount: Int { steps.reduce(0) { $0 + $1.enteredRegions.count } }

  /// The number of samples between the first entrance and the last exit-or-end that show the
  /// system pointer: 0 when the pointer glides from control to control.
  public var systemSamplesBetweenRegions: Int {
    guard let first = steps.firstIndex(where: { $0.region != nil }),
      let last = steps.lastIndex(where: { $0.region != nil })
    else { return 0 }
    return steps[first...last].filter { $0.region == nil }.count
  }

  /// The picture: the scene's own layers, then the dashed hit areas, the trail and the presented
  /// pointer at each sample, drawn over them in the scene's coordinates.
  ///
  /// - Parameter showsHitAreas: Whether to dash the hit areas of layers with hit-test insets and of
  ///   containers that take the union of their children's areas; default `true`.
  /// - Throws: `SceneError` when the overlay's identifiers collide with the scene's (they are
  ///   prefixed `pointer-overlay-`).
  public func scene(showsHitAreas: Bool = true) throws -> LayerTree {
    var root = tree.root
    var overlays: [Layer] = []
    var counter = 0
    func add(_ path: Path, fill: Color? = nil, stroke: Color? = nil, lineWidth: CGFloat = 1, dash: [CGFloat] = []) {
      counter += 1
      var layer = Layer(
        id: LayerID("pointer-overlay-\(counter)"), bounds: .zero, position: .zero, anchorPoint: .zero)
      layer.contents = .shape(
        ShapeContents(path: path, fillColor: fill, strokeColor: stroke, lineWidth: lineWidth, lineDashPattern: dash))
      layer.isUserInteractionEnabled = false
      overlays.append(layer)
    }
    if showsHitAreas {
      for id in tree.layerIDs where id != tree.root.id {
        guard let layer = tree.layer(id), layer.hitTestInsets != .zero || layer.hitAreaRule == .unionOfSublayers,
          let area = try? tree.effectiveHitAreaInRoot(of: id), !area.isNull
        else { continue }
        // A container's area is drawn 3 pt outside, so it stays visible where it meets its children's.
        let isContainer = layer.hitAreaRule == .unionOfSublayers
        add(
          Path(roundedRect: isContainer ? area.insetBy(dx: -3, dy: -3) : area, cornerRadius: 4), stroke: isContainer ? .systemOrange : .systemRed,
          lineWidth: isContainer ? 1 : 0.75, dash: isContainer ? [6, 3] : [3, 2])
      }
    }
    // The trail of the model pointer.
    if samples.count > 1 {
      var trail = Path()
      trail.move(to: samples[0].location)
      for sample in samples.dropFirst() { trail.addLine(to: sample.location) }
      add(trail, stroke: Color(white: 0.45), lineWidth: 1)
    }
    // The presented pointer: the system pointer as a faint disc at each sample, beams at each
    // sample, highlight and lift shapes where a region is entered and where it is left (the slide).
    for (index, step) in steps.enumerated() {
      guard let pointer = step.presentedPointer else { continue }
      let isLastInRegion = index == steps.count - 1 || steps[index + 1].region != step.region
      let marksRegion = !step.enteredRegions.isEmpty || isLastInRegion
      switch pointer.kind {
      case .system:
        add(Path(ellipseIn: pointer.frame.insetBy(dx: 4, dy: 4)), fill: Color(white: 0.35, alpha: 0.3))
      case .hidden:
        continue
      case .shape:
        add(pointer.outline, fill: Color(white: 0.15, alpha: 0.55))
      case .highlight, .hover:
        guard marksRegion else { continue }
        add(pointer.outline, fill: Self.tint(alpha: 0.08), stroke: Self.tint(alpha: 0.7), lineWidth: 1)
      case .lift:
        guard marksRegion else { continue }
        add(pointer.outline, fill: Self.purple.withAlpha(0.06), stroke: Self.purple.withAlpha(0.7), lineWidth: 1.25)
      }
    }
    // The samples themselves, and where regions were entered.
    for step in steps {
      let entered = !step.enteredRegions.isEmpty
      let dot = entered ? 3.0 : 1.5
      add(
        Path(ellipseIn: CGRect(center: step.sample.location, size: CGSize(width: 2 * dot, height: 2 * dot))),
        fill: entered ? .systemGreen : (step.isMagnetized ? Self.purple : Color(white: 0.2)))
    }
    root.sublayers += overlays
    return try LayerTree(root: root)
  }

  /// The blue of highlight shapes, at an alpha.
  static func tint(alpha: CGFloat) -> Color { Color.systemBlue.withAlpha(alpha) }

  /// The purple of lifted shapes and magnetized samples.
  static let purple = Color(rgb: 0xAF52DE)
}
