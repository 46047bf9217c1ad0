// swift-tools-version:5.9
import PackageDescription

// Shared by the Tidewrack iOS app, its widget and the watch extension.
// CI runs `swift test` on macOS and on Linux (see .gitlab-ci.yml).
let package = Package(
    name: "TidewrackCore",
    platforms: [.iOS(.v16), .watchOS(.v9), .macOS(.v13)],
    products: [
        .library(name: "TidewrackCore", targets: ["TidewrackCore"]),
    ],
    targets: [
        .target(name: "TidewrackCore"),
        .testTarget(name: "TidewrackCoreTests", dependencies: ["TidewrackCore"]),
    ]
)
