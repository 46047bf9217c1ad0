// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Skerry",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "Skerry", targets: ["Skerry"]),
    ],
    targets: [
        .target(name: "Skerry"),
        .testTarget(name: "SkerryTests", dependencies: ["Skerry"]),
    ]
)
