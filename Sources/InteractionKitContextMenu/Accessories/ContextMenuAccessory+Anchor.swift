public import Foundation

extension ContextMenuAccessory {
  /// Where on its reference frame an accessory attaches: an edge, an alignment along that edge and
  /// two offsets (the private anchor `{attachment, alignment, attachmentOffset, alignmentOffset,
  /// gravity}`).
  ///
  /// The default anchor is the private API's: attachment 0 (centre), centred. Code written against
  /// the private API ports with ``init(privateAttachment:privateAlignment:attachmentOffset:alignmentOffset:gravity:)``.
  public struct Anchor: Hashable, Sendable {
    /// The edge of the reference frame the accessory sits outside of.
    public enum Attachment: String, Hashable, Sendable, Codable, CaseIterable {
      /// Centred vertically on the reference's centre (inside it), aligned horizontally.
      case center
      /// Above the reference: the accessory's bottom on the reference's top edge.
      case top
      /// Before the reference: the accessory's trailing edge on the reference's leading edge.
      case leading
      /// After the reference: the accessory's leading edge on the reference's trailing edge.
      case trailing
      /// Below the reference: the accessory's top on the reference's bottom edge.
      case bottom

      /// The attachment of the private API's value: 0 centre, 1 top, 2 leading, 3 trailing,
      /// 4 bottom; nil for any other value.
      public init?(privateValue: Int) {
        switch privateValue {
        case 0: self = .center
        case 1: self = .top
        case 2: self = .leading
        case 3: self = .trailing
        case 4: self = .bottom
        default: return nil
        }
      }

      /// The private API's value: 0 centre, 1 top, 2 leading, 3 trailing, 4 bottom.
      public var privateValue: Int {
        switch self {
        case .center: 0
        case .top: 1
        case .leading: 2
        case .trailing: 3
        case .bottom: 4
        }
      }
    }

    /// How the accessory lines up with the reference along the attachment edge: horizontally for
    /// the top, bottom and centre attachments (leading and trailing mirror in right-to-left
    /// layout), vertically for the leading and trailing ones (leading is the top).
    public enum Alignment: String, Hashable, Sendable, Codable, CaseIterable {
      /// Leading (or top) edges equal.
      case leading
      /// Centres equal.
      case center
      /// Trailing (or bottom) edges equal.
      case trailing

      /// The alignment of the private API's edge value: 2 (the left edge) leading, 8 (the right
      /// edge) trailing, and for the leading and trailing attachments 1 (the top edge) leading,
      /// 4 (the bottom edge) trailing; 0 (no edge) centre. Nil for any other value.
      ///
      /// The values are in left-to-right terms, as the private API's are; in right-to-left layout
      /// leading and trailing mirror as usual.
      public init?(privateValue: Int) {
        switch privateValue {
        case 0: self = .center
        case 1, 2: self = .leading
        case 4, 8: self = .trailing
        default: return nil
        }
      }

      /// The private API's value for a horizontal alignment: 2 leading, 8 trailing, 0 centre.
      public var privateValue: Int {
        switch self {
        case .leading: 2
        case .center: 0
        case .trailing: 8
        }
      }
    }

    /// The edge the accessory attaches to.
    public var attachment: Attachment
    /// How it lines up along that edge.
    public var alignment: Alignment
    /// A move along the attachment axis, away from the reference when positive (up for a top
    /// attachment, outward for leading and trailing, down for bottom and centre).
    public var attachmentOffset: CGFloat
    /// A move along the alignment axis: toward the trailing side (or down, for leading and
    /// trailing attachments) when positive.
    public var alignmentOffset: CGFloat
    /// The private anchor's gravity, kept for hosts that forward it; the layout does not use it.
    public var gravity: Int

    /// Creates an anchor.
    ///
    /// - Parameters:
    ///   - attachment: The edge; default centre (the private API's attachment 0).
    ///   - alignment: The alignment along it; default centre.
    ///   - attachmentOffset: A move away from the reference; default 0.
    ///   - alignmentOffset: A move toward the trailing side (or down); default 0.
    ///   - gravity: Kept for the host; default 0.
    public init(
      attachment: Attachment = .center, alignment: Alignment = .center, attachmentOffset: CGFloat = 0,
      alignmentOffset: CGFloat = 0, gravity: Int = 0
    ) {
      self.attachment = attachment
      self.alignment = alignment
      self.attachmentOffset = attachmentOffset
      self.alignmentOffset = alignmentOffset
      self.gravity = gravity
    }

    /// Creates an anchor from the private API's values, so code written against
    /// `_UIContextMenuAccessoryView` ports line by line; nil when either value is unknown.
    ///
    /// - Parameters:
    ///   - privateAttachment: 0 centre, 1 top, 2 leading, 3 trailing, 4 bottom
    ///     (``Attachment/init(privateValue:)``).
    ///   - privateAlignment: 2 leading, 8 trailing, 0 centre; 1 and 4 for the top and bottom of a
    ///     leading or trailing attachment (``Alignment/init(privateValue:)``); default 0.
    ///   - attachmentOffset: A move away from the reference; default 0.
    ///   - alignmentOffset: A move toward the trailing side (or down); default 0.
    ///   - gravity: Kept for the host; default 0.
    public init?(
      privateAttachment: Int, privateAlignment: Int = 0, attachmentOffset: CGFloat = 0, alignmentOffset: CGFloat = 0,
      gravity: Int = 0
    ) {
      guard let attachment = Attachment(privateValue: privateAttachment),
        let alignment = Alignment(privateValue: privateAlignment)
      else { return nil }
      self.init(
        attachment: attachment, alignment: alignment, attachmentOffset: attachmentOffset,
        alignmentOffset: alignmentOffset, gravity: gravity)
    }
  }
}
