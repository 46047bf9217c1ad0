// swift-tools-version:5.9

import PackageDescription

let package = Package(
  name: "snagline-apple",
  platforms: [
    .iOS(.v12),
    .tvOS(.v12),
    .watchOS(.v5),
    .macOS(.v10_14),
  ],
  products: [
    .library(name: "Snagline", targets: ["SnaglineInstallations"]),
    .library(name: "SnaglineRecording", targets: ["SnaglineRecording"]),
    .library(name: "SnaglineFilters", targets: ["SnaglineFilters"]),
  ],
  targets: [
    .target(
      name: "SnaglineRecordingCore",
      cSettings: [.headerSearchPath("include")]
    ),
    .target(
      name: "SnaglineRecording",
      dependencies: ["SnaglineRecordingCore"]
    ),
    .target(
      name: "SnaglineFilters",
      dependencies: ["SnaglineRecording", "SnaglineRecordingCore"]
    ),
    .target(
      name: "SnaglineInstallations",
      dependencies: ["SnaglineFilters", "SnaglineRecording"]
    ),
    .testTarget(
      name: "SnaglineRecordingCoreTests",
      dependencies: ["SnaglineRecordingCore"]
    ),
    .testTarget(
      name: "SnaglineFiltersTests",
      dependencies: ["SnaglineFilters", "SnaglineRecording"]
      // Report fixtures live in Tests/SnaglineFiltersTests/Resources.
    ),
  ]
)
