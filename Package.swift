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

    // Benchmarks
    .executableTarget(name: "benchmarks", dependencies: ["HitTestKit", "CMalloc"], path: "Benchmarks/benchmarks"),
    .systemLibrary(name: "CMalloc", path: "Benchmarks/CMalloc"),  // glibc heap statistics for bytes per View

    // Tests
    .testTarget(name: "HitTestGeometryTests", dependencies: ["HitTestGeometry"]),
    .testTarget(name: "HitTestKitTests", dependencies: ["HitTestKit"]),
  ]
)

for target in package.targets where target.type != .system {
  target.swiftSettings = (target.swiftSettings ?? []) + [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
  ]
}
