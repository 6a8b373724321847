public import Foundation

extension ContextMenuAccessory {
  /// Where on its reference frame an accessory attaches: an edge, an alignment along that edge and
  /// two offsets (the private anchor `{attachment, alignment, attachmentOffset, alignmentOffset,
  /// gravity}`).
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
    ///   - attachment: The edge; default top.
    ///   - alignment: The alignment along it; default centre.
    ///   - attachmentOffset: A move away from the reference; default 0.
    ///   - alignmentOffset: A move toward the trailing side (or down); default 0.
    ///   - gravity: Kept for the host; default 0.
    public init(
      attachment: Attachment = .top, alignment: Alignment = .center, attachmentOffset: CGFloat = 0,
      alignmentOffset: CGFloat = 0, gravity: Int = 0
    ) {
      self.attachment = attachment
      self.alignment = alignment
      self.attachmentOffset = attachmentOffset
      self.alignmentOffset = alignmentOffset
      self.gravity = gravity
    }
  }
}
