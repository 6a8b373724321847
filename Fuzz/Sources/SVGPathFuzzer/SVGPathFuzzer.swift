import Foundation
import FuzzSupport
import InteractionKitGeometry

/// The SVG path-data parser on arbitrary text: it returns a path or throws ``PathParseError``, never
/// crashes; a parsed path has finite points, a bounding box, and survives a round trip through its
/// own SVG path data.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let text = input.remainingString()
  guard let path = try? Path(svgPathData: text) else { return 0 }
  let box = path.boundingBox
  fuzzCheck(box.isNull || box.isFiniteRect, "the bounding box of \(text.debugDescription) is \(box)")
  _ = path.contains(CGPoint(x: 0.5, y: 0.5), fillRule: .evenOdd)
  _ = path.contains(box.isNull ? .zero : box.center)
  let written = path.svgPathData
  fuzzCheck((try? Path(svgPathData: written)) != nil, "the path data \(written.debugDescription) written for \(text.debugDescription) does not parse")
  return 0
}

/// The entry point SwiftPM links (`SVGPathFuzzer_main`): libFuzzer's driver with ``fuzz(_:_:)``.
@_cdecl("SVGPathFuzzer_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  FuzzDriver.run(argc, argv) { data, size in
    var empty: UInt8 = 0
    guard let data else { return fuzz(&empty, 0) }
    return fuzz(data, size)
  }
}
