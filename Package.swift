// swift-tools-version: 6.1
// InteractionKit: iOS interaction chrome as a portable, tested Swift engine.
//
// Layers (arrows point down only):
//   executables  interactionkit (InteractionKitLauncher: tokens and corpus in-process, the rest execs
//                interactionkit-draw, built from InteractionKitCLI), interactionkit-showcase (InteractionKitShowcase);
//                Examples/ (DetectTokens, CalloutAtAPin, LinkPreviewLift, GTKTextView)
//   umbrellas    InteractionKit (the engine), InteractionKitLinux (+ Pango and Cairo): re-exports only
//   gallery      InteractionKitGallery (scenes built from core + components)
//   back ends    InteractionKitCairo, InteractionKitPango (+ C system libraries)
//   core         InteractionKitScene → InteractionKitTextLayout, InteractionKitMotion → InteractionKitGeometry
import PackageDescription

let swiftSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
  name: "InteractionKit",
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [
    .library(name: "InteractionKitGeometry", targets: ["InteractionKitGeometry"]),
    .library(name: "InteractionKitMotion", targets: ["InteractionKitMotion"]),
    .library(name: "InteractionKitTextLayout", targets: ["InteractionKitTextLayout"]),
    .library(name: "InteractionKitTextTokens", targets: ["InteractionKitTextTokens"]),
    .library(name: "InteractionKitScene", targets: ["InteractionKitScene"]),
    .library(name: "InteractionKitGestures", targets: ["InteractionKitGestures"]),
    .library(name: "InteractionKitLiveScene", targets: ["InteractionKitLiveScene"]),
    .library(name: "InteractionKitContextMenu", targets: ["InteractionKitContextMenu"]),
    .library(name: "InteractionKitInteractiveText", targets: ["InteractionKitInteractiveText"]),
    .library(name: "InteractionKitLinkPreview", targets: ["InteractionKitLinkPreview"]),
    .library(name: "InteractionKitCallout", targets: ["InteractionKitCallout"]),
    .library(name: "InteractionKitPointer", targets: ["InteractionKitPointer"]),
    .library(name: "InteractionKitPango", targets: ["InteractionKitPango"]),
    .library(name: "InteractionKitCairo", targets: ["InteractionKitCairo"]),
    .library(name: "InteractionKitGallery", targets: ["InteractionKitGallery"]),
    // The umbrellas: the whole engine in one import, and the Linux back end with it.
    .library(name: "InteractionKit", targets: ["InteractionKit"]),
    .library(name: "InteractionKitLinux", targets: ["InteractionKitLinux"]),
    .library(name: "InteractionKitTestSupport", targets: ["InteractionKitTestSupport"]),
    // The command line's strict JSON file readers, for the fuzz harnesses.
    .library(name: "InteractionKitFileReaders", targets: ["InteractionKitFileReaders"]),
    // `interactionkit` runs the text commands without the drawing libraries and execs
    // `interactionkit-draw` (the full command line) for everything else.
    .executable(name: "interactionkit", targets: ["InteractionKitLauncher"]),
    .executable(name: "interactionkit-draw", targets: ["InteractionKitCLI"]),
    .library(name: "InteractionKitGTK", targets: ["InteractionKitGTK"]),
    .executable(name: "interactionkit-showcase", targets: ["InteractionKitShowcase"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
  ],
  targets: [
    // MARK: Core (Foundation only)
    .target(name: "InteractionKitGeometry", swiftSettings: swiftSettings),
    .target(name: "InteractionKitMotion", dependencies: ["InteractionKitGeometry"], swiftSettings: swiftSettings),
    .target(name: "InteractionKitTextLayout", dependencies: ["InteractionKitGeometry"], swiftSettings: swiftSettings),
    .target(name: "InteractionKitTextTokens", swiftSettings: swiftSettings),
    .target(
      name: "InteractionKitScene",
      dependencies: ["InteractionKitGeometry", "InteractionKitMotion", "InteractionKitTextLayout"],
      swiftSettings: swiftSettings
    ),

    .target(
      name: "InteractionKitGestures", dependencies: ["InteractionKitGeometry", "InteractionKitMotion"],
      swiftSettings: swiftSettings
    ),

    // The contract between the engine and any host: a component's live behaviour as a scene.
    .target(name: "InteractionKitLiveScene", dependencies: ["InteractionKitScene"], swiftSettings: swiftSettings),

    // MARK: Components (core modules only)
    .target(
      name: "InteractionKitContextMenu",
      dependencies: [
        "InteractionKitGeometry", "InteractionKitMotion", "InteractionKitTextLayout", "InteractionKitScene",
        "InteractionKitGestures", "InteractionKitLiveScene",
      ],
      swiftSettings: swiftSettings
    ),
    .target(
      name: "InteractionKitInteractiveText",
      dependencies: [
        "InteractionKitGeometry", "InteractionKitTextLayout", "InteractionKitTextTokens", "InteractionKitScene",
        "InteractionKitGestures",
      ],
      swiftSettings: swiftSettings
    ),

    .target(
      name: "InteractionKitLinkPreview",
      dependencies: [
        "InteractionKitGeometry", "InteractionKitMotion", "InteractionKitTextLayout", "InteractionKitScene",
        "InteractionKitGestures", "InteractionKitLiveScene", "InteractionKitContextMenu", "InteractionKitTextTokens", "InteractionKitInteractiveText",
      ],
      swiftSettings: swiftSettings
    ),

    .target(
      name: "InteractionKitCallout",
      dependencies: [
        "InteractionKitGeometry", "InteractionKitMotion", "InteractionKitTextLayout", "InteractionKitScene",
        "InteractionKitGestures", "InteractionKitLiveScene",
      ],
      swiftSettings: swiftSettings
    ),

    .target(
      name: "InteractionKitPointer",
      dependencies: ["InteractionKitGeometry", "InteractionKitMotion", "InteractionKitScene", "InteractionKitGestures", "InteractionKitLiveScene"],
      swiftSettings: swiftSettings
    ),

    // MARK: Linux back end (the only place with C interop)
    .systemLibrary(name: "CInteractionKitCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
    .systemLibrary(name: "CInteractionKitPango", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
    .systemLibrary(name: "CInteractionKitGtk", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
    .executableTarget(
      name: "InteractionKitShowcase",
      dependencies: [
        "InteractionKitGTK", "InteractionKitLinux", "InteractionKitTestSupport", "InteractionKitGallery",
        "InteractionKitCLICore",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: swiftSettings
    ),
    // The GTK 4 host: live widgets that run the engine's interactions in a window.
    .target(
      name: "InteractionKitGTK",
      dependencies: [
        "CInteractionKitGtk", "InteractionKitCairo", "InteractionKitPango", "InteractionKitScene", "InteractionKitGeometry",
        "InteractionKitTextLayout", "InteractionKitTextTokens", "InteractionKitInteractiveText", "InteractionKitLinkPreview",
        "InteractionKitPointer", "InteractionKitContextMenu", "InteractionKitCallout", "InteractionKitMotion",
        "InteractionKitLiveScene",
      ],
      swiftSettings: swiftSettings
    ),
    .target(
      name: "InteractionKitPango",
      dependencies: ["InteractionKitGeometry", "InteractionKitTextLayout", "CInteractionKitPango", "CInteractionKitCairo"],
      resources: [.copy("Fonts")],
      swiftSettings: swiftSettings
    ),
    .target(
      name: "InteractionKitCairo",
      dependencies: [
        "InteractionKitGeometry", "InteractionKitTextLayout", "InteractionKitScene", "InteractionKitPango",
        "CInteractionKitCairo", "CInteractionKitPango",
      ],
      swiftSettings: swiftSettings
    ),

    // MARK: Umbrellas (re-exports only)
    .target(
      name: "InteractionKit",
      dependencies: [
        "InteractionKitGeometry", "InteractionKitMotion", "InteractionKitTextLayout", "InteractionKitTextTokens",
        "InteractionKitScene", "InteractionKitGestures", "InteractionKitInteractiveText", "InteractionKitContextMenu",
        "InteractionKitLinkPreview", "InteractionKitCallout", "InteractionKitPointer", "InteractionKitLiveScene",
      ],
      swiftSettings: swiftSettings
    ),
    .target(
      name: "InteractionKitLinux",
      dependencies: ["InteractionKit", "InteractionKitPango", "InteractionKitCairo"],
      swiftSettings: swiftSettings
    ),

    // MARK: Examples (the README's "Use it" programs)
    .executableTarget(name: "DetectTokens", dependencies: ["InteractionKit"], path: "Examples/DetectTokens"),
    .executableTarget(
      name: "CalloutAtAPin", dependencies: ["InteractionKit", "InteractionKitLinux"], path: "Examples/CalloutAtAPin"),
    .executableTarget(
      name: "LinkPreviewLift", dependencies: ["InteractionKit", "InteractionKitLinux"], path: "Examples/LinkPreviewLift"),
    .executableTarget(
      name: "GTKTextView", dependencies: ["InteractionKitGTK", "InteractionKitLinux"], path: "Examples/GTKTextView"),

    // MARK: Gallery and executables
    .target(
      name: "InteractionKitGallery",
      dependencies: [
        "InteractionKitGeometry", "InteractionKitMotion", "InteractionKitTextLayout", "InteractionKitScene",
        "InteractionKitTextTokens", "InteractionKitLinkPreview", "InteractionKitCallout", "InteractionKitPointer",
      ],
      swiftSettings: swiftSettings
    ),
    .target(name: "InteractionKitTestSupport", dependencies: ["InteractionKitTextLayout"], swiftSettings: swiftSettings),
    .target(
      name: "InteractionKitFileReaders",
      dependencies: ["InteractionKitGeometry", "InteractionKitScene", "InteractionKitContextMenu", "InteractionKitPointer"],
      swiftSettings: swiftSettings
    ),
    .executableTarget(
      name: "InteractionKitCLI",
      dependencies: [
        "InteractionKitGallery", "InteractionKitCairo", "InteractionKitPango", "InteractionKitScene",
        "InteractionKitTextTokens", "InteractionKitTestSupport", "InteractionKitInteractiveText",
        "InteractionKitGeometry", "InteractionKitTextLayout", "InteractionKitLinkPreview", "InteractionKitCallout",
        "InteractionKitPointer", "InteractionKitFileReaders", "InteractionKitCLICore",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: swiftSettings
    ),
    // The command line's streams and text commands (tokens, corpus), shared by both executables.
    .target(
      name: "InteractionKitCLICore",
      dependencies: [
        "InteractionKitTextTokens", "InteractionKitTestSupport",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: swiftSettings
    ),
    .executableTarget(
      name: "InteractionKitLauncher",
      dependencies: ["InteractionKitCLICore", .product(name: "ArgumentParser", package: "swift-argument-parser")],
      swiftSettings: swiftSettings
    ),

    // MARK: Tests
    .testTarget(
      name: "InteractionKitGeometryTests",
      dependencies: ["InteractionKitTestSupport", "InteractionKitGeometry", .product(name: "PropertyBased", package: "swift-property-based")]
    ),
    .testTarget(
      name: "InteractionKitMotionTests",
      dependencies: ["InteractionKitTestSupport", 
        "InteractionKitMotion", "InteractionKitGeometry", .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "InteractionKitTextLayoutTests",
      dependencies: ["InteractionKitTestSupport", "InteractionKitTextLayout", .product(name: "PropertyBased", package: "swift-property-based")]
    ),
    .testTarget(
      name: "InteractionKitTextTokensTests",
      dependencies: ["InteractionKitTestSupport", "InteractionKitTextTokens", .product(name: "PropertyBased", package: "swift-property-based")],
      exclude: ["Fixtures"]
    ),
    .testTarget(
      name: "InteractionKitGTKTests",
      dependencies: [
        "InteractionKitGTK", "CInteractionKitGtk", "InteractionKitTestSupport", "InteractionKitInteractiveText",
        "InteractionKitTextTokens", "InteractionKitTextLayout", "InteractionKitScene", "InteractionKitCallout",
        "InteractionKitPointer", "InteractionKitContextMenu", "InteractionKitGallery",
      ]),
    .testTarget(
      name: "InteractionKitSceneTests",
      dependencies: [
        "InteractionKitTestSupport",
        "InteractionKitScene", "InteractionKitGeometry", "InteractionKitMotion", "InteractionKitTextLayout",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "InteractionKitInteractiveTextTests",
      dependencies: ["InteractionKitTestSupport", 
        "InteractionKitInteractiveText", "InteractionKitTextLayout", "InteractionKitTextTokens", "InteractionKitScene",
        "InteractionKitGeometry", "InteractionKitGestures", .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "InteractionKitGesturesTests",
      dependencies: [
        "InteractionKitTestSupport", "InteractionKitGestures", "InteractionKitGeometry", "InteractionKitMotion",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "InteractionKitLiveSceneTests",
      dependencies: [
        "InteractionKitTestSupport", "InteractionKitLiveScene", "InteractionKitScene",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "InteractionKitContextMenuTests",
      dependencies: [
        "InteractionKitTestSupport", "InteractionKitContextMenu", "InteractionKitGestures", "InteractionKitGeometry",
        "InteractionKitMotion", "InteractionKitTextLayout", "InteractionKitScene", "InteractionKitLiveScene",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "InteractionKitLinkPreviewTests",
      dependencies: [
        "InteractionKitTestSupport", "InteractionKitLinkPreview", "InteractionKitGeometry", "InteractionKitMotion",
        "InteractionKitTextLayout", "InteractionKitScene", "InteractionKitInteractiveText", "InteractionKitTextTokens",
        "InteractionKitGestures", "InteractionKitLiveScene",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "InteractionKitCalloutTests",
      dependencies: [
        "InteractionKitTestSupport", "InteractionKitCallout", "InteractionKitGeometry", "InteractionKitMotion",
        "InteractionKitTextLayout", "InteractionKitScene", "InteractionKitGestures", "InteractionKitLiveScene",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "InteractionKitPointerTests",
      dependencies: [
        "InteractionKitTestSupport", "InteractionKitPointer", "InteractionKitGeometry", "InteractionKitMotion",
        "InteractionKitScene", "InteractionKitLiveScene", .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "InteractionKitPangoTests",
      dependencies: [
        "InteractionKitPango", "InteractionKitTextLayout", "InteractionKitGeometry",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "InteractionKitCairoTests",
      dependencies: [
        "InteractionKitCairo", "InteractionKitGallery", "InteractionKitPango", "InteractionKitScene",
        "InteractionKitGeometry", "InteractionKitTextLayout", "InteractionKitLinkPreview", "InteractionKitCallout",
        "InteractionKitPointer", "InteractionKitTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      exclude: ["Goldens"]
    ),
    // Every `swift` code block of the doc comments and DocC articles, generated into Generated/ by
    // scripts/extract-doc-examples (scripts/test checks the files are current): compiled, not run.
    .testTarget(
      name: "InteractionKitDocumentationTests",
      dependencies: ["InteractionKit", "InteractionKitLinux", "InteractionKitGTK", "InteractionKitGallery"]
    ),
    .testTarget(
      name: "InteractionKitCLITests",
      dependencies: [
        "InteractionKitCLI", "InteractionKitLauncher", "InteractionKitCLICore", "InteractionKitCairo", "InteractionKitGallery",
        "InteractionKitPango", "InteractionKitFileReaders",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
