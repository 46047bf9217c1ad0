// swift-tools-version:5.3
import PackageDescription

let package = Package(
    name: "TallowSync",
    platforms: [.iOS(.v14), .macOS(.v11)],
    products: [.library(name: "TallowSync", targets: ["TallowSync"])],
    targets: [
        .target(name: "TallowSync"),
        .testTarget(name: "TallowSyncTests", dependencies: ["TallowSync"]),
    ]
)
