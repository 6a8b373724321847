import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The processors a `tokens` run may use, read with a few system calls.
///
/// `ProcessInfo.activeProcessorCount` gives the same number on Linux but reads the control-group
/// files through Foundation's URL and file-reading types, whose first use cost about a third of a
/// millisecond of a dynamically linked process's start (4.7 % of a run on empty input): more than
/// the detection of a megabyte takes.
extension ConcurrentTokenDetection {
  /// The processors this process may run on: the CPUs of its affinity mask (or the online CPUs
  /// when it cannot be read), at most its control group's CPU quota (cgroup v2 `cpu.max`, rounded
  /// up; a cgroup v1 quota is not read), at least 1. The files are parsed as bytes: `String`
  /// splitting would instantiate generic metadata, which costs more at start than the reading.
  static var availableProcessorCount: Int {
    #if os(Linux)
      var count = readFile("/proc/self/status").flatMap(allowedCPUCount) ?? 0
      if count == 0 { count = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))) }
      if let path = readFile("/proc/self/cgroup").flatMap(cgroupPath),
        let quota = readFile("/sys/fs/cgroup" + path + "/cpu.max").flatMap(cpuQuota)
      {
        count = min(count, quota)
      }
      return max(count, 1)
    #else
      return max(ProcessInfo.processInfo.activeProcessorCount, 1)
    #endif
  }

  /// The number of CPUs in the `Cpus_allowed_list` line of `/proc/self/status` (its affinity
  /// mask, as `0-3,8,10-11`), or `nil` without one.
  static func allowedCPUCount(_ status: [UInt8]) -> Int? {
    guard let start = lineValue(after: Array("Cpus_allowed_list:".utf8), in: status) else { return nil }
    var count = 0
    var i = start
    while i < status.count, status[i] != 0x0A {
      guard let (low, afterLow) = number(in: status, at: i) else { return nil }
      var high = low
      i = afterLow
      if i < status.count, status[i] == 0x2D {
        guard let (value, afterHigh) = number(in: status, at: i + 1), value >= low else { return nil }
        high = value
        i = afterHigh
      }
      count += high - low + 1
      if i < status.count, status[i] == 0x2C { i += 1 }
    }
    return count > 0 ? count : nil
  }

  /// The control-group path of a process in the unified hierarchy (cgroup v2), from the contents of
  /// `/proc/self/cgroup`: the path of its line `0::/path` (empty for the root).
  static func cgroupPath(_ contents: [UInt8]) -> String? {
    guard let start = lineValue(after: Array("0::".utf8), in: contents) else { return nil }
    var end = start
    while end < contents.count, contents[end] != 0x0A { end += 1 }
    let path = String(decoding: contents[start..<end], as: UTF8.self)
    return path == "/" ? "" : path
  }

  /// The CPUs a cgroup v2 `cpu.max` file allows (`quota period`, the quota divided by the period
  /// and rounded up), or `nil` for no limit (`max`) or a file that does not read as one.
  static func cpuQuota(_ contents: [UInt8]) -> Int? {
    guard let (quota, afterQuota) = number(in: contents, at: 0), afterQuota < contents.count,
      contents[afterQuota] == 0x20, let (period, _) = number(in: contents, at: afterQuota + 1), quota > 0, period > 0
    else { return nil }
    return (quota + period - 1) / period
  }

  /// Where the value of the line that starts with `key` begins (after `key` and any tabs or
  /// spaces), or `nil` when no line starts with it.
  private static func lineValue(after key: [UInt8], in contents: [UInt8]) -> Int? {
    var lineStart = 0
    while lineStart + key.count <= contents.count {
      if contents[lineStart..<lineStart + key.count].elementsEqual(key) {
        var i = lineStart + key.count
        while i < contents.count, contents[i] == 0x09 || contents[i] == 0x20 { i += 1 }
        return i
      }
      guard let newline = contents[lineStart...].firstIndex(of: 0x0A) else { return nil }
      lineStart = newline + 1
    }
    return nil
  }

  /// The decimal number at `i` and the offset after it, or `nil` when no digit is there (or it
  /// has more than 18 digits).
  private static func number(in contents: [UInt8], at i: Int) -> (Int, Int)? {
    var value = 0
    var end = i
    while end < contents.count, end - i < 18, contents[end] >= 0x30, contents[end] <= 0x39 {
      value = value * 10 + Int(contents[end] - 0x30)
      end += 1
    }
    return end > i ? (value, end) : nil
  }

  /// The first 4 kB of a small file, or `nil` when it cannot be read.
  private static func readFile(_ path: String) -> [UInt8]? {
    #if os(Linux)
      let descriptor = open(path, O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else { return nil }
      defer { close(descriptor) }
      var buffer = [UInt8](repeating: 0, count: 4096)
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { return nil }
      buffer.removeSubrange(count...)
      return buffer
    #else
      return nil
    #endif
  }
}
