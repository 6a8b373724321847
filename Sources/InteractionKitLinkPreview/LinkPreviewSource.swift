public import Foundation
import InteractionKitGeometry
public import InteractionKitTextTokens

/// The link a long press lifts: an identity, its text range and its line rects in the container.
///
/// From an interactive text, one call makes it: `ViewportTextLayout.linkPreviewSource(at:viewFrame:)`
/// finds the link under a point, or ``init(token:in:viewFrame:id:)`` describes a known token; the
/// source's identity is then the token, and `TextItemInteraction` keeps it up to date through
/// scrolls and edits with no host glue. A host with text of its own describes the link itself,
/// with any identity it likes, and sends the link's new rects with the same ``id`` through
/// ``LinkPreviewInteraction/Event/sourceUpdated(_:)`` when its text scrolls or changes, so the
/// dismissal returns to where the link is now.
///
/// ```swift
/// let source = LinkPreviewSource(
///   id: 7, range: NSRange(location: 12, length: 23),
///   lineRects: [CGRect(x: 180, y: 40, width: 120, height: 20), CGRect(x: 0, y: 60, width: 64, height: 20)])
/// source.bounds   // (0, 40, 300, 40)
/// ```
public struct LinkPreviewSource: Hashable, Sendable {
  /// The link's stable identity; updates are matched to the lifted link by it.
  public var id: ID

  /// The link's range in the text, in UTF-16 units (as `Token.range`); informational for the host.
  public var range: NSRange

  /// The link's line rects (see the TextLayout module's "Line rects" article: one per line piece,
  /// as tall as the line, without padding), in the container's coordinates.
  ///
  /// Rects that are null or not finite are ignored by every computation; a source with no other
  /// rect has no geometry (see ``hasGeometry``).
  public var lineRects: [CGRect]

  /// The token the source describes, when it was made from one.
  public var token: Token?

  /// Creates a source from an identity, the link's text range and its line rects in the container.
  public init(id: ID, range: NSRange, lineRects: [CGRect]) {
    self.id = id
    self.range = range
    self.lineRects = lineRects
    self.token = nil
  }

  /// The line rects that take part in geometry: standardized (negative sizes flipped), then kept
  /// only when finite, non-null and within ±`GeometryLimits.maximumCoordinate` on every edge (the
  /// engine-wide bound), so every size and centre computed from them is finite. Zero-width and
  /// zero-height rects are kept.
  public var usableLineRects: [CGRect] {
    CGRect.usable(lineRects)
  }

  /// Whether at least one line rect is usable: a source without one cannot be lifted or returned to.
  public var hasGeometry: Bool { !usableLineRects.isEmpty }

  /// The smallest rect containing every usable line rect, or `CGRect.null` when there is none.
  ///
  /// Computed from the extremes of the rects' x and y extents, so zero-size rects count too.
  public var bounds: CGRect { Self.bounds(of: usableLineRects) }

  /// The bounding box of already-standardized finite rects, including zero-size ones.
  static func bounds(of rects: [CGRect]) -> CGRect {
    guard let first = rects.first else { return .null }
    var minX = first.minX
    var minY = first.minY
    var maxX = first.maxX
    var maxY = first.maxY
    for rect in rects.dropFirst() {
      minX = Swift.min(minX, rect.minX)
      minY = Swift.min(minY, rect.minY)
      maxX = Swift.max(maxX, rect.maxX)
      maxY = Swift.max(maxY, rect.maxY)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}

extension LinkPreviewSource {
  /// A link's identity: a token of an interactive text, or a number a host chose.
  ///
  /// Two sources describe the same link exactly when their identities are equal. An identity made
  /// from a token names the token where it was found (kind, start and text); `TextItemInteraction`
  /// keeps that identity while it follows the token through edits, so it need not match the
  /// token's later range.
  public struct ID: Hashable, Sendable, ExpressibleByIntegerLiteral, CustomStringConvertible {
    private enum Value: Hashable, Sendable {
      case number(Int)
      case token(kind: TokenKind, location: Int, text: String)
    }

    private let value: Value

    /// An identity a host chose.
    public init(_ number: Int) { value = .number(number) }

    /// An identity a host chose, written as a literal.
    public init(integerLiteral number: Int) { value = .number(number) }

    /// The identity of a token: its kind, start and text.
    public init(token: Token) {
      value = .token(kind: token.kind, location: token.range.location, text: token.text)
    }

    /// `7` for a number; `url@12` for a token (kind and start).
    public var description: String {
      switch value {
      case .number(let number): "\(number)"
      case .token(let kind, let location, _): "\(kind)@\(location)"
      }
    }
  }
}

/// What a long press lifts: a link, the whole view, or a link that has since disappeared.
public enum LinkPreviewSubject: Hashable, Sendable {
  /// A link under the finger; the preview is a bubble that hugs its line rects.
  case link(LinkPreviewSource)
  /// No link was under the finger (or it had no geometry): the whole view is the preview, as
  /// `UIPreviewParameters(textLineRects:)` shows the whole view for an empty array.
  case wholeView
  /// The lifted link no longer exists (the host reported it gone); its last known geometry is kept.
  /// A dismissal fades the preview out instead of returning it to the text.
  case vanished(LinkPreviewSource)

  /// The lifted link's source, or nil for the whole view.
  public var source: LinkPreviewSource? {
    switch self {
    case .link(let source), .vanished(let source): source
    case .wholeView: nil
    }
  }

  /// The rects the preview's bubble hugs, in the container's coordinates: the usable line rects of
  /// a link (also a vanished one), or `[viewBounds]` for the whole view.
  public func bubbleRects(viewBounds: CGRect) -> [CGRect] {
    if let source, source.hasGeometry { return source.usableLineRects }
    return [viewBounds]
  }
}
