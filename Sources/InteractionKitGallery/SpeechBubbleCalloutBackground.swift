public import Foundation
public import InteractionKitCallout
public import InteractionKitGeometry
public import InteractionKitScene

/// An app's own callout background: a comic speech bubble, a cream pill-cornered body with a
/// curved tail that leans toward the middle of the bubble and ends on the layout's arrow tip.
///
/// It shows `CalloutBackgroundDrawing` at work (the gallery's `callout-custom-background` scene
/// and the showcase's map page use it): its outline takes the touches, so the empty corners beside
/// the tail and the square corners of the frame let taps through to the map, and its tip is the
/// pivot of the bounce.
///
/// ```swift
/// var callout = Callout(title: "Pier 39", subtitle: "Sea lions")
/// callout.background = SpeechBubbleCalloutBackground()
/// ```
public struct SpeechBubbleCalloutBackground: CalloutBackgroundDrawing {
  /// The radius of the body's corners, at most half the body's height: 16 by default.
  public var cornerRadius: CGFloat

  /// The width of the tail where it leaves the body: 20 by default.
  public var tailWidth: CGFloat

  /// Creates a speech bubble; non-finite or negative values count as 0.
  ///
  /// - Parameters:
  ///   - cornerRadius: The body's corner radius; default 16.
  ///   - tailWidth: The tail's width at the body; default 20.
  public init(cornerRadius: CGFloat = 16, tailWidth: CGFloat = 20) {
    self.cornerRadius = cornerRadius.isFinite ? Swift.max(0, cornerRadius) : 0
    self.tailWidth = tailWidth.isFinite ? Swift.max(0, tailWidth) : 0
  }

  /// The fill: cream in light (pale grey-cream pressed), deep blue-grey in dark.
  public static func fillColor(appearance: CalloutBackground.Appearance, isHighlighted: Bool) -> Color {
    switch appearance {
    case .light: isHighlighted ? Color(rgb: 0xEDE3B8) : Color(rgb: 0xFFF7D6)
    case .dark: isHighlighted ? Color(rgb: 0x2A2F3A) : Color(rgb: 0x343A48)
    }
  }

  /// The outline's stroke: warm brown in light, pale cream in dark, 1.5 points wide.
  public static func strokeColor(appearance: CalloutBackground.Appearance) -> Color {
    appearance == .light ? Color(rgb: 0x8A6A2F) : Color(rgb: 0xE8DDB5)
  }

  /// The bubble: the body with rounded corners and the tail to the layout's arrow point, one
  /// closed outline.
  public func path(for context: CalloutBackgroundContext) -> Path {
    let size = context.size
    let up = context.arrowDirection == .up
    // Built pointing down; an upward bubble is the same shape flipped top to bottom.
    let body = context.bodyFrame
    let downBody = up ? CGRect(x: body.minX, y: size.height - body.maxY, width: body.width, height: body.height) : body
    let tipY = up ? size.height - context.arrowPoint.y : context.arrowPoint.y
    var path = Self.downwardBubble(
      body: downBody, tip: CGPoint(x: context.arrowPoint.x, y: tipY), radius: cornerRadius, tailWidth: tailWidth)
    if up { path.apply(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: size.height)) }
    return path
  }

  /// The fill with a soft shadow, then the stroked outline.
  public func layers(for context: CalloutBackgroundContext, idPrefix: String) -> [Layer] {
    let outline = path(for: context)
    var fill = Layer(id: LayerID("\(idPrefix).fill"), frame: context.bounds)
    fill.contents = .shape(
      ShapeContents(
        path: outline, fillColor: Self.fillColor(appearance: context.appearance, isHighlighted: context.isHighlighted)))
    fill.shadow = Shadow(color: .black, opacity: 0.18, offset: CGSize(width: 0, height: 3), radius: 5)
    fill.isUserInteractionEnabled = false
    var stroke = Layer(id: LayerID("\(idPrefix).stroke"), frame: context.bounds)
    stroke.contents = .shape(
      ShapeContents(
        path: outline, fillColor: nil, strokeColor: Self.strokeColor(appearance: context.appearance), lineWidth: 1.5))
    stroke.isUserInteractionEnabled = false
    return [fill, stroke]
  }

  /// The outline of a bubble whose tail points down to `tip` below `body`.
  static func downwardBubble(body: CGRect, tip: CGPoint, radius: CGFloat, tailWidth: CGFloat) -> Path {
    let r = Swift.min(radius, body.height / 2, body.width / 2)
    let depth = tip.y - body.maxY
    // The tail leans toward the middle: its base starts near the tip and reaches inward.
    let leansLeft = tip.x > body.midX
    let lowest = body.minX + r
    let highest = Swift.max(lowest, body.maxX - r)
    let width = Swift.min(tailWidth, highest - lowest)
    var left = leansLeft ? tip.x - width + 4 : tip.x - 4
    left = Swift.min(Swift.max(left, lowest), highest - width)
    let right = left + width
    var path = Path()
    path.move(to: CGPoint(x: body.minX + r, y: body.minY))
    path.addArc(tangent1End: CGPoint(x: body.maxX, y: body.minY), tangent2End: CGPoint(x: body.maxX, y: body.maxY), radius: r)
    path.addArc(tangent1End: CGPoint(x: body.maxX, y: body.maxY), tangent2End: CGPoint(x: body.minX, y: body.maxY), radius: r)
    path.addLine(to: CGPoint(x: right, y: body.maxY))
    // Two edges meet at the tip: the one on the tip's side nearly straight, the other bowed.
    if leansLeft {
      path.addQuadCurve(to: tip, control: CGPoint(x: right - 1, y: body.maxY + depth * 0.6))
      path.addQuadCurve(
        to: CGPoint(x: left, y: body.maxY), control: CGPoint(x: tip.x - width * 0.3, y: body.maxY + depth * 0.45))
    } else {
      path.addQuadCurve(to: tip, control: CGPoint(x: tip.x + width * 0.3, y: body.maxY + depth * 0.45))
      path.addQuadCurve(to: CGPoint(x: left, y: body.maxY), control: CGPoint(x: left + 1, y: body.maxY + depth * 0.6))
    }
    path.addArc(tangent1End: CGPoint(x: body.minX, y: body.maxY), tangent2End: CGPoint(x: body.minX, y: body.minY), radius: r)
    path.addArc(tangent1End: CGPoint(x: body.minX, y: body.minY), tangent2End: CGPoint(x: body.maxX, y: body.minY), radius: r)
    path.closeSubpath()
    return path
  }
}
