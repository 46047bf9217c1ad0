// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "LumenSync",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "LumenSync", targets: ["LumenSync"]),
    ],
    targets: [
        .target(name: "LumenSync"),
        .testTarget(name: "LumenSyncTests", dependencies: ["LumenSync"]),
    ]
)
