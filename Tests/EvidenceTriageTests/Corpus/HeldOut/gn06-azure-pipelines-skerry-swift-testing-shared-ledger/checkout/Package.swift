// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Skerry",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [.library(name: "SkerryCore", targets: ["SkerryCore"])],
    targets: [
        .target(name: "SkerryCore"),
        .testTarget(name: "SkerryCoreTests", dependencies: ["SkerryCore"]),
    ]
)
