// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "QuillSyncKit",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [.library(name: "QuillSyncKit", targets: ["QuillSyncKit", "QuillObjCBridge"])],
    targets: [
        .target(name: "QuillSyncKit"),
        .target(name: "QuillObjCBridge", resources: [.process("Resources")]),
        .testTarget(name: "QuillSyncKitTests", dependencies: ["QuillSyncKit"], resources: [.copy("Fixtures")]),
        .testTarget(name: "QuillObjCBridgeTests", dependencies: ["QuillObjCBridge"]),
    ]
)
