import Foundation
import FuzzSupport
import InteractionKitCallout
import InteractionKitContextMenu
import InteractionKitGeometry
import InteractionKitLinkPreview
import InteractionKitPointer
import InteractionKitScene
import InteractionKitTestSupport
import InteractionKitTextLayout

/// Measures text for every layout: a fixed advance, no state.
let engine = FixedAdvanceTextEngine()

/// Every public layout and hit-testing entry point fed arbitrary doubles (the first byte picks the
/// component): the result is finite, or the entry point throws its documented error.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  switch input.int(below: 5) {
  case 0: CalloutLayoutFuzz.run(&input)
  case 1: LinkPreviewLayoutFuzz.run(&input)
  case 2: SceneGeometryFuzz.run(&input)
  case 3: PointerLayoutFuzz.run(&input)
  default: ContextMenuLayoutFuzz.run(&input)
  }
  return 0
}

/// The entry point SwiftPM links (`LayoutFuzzer_main`): libFuzzer's driver with ``fuzz(_:_:)``.
@_cdecl("LayoutFuzzer_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  FuzzDriver.run(argc, argv) { data, size in
    var empty: UInt8 = 0
    guard let data else { return fuzz(&empty, 0) }
    return fuzz(data, size)
  }
}
