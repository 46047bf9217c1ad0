// swift-tools-version:5.10
import PackageDescription

let package = Package(
    name: "WrenfoldKit",
    defaultLocalization: "en",
    platforms: [.iOS(.v17)],
    products: [.library(name: "WrenfoldKit", targets: ["WrenfoldKit"])],
    targets: [
        .target(
            name: "WrenfoldKit",
            exclude: ["Localization"],          // moved catalogs here in #1402
            resources: [.process("Resources")]
        ),
        .testTarget(name: "WrenfoldKitTests", dependencies: ["WrenfoldKit"]),
    ]
)
