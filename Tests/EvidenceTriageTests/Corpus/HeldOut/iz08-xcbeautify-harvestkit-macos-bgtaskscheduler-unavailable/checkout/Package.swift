// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "HarvestKit",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "HarvestKit", targets: ["HarvestKit"]),
    ],
    targets: [
        .target(name: "HarvestKit"),
        .testTarget(name: "HarvestKitTests", dependencies: ["HarvestKit"]),
    ]
)
