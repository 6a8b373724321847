public import Foundation

/// The system rule for how much a lifted preview grows, `UIContextMenuInteraction`'s lift scale.
///
/// A lifted preview of width `w` and height `h` is scaled by
///
/// ```
/// s = min(maxLiftScale, (maxLiftScaleUpPoints + max(w, h)) / max(w, h), containerWidth / w)
/// ```
///
/// so small previews grow by at most ``maxLiftScale`` (15 % on iOS), large previews grow by at most
/// ``maxLiftScaleUpPoints`` (26 pt) along their longest side, and a preview never becomes wider
/// than the container's content width (a preview wider than the content is shrunk to fit, so the
/// scale may fall below 1). The constants are the iOS values of `_UIContextMenuPlatformMetrics`
/// (iOS 26.1, decompiled; see the reference in the module documentation). With them a 300 pt wide
/// preview gets `326 / 300 ≈ 1.0867` and any preview whose longest side is at most
/// `26 / 0.15 ≈ 173.33` pt gets the full 1.15.
///
/// ```swift
/// let rule = LiftScale.iOS
/// rule.scale(forPreviewSize: CGSize(width: 300, height: 40), containerWidth: 359)   // ≈ 1.0867
/// rule.scale(forPreviewSize: CGSize(width: 120, height: 20), containerWidth: 359)   // 1.15
/// ```
public struct LiftScale: Hashable, Sendable {
  /// The largest factor a preview grows by (`maxLiftScale`): 1.15 on iOS.
  ///
  /// Zero, negative, NaN and infinite values become the iOS default 1.15.
  public var maxLiftScale: CGFloat {
    didSet { maxLiftScale = Self.sanitizedScale(maxLiftScale) }
  }

  /// The most points a preview's longest side grows by (`maxLiftScaleUpPoints`): 26 on iOS.
  ///
  /// Negative, NaN and infinite values become the iOS default 26; zero means "never grow".
  public var maxLiftScaleUpPoints: CGFloat {
    didSet { maxLiftScaleUpPoints = Self.sanitizedPoints(maxLiftScaleUpPoints) }
  }

  /// Creates a lift-scale rule; both values are sanitized as their properties document.
  ///
  /// - Parameters:
  ///   - maxLiftScale: The largest growth factor; default 1.15 (iOS).
  ///   - maxLiftScaleUpPoints: The most points the longest side grows by; default 26 (iOS).
  public init(maxLiftScale: CGFloat = 1.15, maxLiftScaleUpPoints: CGFloat = 26) {
    self.maxLiftScale = Self.sanitizedScale(maxLiftScale)
    self.maxLiftScaleUpPoints = Self.sanitizedPoints(maxLiftScaleUpPoints)
  }

  /// The iOS (iPhone and iPad) metric set: at most 15 %, at most 26 pt.
  public static let iOS = LiftScale()

  /// The tvOS- and visionOS-like metric set of the same metrics class: at most 20 %, at most 48 pt.
  public static let tvOS = LiftScale(maxLiftScale: 1.2, maxLiftScaleUpPoints: 48)

  /// The factor a preview of `previewSize` is lifted by inside a container whose content area is
  /// `containerWidth` points wide.
  ///
  /// Bad input never produces NaN or a negative scale: when either preview dimension or the
  /// container width is zero, negative, NaN or infinite, the result is 1 (the preview lifts without
  /// growing or shrinking).
  ///
  /// - Parameters:
  ///   - previewSize: The unscaled size of the lifted preview (for a link, the size of the union
  ///     of its line rects).
  ///   - containerWidth: The width of the area the preview must fit in (the container's bounds
  ///     minus its insets).
  /// - Returns: `min(maxLiftScale, (maxLiftScaleUpPoints + longest) / longest, containerWidth / width)`.
  public func scale(forPreviewSize previewSize: CGSize, containerWidth: CGFloat) -> CGFloat {
    let width = previewSize.width
    let height = previewSize.height
    guard Self.isPositiveFinite(width), Self.isPositiveFinite(height), Self.isPositiveFinite(containerWidth) else {
      return 1
    }
    let longest = Swift.max(width, height)
    let byPoints = (maxLiftScaleUpPoints + longest) / longest
    let byContainer = containerWidth / width
    return Swift.min(maxLiftScale, byPoints, byContainer)
  }

  private static func isPositiveFinite(_ value: CGFloat) -> Bool { value.isFinite && value > 0 }

  private static func sanitizedScale(_ value: CGFloat) -> CGFloat {
    isPositiveFinite(value) ? value : 1.15
  }

  private static func sanitizedPoints(_ value: CGFloat) -> CGFloat {
    value.isFinite && value >= 0 ? value : 26
  }
}
