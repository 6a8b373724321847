import ArgumentParser
import Foundation
import InteractionKitCLICore
import InteractionKitFileReaders

extension PointerSceneFile {
  /// Reads and decodes a scene file (`-`: standard input).
  ///
  /// - Throws: The usage exit code (64) after printing one line that names the file and why it
  ///   cannot be read, or the field's path (`scene.controls[0].frame.width`) and, for malformed
  ///   JSON, the line and column.
  static func load(_ path: String) throws(ExitCode) -> PointerSceneFile {
    let data = try StandardStreams.readFile(path, option: "--scene")
    do { return try decode(data, name: "--scene \(path)") } catch {
      throw StandardStreams.usageError(error.description)
    }
  }
}
