// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "LumenKit",
    platforms: [.iOS(.v17), .macOS(.v14), .visionOS(.v1)],
    products: [
        .library(name: "LumenKit", targets: ["LumenKit"]),
    ],
    targets: [
        .target(name: "LumenKit"),
        .testTarget(name: "LumenKitTests", dependencies: ["LumenKit"]),
    ]
)
