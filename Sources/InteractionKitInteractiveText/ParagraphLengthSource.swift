/// What ``ParagraphHeights`` reads of a document's paragraphs: their number, the lengths of a few
/// of them, and the total length of runs of them without visiting each paragraph of a run.
///
/// ``ParagraphIndex`` is the source a layout passes; it describes the document as it is when the
/// heights ask (after an edit, the edited document).
protocol ParagraphLengthSource {
  /// The number of paragraphs.
  var count: Int { get }

  /// The UTF-16 length of each paragraph in `indices` (clamped to the paragraphs), separators included.
  func lengths(in indices: Range<Int>) -> [Int]

  /// The UTF-16 length of each of consecutive runs of paragraphs: the first run starts at paragraph
  /// `first`, and each is as many paragraphs long as its entry in `runs` (runs clamped to the
  /// paragraphs; a run past the last paragraph has length 0). Should cost about O(log n + runs),
  /// not O(paragraphs in the runs).
  func characterCounts(ofRuns runs: [Int], from first: Int) -> [Int]
}
