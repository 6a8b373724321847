/// The code units a URL or e-mail scan reads: a pointer into the scanned ``ScanText``'s units,
/// valid for one call of ``URLMatcher/matches(in:)`` or ``EmailMatcher/matches(in:)``.
///
/// The scanners read every unit of the text a few times, so they take the buffer once per scan
/// (`withUnsafeBufferPointer`) instead of indexing the array: no bounds check, reference count or
/// uniqueness test per access. Every read is guarded by the scanners' own `i < n` tests, as with
/// the array (debug builds still check each index).
typealias URLUnits = UnsafeBufferPointer<UInt16>

extension ScanText {
  /// Calls `body` with the text's code units as a ``URLUnits`` buffer, or returns no matches for an
  /// empty text.
  func withURLUnits(_ body: (URLUnits) -> [TokenMatch]) -> [TokenMatch] {
    guard !units.isEmpty else { return [] }
    return units.withUnsafeBufferPointer(body)
  }
}
