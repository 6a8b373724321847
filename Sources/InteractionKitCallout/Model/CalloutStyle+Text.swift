import InteractionKitGeometry
public import InteractionKitTextLayout

extension CalloutStyle {
  /// The title's default attributes: system 17 in the label colour (modern); bold 17 in white
  /// (classic). The family is the engine's default, `TextAttributes.defaultFontFamily`.
  public var titleAttributes: TextAttributes {
    switch self {
    case .modern: TextAttributes(fontSize: 17, foregroundColor: .label)
    case .classic: TextAttributes(fontSize: 17, fontWeight: .bold, foregroundColor: .white)
    }
  }

  /// The subtitle's default attributes: system 12 in the secondary label colour (modern); 12 in
  /// white (classic; the reference records only the title's font, so the subtitle matches its colour).
  public var subtitleAttributes: TextAttributes {
    switch self {
    case .modern: TextAttributes(fontSize: 12, foregroundColor: .secondaryLabel)
    case .classic: TextAttributes(fontSize: 12, foregroundColor: .white)
    }
  }
}
