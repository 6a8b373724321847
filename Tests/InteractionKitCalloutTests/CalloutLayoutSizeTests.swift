import Foundation
import InteractionKitCallout
import InteractionKitGeometry
import Testing

/// `sizeThatFits`: SMCalloutView's steps with the monospaced engine (6 pt a letter), each expected
/// number worked out in the comment beside it.
@Suite struct CalloutLayoutSizeTests {
  let engine = CalloutLayoutFixture.engine

  func size(_ callout: Callout, _ width: CGFloat = 300) -> CGSize {
    callout.sizeThatFits(CGSize(width: width, height: 0), engine: engine)
  }

  func title(_ width: Int) -> String { CalloutLayoutFixture.text(width: width) }

  @Test func titleOnly() {
    // 126 + 12 + 12 = 150; body 44 + arrow 13 = 57.
    #expect(size(Callout(title: title(126))) == CGSize(width: 150, height: 57))
    // A subtitle makes the body 52: 65. Width from the wider of the two: 150.
    #expect(size(Callout(title: title(126), subtitle: title(60))) == CGSize(width: 150, height: 65))
    // The subtitle alone can set the width: 12 + 198 + 12 = 222.
    #expect(size(Callout(title: title(30), subtitle: title(198))).width == 222)
  }

  @Test func minimumWidth() {
    // 12 + 12 + 12 = 36 < 61.
    #expect(size(Callout(title: title(12))).width == 61)
    // No text, no accessories: 0 → 61.
    #expect(size(Callout()) == CGSize(width: 61, height: 57))
  }

  @Test func longTextIsLimitedToTheRoomLessOnePoint() {
    // A 600 pt title in 300: room = 300 − 24 − 1 = 275, so 275 + 24 = 299.
    #expect(size(Callout(title: title(600))).width == 299)
    // Narrower than the minimum: the available width wins (min(max(…, 61), 40)).
    #expect(size(Callout(title: title(600)), 40).width == 40)
  }

  @Test func customViewsKeepTheirWidth() {
    var callout = Callout(title: "ignored")
    callout.titleView = CalloutElement(size: CGSize(width: 200, height: 30))
    // 200 + 24 = 224, not limited to the room, then min(224, 150) = 150.
    #expect(size(callout, 150).width == 150)
    #expect(size(callout, 300).width == 224)
  }

  @Test func accessoriesClaimTheirMargins() {
    var callout = Callout(title: title(126))
    // Leading 32 × 32: vertical margin round((44 − 32) / 2) = 6, horizontal min(6, 12) = 6,
    // text margin 6 + 32 + 12 = 50. Trailing 20 × 20: vertical 12, horizontal 12, margin 44.
    callout.leadingAccessory = CalloutElement(size: CGSize(width: 32, height: 32))
    callout.trailingAccessory = CalloutElement(size: CGSize(width: 20, height: 20))
    #expect(size(callout).width == 220)  // 50 + 126 + 44
    // An accessory taller than the body has no margins: 0 + 50 + 12 = 62 on its side.
    callout.leadingAccessory = CalloutElement(size: CGSize(width: 50, height: 60))
    #expect(size(callout).width == 232)  // 62 + 126 + 44
  }

  @Test func accessoriesOnly() {
    var callout = Callout()
    callout.leadingAccessory = CalloutElement(size: CGSize(width: 32, height: 32))
    callout.trailingAccessory = CalloutElement(size: CGSize(width: 40, height: 20))
    // (32 + 6) + (40 + 12) + 7 between = 97.
    #expect(size(callout).width == 97)
    callout.trailingAccessory = nil
    // 32 + 6 = 38 < 61.
    #expect(size(callout).width == 61)
  }

  @Test func contentView() {
    var callout = Callout(title: "ignored", subtitle: "ignored too")
    callout.contentView = CalloutElement(size: CGSize(width: 100, height: 40))
    // 100 + 12 + 12 = 124 wide; 12 + 40 + 12 = 64 body + 13 arrow = 77 tall.
    #expect(size(callout) == CGSize(width: 124, height: 77))
    callout.contentInsets = EdgeInsets(top: 4, left: 8, bottom: 6, right: 2)
    #expect(size(callout) == CGSize(width: 110, height: 63))
  }

  @Test func classic() {
    // 17 + 126 + 17 = 160 wide, 70 tall with or without a subtitle.
    #expect(size(Callout(title: title(126), style: .classic)) == CGSize(width: 160, height: 70))
    #expect(size(Callout(title: title(126), subtitle: title(12), style: .classic)).height == 70)
    // Minimum 75; below 75 available, the "give up" width 153.
    #expect(size(Callout(title: title(12), style: .classic)).width == 75)
    #expect(size(Callout(title: title(12), style: .classic), 74).width == 153)
    // Classic accessory margins: 14 + 32 + 6 = 52.
    var callout = Callout(title: title(126), style: .classic)
    callout.leadingAccessory = CalloutElement(size: CGSize(width: 32, height: 32))
    #expect(size(callout).width == 195)  // 52 + 126 + 17
  }

  @Test func badWidths() {
    let callout = Callout(title: title(126))
    #expect(size(callout, CGFloat.nan).width == 0)
    #expect(size(callout, -5).width == 0)
    #expect(size(callout, CGFloat.infinity).width == 150)
    #expect(Callout(style: .classic).sizeThatFits(CGSize(width: CGFloat.nan, height: 0), engine: engine).width == 153)
  }
}
