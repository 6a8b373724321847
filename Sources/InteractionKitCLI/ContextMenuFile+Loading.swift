import ArgumentParser
import Foundation
import InteractionKitCLICore
import InteractionKitFileReaders

extension ContextMenuFile {
  /// Reads the menu file at `path`, or standard input for `-`.
  ///
  /// - Throws: The usage exit code (64) after printing one line that names the file and why it
  ///   cannot be read, or the field's path when it is not a valid menu.
  static func load(_ path: String) throws(ExitCode) -> ContextMenuFile {
    let data = try StandardStreams.readFile(path, option: "--menu")
    do { return try decode(data, name: path == "-" ? "--menu - (standard input)" : "--menu \(path)") } catch {
      throw StandardStreams.usageError(error.description)
    }
  }
}
