// swift-tools-version:6.0
import PackageDescription

/// An example executable, `Examples/<name>/main.swift`: a short main that reads its command line and prints
/// its scenario(s).
func example(_ name: String) -> Target {
  .executableTarget(name: name, dependencies: ["ExampleScenarios", "CommandLineUsage"], path: "Examples/\(name)")
}

/// A lesson executable, `Playgrounds-free-samples/<name>/main.swift`: the library, plus `--help` handling.
func lesson(_ name: String) -> Target {
  .executableTarget(
    name: name, dependencies: ["HitTestKit", "CommandLineUsage"], path: "Playgrounds-free-samples/\(name)")
}

let package = Package(
  name: "HitTestKit",
  products: [
    .library(name: "HitTestKit", targets: ["HitTestKit"]),
    .library(name: "HitTestKitTesting", targets: ["HitTestKitTesting"]),
    .library(name: "HitTestUIKit", targets: ["HitTestUIKit"]),
    .executable(name: "uikit-port", targets: ["uikit-port"]),
  ],
  targets: [
    // Libraries
    .target(name: "HitTestGeometry"),
    // PNG files to RGBA pixels, with no Foundation, so a program that only decodes carries none (png-decode)
    .target(name: "PNGDecoding"),
    .target(name: "HitTestKit", dependencies: ["HitTestGeometry", "PNGDecoding"]),
    // UIKit's names (UIView, UITouch …) for HitTestKit's types, so UIKit code compiles with its import switched
    .target(name: "HitTestUIKit", dependencies: ["HitTestKit"]),

    // uikit-port: Objective-C-only syntax of UIKit files rewritten for HitTestUIKit (text only, no HitTestKit)
    .target(name: "UIKitPorting"),
    .executableTarget(name: "uikit-port", dependencies: ["UIKitPorting"]),

    // Test support: expectations whose failures explain themselves (for test targets only)
    .target(name: "HitTestKitTesting", dependencies: ["HitTestKit"]),
    // Test support: random touch sequences checked against the dispatch invariants (tests and benchmarks)
    .target(name: "TouchSequenceFuzzing", dependencies: ["HitTestKit", "SeededRandomness"]),
    // Test support: the seeded random number generator of the tests, the fuzzer and the benchmarks
    .target(name: "SeededRandomness"),

    // Command lines of the examples, lessons and tour: --help, options, refusing unknown arguments (no product)
    .target(name: "CommandLineUsage", path: "Examples/CommandLineUsage"),

    // Examples: one annotated scenario per file, shared by the example executables and the tour
    .target(
      name: "ExampleScenarios", dependencies: ["HitTestKit", "CommandLineUsage"], path: "Examples/Scenarios"),
    example("enlarged-touch-area"),
    example("pass-through-overlay"),
    example("carousel"),
    example("bezier-arrow-quiz"),
    example("swipe-overlay"),
    example("circle-game"),
    example("shape-selection"),
    example("button-in-scroll-view"),
    example("transparent-image-hit"),
    example("label-tap"),
    example("feed-carousel"),
    example("login-form"),
    example("moving-target"),
    example("settings-list"),
    example("swipe-back"),
    // UIKit view code written as in an iOS app, run here through HitTestUIKit's names
    .executableTarget(
      name: "uikit-source", dependencies: ["HitTestUIKit", "HitTestKit", "CommandLineUsage"],
      path: "Examples/uikit-source",
      exclude: ["README.md"]),
    example("tour"),

    // Lessons: literate programs in Playgrounds-free-samples/, read in numbered order
    lesson("01-hit-testing"),
    lesson("02-coordinates"),
    lesson("03-visibility-and-touchability"),
    lesson("04-touch-phases"),
    lesson("05-responder-chain"),
    lesson("06-multitouch-and-time"),
    lesson("07-recognizer-versus-view"),
    lesson("08-competing-recognizers"),
    lesson("09-custom-recognizer"),
    lesson("10-fill-versus-outline"),
    lesson("11-alpha-hit-testing"),
    lesson("12-controls-and-slop"),
    lesson("13-scroll-views"),
    lesson("14-nested-scroll-views"),
    lesson("15-zooming"),
    lesson("16-moving-targets"),
    lesson("17-lists-and-selection"),
    lesson("18-first-responder-and-keyboard"),
    lesson("19-navigation-and-sheets"),

    // Benchmarks
    .executableTarget(
      name: "benchmarks", dependencies: ["HitTestKit", "CMalloc", "TouchSequenceFuzzing", "SeededRandomness"],
      path: "Benchmarks/benchmarks"),
    .executableTarget(name: "png-decode", dependencies: ["PNGDecoding"], path: "Benchmarks/png-decode"),
    .systemLibrary(name: "CMalloc", path: "Benchmarks/CMalloc"),  // glibc heap statistics for bytes per View

    // Tests
    .testTarget(
      name: "HitTestGeometryTests", dependencies: ["HitTestGeometry", "SeededRandomness"],
      resources: [.copy("Fixtures")]),
    .testTarget(
      name: "HitTestKitTests",
      dependencies: ["HitTestKit", "HitTestKitTesting", "PNGDecoding", "TouchSequenceFuzzing", "SeededRandomness"],
      exclude: ["Pictures/Golden"],
      resources: [.copy("Fixtures")]),
    // HitTestKit named too: a dependency reached only through HitTestUIKit's re-export was not rebuilt after it changed
    .testTarget(name: "HitTestUIKitTests", dependencies: ["HitTestUIKit", "HitTestKit"]),
    .testTarget(name: "UIKitPortingTests", dependencies: ["UIKitPorting"], resources: [.copy("Fixtures")]),
    .testTarget(
      name: "ExampleTests", dependencies: ["ExampleScenarios", "CommandLineUsage", "HitTestKit"],
      exclude: ["Snapshots"]),
  ]
)

for target in package.targets where target.type != .system {
  target.swiftSettings = (target.swiftSettings ?? []) + [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
  ]
}
