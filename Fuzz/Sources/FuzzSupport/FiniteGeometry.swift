public import Foundation
import InteractionKitGeometry

/// Finiteness assertions shared by the layout harness.
public enum FiniteGeometry {
  /// Traps unless `rect` is finite (`CGRect.null` allowed when `allowNull`).
  public static func check(_ rect: CGRect, _ what: @autoclosure () -> String, allowNull: Bool = false) {
    if allowNull, rect.isNull { return }
    fuzzCheck(rect.isFiniteRect, "\(what()) is not finite: \(rect)")
  }

  /// Traps unless `rect` is finite (or `nil`).
  public static func check(_ rect: CGRect?, _ what: @autoclosure () -> String) {
    guard let rect else { return }
    check(rect, what())
  }

  /// Traps unless `point` is finite.
  public static func check(_ point: CGPoint, _ what: @autoclosure () -> String) {
    fuzzCheck(point.isFinitePoint, "\(what()) is not finite: \(point)")
  }

  /// Traps unless `size` is finite.
  public static func check(_ size: CGSize, _ what: @autoclosure () -> String) {
    fuzzCheck(size.isFiniteSize, "\(what()) is not finite: \(size)")
  }

  /// Traps unless `value` is finite.
  public static func check(_ value: CGFloat, _ what: @autoclosure () -> String) {
    fuzzCheck(value.isFinite, "\(what()) is not finite: \(value)")
  }
}
