import Foundation
import InteractionKitGTK

/// JSON lines of interaction events and frame times, written as they happen (each line flushed),
/// for the end-to-end tests and the frame-time report.
final class EventLog {
  private let handle: FileHandle

  /// Creates (or truncates) the log file.
  init(path: String) throws {
    guard FileManager.default.createFile(atPath: path, contents: nil),
      let handle = FileHandle(forWritingAtPath: path)
    else { throw EventLogError(path: path) }
    self.handle = handle
  }

  /// Writes one record: `{"event": name, "time": t, …fields}`.
  func write(_ event: String, time: Double, _ fields: [String: Any] = [:]) {
    var record = fields
    record["event"] = event
    record["time"] = (time * 1_000_000).rounded() / 1_000_000
    guard let data = try? JSONSerialization.data(withJSONObject: record, options: [.sortedKeys]) else { return }
    try? handle.write(contentsOf: data + Data("\n".utf8))
  }
}

extension EventLog {
  /// Logs the visible tokens of a text host with their rects in the view, so a driver can aim at them.
  @MainActor
  func writeTokens(of host: InteractiveTextHost, time: Double) {
    let tokens = host.visibleTokens.map { token, rects -> [String: Any] in
      var fields = TimelineContent.fields(token)
      fields["rects"] = rects.map { [Double($0.minX), Double($0.minY), Double($0.width), Double($0.height)] }
      return fields
    }
    write("tokens", time: time, ["tokens": tokens])
  }
}

/// The event log's file cannot be created.
struct EventLogError: Error, CustomStringConvertible {
  var path: String
  var description: String { "cannot create '\(path)' (is its folder there and writable?)" }
}
