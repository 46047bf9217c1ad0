// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "SaltmarshKit",
    platforms: [.iOS(.v16)],
    products: [.library(name: "SaltmarshKit", targets: ["SaltmarshKit"])],
    targets: [
        .target(name: "SaltmarshKit", resources: [.process("Resources")]),
        .testTarget(name: "SaltmarshKitTests", dependencies: ["SaltmarshKit"])
    ]
)
