import CInteractionKitPango
import InteractionKitTextLayout

/// How a ``TextContainer``'s alignment and writing direction are expressed in Pango's terms.
///
/// Pango has one alignment per layout, and with automatic direction on it mirrors `LEFT`/`RIGHT` for
/// every line whose resolved direction is opposite to the context's base direction. So:
/// - a fixed writing direction turns automatic direction off and sets the context's base direction;
///   alignments are then literal, and ``TextAlignment/natural`` is left (LTR) or right (RTL);
/// - a natural writing direction turns automatic direction on (each paragraph takes the direction of
///   its first strong character); ``TextAlignment/natural`` is `LEFT` over a weak-LTR base, which
///   Pango mirrors for right-to-left paragraphs, while explicit left and right use a neutral base
///   direction, for which Pango never mirrors, so they stay literal. A paragraph without strong
///   characters (digits, punctuation, an empty line) takes the direction of the paragraph before it
///   (Pango's rule), and the first one the context's base direction (left to right).
struct PangoParagraphStyle: Equatable {
  /// The base direction of the layout's context.
  var baseDirection: PangoDirection
  /// Whether each paragraph's direction comes from its first strong character.
  var autoDirection: Bool
  /// The Pango alignment.
  var alignment: PangoAlignment

  /// The style for a container.
  init(_ container: TextContainer) {
    switch container.writingDirection {
    case .leftToRight, .rightToLeft:
      let isRTL = container.writingDirection == .rightToLeft
      baseDirection = isRTL ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR
      autoDirection = false
      switch container.alignment {
      case .natural: alignment = isRTL ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT
      case .left: alignment = PANGO_ALIGN_LEFT
      case .center: alignment = PANGO_ALIGN_CENTER
      case .right: alignment = PANGO_ALIGN_RIGHT
      }
    case .natural:
      autoDirection = true
      switch container.alignment {
      case .natural:
        baseDirection = PANGO_DIRECTION_WEAK_LTR
        alignment = PANGO_ALIGN_LEFT
      case .center:
        baseDirection = PANGO_DIRECTION_WEAK_LTR
        alignment = PANGO_ALIGN_CENTER
      case .left:
        baseDirection = PANGO_DIRECTION_NEUTRAL
        alignment = PANGO_ALIGN_LEFT
      case .right:
        baseDirection = PANGO_DIRECTION_NEUTRAL
        alignment = PANGO_ALIGN_RIGHT
      }
    }
  }
}
