// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "LumenfoldCore",
    platforms: [.iOS(.v17)],
    products: [.library(name: "LumenfoldCore", type: .dynamic, targets: ["LumenfoldCore"])],
    targets: [
        .target(name: "LumenfoldCore", resources: [.process("Resources")]),
        .testTarget(name: "LumenfoldCoreTests", dependencies: ["LumenfoldCore"]),
    ]
)
