// swift-tools-version: 5.10
import PackageDescription

let package = Package(
    name: "WaypostGeofence",
    platforms: [.iOS(.v17)],
    products: [.library(name: "WaypostGeofence", targets: ["WaypostGeofence"])],
    dependencies: [.package(url: "https://github.com/apple/swift-async-algorithms", from: "1.0.0")],
    targets: [
        .target(name: "WaypostGeofence", dependencies: [.product(name: "AsyncAlgorithms", package: "swift-async-algorithms")]),
        .testTarget(name: "WaypostGeofenceTests", dependencies: ["WaypostGeofence"]),
    ]
)
