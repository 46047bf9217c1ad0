// swift-tools-version: 5.10
import PackageDescription

let package = Package(
    name: "Lookout",
    platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .visionOS(.v1)],
    products: [
        .library(name: "LookoutCore", targets: ["LookoutCore"]),
        .library(name: "LookoutAlerts", targets: ["LookoutAlerts"]),
    ],
    targets: [
        .target(name: "LookoutCore"),
        .target(name: "LookoutAlerts", dependencies: ["LookoutCore"]),
        .testTarget(name: "LookoutCoreTests", dependencies: ["LookoutCore"]),
        .testTarget(name: "LookoutAlertsTests", dependencies: ["LookoutAlerts"]),
    ]
)
