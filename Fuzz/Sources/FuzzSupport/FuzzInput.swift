public import Foundation

/// A reader over a fuzzer's input bytes: small integers, doubles (often from a table of hostile
/// values), booleans and strings. Reading past the end gives zeros, so every input is usable.
public struct FuzzInput {
  /// The input bytes.
  public let bytes: [UInt8]
  /// The next byte to read.
  public private(set) var offset = 0

  /// Doubles a byte below 128 selects: the boundaries and hostile values layout must survive.
  public static let interestingDoubles: [Double] = [
    0, -0.0, 1, -1, 0.5, 2, 3, 8, 10, 20, 44, 100, 375, 667, 1000, -20, -100, 1e6, -1e6, 1e11, 1e12, -1e12,
    1.0000001e12, -1.0000001e12, 1e13, 1e15, 1e100, 1e300, 1e307, 8e307, 1e308, -1e308, 1.7e308, -1.7e308,
    .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .infinity, -.infinity, .nan, 1e-300, -1e-300,
    .leastNonzeroMagnitude, .ulpOfOne, 0.1, 0.3, 1.0 / 3.0,
  ]

  /// A reader over `size` bytes at `data`.
  public init(_ data: UnsafePointer<UInt8>, _ size: Int) {
    bytes = Array(UnsafeBufferPointer(start: data, count: size))
  }

  /// A reader over `bytes`.
  public init(bytes: [UInt8]) { self.bytes = bytes }

  /// Whether every byte has been read.
  public var isAtEnd: Bool { offset >= bytes.count }

  /// The next byte, or 0 past the end.
  public mutating func byte() -> UInt8 {
    guard offset < bytes.count else { return 0 }
    defer { offset += 1 }
    return bytes[offset]
  }

  /// An integer in `0..<bound` (0 when `bound` is not positive).
  public mutating func int(below bound: Int) -> Int {
    guard bound > 0 else { return 0 }
    if bound <= 256 { return Int(byte()) % bound }
    return (Int(byte()) << 8 | Int(byte())) % bound
  }

  /// A boolean.
  public mutating func bool() -> Bool { byte() & 1 == 1 }

  /// A double: a byte below 128 picks from ``interestingDoubles``, 128…191 a small integer
  /// (−32…31), anything else takes the next 8 bytes as a bit pattern.
  public mutating func double() -> Double {
    let selector = byte()
    switch selector {
    case 0..<128: return Self.interestingDoubles[Int(selector) % Self.interestingDoubles.count]
    case 128..<192: return Double(Int(selector) - 160)
    default:
      var bits: UInt64 = 0
      for _ in 0..<8 { bits = bits << 8 | UInt64(byte()) }
      return Double(bitPattern: bits)
    }
  }

  /// A point of two ``double()``s.
  public mutating func point() -> CGPoint { CGPoint(x: double(), y: double()) }

  /// A size of two ``double()``s.
  public mutating func size() -> CGSize { CGSize(width: double(), height: double()) }

  /// A rect of four ``double()``s.
  public mutating func rect() -> CGRect { CGRect(x: double(), y: double(), width: double(), height: double()) }

  /// The remaining bytes, decoded as UTF-8 with invalid sequences repaired.
  public mutating func remainingString() -> String {
    let rest = offset < bytes.count ? Array(bytes[offset...]) : []
    offset = bytes.count
    return String(decoding: rest, as: UTF8.self)
  }

  /// A string of up to `maximum` bytes (length from the next byte), decoded as UTF-8.
  public mutating func string(maximum: Int = 64) -> String {
    let count = min(int(below: maximum + 1), max(0, bytes.count - offset))
    let slice = Array(bytes[offset..<(offset + count)])
    offset += count
    return String(decoding: slice, as: UTF8.self)
  }
}
