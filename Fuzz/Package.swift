// swift-tools-version: 6.1
// libFuzzer harnesses for the engine (issue 15). A separate package, like Benchmarks/, so the main
// build never compiles with the fuzzer and address sanitizers. Build and run with `scripts/fuzz`,
// which also instruments the engine's modules (`-Xswiftc -sanitize=fuzzer,address`) for coverage.
import Foundation
import PackageDescription

// SwiftPM names a path dependency after its folder, so read the checkout's folder name.
let mainPackage = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

// Every harness is a libFuzzer target: the input goes to `LLVMFuzzerTestOneInput`; SwiftPM's entry
// point `<Harness>_main` hands the command line to libFuzzer's driver (FuzzSupport/FuzzDriver.swift).
let fuzzerFlags: [SwiftSetting] = [.unsafeFlags(["-sanitize=fuzzer,address", "-parse-as-library"])]

func harness(_ name: String, _ products: [String]) -> Target {
  .executableTarget(
    name: name,
    dependencies: ["FuzzSupport"] + products.map { .product(name: $0, package: mainPackage) },
    swiftSettings: fuzzerFlags,
    linkerSettings: [.unsafeFlags(["-sanitize=fuzzer,address"])]
  )
}

let package = Package(
  name: "InteractionKitFuzz",
  platforms: [.macOS(.v14)],
  dependencies: [.package(path: "..")],
  targets: [
    .target(
      name: "FuzzSupport", dependencies: [.product(name: "InteractionKitGeometry", package: mainPackage)],
      swiftSettings: [.unsafeFlags(["-sanitize=fuzzer,address"])]),
    harness("DetectorFuzzer", ["InteractionKitTextTokens"]),
    harness("StorageFuzzer", ["InteractionKitTextTokens"]),
    harness("SVGPathFuzzer", ["InteractionKitGeometry"]),
    harness(
      "FileReaderFuzzer",
      ["InteractionKitFileReaders", "InteractionKitContextMenu", "InteractionKitPointer", "InteractionKitScene", "InteractionKitGeometry"]),
    harness(
      "LayoutFuzzer",
      [
        "InteractionKitGeometry", "InteractionKitTextLayout", "InteractionKitScene", "InteractionKitCallout",
        "InteractionKitLinkPreview", "InteractionKitContextMenu", "InteractionKitPointer", "InteractionKitTestSupport",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
