/// A failure to produce or read an image.
public enum RenderError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The requested canvas is empty, too large or has a non-finite size.
  case invalidCanvas(width: Double, height: Double, scale: Double)
  /// Cairo reported an error status.
  case cairo(String)
  /// The data is not a PNG Cairo can decode.
  case unreadablePNG

  /// A full-sentence explanation that ends with the fix.
  public var description: String {
    switch self {
    case .invalidCanvas(let w, let h, let s):
      "Cannot render a \(w)×\(h) pt canvas at scale \(s): give the root layer a finite size of at least 1×1 pt and at most 16384 px per side, and a scale of 1, 2 or 3."
    case .cairo(let message):
      "Cairo failed: \(message)."
    case .unreadablePNG:
      "The data is not a PNG that can be decoded: pass the bytes of a PNG file."
    }
  }
}
