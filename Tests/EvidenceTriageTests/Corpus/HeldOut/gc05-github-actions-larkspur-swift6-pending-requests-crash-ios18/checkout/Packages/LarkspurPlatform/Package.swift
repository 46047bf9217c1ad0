// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "LarkspurPlatform",
    platforms: [.iOS(.v17)],
    products: [
        .library(name: "LarkspurPlatform", targets: ["LarkspurPlatform"]),
    ],
    targets: [
        // Thin wrappers over system frameworks; still in the Swift 5 language mode.
        .target(
            name: "LarkspurPlatform",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ]
)
