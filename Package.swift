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
    .executableTarget(name: "benchmarks", dependencies: ["HitTestKit"], path: "Benchmarks/benchmarks"),

    // Tests
    .testTarget(name: "HitTestGeometryTests", dependencies: ["HitTestGeometry"]),
    .testTarget(name: "HitTestKitTests", dependencies: ["HitTestKit"], resources: [.copy("Fixtures")]),
  ]
)

for target in package.targets {
  target.swiftSettings = (target.swiftSettings ?? []) + [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
  ]
}
