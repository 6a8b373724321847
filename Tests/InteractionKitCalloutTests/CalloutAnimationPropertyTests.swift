import Foundation
import InteractionKitCallout
import InteractionKitGeometry
import InteractionKitScene
import PropertyBased
import Testing

/// Continuity and end values of every animation, the anchor point, and the layer-tree group.
@Suite struct CalloutAnimationPropertyTests {
  static let all: [CalloutAnimation] = CalloutAnimationStyle.allCases.flatMap { animation in
    CalloutStyle.allCases.flatMap { style in
      CalloutAnimation.Phase.allCases.map { CalloutAnimation(animation, style: style, phase: $0) }
    }
  }

  @Test func scaleAndOpacityAreContinuous() async {
    // No animation changes faster than 20 units per second: the steepest is the classic
    // dismissal's last segment, 1.06245 over 5/54 s at ease in ease out's steepest slope (1/0.58),
    // 19.8 per second; presenting, its first segment peaks at 12.4. A jump anywhere would break
    // this Lipschitz bound.
    await propertyCheck(
      count: 600, input: Gen.int(in: 0...(Self.all.count - 1)), Gen.double(in: -0.05...0.4), Gen.double(in: 1e-7...1e-3)
    ) { index, time, step in
      let animation = Self.all[index]
      guard animation.duration > 0 else { return }
      let a = animation.sample(at: time), b = animation.sample(at: time + step)
      #expect(abs(a.scale - b.scale) <= 20 * step + 1e-12, "\(animation) jumps at \(time)")
      #expect(abs(a.opacity - b.opacity) <= 20 * step + 1e-12, "\(animation) fades too fast at \(time)")
      #expect(a.opacity >= 0 && a.opacity <= 1)
    }
  }

  @Test func endsExactlyAtOneOrAtThePresentationsStart() async {
    await propertyCheck(count: 200, input: Gen.int(in: 0...(Self.all.count - 1)), Gen.double(in: 0...5)) { index, extra in
      let animation = Self.all[index]
      let end = animation.sample(at: animation.duration + extra)
      #expect(end.isFinished)
      switch animation.phase {
      case .present:
        #expect(end.scale == 1 && end.opacity == 1)
      case .dismiss:
        let start = animation.reversed().sample(at: 0)
        #expect(end.scale == start.scale && end.opacity == start.opacity)
      }
    }
  }

  @Test func anchorPointIsTheTipInUnitCoordinates() async {
    #expect(
      CalloutAnimation.anchorPoint(calloutSize: CGSize(width: 150, height: 57), arrowPoint: CGPoint(x: 123, y: 57))
        == CGPoint(x: 0.82, y: 1))
    #expect(
      CalloutAnimation.anchorPoint(calloutSize: CGSize(width: 150, height: 57), arrowPoint: CGPoint(x: 75, y: 0))
        == CGPoint(x: 0.5, y: 0))
    await propertyCheck(count: 200, input: Gen.double(in: 1...500), Gen.double(in: 1...200), Gen.double(in: 0...1)) {
      width, height, fraction in
      let size = CGSize(width: width, height: height)
      let tip = CGPoint(x: width * fraction, y: height)
      let anchor = CalloutAnimation.anchorPoint(calloutSize: size, arrowPoint: tip)
      // The anchor maps back onto the tip: a scale about it leaves the tip where it is.
      var layer = Layer(id: "callout")
      layer.anchorPoint = anchor
      layer.frame = CGRect(origin: CGPoint(x: 10, y: 20), size: size)
      layer.transform = CGAffineTransform(scaleX: 0.3, y: 0.3)
      let moved = tip.applying(layer.transformToSuperlayer)
      #expect(abs(moved.x - (10 + tip.x)) < 1e-9 && abs(moved.y - (20 + tip.y)) < 1e-9)
    }
  }

  @Test func anchorPointClampsBadInputToTheMiddle() {
    let tip = CGPoint(x: 30, y: 57)
    #expect(CalloutAnimation.anchorPoint(calloutSize: .zero, arrowPoint: tip) == CGPoint(x: 0.5, y: 0.5))
    #expect(CalloutAnimation.anchorPoint(calloutSize: CGSize(width: -4, height: 57), arrowPoint: tip) == CGPoint(x: 0.5, y: 1))
    #expect(
      CalloutAnimation.anchorPoint(calloutSize: CGSize(width: 60, height: CGFloat.nan), arrowPoint: tip) == CGPoint(x: 0.5, y: 0.5))
    #expect(
      CalloutAnimation.anchorPoint(calloutSize: CGSize(width: 60, height: 57), arrowPoint: CGPoint(x: CGFloat.infinity, y: 57))
        == CGPoint(x: 0.5, y: 1))
  }

  @Test func animationGroupDrivesALayerTreeLikeTheSamples() throws {
    let root = Layer(id: "root", frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    var callout = Layer(id: "callout")
    callout.anchorPoint = CalloutAnimation.anchorPoint(calloutSize: CGSize(width: 150, height: 57), arrowPoint: CGPoint(x: 123, y: 57))
    callout.frame = CGRect(x: 177, y: 143, width: 150, height: 57)
    var tree = try LayerTree(root: Layer(id: "root", frame: root.frame, sublayers: [callout]))
    let bounce = CalloutAnimation(.bounce)
    let group = bounce.animationGroup(beginTime: 1)
    #expect(group.animations.count == 2)
    #expect(group.timing.beginTime == 1 && group.timing.duration == 0.23)
    try tree.add(group, to: "callout", forKey: "present")
    for time in [0.5, 1.0, 1.05, 1.158, 1.23, 2.0] {
      let layer = tree.presentation(at: time).layer("callout")
      let sample = bounce.sample(at: time - 1)
      #expect(abs((layer?.transform.a ?? 0) - CGFloat(sample.scale)) < 1e-9, "scale at \(time)")
      #expect(abs((layer?.opacity ?? -1) - sample.opacity) < 1e-9, "opacity at \(time)")
      // The tip stays on the target whatever the scale.
      let tip = CGPoint(x: 123, y: 57).applying(layer?.transformToSuperlayer ?? .identity)
      #expect(abs(tip.x - 300) < 1e-9 && abs(tip.y - 200) < 1e-9)
    }
    #expect(CalloutAnimation(.bounce, style: .classic).animationGroup().animations.count == 1)
    #expect(CalloutAnimation(.fade).animationGroup().animations.count == 1)
    #expect(CalloutAnimation(.none).animationGroup(beginTime: .nan).animations.isEmpty)
    #expect(CalloutAnimation(.none).animationGroup(beginTime: .nan).timing.beginTime == 0)
  }
}
