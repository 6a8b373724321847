package import ArgumentParser
package import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every read and write of the command line: standard input, standard output, standard error and
/// the files named by options, through POSIX `read`/`write` so that a failure is an error with
/// `errno`, never a trap.
///
/// A failure prints one line, `Error: what: why; the fix.`, on standard error and throws the
/// ``ExitCode`` to exit with: 64 (``usageError(_:)``) for bad usage or input, 1 (``failure(_:)``)
/// for a failure while running, such as a full disk or a closed standard output.
///
/// Files are written to a temporary file in the same folder and renamed into place, so a failed
/// write never leaves a partial file (devices and pipes such as `/dev/stdout` are written
/// directly).
package enum StandardStreams {
  // MARK: Launch

  /// Prepares the process's streams; call it first.
  ///
  /// A write to a closed pipe then fails with `EPIPE` instead of killing the process with
  /// `SIGPIPE`. A closed standard stream (`<&-`, `>&-`) is reopened on `/dev/null` in the
  /// direction it cannot be used in, so its number is not handed to a file the command opens
  /// later and a read (or write) still fails with `EBADF`.
  package static func prepare() {
    _ = signal(SIGPIPE, SIG_IGN)
    for (descriptor, flags) in [(STDIN_FILENO, O_WRONLY), (STDOUT_FILENO, O_RDONLY), (STDERR_FILENO, O_RDONLY)]
    where fcntl(descriptor, F_GETFD) == -1 {
      let opened = open("/dev/null", flags)
      if opened >= 0, opened != descriptor {
        _ = dup2(opened, descriptor)
        _ = close(opened)
      }
    }
  }

  // MARK: Failures

  /// Prints `Error: message` (one line) on standard error and returns the usage exit code, 64.
  package static func usageError(_ message: String) -> ExitCode {
    printError(message)
    return .validationFailure
  }

  /// Prints `Error: message` (one line) on standard error and returns the failure exit code, 1.
  package static func failure(_ message: String) -> ExitCode {
    printError(message)
    return .failure
  }

  /// Writes `Error: message` with its line breaks replaced by spaces to standard error, ignoring
  /// any failure (there is nowhere left to report it).
  package static func printError(_ message: String) {
    let line = message.split(whereSeparator: \.isNewline).joined(separator: " ")
    _ = try? writeAll(Data("Error: \(line)\n".utf8), to: STDERR_FILENO)
  }

  // MARK: Reading

  /// All of standard input.
  ///
  /// - Parameter option: The option that reads it (`--menu -`), for errors; nil for a command's
  ///   own input.
  /// - Throws: ``usageError(_:)`` when standard input is closed, a folder or unreadable.
  package static func readInput(for option: String? = nil) throws(ExitCode) -> Data {
    Data(try readInputBytes(for: option))
  }

  /// All of standard input as bytes, read in one `read` when it is a regular file.
  ///
  /// - Parameter option: The option that reads it (`--menu -`), for errors; nil for a command's
  ///   own input.
  /// - Throws: ``usageError(_:)`` when standard input is closed, a folder or unreadable.
  package static func readInputBytes(for option: String? = nil) throws(ExitCode) -> [UInt8] {
    do { return try readAllBytes(from: STDIN_FILENO) } catch { throw inputFailure(error, option: option) }
  }

  /// The usage error of a failed read of standard input.
  private static func inputFailure(_ error: SystemError, option: String?) -> ExitCode {
    let prefix = option.map { "\($0): " } ?? ""
    let fix = "pipe the input in, like `… < FILE`"
    switch error.code {
    case EBADF: return usageError("\(prefix)standard input is closed; \(fix).")
    case EISDIR: return usageError("\(prefix)standard input is a folder; \(fix).")
    default: return usageError("\(prefix)cannot read standard input: \(error.reason); \(fix).")
    }
  }

  /// Calls `body` with all of standard input.
  ///
  /// A regular file is mapped into memory (`mmap` with its pages mapped up front), so its bytes are
  /// neither copied nor given fresh pages; anything else is read with ``readInputBytes(for:)``.
  /// Should the file shrink while it is mapped, reading past its new end would raise `SIGBUS`:
  /// that signal is caught and reported as a failure (one line, exit 1). The bytes are valid only
  /// inside `body`.
  ///
  /// - Throws: ``usageError(_:)`` when standard input is closed, a folder or unreadable, and
  ///   whatever `body` throws.
  package static func withInputBytes<Result>(
    _ body: (UnsafeBufferPointer<UInt8>) throws(ExitCode) -> Result
  ) throws(ExitCode) -> Result {
    var info = stat()
    if fstat(STDIN_FILENO, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size > 0 {
      let size = Int(info.st_size)
      let offset = min(max(Int(lseek(STDIN_FILENO, 0, SEEK_CUR)), 0), size)
      let mapped = mmap(nil, size, PROT_READ, MAP_PRIVATE | MAP_POPULATE, STDIN_FILENO, 0)
      if let mapped, mapped != MAP_FAILED {
        defer { _ = munmap(mapped, size) }
        reportTruncatedInput()
        let bytes = UnsafeBufferPointer(start: mapped.assumingMemoryBound(to: UInt8.self) + offset, count: size - offset)
        return try body(bytes)
      }
    }
    let bytes = try readInputBytes()
    return try bytes.withUnsafeBufferPointer { (buffer) throws(ExitCode) in try body(buffer) }
  }

  /// Turns `SIGBUS` (a mapped input file that shrank while it was read) into one line on standard
  /// error and exit status 1.
  private static func reportTruncatedInput() {
    _ = signal(SIGBUS) { _ in
      let message: StaticString = "Error: standard input changed while it was read (the file shrank); read a file that stays as it is.\n"
      _ = write(STDERR_FILENO, message.utf8Start, message.utf8CodeUnitCount)
      _exit(1)
    }
  }

  /// All of the file at `path`, or of standard input for `-`.
  ///
  /// - Parameters:
  ///   - path: The file's path, or `-`.
  ///   - option: The option that names it, for errors (`--scene`).
  /// - Throws: ``usageError(_:)`` naming the option, the file and why, like
  ///   `--scene x.json: cannot read x.json: no such file`.
  package static func readFile(_ path: String, option: String) throws(ExitCode) -> Data {
    if path == "-" { return try readInput(for: "\(option) -") }
    let fix = "pass the path of a readable file, or - for standard input."
    guard !path.isEmpty else { throw usageError("\(option): the path is empty; \(fix)") }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw usageError("\(option) \(path): cannot read \(path): \(SystemError(errno).reason); \(fix)")
    }
    defer { _ = close(descriptor) }
    do { return try readAll(from: descriptor) } catch {
      throw usageError("\(option) \(path): cannot read \(path): \(error.reason); \(fix)")
    }
  }

  // MARK: Writing

  /// Writes `data` to standard output.
  ///
  /// - Throws: ``failure(_:)`` when standard output is closed or full, or its reader went away.
  package static func output(_ data: Data) throws(ExitCode) {
    do { try writeAll(data, to: STDOUT_FILENO) } catch {
      throw outputFailure(error)
    }
  }

  /// Writes `bytes` to standard output (or to `descriptor`).
  ///
  /// - Throws: ``failure(_:)`` when the output is closed or full, or its reader went away.
  package static func output(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32 = STDOUT_FILENO) throws(ExitCode) {
    do { try writeAll(bytes, to: descriptor) } catch {
      throw outputFailure(error)
    }
  }

  /// The failure of a write to standard output.
  private static func outputFailure(_ error: SystemError) -> ExitCode {
    let why = error.code == EBADF ? "it is closed" : error.reason
    return failure("cannot write to standard output: \(why).")
  }

  /// Writes `line` and a line break to standard output; see ``output(_:)``.
  package static func outputLine(_ line: String) throws(ExitCode) {
    try output(Data((line + "\n").utf8))
  }

  /// Writes `data` to the file at `path`, or to standard output for `-`.
  ///
  /// A regular file (or a new one) is written to a temporary file beside it, which is then renamed
  /// into place; anything else that exists (a device, a pipe) is written directly.
  ///
  /// - Parameters:
  ///   - data: The bytes.
  ///   - path: The file, or `-` for standard output.
  ///   - option: The option that names it, for errors (`--out`).
  /// - Throws: ``usageError(_:)`` for an empty path; ``failure(_:)`` naming the option, the file and
  ///   why the write failed.
  package static func writeFile(_ data: Data, to path: String, option: String = "--out") throws(ExitCode) {
    if path == "-" { return try output(data) }
    guard !path.isEmpty else { throw usageError("\(option): the path is empty; pass a file to write.") }
    do { try replace(path, with: data) } catch {
      throw failure("\(option) \(path): cannot write \(path): \(error.reason).")
    }
  }

  /// Rejects an empty output path up front, before any work.
  ///
  /// - Parameters:
  ///   - path: The path an option names.
  ///   - option: The option (`--out`).
  ///   - what: What to pass instead, for the fix.
  /// - Throws: ``usageError(_:)`` naming the option.
  package static func checkPath(_ path: String, option: String = "--out", what: String = "a file to write") throws(ExitCode) {
    guard !path.isEmpty else { throw usageError("\(option): the path is empty; pass \(what).") }
  }

  // MARK: POSIX

  /// An `errno` value.
  package struct SystemError: Error {
    /// The value.
    package var code: Int32
    /// A reason that says more than `code` alone, or nil.
    package var detail: String?

    /// The error of `code`, with an optional reason that replaces the generic one.
    package init(_ code: Int32, detail: String? = nil) {
      self.code = code
      self.detail = detail
    }

    /// The reason in a few lower-case words, like `no such file`.
    package var reason: String {
      if let detail { return detail }
      return switch code {
      case ENOENT: "no such file"
      case EACCES, EPERM: "permission denied"
      case EISDIR: "it is a folder"
      case ENOTDIR: "a part of the path is not a folder"
      case ENOSPC: "no space left on the device"
      case EPIPE: "its reader closed it (broken pipe)"
      case EBADF: "it is closed"
      case EROFS: "the file system is read-only"
      default: String(cString: strerror(code)).lowercased()
      }
    }
  }

  /// Reads `descriptor` to its end.
  package static func readAll(from descriptor: Int32) throws(SystemError) -> Data {
    Data(try readAllBytes(from: descriptor))
  }

  /// Reads `descriptor` to its end: a regular file straight into the array, in one `read` of its
  /// size (and one more that finds the end); anything else, or whatever a file gained meanwhile, in
  /// reads of 64 kB.
  package static func readAllBytes(from descriptor: Int32) throws(SystemError) -> [UInt8] {
    var bytes: [UInt8] = []
    var info = stat()
    if fstat(descriptor, &info) == 0 {
      guard info.st_mode & S_IFMT != S_IFDIR else { throw SystemError(EISDIR) }
      if info.st_mode & S_IFMT == S_IFREG {
        let size = max(Int(info.st_size) - max(Int(lseek(descriptor, 0, SEEK_CUR)), 0), 0)
        var failure: SystemError?
        bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, initialized in
          let result = readFully(descriptor, into: UnsafeMutableRawBufferPointer(buffer))
          initialized = result.count
          failure = result.failure
        }
        if let failure { throw failure }
        // Short of the room: the end of the file.
        if bytes.count <= size { return bytes }
      }
    }
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let result = chunk.withUnsafeMutableBytes { readFully(descriptor, into: $0) }
      if let failure = result.failure { throw failure }
      bytes.append(contentsOf: chunk[0..<result.count])
      if result.count < chunk.count { return bytes }
    }
  }

  /// Reads until `buffer` is full, the end of `descriptor` or a failure; returns how many bytes it
  /// read and the failure.
  private static func readFully(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> (
    count: Int, failure: SystemError?
  ) {
    guard let base = buffer.baseAddress else { return (0, nil) }
    var filled = 0
    while filled < buffer.count {
      let count = read(descriptor, base + filled, buffer.count - filled)
      if count > 0 {
        filled += count
      } else if count == 0 {
        break
      } else if errno != EINTR {
        return (filled, SystemError(errno))
      }
    }
    return (filled, nil)
  }

  /// Writes all of `data` to `descriptor`.
  package static func writeAll(_ data: Data, to descriptor: Int32) throws(SystemError) {
    let failure = data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> SystemError? in
      do throws(SystemError) { try writeAll(bytes, to: descriptor) } catch { return error }
      return nil
    }
    if let failure { throw failure }
  }

  /// Writes all of `bytes` to `descriptor`.
  package static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) throws(SystemError) {
    var offset = 0
    while offset < bytes.count {
      let count = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if count >= 0 {
        offset += count
      } else if errno != EINTR {
        throw SystemError(errno)
      }
    }
  }

  /// Replaces the file at `path` with `data`: through a temporary file renamed into place for a
  /// regular or new file, directly for a device or pipe.
  package static func replace(_ path: String, with data: Data) throws(SystemError) {
    let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    var info = stat()
    if stat(target, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
      guard info.st_mode & S_IFMT != S_IFDIR else { throw SystemError(EISDIR) }
      let descriptor = open(target, O_WRONLY | O_TRUNC | O_CLOEXEC)
      guard descriptor >= 0 else { throw SystemError(errno) }
      defer { _ = close(descriptor) }
      return try writeAll(data, to: descriptor)
    }
    let url = URL(fileURLWithPath: target)
    var template = Array(url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).XXXXXX").path.utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else {
      let code = errno
      throw SystemError(code, detail: code == ENOENT ? "no such folder" : nil)
    }
    let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    let mask = umask(0)
    umask(mask)
    _ = fchmod(descriptor, 0o666 & ~mask)
    var failure: SystemError?
    do { try writeAll(data, to: descriptor) } catch { failure = error }
    if failure == nil, fsync(descriptor) != 0, errno != EINVAL { failure = SystemError(errno) }
    if close(descriptor) != 0, failure == nil { failure = SystemError(errno) }
    if let failure {
      _ = unlink(temporary)
      throw failure
    }
    guard rename(temporary, target) == 0 else {
      let error = SystemError(errno)
      _ = unlink(temporary)
      throw error
    }
  }
}
