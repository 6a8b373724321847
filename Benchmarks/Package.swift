// swift-tools-version: 6.1
// Benchmarks live in their own package so the main build never compiles ordo-one/benchmark.
import Foundation
import PackageDescription

// SwiftPM names a path dependency after its folder, so read the checkout's folder name.
let mainPackage = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
  name: "InteractionKitBenchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(path: ".."),
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "InteractionKitBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "InteractionKitGeometry", package: mainPackage),
        .product(name: "InteractionKitMotion", package: mainPackage),
        .product(name: "InteractionKitScene", package: mainPackage),
        .product(name: "InteractionKitTextLayout", package: mainPackage),
        .product(name: "InteractionKitPango", package: mainPackage),
        .product(name: "InteractionKitCairo", package: mainPackage),
        .product(name: "InteractionKitGallery", package: mainPackage),
        .product(name: "InteractionKitTextTokens", package: mainPackage),
        .product(name: "InteractionKitTestSupport", package: mainPackage),
        .product(name: "InteractionKitInteractiveText", package: mainPackage),
        .product(name: "InteractionKitLinkPreview", package: mainPackage),
        .product(name: "InteractionKitPointer", package: mainPackage),
        .product(name: "InteractionKitCallout", package: mainPackage),
        .product(name: "InteractionKitContextMenu", package: mainPackage),
      ],
      path: "Benchmarks/InteractionKitBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // Tools that are not benchmarks live under Tools/: the benchmark plugin runs every executable
    // target whose folder sits directly in a folder named "Benchmarks" (as this package's does), and
    // would run these with its own arguments.
    // glibc's account of the heap, for the probe's memory column.
    .target(name: "CHeapStatistics", path: "Tools/CHeapStatistics"),
    // The large-document probe (times and the engine's memory at 10, 50 and 200 MB; see its main.swift).
    .executableTarget(
      name: "LargeDocumentProbe",
      dependencies: [
        "CHeapStatistics",
        .product(name: "InteractionKitTextLayout", package: mainPackage),
        .product(name: "InteractionKitPango", package: mainPackage),
        .product(name: "InteractionKitTextTokens", package: mainPackage),
        .product(name: "InteractionKitTestSupport", package: mainPackage),
        .product(name: "InteractionKitInteractiveText", package: mainPackage),
      ],
      path: "Tools/LargeDocumentProbe"
    ),
  ],
  swiftLanguageModes: [.v6]
)
