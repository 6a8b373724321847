import Foundation
import InteractionKitGTK
import InteractionKitLinux

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

  /// A rect as four numbers: x, y, width, height.
  static func numbers(_ rect: CGRect) -> [Double] {
    [Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height)]
  }

  /// A token's kind, text and range.
  static func fields(_ token: Token) -> [String: Any] {
    ["kind": token.kind.description, "text": token.text, "location": token.range.location, "length": token.range.length]
  }
}

extension EventLog {
  /// Logs an input as the view receives it (hover is left out: it is frequent, and the pages log
  /// what it changes).
  func record(_ input: SceneInput) {
    switch input {
    case .pointerDown(let p, let t): write("press", time: t, ["x": Double(p.x), "y": Double(p.y)])
    case .pointerUp(let p, let t): write("release", time: t, ["x": Double(p.x), "y": Double(p.y)])
    case .scroll(let dx, let dy, let t): write("wheel", time: t, ["dx": Double(dx), "dy": Double(dy)])
    case .key(let key, let modifiers, let t):
      write("key", time: t, ["key": "\(key)", "modifiers": Int(modifiers.rawValue)])
    case .pointerDragged, .pointerCancelled, .hover, .pointerExited, .time, .environment: break
    }
  }

  /// Logs a view's frames (draw times, the share redrawn) and its accessible elements each time
  /// they or GTK's focus change.
  @MainActor
  func observe(_ view: SceneView) {
    let earlier = view.onFrame
    view.onFrame = { [unowned self, unowned view] time, seconds in
      earlier?(time, seconds)
      let area = view.size.width * view.size.height
      let damaged = view.lastDamage.reduce(0) { $0 + $1.width * $1.height }
      write("frame", time: time, [
        "draw_ms": (seconds * 1e5).rounded() / 100,
        "tree_ms": (view.lastFrameTimings.tree * 1e5).rounded() / 100,
        "render_ms": (view.lastFrameTimings.render * 1e5).rounded() / 100,
        "copy_ms": (view.lastFrameTimings.copy * 1e5).rounded() / 100,
        "cpu_ms": (view.lastFrameTimings.processor * 1e5).rounded() / 100,
        "damaged": area > 0 ? Double((min(1, damaged / area) * 1000).rounded() / 1000) : 0.0,
      ])
    }
    view.onAccessibilityChange = { [unowned self, unowned view] in
      write("accessibility", time: view.now, [
        "elements": view.exposedAccessibilityElements.map {
          [
            "id": $0.identifier, "parent": $0.parent ?? NSNull(), "role": $0.gtkRole, "label": $0.label,
            "selected": $0.states.contains(.selected), "expanded": $0.states.contains(.expanded),
            "frame": Self.numbers($0.frame),
          ] as [String: Any]
        },
        "focus": view.accessibilityFocus ?? NSNull(),
      ])
    }
  }

  /// Logs the visible tokens of a text with their rects in the view, so a driver can aim at them.
  func writeTokens(_ tokens: [(token: Token, lineRects: [CGRect])], time: Double) {
    write("tokens", time: time, [
      "tokens": tokens.map { token, rects -> [String: Any] in
        var fields = Self.fields(token)
        fields["rects"] = rects.map(Self.numbers)
        return fields
      }
    ])
  }
}

/// The event log's file cannot be created.
struct EventLogError: Error, CustomStringConvertible {
  var path: String
  var description: String { "cannot create '\(path)' (is its folder there and writable?)" }
}
