// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "HitTestKit",
  products: [
    .library(name: "HitTestKit", targets: ["HitTestKit"])
  ],
  targets: [
    // Libraries
    .target(name: "HitTestGeometry"),
    .target(name: "HitTestKit", dependencies: ["HitTestGeometry"]),

    // Examples: one annotated scenario per file, shared by the example executables and the tour
    .target(name: "ExampleScenarios", dependencies: ["HitTestKit"], path: "Examples/Scenarios"),
    .executableTarget(
      name: "enlarged-touch-area", dependencies: ["ExampleScenarios"], path: "Examples/enlarged-touch-area"),
    .executableTarget(
      name: "pass-through-overlay", dependencies: ["ExampleScenarios"], path: "Examples/pass-through-overlay"),
    .executableTarget(name: "carousel", dependencies: ["ExampleScenarios"], path: "Examples/carousel"),
    .executableTarget(name: "tour", dependencies: ["ExampleScenarios"], path: "Examples/tour"),

    // Lessons: literate programs, read in numbered order
    .executableTarget(
      name: "01-hit-testing", dependencies: ["HitTestKit"], path: "Playgrounds-free-samples/01-hit-testing"),
    .executableTarget(
      name: "02-coordinates", dependencies: ["HitTestKit"], path: "Playgrounds-free-samples/02-coordinates"),
    .executableTarget(
      name: "03-visibility-and-touchability", dependencies: ["HitTestKit"],
      path: "Playgrounds-free-samples/03-visibility-and-touchability"),

    // Benchmarks
    .executableTarget(name: "benchmarks", dependencies: ["HitTestKit"], path: "Benchmarks/benchmarks"),

    // Tests
    .testTarget(name: "HitTestGeometryTests", dependencies: ["HitTestGeometry"]),
    .testTarget(name: "HitTestKitTests", dependencies: ["HitTestKit"]),
    .testTarget(
      name: "ExampleTests", dependencies: ["ExampleScenarios", "HitTestKit"], exclude: ["Snapshots"]),
  ]
)

for target in package.targets {
  target.swiftSettings = (target.swiftSettings ?? []) + [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
  ]
}
