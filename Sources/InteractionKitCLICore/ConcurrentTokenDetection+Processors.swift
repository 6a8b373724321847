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
  /// when it cannot be read), at most its control
  /// group's CPU quota (cgroup v2 `cpu.max`, rounded up; a cgroup v1 quota is not read), at
  /// least 1.
  static var availableProcessorCount: Int {
    #if os(Linux)
      var count = readFile("/proc/self/status").flatMap(allowedCPUCount) ?? 0
      if count == 0 { count = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))) }
      if let quota = readFile("/proc/self/cgroup").flatMap(cgroupPath).flatMap({ readFile("/sys/fs/cgroup\($0)/cpu.max") })
        .flatMap(cpuQuota)
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
  static func allowedCPUCount(_ status: String) -> Int? {
    guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Cpus_allowed_list:") }) else {
      return nil
    }
    var count = 0
    for item in line.dropFirst("Cpus_allowed_list:".count).split(separator: ",") {
      let bounds = item.split(separator: "-").map { Int($0.trimmingPrefix(while: { $0 == " " || $0 == "\t" })) }
      guard let low = bounds.first ?? nil, let high = bounds.last ?? nil, bounds.count <= 2, high >= low else {
        return nil
      }
      count += high - low + 1
    }
    return count > 0 ? count : nil
  }

  /// The control-group path of a process in the unified hierarchy (cgroup v2), from the contents of
  /// `/proc/self/cgroup`: the path of its line `0::/path`.
  static func cgroupPath(_ contents: String) -> String? {
    for line in contents.split(separator: "\n") where line.hasPrefix("0::") {
      let path = line.dropFirst(3)
      return path == "/" ? "" : String(path)
    }
    return nil
  }

  /// The CPUs a cgroup v2 `cpu.max` file allows (`quota period`, the quota divided by the period
  /// and rounded up), or `nil` for no limit (`max`) or a file that does not read as one.
  static func cpuQuota(_ contents: String) -> Int? {
    let fields = contents.split(whereSeparator: { $0 == " " || $0 == "\n" })
    guard fields.count >= 2, let quota = Int(fields[0]), let period = Int(fields[1]), quota > 0, period > 0 else {
      return nil
    }
    return (quota + period - 1) / period
  }

  /// The first 4 kB of a small file, or `nil` when it cannot be read.
  private static func readFile(_ path: String) -> String? {
    #if os(Linux)
      let descriptor = open(path, O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else { return nil }
      defer { close(descriptor) }
      var buffer = [UInt8](repeating: 0, count: 4096)
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { return nil }
      return String(decoding: buffer[..<count], as: UTF8.self)
    #else
      return nil
    #endif
  }
}
