// swift-tools-version:5.4
import PackageDescription

let package = Package(
    name: "BusbeaconKit",
    platforms: [.iOS(.v14), .macOS(.v11)],
    products: [
        .library(name: "BusbeaconKit", targets: ["BusbeaconKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log.git", from: "1.4.0"),
    ],
    targets: [
        .target(name: "BusbeaconKit", dependencies: [.product(name: "Logging", package: "swift-log")]),
        .testTarget(name: "BusbeaconKitTests", dependencies: ["BusbeaconKit"]),
    ]
)
