/// A candidate's place in overlap resolution, packed into one integer so that comparing two keys
/// is one integer comparison.
///
/// Candidates are resolved in the order: start, then the longer first, then the lower
/// ``TokenValueRecipe/priority``. The packed value holds these fields from the top bit down:
///
/// | bits  | field | stored as |
/// | ----- | ----- | --------- |
/// | 63…32 | ``start`` | the start |
/// | 31…12 | ``length`` | `lengthLimit - 1 - length`, so a longer candidate sorts first |
/// | 11…0  | ``priority`` | the priority |
///
/// A candidate whose fields do not fit has no key (the initializer returns `nil`), and overlap
/// resolution sorts unpacked fields instead. The priority stays below its field's largest value,
/// so no key equals ``exhausted``.
struct CandidateKey: Comparable {
  /// Width of the length field.
  static let lengthBits = 20
  /// Width of the priority field.
  static let priorityBits = 12
  /// One past the largest start a key holds.
  static let startLimit = 1 << 32
  /// One past the largest length a key holds.
  static let lengthLimit = 1 << lengthBits
  /// One past the largest priority a key holds (the field's all-ones value is left to ``exhausted``).
  static let priorityLimit = (1 << priorityBits) - 1

  /// The fields, packed as the table above shows.
  let packed: UInt64

  /// A key after every key of a real candidate: a used-up run's head in ``CandidateMerge``.
  static let exhausted = CandidateKey(packed: .max)

  private init(packed: UInt64) { self.packed = packed }

  /// The key of a candidate, or `nil` when a field does not fit.
  @inline(__always)
  init?(start: Int, length: Int, priority: Int) {
    guard start >= 0, start < Self.startLimit, length >= 0, length < Self.lengthLimit, priority >= 0,
      priority < Self.priorityLimit
    else { return nil }
    let invertedLength = UInt64(Self.lengthLimit - 1 - length)
    packed =
      UInt64(start) << UInt64(Self.lengthBits + Self.priorityBits) | invertedLength << UInt64(Self.priorityBits)
      | UInt64(priority)
  }

  /// The key of a match, or `nil` when a field does not fit.
  @inline(__always)
  init?(_ match: TokenMatch) {
    self.init(start: match.range.lowerBound, length: match.range.count, priority: match.priority)
  }

  /// The candidate's first unit.
  var start: Int { Int(packed >> UInt64(Self.lengthBits + Self.priorityBits)) }

  /// The candidate's length in units.
  var length: Int {
    let invertedLength = Int((packed >> UInt64(Self.priorityBits)) & UInt64(Self.lengthLimit - 1))
    return Self.lengthLimit - 1 - invertedLength
  }

  /// One past the candidate's last unit.
  var end: Int { start + length }

  /// The candidate's rank among candidates with the same start and length.
  var priority: Int { Int(packed & UInt64((1 << Self.priorityBits) - 1)) }

  @inline(__always)
  static func < (a: CandidateKey, b: CandidateKey) -> Bool { a.packed < b.packed }
}
