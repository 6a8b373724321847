extension TopLevelDomainSet {
  /// linkify-it's default list of fuzzy-link TLDs besides the two-letter ones (linkify-it 5.0.0).
  static let linkifyGeneric: [String] = [
    "biz", "com", "edu", "gov", "net", "org", "pro", "web", "xxx", "aero", "asia", "coop", "info", "museum", "name",
    "shop", "рф",
  ]

  /// linkify-it's two-letter country-code TLDs, by first letter (linkify-it 5.0.0): each string is a
  /// first letter followed by the second letters it combines with.
  private static let linkifyCountryByFirstLetter: [String] = [
    "acdefgilmnoqrstuwxz", "babdefghijmnorstvwyz", "cacdfghiklmnoruvwxyz", "dejkmoz", "ecegrstu", "fijkmor",
    "gabdefghilmnpqrstuwy", "hkmnrtu", "idelmnoqrst", "jemop", "keghimnprwyz", "labcikrstuvy",
    "macdeghklmnopqrstuvwxyz", "nacefgilopruz", "om", "paefghklmnrstwy", "qa", "reosuw",
    "sabcdeghijklmnortuvxyz", "tcdfghjklmnortvwz", "uagksyz", "vaceginu", "wfs", "yet", "zamw",
  ]

  /// linkify-it's two-letter country-code TLDs.
  static let linkifyCountry: [String] = linkifyCountryByFirstLetter.flatMap { row -> [String] in
    guard let first = row.first else { return [] }
    return row.dropFirst().map { String(first) + String($0) }
  }
}
