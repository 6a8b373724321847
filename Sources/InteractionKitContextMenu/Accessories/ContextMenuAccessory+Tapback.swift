public import Foundation

extension ContextMenuAccessory {
  /// One reaction of a Tapback bar: what the host knows it by (its emoji) and its name in words,
  /// which assistive technologies read.
  public struct TapbackReaction: Hashable, Sendable {
    /// What the host knows the reaction by: its emoji, such as `"❤️"`.
    public var identifier: Item.ID
    /// Its name in words, such as "Heart".
    public var accessibilityLabel: String

    /// Creates a reaction.
    ///
    /// - Parameters:
    ///   - identifier: What the host knows it by (its emoji).
    ///   - accessibilityLabel: Its name in words; default (nil or empty) the identifier's string.
    public init(_ identifier: Item.ID, accessibilityLabel: String? = nil) {
      self.identifier = identifier
      self.accessibilityLabel = accessibilityLabel.flatMap { $0.isEmpty ? nil : $0 } ?? identifier.rawValue
    }

    /// ❤️, read "Heart".
    public static let heart = TapbackReaction("❤️", accessibilityLabel: "Heart")
    /// 👍, read "Thumbs Up".
    public static let thumbsUp = TapbackReaction("👍", accessibilityLabel: "Thumbs Up")
    /// 👎, read "Thumbs Down".
    public static let thumbsDown = TapbackReaction("👎", accessibilityLabel: "Thumbs Down")
    /// 😂, read "Ha ha".
    public static let haha = TapbackReaction("😂", accessibilityLabel: "Ha ha")
    /// ‼️, read "Exclamation".
    public static let exclamation = TapbackReaction("‼️", accessibilityLabel: "Exclamation")
    /// ❓, read "Question".
    public static let question = TapbackReaction("❓", accessibilityLabel: "Question")

    /// The six reactions of Messages, in order: Heart, Thumbs Up, Thumbs Down, Ha ha,
    /// Exclamation, Question.
    public static let standard: [TapbackReaction] = [.heart, .thumbsUp, .thumbsDown, .haha, .exclamation, .question]
  }

  /// The size of the Tapback bar: 300 × 64.
  public static let tapbackBarSize = CGSize(width: 300, height: 64)

  /// The Tapback bar of Messages, over a message bubble lifted as the preview.
  ///
  /// - 300 × 64 (``tapbackBarSize``), continuous corners of radius 32, on the preview's top edge;
  /// - a sent message: aligned trailing, moved by (−3, −16) — 16 pt above the bubble, its trailing
  ///   edge 3 pt inside the bubble's; a received one: aligned leading, moved by the mirror image
  ///   (3, −16). Both mirror again in right-to-left layout, as every offset does;
  /// - tracking the preview's drags along x and y;
  /// - its reactions as items, 44 × 44 and 3 pt apart (47 pt from one to the next), the row centred
  ///   in the bar (six reactions start at x = 10.5, y = 10). When the row is wider than the bar
  ///   (seven reactions or more) the step shrinks to 300 / count and the items to the step less
  ///   3 pt, still square and centred; each item's identifier is the reaction's and its
  ///   accessibility label its name in words; the bar itself is read "Reactions".
  ///
  /// ```swift
  /// let bar = ContextMenuAccessory.tapbackBar(sent: false)   // over a received message
  /// ```
  ///
  /// - Parameters:
  ///   - identifier: What the host knows the bar by; default `"tapback"`.
  ///   - items: The reactions, in reading order; default ``TapbackReaction/standard``.
  ///   - sent: Whether the bubble is a sent message (the bar on its trailing side) or a received
  ///     one (its leading side); default sent.
  /// - Returns: The accessory. Its reactions are laid out left to right; in a right-to-left
  ///   container the layout mirrors them (the first reaction on the right), as it does every
  ///   accessory's items.
  public static func tapbackBar(
    identifier: ID = "tapback", items: [TapbackReaction] = TapbackReaction.standard, sent: Bool = true
  ) -> ContextMenuAccessory {
    let size = tapbackBarSize
    let count = CGFloat(items.count)
    let step = Swift.min(47, items.isEmpty ? 47 : size.width / count)
    let side = Swift.max(0, Swift.min(44, step - 3))
    let start = (size.width - (step * count - (step - side))) / 2
    let frames = items.enumerated().map { index, reaction in
      let x = start + CGFloat(index) * step
      return Item(
        reaction.identifier,
        frame: CGRect(x: x, y: (size.height - side) / 2, width: side, height: side),
        accessibilityLabel: reaction.accessibilityLabel)
    }
    return ContextMenuAccessory(
      identifier, size: size, location: .preview, anchor: Anchor(attachment: .top, alignment: sent ? .trailing : .leading),
      offset: CGPoint(x: sent ? -3 : 3, y: -16), trackingAxis: [.x, .y], items: frames, cornerRadius: 32,
      cornerStyle: .continuous, accessibilityLabel: "Reactions")
  }
}
