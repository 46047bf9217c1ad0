// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "LanternVision",
    platforms: [.iOS(.v17)],
    products: [
        .library(name: "LanternVision", targets: ["LanternVision"]),
    ],
    targets: [
        .target(name: "LanternVision", dependencies: ["opencv2"]),
        .binaryTarget(name: "opencv2",
                      url: "https://artifacts.lanternly.app/spm/opencv2-4.9.0.xcframework.zip",
                      checksum: "4b1b0f8a3e7d2c6f9a05d1e8c4b7a2f3e6d9c0b1a4f7e2d5c8b1a4e7d0c3f6a9"),
        .testTarget(name: "LanternVisionTests", dependencies: ["LanternVision"]),
    ]
)
