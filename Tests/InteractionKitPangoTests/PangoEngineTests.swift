import CInteractionKitPango
import Foundation
import InteractionKitGeometry
import InteractionKitPango
import InteractionKitTextLayout
import Testing

@Suite struct PangoEngineTests {
  @Test func geometryIsIdenticalAcrossEnginesAndRuns() throws {
    let first = layout(referenceParagraph, TextContainer(width: 300))
    let second = layout(referenceParagraph, TextContainer(width: 300))
    #expect(first.lineFragments == second.lineFragments)
    #expect(first.size == second.size)
    let range = NSRange(location: 17, length: 54)
    #expect(try first.enclosingRects(for: range) == second.enclosingRects(for: range))
  }

  @Test func oneEngineServesConcurrentCallers() async throws {
    let engine = makeEngine()
    let text = AttributedText(referenceParagraph, attributes: body15)
    let expected = engine.makeLayout(text, in: TextContainer(width: 300)).lineFragments
    let results = await withTaskGroup(of: [LineFragment].self) { group in
      for _ in 0 ..< 16 {
        group.addTask {
          let laidOut = engine.layout(text, in: TextContainer(width: 300))
          _ = laidOut.characterIndex(at: CGPoint(x: 50, y: 20), mode: .nearest)
          return laidOut.lineFragments
        }
      }
      var all: [[LineFragment]] = []
      for await result in group { all.append(result) }
      return all
    }
    #expect(results.count == 16)
    #expect(results.allSatisfy { $0 == expected })
  }

  @Test func theProtocolEntryPointReturnsAPangoLayout() {
    let engine = makeEngine()
    let laidOut = engine.layout(AttributedText("Hi", attributes: body15), in: TextContainer())
    let pango = laidOut as? PangoTextLayout
    #expect(pango != nil)
    #expect(pango?.engine === engine)
    #expect(laidOut.text.string == "Hi")
  }

  @Test func withPangoLayoutExposesTheConfiguredLayout() {
    let laidOut = layout(referenceParagraph, TextContainer(width: 300, alignment: .center))
    let (characters, width, lines, wrap, alignment) = laidOut.withPangoLayout { layout in
      (
        pango_layout_get_character_count(layout), pango_layout_get_width(layout),
        pango_layout_get_line_count(layout), pango_layout_get_wrap(layout), pango_layout_get_alignment(layout)
      )
    }
    #expect(Int(characters) == referenceParagraph.unicodeScalars.count)
    #expect(width == 300 * PANGO_SCALE)
    #expect(lines == 3)
    #expect(wrap == PANGO_WRAP_WORD_CHAR)
    #expect(alignment == PANGO_ALIGN_CENTER)
    // Re-entrant: the body may call back into the layout.
    let nested = laidOut.withPangoLayout { _ in
      laidOut.characterIndex(at: CGPoint(x: laidOut.lineFragments[0].usedRect.minX + 1, y: 5), mode: .exact)
    }
    #expect(nested == 0)
  }

  @Test func runAttributesBecomePangoAttributesOverTheRightBytes() throws {
    var text = AttributedText("a🙂 link", attributes: body15)
    // "link" is UTF-16 4..<8, bytes 6..<10.
    try text.modifyAttributes(in: NSRange(location: 4, length: 4)) {
      $0.foregroundColor = .systemBlue
      $0.underlineStyle = .single
      $0.underlineColor = .systemRed
      $0.backgroundColor = Color(white: 0.5, alpha: 0)
      $0.fontWeight = .bold
    }
    let laidOut = makeEngine().makeLayout(text, in: TextContainer())
    let found = laidOut.withPangoLayout { layout -> [String] in
      guard let list = pango_layout_get_attributes(layout) else { return [] }
      var descriptions: [String] = []
      var node = pango_attr_list_get_attributes(list)
      let head = node
      while let current = node {
        let attribute = current.pointee.data.assumingMemoryBound(to: PangoAttribute.self)
        let range = "\(attribute.pointee.start_index)..<\(attribute.pointee.end_index)"
        switch attribute.pointee.klass.pointee.type {
        case PANGO_ATTR_FOREGROUND:
          let color = UnsafeMutableRawPointer(attribute).assumingMemoryBound(to: PangoAttrColor.self).pointee.color
          descriptions.append("fg \(range) \(color.red) \(color.green) \(color.blue)")
        case PANGO_ATTR_UNDERLINE:
          descriptions.append("ul \(range)")
        case PANGO_ATTR_UNDERLINE_COLOR:
          let color = UnsafeMutableRawPointer(attribute).assumingMemoryBound(to: PangoAttrColor.self).pointee.color
          descriptions.append("ulc \(range) \(color.red)")
        case PANGO_ATTR_BACKGROUND_ALPHA:
          let value = UnsafeMutableRawPointer(attribute).assumingMemoryBound(to: PangoAttrInt.self).pointee.value
          descriptions.append("bga \(range) \(value)")
        case PANGO_ATTR_WEIGHT:
          let value = UnsafeMutableRawPointer(attribute).assumingMemoryBound(to: PangoAttrInt.self).pointee.value
          descriptions.append("w \(range) \(value)")
        default: break
        }
        node = current.pointee.next
      }
      g_slist_free_full(head) { pango_attribute_destroy($0?.assumingMemoryBound(to: PangoAttribute.self)) }
      return descriptions
    }
    #expect(found.sorted() == [
      "bga 6..<10 1", "fg 0..<6 0 0 0", "fg 6..<10 0 31354 65535", "ul 6..<10", "ulc 6..<10 65535",
      "w 0..<6 400", "w 6..<10 700",
    ])
    // Bold makes "link" wider than the same text in regular weight.
    #expect(laidOut.size.width > layout("a🙂 link").size.width)
  }
}
