// swift-tools-version: 6.1
// Benchmarks live in their own package so the main build never compiles ordo-one/benchmark.
import PackageDescription

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
        .product(name: "InteractionKitGeometry", package: "InteractionKit"),
        .product(name: "InteractionKitMotion", package: "InteractionKit"),
        .product(name: "InteractionKitScene", package: "InteractionKit"),
        .product(name: "InteractionKitTextLayout", package: "InteractionKit"),
        .product(name: "InteractionKitPango", package: "InteractionKit"),
        .product(name: "InteractionKitCairo", package: "InteractionKit"),
        .product(name: "InteractionKitGallery", package: "InteractionKit"),
      ],
      path: "Benchmarks/InteractionKitBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
  ],
  swiftLanguageModes: [.v6]
)
