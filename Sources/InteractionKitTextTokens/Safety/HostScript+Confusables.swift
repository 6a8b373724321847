extension HostScript {
  /// Lower-case letters of a script that look like Latin letters in common fonts, for the
  /// whole-script confusable check (UTS #39 section 4): a label written only with these letters
  /// (plus digits and hyphens) reads as a Latin word, like Cyrillic `аррӏе` for `apple`.
  ///
  /// A small, hand-picked set for Cyrillic and Greek, not the full `confusables.txt` data.
  public static let latinLookalikes: [HostScript: Set<Unicode.Scalar>] = [
    .cyrillic: [
      "\u{0430}",  // а a
      "\u{0441}",  // с c
      "\u{0501}",  // ԁ d
      "\u{0435}",  // е e
      "\u{0433}",  // г r
      "\u{04BB}",  // һ h
      "\u{0456}",  // і i
      "\u{0458}",  // ј j
      "\u{04CF}",  // ӏ l
      "\u{043F}",  // п n
      "\u{043E}",  // о o
      "\u{0440}",  // р p
      "\u{051B}",  // ԛ q
      "\u{0455}",  // ѕ s
      "\u{0475}",  // ѵ v
      "\u{051D}",  // ԝ w
      "\u{0461}",  // ѡ w
      "\u{0445}",  // х x
      "\u{0443}",  // у y
      "\u{04AF}",  // ү y
      "\u{044C}",  // ь b
    ],
    .greek: [
      "\u{03B1}",  // α a
      "\u{03F2}",  // ϲ c
      "\u{03B9}",  // ι i
      "\u{03F3}",  // ϳ j
      "\u{03BA}",  // κ k
      "\u{03BD}",  // ν v
      "\u{03BF}",  // ο o
      "\u{03C1}",  // ρ p
      "\u{03C5}",  // υ u
      "\u{03C7}",  // χ x
      "\u{03B3}",  // γ y
    ],
  ]

  /// Characters that look like URL syntax (a slash, a dot, a colon, a question mark, a number sign or
  /// an at sign) and so let a host name imitate a longer URL, such as `example.com⁄login` with
  /// U+2044 FRACTION SLASH. A host that contains one is never displayed in Unicode.
  public static let urlSyntaxLookalikes: Set<Unicode.Scalar> = [
    "\u{02D0}",  // ː modifier letter triangular colon
    "\u{0338}",  // combining long solidus overlay
    "\u{0589}",  // ։ Armenian full stop
    "\u{2024}",  // ․ one dot leader
    "\u{2027}",  // ‧ hyphenation point
    "\u{2044}",  // ⁄ fraction slash
    "\u{2215}",  // ∕ division slash
    "\u{2236}",  // ∶ ratio
    "\u{29F8}",  // ⧸ big solidus
    "\u{A789}",  // ꞉ modifier letter colon
    "\u{FE52}",  // ﹒ small full stop
    "\u{FF03}",  // ＃ fullwidth number sign
    "\u{FF0F}",  // ／ fullwidth solidus
    "\u{FF1A}",  // ： fullwidth colon
    "\u{FF1F}",  // ？ fullwidth question mark
    "\u{FF20}",  // ＠ fullwidth commercial at
  ]

  /// Whether `label` is written entirely in `script`'s Latin look-alike letters (at least one letter;
  /// digits, hyphens and other shared characters are allowed).
  static func isWholeScriptConfusable(_ label: some StringProtocol, script: HostScript) -> Bool {
    guard let lookalikes = latinLookalikes[script] else { return false }
    var letters = 0
    for scalar in label.unicodeScalars {
      if HostScript(scalar).isShared { continue }
      guard lookalikes.contains(scalar) else { return false }
      letters += 1
    }
    return letters > 0
  }
}
