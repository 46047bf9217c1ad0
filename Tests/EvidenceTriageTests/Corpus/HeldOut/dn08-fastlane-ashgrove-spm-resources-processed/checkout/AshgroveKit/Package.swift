// swift-tools-version: 5.10
import PackageDescription

let package = Package(
    name: "AshgroveKit",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [.library(name: "AshgroveKit", targets: ["AshgroveKit"])],
    targets: [
        .target(
            name: "AshgroveKit",
            // Was .copy("Catalog"): archiving for iOS failed with
            // "AshgroveKit_AshgroveKit.bundle: bundle format unrecognized, invalid, or unsuitable" (#655).
            resources: [.process("Catalog"), .process("Models")]
        ),
        .testTarget(name: "AshgroveKitTests", dependencies: ["AshgroveKit"]),
    ]
)
