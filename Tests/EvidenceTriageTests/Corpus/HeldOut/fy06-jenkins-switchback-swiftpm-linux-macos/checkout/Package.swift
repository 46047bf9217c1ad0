// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "SwitchbackSync",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "SwitchbackSync", targets: ["SwitchbackSync"]),
    ],
    targets: [
        .target(name: "SwitchbackSync"),
        .testTarget(name: "SwitchbackSyncTests", dependencies: ["SwitchbackSync"]),
    ]
)
