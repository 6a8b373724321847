import Foundation
import InteractionKitGeometry
import PropertyBased
import Testing

@Suite struct EdgeInsetsTests {
  @Test func positiveInsetsShrinkTheRectLikeUIKit() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
    let insets = EdgeInsets(top: 10, left: 20, bottom: 5, right: 15)
    #expect(rect.inset(by: insets) == CGRect(x: 20, y: 10, width: 65, height: 35))
  }

  @Test func negativeInsetsEnlargeTheRect() {
    let rect = CGRect(x: 10, y: 10, width: 20, height: 20)
    #expect(rect.inset(by: EdgeInsets(all: -10)) == CGRect(x: 0, y: 0, width: 40, height: 40))
    #expect(rect.outset(by: EdgeInsets(all: 10)) == CGRect(x: 0, y: 0, width: 40, height: 40))
  }

  @Test func overInsetClampsToZeroSizeWhereTheEdgesCross() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
    // Left edge moves to 60, right edge to 40: they cross at 50.
    let result = rect.inset(by: EdgeInsets(top: 30, left: 60, bottom: 30, right: 60))
    #expect(result == CGRect(x: 50, y: 20, width: 0, height: 0))
    // Asymmetric over-inset: left edge at 90, right edge at 70, crossing at 80.
    let skewed = rect.inset(by: EdgeInsets(left: 90, right: 30))
    #expect(skewed == CGRect(x: 80, y: 0, width: 0, height: 40))
  }

  @Test func rectIsStandardizedFirst() {
    let flipped = CGRect(x: 100, y: 50, width: -100, height: -50)
    #expect(flipped.inset(by: EdgeInsets(all: 5)) == CGRect(x: 5, y: 5, width: 90, height: 40))
  }

  @Test func nonFiniteInputGivesNull() {
    let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
    #expect(rect.inset(by: EdgeInsets(top: .nan)).isNull)
    #expect(rect.inset(by: EdgeInsets(left: .infinity)).isNull)
    #expect(rect.inset(by: EdgeInsets(right: -.infinity)).isNull)
    #expect(CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10).inset(by: .zero).isNull)
    #expect(CGRect.null.inset(by: .zero).isNull)
    #expect(CGRect.infinite.inset(by: EdgeInsets(all: 1)).isNull)
  }

  @Test func convenienceInitializersAndSums() {
    let insets = EdgeInsets(horizontal: 3, vertical: 7)
    #expect(insets == EdgeInsets(top: 7, left: 3, bottom: 7, right: 3))
    #expect(insets.horizontal == 6)
    #expect(insets.vertical == 14)
    #expect(insets.negated == EdgeInsets(top: -7, left: -3, bottom: -7, right: -3))
    #expect(EdgeInsets(all: 2) == EdgeInsets(top: 2, left: 2, bottom: 2, right: 2))
    #expect(EdgeInsets.zero.isFinite)
    #expect(!EdgeInsets(bottom: .nan).isFinite)
  }

  @Test func outsetUndoesInsetWhenNothingIsClamped() async {
    await propertyCheck(
      count: 300, input: Gen.double(in: 0...50), Gen.double(in: 0...50), Gen.double(in: -20...20), Gen.double(in: -20...20)
    ) { left, top, right, bottom in
      let rect = CGRect(x: -30, y: 12, width: 200, height: 150)
      let insets = EdgeInsets(top: top, left: left, bottom: bottom, right: right)
      let roundTrip = rect.inset(by: insets).outset(by: insets)
      #expect(isClose(roundTrip, rect, 1e-9))
    }
  }
}
