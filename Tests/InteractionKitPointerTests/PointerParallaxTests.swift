import Foundation
import InteractionKitGeometry
import InteractionKitPointer
import InteractionKitScene
import Testing

/// The damped parallax of highlight and lift, and the recentring on release.
@Suite struct PointerParallaxTests {
  /// b0's highlight shape at home: its frame (40, 100, 44, 44) padded 12 × 10.
  let home = CGRect(x: 28, y: 90, width: 68, height: 64)

  @Test func theHighlightMovesATenthOfTheDisplacement() throws {
    var tracker = try PointerFixture.tracker()
    tracker.handle(.pointerMoved(CGPoint(x: 90, y: 100), time: 0))
    // The region's centre is (62, 122): displacement (28, −22) → offset (2.8, −2.2).
    let pointer = try #require(tracker.presentedPointer)
    #expect(abs(pointer.frame.minX - 30.8) < 1e-9)
    #expect(abs(pointer.frame.minY - 87.8) < 1e-9)
    #expect(pointer.frame.size == home.size)
    #expect(abs(pointer.contentOffset.x - 2.8) < 1e-9)
    #expect(abs(pointer.contentOffset.y + 2.2) < 1e-9)
  }

  @Test func theDisplacementIsClampedToHalfTheRegion() {
    let style = PointerStyle(effect: .highlight(PointerPreview(frame: CGRect(x: 40, y: 100, width: 44, height: 44))))
    let region = CGRect(x: 20, y: 80, width: 84, height: 84)
    // 500 points right of the anchor counts as 42 (half the region's width): offset 4.2.
    let pointer = style.presentedPointer(for: CGPoint(x: 562, y: 122), in: region, parallaxAnchor: region.center)
    #expect(abs(pointer.frame.minX - (home.minX + 4.2)) < 1e-9)
    #expect(pointer.frame.minY == home.minY)
    var dynamics = PointerDynamics.standard
    dynamics.highlightParallax = 0.5
    let stronger = style.presentedPointer(
      for: CGPoint(x: 62, y: 0), in: region, parallaxAnchor: region.center, dynamics: dynamics)
    #expect(stronger.frame.minY == home.minY - 21)
  }

  @Test func liftScalesTheContentAndMovesWithTheParallax() throws {
    var tracker = try PointerFixture.tracker(delegate: .lift)
    tracker.handle(.pointerMoved(CGPoint(x: 72, y: 122), time: 0))
    let pointer = try #require(tracker.presentedPointer)
    #expect(pointer.kind == .lift)
    #expect(!pointer.isPointerVisible)
    // The frame (44 × 44, square corners → radius 6) scaled by 1.1 about its centre, moved by
    // (72 − 62) × 0.1 = 1.
    #expect(abs(pointer.frame.minX - (62 - 24.2 + 1)) < 1e-9)
    #expect(abs(pointer.frame.minY - (122 - 24.2)) < 1e-9)
    #expect(abs(pointer.frame.width - 48.4) < 1e-9)
    #expect(abs(pointer.cornerRadius - 6.6) < 1e-9)
    #expect(pointer.contentScale == 1.1)
    #expect(abs(pointer.contentOffset.x - 1) < 1e-9)
  }

  @Test func hoverKeepsTheSystemPointerWithoutParallax() throws {
    var tracker = try PointerFixture.tracker(delegate: .hover)
    tracker.handle(.pointerMoved(CGPoint(x: 90, y: 100), time: 0))
    let pointer = try #require(tracker.presentedPointer)
    #expect(pointer.kind == .hover)
    #expect(pointer.frame == CGRect(x: 80, y: 90, width: 20, height: 20))
    #expect(pointer.contentOffset == .zero)
    #expect(pointer.contentScale == 1.05)
  }

  @Test func releasingRecentresThePointerOnTheControl() throws {
    var tracker = try PointerFixture.tracker()
    tracker.handle(.pointerMoved(CGPoint(x: 90, y: 122), time: 0))
    #expect(tracker.presentedPointer?.frame.minX != home.minX)
    #expect(tracker.handle(.pointerDown(CGPoint(x: 90, y: 122), time: 0.1)).isEmpty)
    let up = tracker.handle(.pointerUp(CGPoint(x: 90, y: 122), time: 0.2))
    #expect(up.tags == [.presented(.highlight)])
    #expect(tracker.presentedPointer?.frame == home)
    #expect(tracker.presentedPointer?.contentOffset == .zero)
    #expect(tracker.parallaxAnchor == CGPoint(x: 90, y: 122))
    // The parallax resumes from where the pointer recentred: 5 points right → 0.5.
    tracker.handle(.pointerMoved(CGPoint(x: 95, y: 122), time: 0.5))
    #expect(abs((tracker.presentedPointer?.frame.minX ?? 0) - (home.minX + 0.5)) < 1e-9)
    // Still bounded by half the region: 200 points left counts as 42 → −4.2.
    tracker.handle(.pointerMoved(CGPoint(x: 21, y: 122), time: 1))
    #expect(abs((tracker.presentedPointer?.frame.minX ?? 0) - (home.minX - 4.2)) < 1e-9)
  }

  @Test func theMorphCanBeSampledBetweenShapes() throws {
    var tracker = try PointerFixture.tracker()
    tracker.handle(.pointerMoved(PointerFixture.onRow(62), time: 0))
    tracker.handle(.pointerMoved(PointerFixture.onRow(146), time: 1))
    let animator = try #require(tracker.animator)
    let target = try #require(tracker.presentedPointer)
    #expect(tracker.presentation(at: 1) == animator.from)
    #expect(tracker.presentation(at: 1 + animator.duration) == target)
    let progress = animator.progress(at: 1.05)
    #expect(progress > 0 && progress < 1)
    let middle = try #require(tracker.presentation(at: 1.05))
    let from = try #require(animator.from)
    #expect(abs(middle.frame.minX - (from.frame.minX + (target.frame.minX - from.frame.minX) * progress)) < 1e-9)
    #expect(animator.progress(at: .nan) == 0)
  }
}
