import Foundation

/// Writes a command's JSON record, pretty-printed with sorted keys, to a file or (`-`) to
/// standard output followed by a newline.
enum JSONOutput {
  static func write(_ record: some Encodable, to out: String) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let data = try encoder.encode(record)
    if out == "-" {
      FileHandle.standardOutput.write(data)
      FileHandle.standardOutput.write(Data("\n".utf8))
    } else {
      try data.write(to: URL(fileURLWithPath: out))
    }
  }
}
