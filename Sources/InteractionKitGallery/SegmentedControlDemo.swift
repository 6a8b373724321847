public import Foundation
import InteractionKitGeometry
public import InteractionKitPointer
public import InteractionKitScene
public import InteractionKitTextLayout

/// A segmented control as iOS draws it, built into a layer tree with a pointer highlight on each
/// segment: shared by the gallery's pointer scenes and the showcase's toolbar page.
///
/// The control is a light grey track (the container `segments`, 9 pt corners) of abutting
/// segments `segment.0`, `segment.1`, …; the selected one is a white raised thumb inset 2 pt
/// (7 pt corners, a small shadow), and thin separators sit between unselected neighbours. The
/// segments' hit areas widen 20 pt above and below only, so the pointer glides from one to the next.
///
/// ```swift
/// var tree = try LayerTree(root: Layer(id: "root", frame: CGRect(x: 0, y: 0, width: 480, height: 120)))
/// var registry = PointerInteractionRegistry()
/// try SegmentedControlDemo.add(
///   to: &tree, interactions: &registry, at: CGPoint(x: 40, y: 40), engine: context.textEngine)
/// ```
public enum SegmentedControlDemo {
  /// The titles of the segments: Day, Week, Month, Year.
  public static let titles = ["Day", "Week", "Month", "Year"]
  /// The selected segment: Week.
  public static let selectedSegment = 1
  /// The size of one segment: 90 × 32.
  public static let segmentSize = CGSize(width: 90, height: 32)

  /// The identifier of segment `index`: `segment.<index>`.
  public static func segmentID(_ index: Int) -> LayerID { LayerID("segment.\(index)") }

  /// Adds the control to `parent` of `tree` at `origin`, with a highlight interaction on every
  /// segment.
  ///
  /// - Parameters:
  ///   - tree: The tree the control is added to.
  ///   - interactions: Where the segments' interactions are registered.
  ///   - origin: The track's top-left corner, in `parent`'s coordinates.
  ///   - parent: The layer that holds the track; default `root`.
  ///   - titles: The segments' titles; default ``titles``.
  ///   - selectedSegment: The selected segment (none when out of range); default ``selectedSegment``.
  ///   - segmentSize: The size of each segment; default ``segmentSize``.
  ///   - engine: Lays out the titles (13 pt, semibold when selected, medium otherwise).
  /// - Throws: `ContiguousLayoutError` for sizes the layout rejects, `SceneError` when `parent` is
  ///   missing or an identifier (`segments`, `segment.N…`) is taken.
  public static func add(
    to tree: inout LayerTree, interactions: inout PointerInteractionRegistry, at origin: CGPoint,
    parent: LayerID = "root", titles: [String] = titles, selectedSegment: Int = selectedSegment,
    segmentSize: CGSize = segmentSize, engine: any TextLayoutEngine
  ) throws {
    let layout = ContiguousLayout(hitTestInsets: EdgeInsets(top: -20, left: 0, bottom: -20, right: 0))
    try interactions.addContiguousRow(
      "segments", buttons: titles.indices.map(segmentID),
      sizes: Array(repeating: segmentSize, count: titles.count), at: origin,
      to: parent, in: &tree, layout: layout)
    try tree.modifyLayer("segments") { track in
      track.backgroundColor = Color(rgb: 0x767680, alpha: 0.12)
      track.cornerRadius = 9
    }
    for (index, title) in titles.enumerated() {
      let id = segmentID(index)
      let size = try tree.frameInRoot(of: id).size
      let isSelected = index == selectedSegment
      let text = engine.layout(
        AttributedText(
          title,
          attributes: TextAttributes(fontSize: 13, fontWeight: isSelected ? .semibold : .medium, foregroundColor: .label)),
        in: TextContainer())
      var face: Layer
      if isSelected {
        let inset: CGFloat = 2
        face = Layer(
          id: LayerID("\(id).face"), frame: CGRect(origin: .zero, size: size).insetBy(dx: inset, dy: inset),
          backgroundColor: .white, cornerRadius: 7,
          shadow: Shadow(color: .black, opacity: 0.12, offset: CGSize(width: 0, height: 3), radius: 8),
          isUserInteractionEnabled: false)
      } else {
        face = Layer(id: LayerID("\(id).face"), frame: CGRect(origin: .zero, size: size), isUserInteractionEnabled: false)
      }
      let faceSize = face.frame.size
      var titleLayer = Layer.text(
        LayerID("\(id).title"), layout: text,
        at: CGPoint(x: (faceSize.width - text.size.width) / 2, y: (faceSize.height - text.size.height) / 2))
      titleLayer.isUserInteractionEnabled = false
      face.sublayers.append(titleLayer)
      // A separator at the trailing edge, unless this segment or the next is selected (the thumb hides it).
      if index + 1 < titles.count, !isSelected, index + 1 != selectedSegment {
        let height: CGFloat = 16
        face.sublayers.append(
          Layer(
            id: LayerID("\(id).separator"),
            frame: CGRect(x: size.width - 0.5, y: (size.height - height) / 2, width: 1, height: height),
            backgroundColor: Color(rgb: 0x3C3C43, alpha: 0.29), isUserInteractionEnabled: false))
      }
      try tree.addSublayer(face, to: id)
    }
  }
}
