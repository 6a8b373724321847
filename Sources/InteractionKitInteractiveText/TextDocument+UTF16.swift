extension TextDocument {
  /// A string's UTF-16 code units, transcoded straight from its UTF-8 storage.
  ///
  /// Several times faster than `Array(string.utf16)` on a native string, which matters when a
  /// 10 MB document is opened: runs of ASCII are widened eight bytes at a time, other scalars
  /// decoded one by one.
  static func utf16Units(of string: String) -> [UInt16] {
    var string = string
    return string.withUTF8 { bytes in
      [UInt16](unsafeUninitializedCapacity: bytes.count) { buffer, count in
        var i = 0
        var j = 0
        let n = bytes.count
        guard let source = bytes.baseAddress.map(UnsafeRawPointer.init),
          let target = buffer.baseAddress.map(UnsafeMutableRawPointer.init)
        else {
          count = 0
          return
        }
        while i < n {
          // Eight ASCII bytes at a time (their high bits all clear), widened lane by lane.
          if i &+ 8 <= n {
            let word = source.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            if word & 0x8080_8080_8080_8080 == 0 {
              var lanes = UInt64(littleEndian: word)
              for lane in 0 ..< 8 {
                target.storeBytes(of: UInt16(truncatingIfNeeded: lanes & 0xFF), toByteOffset: (j &+ lane) &* 2, as: UInt16.self)
                lanes >>= 8
              }
              i &+= 8
              j &+= 8
              continue
            }
          }
          let b0 = UInt32(bytes[i])
          if b0 < 0x80 {
            buffer[j] = UInt16(b0)
            i += 1
            j += 1
            continue
          }
          // The storage is valid UTF-8, so the continuation bytes are there.
          let scalar: UInt32
          if b0 < 0xE0 {
            scalar = (b0 & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F)
            i += 2
          } else if b0 < 0xF0 {
            scalar = (b0 & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F)
            i += 3
          } else {
            scalar = (b0 & 0x07) << 18 | UInt32(bytes[i + 1] & 0x3F) << 12 | UInt32(bytes[i + 2] & 0x3F) << 6
              | UInt32(bytes[i + 3] & 0x3F)
            i += 4
          }
          if scalar < 0x10000 {
            buffer[j] = UInt16(scalar)
            j += 1
          } else {
            let v = scalar - 0x10000
            buffer[j] = UInt16(0xD800 + (v >> 10))
            buffer[j + 1] = UInt16(0xDC00 + (v & 0x3FF))
            j += 2
          }
        }
        count = j
      }
    }
  }
}
