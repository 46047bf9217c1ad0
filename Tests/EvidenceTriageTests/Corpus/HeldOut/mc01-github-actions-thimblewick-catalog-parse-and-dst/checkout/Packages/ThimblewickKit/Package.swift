// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "ThimblewickKit",
    defaultLocalization: "en",
    platforms: [.iOS(.v17)],
    products: [.library(name: "ThimblewickKit", targets: ["ThimblewickKit"])],
    targets: [
        .target(name: "ThimblewickKit", resources: [.copy("Localization")]),
        .testTarget(name: "ThimblewickKitTests", dependencies: ["ThimblewickKit"]),
    ]
)
