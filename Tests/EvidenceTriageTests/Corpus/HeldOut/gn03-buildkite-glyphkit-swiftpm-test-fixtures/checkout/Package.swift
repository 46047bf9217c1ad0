// swift-tools-version:5.3
import PackageDescription

let package = Package(
    name: "Glyphkit",
    platforms: [.iOS(.v12), .macOS(.v10_14), .tvOS(.v12)],
    products: [
        .library(name: "Glyphkit", targets: ["Glyphkit"]),
    ],
    targets: [
        .target(
            name: "Glyphkit",
            path: "Sources/Glyphkit"
        ),
        .testTarget(
            name: "GlyphkitTests",
            dependencies: ["Glyphkit"],
            path: "Tests/GlyphkitTests"
        ),
    ]
)
