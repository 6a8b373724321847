import CInteractionKitPango
import Foundation
import InteractionKitPango
import InteractionKitTextLayout
import Testing

@Suite struct PangoFontPinningTests {
  @Test func theBundledConfigurationIsActive() throws {
    #expect(PinnedFonts.activate())
    let path = try #require(PinnedFonts.configurationFilePath)
    if let override = ProcessInfo.processInfo.environment[PinnedFonts.overrideEnvironmentKey], !override.isEmpty {
      #expect(path == override)
    } else {
      #expect(path.hasSuffix("InteractionKit_InteractionKitPango.resources/Fonts/fonts.conf"))
    }
    #expect(ProcessInfo.processInfo.environment["FONTCONFIG_FILE"] == path)
  }

  @Test func onlyThePinnedFamiliesAreAvailable() {
    // The real families plus the generic aliases Pango always lists.
    #expect(makeEngine().availableFontFamilies == [
      "DejaVu Sans", "Monospace", "Noto Color Emoji", "Sans", "Serif", "System-ui", "WenQuanYi Micro Hei",
      "WenQuanYi Micro Hei Mono",
    ])
  }

  @Test func aFixedSentenceHasThePinnedGeometry() {
    let laidOut = layout("The quick brown fox jumps over the lazy dog.")
    #expect(laidOut.lineFragments.count == 1)
    #expect(laidOut.size == CGSize(width: 342.15625, height: 17.4609375))
    #expect(laidOut.lineFragments[0].baseline == 13.923828125)
    #expect(laidOut.resolvedFonts().map(\.family) == ["DejaVu Sans"])
  }

  @Test func fallbackFontsAreTheBundledOnes() {
    let laidOut = layout("a🙂b日本c")
    #expect(laidOut.resolvedFonts().map(\.family) == [
      "DejaVu Sans", "Noto Color Emoji", "DejaVu Sans", "WenQuanYi Micro Hei", "DejaVu Sans",
    ])
  }

  @Test func unknownAndGenericFamiliesResolveToDejaVuSans() {
    for family in ["Helvetica Neue", "sans-serif", "serif", "monospace"] {
      let attributes = TextAttributes(fontFamily: family, fontSize: 15)
      let laidOut = makeEngine().makeLayout(AttributedText("Hello", attributes: attributes), in: TextContainer())
      #expect(laidOut.resolvedFonts().map(\.family) == ["DejaVu Sans"], "\(family)")
      #expect(laidOut.size.width == 38.021484375, "\(family)")
    }
  }

  @Test func boldAndItalicUseTheBoldFaceAndASyntheticSlant() {
    let attributes = TextAttributes(fontSize: 15, fontWeight: .bold, isItalic: true)
    let laidOut = makeEngine().makeLayout(AttributedText("Hello", attributes: attributes), in: TextContainer())
    let fonts = laidOut.resolvedFonts()
    #expect(fonts.map(\.family) == ["DejaVu Sans"])
    #expect(fonts.map(\.style) == [PANGO_STYLE_OBLIQUE])
    // DejaVu Sans Bold is wider than the regular face's 38.02 pt.
    #expect(laidOut.size.width == 43.31640625)
  }

  @Test func fontSizeScalesLineHeight() {
    let big = makeEngine().makeLayout(AttributedText("Hello", attributes: TextAttributes(fontSize: 30)), in: TextContainer())
    #expect(big.size.height == 2 * 17.4609375)
  }
}
