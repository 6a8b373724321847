import ArgumentParser
import Foundation

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
enum StandardStreams {
  // MARK: Launch

  /// Prepares the process's streams; call it first.
  ///
  /// A write to a closed pipe then fails with `EPIPE` instead of killing the process with
  /// `SIGPIPE`. A closed standard stream (`<&-`, `>&-`) is reopened on `/dev/null` in the
  /// direction it cannot be used in, so its number is not handed to a file the command opens
  /// later and a read (or write) still fails with `EBADF`.
  static func prepare() {
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
  static func usageError(_ message: String) -> ExitCode {
    printError(message)
    return .validationFailure
  }

  /// Prints `Error: message` (one line) on standard error and returns the failure exit code, 1.
  static func failure(_ message: String) -> ExitCode {
    printError(message)
    return .failure
  }

  /// Writes `Error: message` with its line breaks replaced by spaces to standard error, ignoring
  /// any failure (there is nowhere left to report it).
  static func printError(_ message: String) {
    let line = message.split(whereSeparator: \.isNewline).joined(separator: " ")
    _ = try? writeAll(Data("Error: \(line)\n".utf8), to: STDERR_FILENO)
  }

  // MARK: Reading

  /// All of standard input.
  ///
  /// - Parameter option: The option that reads it (`--menu -`), for errors; nil for a command's
  ///   own input.
  /// - Throws: ``usageError(_:)`` when standard input is closed, a folder or unreadable.
  static func readInput(for option: String? = nil) throws(ExitCode) -> Data {
    do { return try readAll(from: STDIN_FILENO) } catch {
      let prefix = option.map { "\($0): " } ?? ""
      let fix = "pipe the input in, like `… < FILE`"
      switch error.code {
      case EBADF: throw usageError("\(prefix)standard input is closed; \(fix).")
      case EISDIR: throw usageError("\(prefix)standard input is a folder; \(fix).")
      default: throw usageError("\(prefix)cannot read standard input: \(error.reason); \(fix).")
      }
    }
  }

  /// All of the file at `path`, or of standard input for `-`.
  ///
  /// - Parameters:
  ///   - path: The file's path, or `-`.
  ///   - option: The option that names it, for errors (`--scene`).
  /// - Throws: ``usageError(_:)`` naming the option, the file and why, like
  ///   `--scene x.json: cannot read x.json: no such file`.
  static func readFile(_ path: String, option: String) throws(ExitCode) -> Data {
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
  static func output(_ data: Data) throws(ExitCode) {
    do { try writeAll(data, to: STDOUT_FILENO) } catch {
      let why = error.code == EBADF ? "it is closed" : error.reason
      throw failure("cannot write to standard output: \(why).")
    }
  }

  /// Writes `line` and a line break to standard output; see ``output(_:)``.
  static func outputLine(_ line: String) throws(ExitCode) {
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
  static func writeFile(_ data: Data, to path: String, option: String = "--out") throws(ExitCode) {
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
  static func checkPath(_ path: String, option: String = "--out", what: String = "a file to write") throws(ExitCode) {
    guard !path.isEmpty else { throw usageError("\(option): the path is empty; pass \(what).") }
  }

  // MARK: POSIX

  /// An `errno` value.
  struct SystemError: Error {
    /// The value.
    var code: Int32
    /// A reason that says more than `code` alone, or nil.
    var detail: String?

    /// The error of `code`, with an optional reason that replaces the generic one.
    init(_ code: Int32, detail: String? = nil) {
      self.code = code
      self.detail = detail
    }

    /// The reason in a few lower-case words, like `no such file`.
    var reason: String {
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
  static func readAll(from descriptor: Int32) throws(SystemError) -> Data {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        data.append(contentsOf: buffer[0..<count])
      } else if count == 0 {
        return data
      } else if errno != EINTR {
        throw SystemError(errno)
      }
    }
  }

  /// Writes all of `data` to `descriptor`.
  static func writeAll(_ data: Data, to descriptor: Int32) throws(SystemError) {
    var failure: SystemError?
    data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
      var offset = 0
      while offset < bytes.count {
        let count = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if count >= 0 {
          offset += count
        } else if errno != EINTR {
          failure = SystemError(errno)
          return
        }
      }
    }
    if let failure { throw failure }
  }

  /// Replaces the file at `path` with `data`: through a temporary file renamed into place for a
  /// regular or new file, directly for a device or pipe.
  static func replace(_ path: String, with data: Data) throws(SystemError) {
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
