// swift-tools-version:5.10
import PackageDescription

let package = Package(
    name: "ReceiptsFeature",
    platforms: [.iOS(.v16)],
    products: [
        .library(name: "ReceiptsFeature", targets: ["ReceiptsFeature"]),
    ],
    dependencies: [
        .package(path: "../KestrelUI"),
    ],
    targets: [
        .target(name: "ReceiptsFeature", dependencies: ["KestrelUI"]),
        .testTarget(name: "ReceiptsFeatureTests", dependencies: ["ReceiptsFeature"]),
    ]
)
