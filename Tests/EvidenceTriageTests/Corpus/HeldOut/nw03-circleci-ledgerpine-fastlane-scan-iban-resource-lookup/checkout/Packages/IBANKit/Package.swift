// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "IBANKit",
    platforms: [.iOS(.v16)],
    products: [.library(name: "IBANKit", targets: ["IBANKit"])],
    targets: [
        .target(name: "IBANKit", resources: [.process("Resources")]),
        .testTarget(name: "IBANKitTests", dependencies: ["IBANKit"])
    ]
)
