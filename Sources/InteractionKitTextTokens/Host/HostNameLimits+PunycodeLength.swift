/// The length of a label's punycode form, counted without building it (see ``HostNameLimits``).
extension HostNameLimits {
  /// The length of the RFC 3492 encoding of `input` (without the `xn--` prefix).
  static func punycodeLength(_ input: [UInt32]) -> Int {
    input.withUnsafeBufferPointer { punycodeLength($0, limit: .max) }
  }

  /// The length of the RFC 3492 encoding of `input` (without the `xn--` prefix) when it is at most
  /// `limit`, otherwise `limit + 1`.
  ///
  /// Every scalar adds at least one character (basic ones themselves, the others at least one
  /// digit), so a label that cannot fit is refused before encoding, and the encoding stops at the
  /// first digit past `limit`. Allocates nothing for inputs of up to 64 scalars (every label that
  /// can fit): see ``punycodeLength(ofShort:limit:)``.
  static func punycodeLength(_ input: UnsafeBufferPointer<UInt32>, limit: Int) -> Int {
    if input.count <= UInt64.bitWidth { return punycodeLength(ofShort: input, limit: limit) }
    return punycodeLength(ofLong: input, limit: limit)
  }

  /// The RFC 3492 encoder's arithmetic, counting the digits instead of writing them.
  private struct DigitCounter {
    var output: Int
    var bias = Punycode.initialBias
    let basic: Int

    init(basic: Int) {
      self.basic = basic
      output = basic > 0 ? basic + 1 : 0
    }

    /// Counts the digits of `delta`, the number of the `handled + 1`-th scalar, and adapts the bias.
    @inline(__always)
    mutating func emit(_ delta: Int, handled: Int) {
      var q = delta
      var k = Punycode.base
      while true {
        let t = Punycode.threshold(k, bias: bias)
        if q < t { break }
        output += 1
        q = (q - t) / (Punycode.base - t)
        k += Punycode.base
      }
      output += 1
      bias = Punycode.adapt(delta, count: handled + 1, first: handled == basic)
    }
  }

  /// ``punycodeLength(_:limit:)`` for at most 64 scalars: one sort of the scalars instead of the
  /// encoder's two passes over the label per distinct scalar.
  ///
  /// The non-basic scalars are sorted by value, then position (packed as `value << 6 | position`
  /// in a stack buffer), which is the order the encoder inserts them in; the scalars it counts
  /// between two insertions (those smaller than the one inserted) are the positions already
  /// handled, kept as a 64-bit mask and counted with `nonzeroBitCount`.
  private static func punycodeLength(ofShort input: UnsafeBufferPointer<UInt32>, limit: Int) -> Int {
    let count = input.count
    return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: count) { keys -> Int in
      var handledMask: UInt64 = 0
      var keyCount = 0
      for (position, c) in input.enumerated() {
        if c < 0x80 {
          handledMask |= 1 &<< UInt64(position)
        } else {
          keys.initializeElement(at: keyCount, to: UInt64(c) &<< 6 | UInt64(position))
          keyCount += 1
        }
      }
      let basic = count - keyCount
      guard (basic > 0 ? basic + 1 : 0) + keyCount <= limit else { return limit + 1 }
      // Insertion sort: a few dozen keys, often nearly in order.
      for i in 1..<max(keyCount, 1) {
        let key = keys[i]
        var j = i
        while j > 0, keys[j - 1] > key {
          keys[j] = keys[j - 1]
          j -= 1
        }
        keys[j] = key
      }
      let sorted = UnsafeBufferPointer(rebasing: keys[..<keyCount])
      // The positions in `from..<to` (to ≤ 64).
      func positions(from: Int, to: Int) -> UInt64 {
        guard from < to else { return 0 }
        let below = to == 64 ? UInt64.max : (1 &<< UInt64(to)) &- 1
        return below & ~((1 &<< UInt64(from)) &- 1)
      }
      var counter = DigitCounter(basic: basic)
      var n = UInt64(Punycode.initialN)
      var delta = 0
      var handled = basic
      var i = 0
      while i < keyCount {
        let m = sorted[i] >> 6
        delta += Int(m - n) * (handled + 1)
        n = m
        var next = 0
        var inserted: UInt64 = 0
        while i < keyCount, sorted[i] >> 6 == m {
          let position = Int(sorted[i] & 0x3F)
          delta += (handledMask & positions(from: next, to: position)).nonzeroBitCount
          counter.emit(delta, handled: handled)
          if counter.output > limit { return limit + 1 }
          delta = 0
          handled += 1
          next = position + 1
          inserted |= 1 &<< UInt64(position)
          i += 1
        }
        delta += (handledMask & positions(from: next, to: count)).nonzeroBitCount + 1
        handledMask |= inserted
        n += 1
      }
      return counter.output
    }
  }

  /// ``punycodeLength(_:limit:)`` for any length: the encoder's loop over each next smallest scalar.
  private static func punycodeLength(ofLong input: UnsafeBufferPointer<UInt32>, limit: Int) -> Int {
    var basic = 0
    for c in input where c < 0x80 { basic += 1 }
    guard (basic > 0 ? basic + 1 : 0) + (input.count - basic) <= limit else { return limit + 1 }
    var counter = DigitCounter(basic: basic)
    var n = UInt32(Punycode.initialN)
    var delta = 0
    var handled = basic
    while handled < input.count {
      // The smallest code point not handled yet.
      var m = UInt32.max
      var found = false
      for c in input where c >= n && c <= m {
        m = c
        found = true
      }
      guard found else { break }
      delta += Int(m - n) * (handled + 1)
      n = m
      for c in input {
        if c < n { delta += 1 }
        guard c == n else { continue }
        counter.emit(delta, handled: handled)
        if counter.output > limit { return limit + 1 }
        delta = 0
        handled += 1
      }
      delta += 1
      n += 1
    }
    return counter.output
  }
}
