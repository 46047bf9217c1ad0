// swift-tools-version: 5.10
import PackageDescription

let package = Package(
    name: "BrambleFeatures",
    platforms: [.iOS(.v17)],
    products: [
        .library(name: "EpisodeRow", targets: ["EpisodeRow"]),
    ],
    dependencies: [
        .package(path: "../BrambleUI"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    ],
    targets: [
        .target(name: "EpisodeRow", dependencies: [.product(name: "BrambleUI", package: "BrambleUI")]),
        .testTarget(
            name: "BrambleFeaturesTests",
            dependencies: [
                "EpisodeRow",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ]
)
