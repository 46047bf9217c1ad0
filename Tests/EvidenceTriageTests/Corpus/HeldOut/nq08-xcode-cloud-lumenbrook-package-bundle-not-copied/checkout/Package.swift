// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Lumenbrook",
    defaultLocalization: "en",
    platforms: [.iOS(.v17)],
    products: [.executable(name: "LumenbrookHost", targets: ["LumenbrookHost"])],
    targets: [
        .target(name: "LumenCore", resources: [.process("Resources")]),
        .target(name: "LumenKit", dependencies: ["LumenCore"], resources: [.process("Resources/Localizable.xcstrings")]),
        .executableTarget(name: "LumenbrookHost", dependencies: ["LumenKit"]),
        .testTarget(name: "LumenKitTests", dependencies: ["LumenKit"]),
    ]
)
