// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "CueKit",
    platforms: [.iOS(.v15)],
    products: [.library(name: "CueKit", targets: ["CueKit"])],
    targets: [
        .target(name: "CueKit", resources: [.process("PrivacyInfo.xcprivacy")]),
        .testTarget(name: "CueKitTests", dependencies: ["CueKit"]),
    ]
)
