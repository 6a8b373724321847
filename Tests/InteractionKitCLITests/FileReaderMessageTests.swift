import Foundation
import InteractionKitFileReaders
import Testing

/// The menu and pointer-scene readers keep every message on one line, whatever the file holds:
/// keys and identifiers with line breaks or control characters are written escaped. (Found by
/// `FileReaderFuzzer`: a malformed file whose key held a raw U+000B, and keys written `a\nb`.)
@Suite struct FileReaderMessageTests {
  static func isOneLine(_ message: String) -> Bool { !message.contains { $0.isNewline } }

  static func menuError(_ json: String) -> String? {
    do {
      _ = try ContextMenuFile.decode(Data(json.utf8), name: "--menu m.json")
      return nil
    } catch { return error.description }
  }

  static func sceneError(_ json: String) -> String? {
    do {
      let scene = try PointerSceneFile.decode(Data(json.utf8), name: "--scene s.json")
      _ = try scene.build()
      return nil
    } catch let error as PointerSceneFile.ReadError {
      return error.description
    } catch {
      return String(describing: error)
    }
  }

  @Test func anUnknownKeyWithALineBreakIsEscaped() throws {
    let message = try #require(Self.menuError(#"{"children": [{"action": {"id": "a", "title": "A", "bad\nkey": 1}}]}"#))
    #expect(Self.isOneLine(message))
    #expect(message.contains(#"menu.children[0].action.bad\nkey: unknown key"#))
  }

  @Test func aMalformedFileWithAControlCharacterInAKeyIsEscaped() throws {
    // The crash input, shortened: a key holding U+000B and NUL, then bytes that are not UTF-8.
    var bytes = Array(#"{"o"#.utf8) + [0xF4, 0x0B, 0x00, 0x22, 0x86, 0x86]
    bytes += Array(#"children": [{"deferred": "later"}]}"#.utf8)
    let message: String
    do {
      _ = try ContextMenuFile.decode(Data(bytes), name: "--menu m.json")
      Issue.record("decoded a malformed file")
      return
    } catch { message = error.description }
    #expect(Self.isOneLine(message), "\(message.debugDescription)")
    #expect(message.contains(#"\u{B}\u{0}"#))
    #expect(message.contains("malformed JSON at line 1"))
  }

  @Test func anIdentifierWithALineBreakIsEscapedWhenTheSceneIsBuilt() throws {
    let scene = #"""
      {"width": 100, "height": 100, "controls": [
        {"id": "a\nb", "frame": {"x": 0, "y": 0, "width": 5, "height": 5}},
        {"id": "a\nb", "frame": {"x": 0, "y": 0, "width": 5, "height": 5}}]}
      """#
    let message = try #require(Self.sceneError(scene))
    #expect(Self.isOneLine(message))
    #expect(message.contains(#"The identifier "a\nb" is empty, "root" or used twice"#))
  }

  @Test func ordinaryMessagesAreUnchanged() throws {
    #expect(
      Self.menuError(#"{"children": [{"action": {"id": "a", "titel": "A"}}]}"#)
        == "--menu m.json: menu.children[0].action.titel: unknown key; an action takes id, title, subtitle, image, attributes, state.")
    #expect(
      Self.sceneError(#"{"width": 100, "height": 100, "controls": [{"id": "root", "frame": {"x": 0, "y": 0, "width": 5, "height": 5}}]}"#)
        == #"The identifier "root" is empty, "root" or used twice; give every control and group its own identifier."#)
  }
}
