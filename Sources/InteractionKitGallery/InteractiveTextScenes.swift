import Foundation
import InteractionKitGeometry
import InteractionKitScene
import InteractionKitTextLayout
import InteractionKitTextTokens

extension Gallery {
  /// The interactive-text scenes: detected tokens drawn as links, in both directions, pressed, and checked.
  static var interactiveTextSection: GallerySection {
    GallerySection(
      id: "interactive-text", title: "Interactive text",
      items: [
        InteractiveTextScenes.post, InteractiveTextScenes.rightToLeftPost, InteractiveTextScenes.pressedLink,
        InteractiveTextScenes.deceptiveLink,
      ])
  }
}

/// Scenes showing token detection on real-looking text.
enum InteractiveTextScenes {
  /// The text with every token coloured like an iOS link, laid out at `width`.
  static func tokenizedLayout(
    _ string: String, profile: DetectionProfile, width: CGFloat, size: CGFloat = 16, context: GalleryContext
  ) -> (layout: any TextLayout, tokens: [Token]) {
    let tokens = TokenDetector(profile: profile).tokens(in: string)
    var text = AttributedText(string, attributes: TextAttributes(fontSize: size))
    for token in tokens {
      try? text.modifyAttributes(in: token.range) { attributes in
        attributes.foregroundColor = .systemBlue
        if token.kind == .url || token.kind == .email { attributes.underlineStyle = .single }
      }
    }
    return (context.textEngine.layout(text, in: TextContainer(width: width)), tokens)
  }

  /// A post card: avatar, name and handle, then the tokenized body and a legend of the tokens found.
  static func postScene(
    name: String, handle: String, body: String, profile: DetectionProfile, rightToLeft: Bool, context: GalleryContext
  ) throws -> LayerTree {
    var b = SceneBuilder(context: context)
    let (layout, tokens) = tokenizedLayout(body, profile: profile, width: 440, context: context)
    let cardHeight = 108 + layout.size.height + CGFloat(tokens.count) * 16
    var root = SceneBuilder.root(width: 540, height: cardHeight + 40)
    var card = b.card(CGRect(x: 20, y: 20, width: 500, height: cardHeight))
    let avatarX: CGFloat = rightToLeft ? 500 - 30 - 44 : 30
    var avatar = Layer(id: "avatar", frame: CGRect(x: avatarX, y: 20, width: 44, height: 44))
    avatar.backgroundColor = Color(rgb: 0x6364FF)
    avatar.cornerRadius = 22
    card.sublayers.append(avatar)
    let nameX: CGFloat = rightToLeft ? 30 : 86
    let alignment: TextAlignment = rightToLeft ? .right : .left
    card.sublayers.append(b.label(name, at: CGPoint(x: nameX, y: 22), size: 15, weight: .bold, color: .label, width: 384, alignment: alignment))
    card.sublayers.append(b.label(handle, at: CGPoint(x: nameX, y: 42), size: 13, color: .systemGray, width: 384, alignment: alignment))
    card.sublayers.append(b.text(layout, at: CGPoint(x: 30, y: 80)))
    var y = 92 + layout.size.height
    for token in tokens {
      let line = "\(token.kind)  \(token.range.location)..<\(NSMaxRange(token.range))  \(token.text)"
      card.sublayers.append(b.label(line, at: CGPoint(x: 30, y: y), size: 10.5, color: .systemGray))
      y += 16
    }
    root.sublayers.append(card)
    return try LayerTree(root: root)
  }

  static let post = GalleryItem(
    id: "interactive-text-post", title: "A post with its tokens",
    caption: "Mastodon rules on a post: links, a federated mention with an IDN domain, hashtags, an e-mail and emoji, each found once with its UTF-16 range."
  ) { context in
    try postScene(
      name: "Ana Lima 🙂", handle: "@ana@example.social",
      body: "Shipping the preview bubble today 🎉 thanks @bob@grå.org and @chloe_dev! Notes at https://docs.example.com/link-previews?ref=post (see section 3), questions to team@example.com. #SwiftLang #ぼっち・ざ・ろっく #a11y",
      profile: .mastodon, rightToLeft: false, context: context)
  }

  static let rightToLeftPost = GalleryItem(
    id: "interactive-text-rtl", title: "The same in Hebrew and Arabic",
    caption: "Right-to-left text: hashtags in Hebrew and Arabic, a mention and a link; ranges stay correct in logical order while the line reads right to left."
  ) { context in
    try postScene(
      name: "נועה כהן", handle: "@noa@example.social",
      body: "היום שחררנו את בועת התצוגה המקדימה 🎉 תודה ל-@dana@example.org! פרטים ב- https://example.com/he/preview #עברית #مرحبا #ממשק",
      profile: .mastodon, rightToLeft: true, context: context)
  }

  static let pressedLink = GalleryItem(
    id: "interactive-text-pressed-link", title: "A pressed link that wraps",
    caption: "While a finger is down on a link that wraps over two lines, each line piece gets the pressed highlight, hugging only the link's text."
  ) { context in
    var b = SceneBuilder(context: context)
    let body = "Long-press the link https://example.com/articles/interaction/link-previews-that-wrap to lift only its text."
    let (layout, tokens) = tokenizedLayout(body, profile: .twitter, width: 320, size: 17, context: context)
    var root = SceneBuilder.root(width: 400, height: 40 + layout.size.height + 60)
    var card = b.card(CGRect(x: 20, y: 20, width: 360, height: layout.size.height + 60))
    if let link = tokens.first(where: { $0.kind == .url }) {
      var highlight = Path()
      for rect in (try? layout.enclosingRects(for: link.range)) ?? [] {
        highlight.addPath(Path(roundedRect: rect.offsetBy(dx: 20, dy: 20).insetBy(dx: -3, dy: -1), cornerRadius: 5))
      }
      card.sublayers.append(b.shape(highlight, fill: Color(white: 0, alpha: 0.12)))
    }
    card.sublayers.append(b.text(layout, at: CGPoint(x: 20, y: 20)))
    card.sublayers.append(
      b.label("pressed: highlight on each line piece", at: CGPoint(x: 20, y: 30 + layout.size.height), size: 10.5, color: .systemGray))
    root.sublayers.append(card)
    return try LayerTree(root: root)
  }

  static let deceptiveLink = GalleryItem(
    id: "deceptive-link", title: "A deceptive link, flagged",
    caption: "The visible text names one site while the link goes to another, and a mixed-script host is shown in punycode: both are flagged before the link can be opened."
  ) { context in
    var b = SceneBuilder(context: context)
    var root = SceneBuilder.root(width: 540, height: 250)
    let safety = LinkSafety()
    let cases: [(String, String)] = [
      ("https://bank.example.com/login", "https://bank-example.evil.test/login"),
      ("https://pаypal.com", "https://xn--pypal-4ve.com"),
    ]
    for (i, (visible, target)) in cases.enumerated() {
      let y = 20 + CGFloat(i) * 110
      var card = b.card(CGRect(x: 20, y: y, width: 500, height: 95))
      let text = AttributedText(visible, attributes: TextAttributes(fontSize: 16, foregroundColor: .systemBlue, underlineStyle: .single))
      card.sublayers.append(b.text(context.textEngine.layout(text, in: TextContainer(width: 460)), at: CGPoint(x: 20, y: 14)))
      let warning = safety.deceptiveLinkWarning(visibleText: visible, target: target)
      var banner = Layer(id: b.id("banner"), frame: CGRect(x: 20, y: 44, width: 460, height: 38))
      banner.backgroundColor = warning == nil ? Color.systemGreen.withAlpha(0.12) : Color.systemOrange.withAlpha(0.15)
      banner.cornerRadius = 8
      let message =
        if let warning, warning.reasons.contains(.hostMismatch) {
          "⚠︎ Opens \(warning.targetHost ?? target), not \(warning.visibleHost ?? visible)"
        } else if let warning {
          "⚠︎ The host mixes scripts: it is really \(warning.targetHost ?? target)"
        } else {
          "Opens \(target)"
        }
      banner.sublayers.append(b.label(message, at: CGPoint(x: 10, y: 10), size: 13, weight: .semibold, color: .label, width: 440))
      card.sublayers.append(banner)
      root.sublayers.append(card)
    }
    return try LayerTree(root: root)
  }
}
