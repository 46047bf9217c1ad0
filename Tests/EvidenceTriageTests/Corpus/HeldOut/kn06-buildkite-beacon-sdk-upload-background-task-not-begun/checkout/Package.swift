// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Beacon",
    platforms: [.iOS(.v15), .macOS(.v13)],
    products: [
        .library(name: "BeaconKit", targets: ["BeaconKit"]),
    ],
    targets: [
        .target(name: "BeaconCore"),
        .target(name: "BeaconKit", dependencies: ["BeaconCore"]),
        .testTarget(name: "BeaconCoreTests", dependencies: ["BeaconCore"]),
        .testTarget(name: "BeaconKitTests", dependencies: ["BeaconKit"]),
    ]
)
