import ArgumentParser
import Foundation
import InteractionKitCLICore
import InteractionKitFileReaders

/// Writes a command's JSON record, pretty-printed with sorted keys, to a file (replaced whole, see
/// ``StandardStreams/writeFile(_:to:option:)``) or (`-`) to standard output followed by a newline.
enum JSONOutput {
  /// Encodes `record` and writes it to `out`.
  ///
  /// - Throws: ``StandardStreams/failure(_:)`` when the record cannot be encoded or written.
  static func write(_ record: some Encodable, to out: String) throws(ExitCode) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    var data: Data
    do { data = try encoder.encode(record) } catch {
      throw StandardStreams.failure("cannot encode the result as JSON: \(StrictJSON.oneLine(String(describing: error))).")
    }
    if out == "-" { data.append(contentsOf: "\n".utf8) }
    try StandardStreams.writeFile(data, to: out)
  }
}
