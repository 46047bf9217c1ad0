// swift-tools-version: 5.7
import PackageDescription

let package = Package(
    name: "FernleafKit",
    defaultLocalization: "en",
    platforms: [.iOS(.v15)],
    products: [
        .library(name: "FernleafKit", targets: ["FernleafKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/SwiftGen/SwiftGenPlugin", from: "6.6.2"),
    ],
    targets: [
        .target(
            name: "FernleafKit",
            resources: [.process("Resources")],
            plugins: [
                // Generates Strings+Generated.swift and Assets+Generated.swift at build time.
                .plugin(name: "SwiftGenPlugin", package: "SwiftGenPlugin"),
            ]
        ),
        .testTarget(name: "FernleafKitTests", dependencies: ["FernleafKit"]),
    ]
)
