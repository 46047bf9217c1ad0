// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "MarloweKit",
    platforms: [.iOS(.v16)],
    products: [.library(name: "MarloweKit", targets: ["MarloweKit"])],
    targets: [
        // STAGING is only set on the app target (Config/Staging.xcconfig);
        // package targets never see the app's SWIFT_ACTIVE_COMPILATION_CONDITIONS.
        .target(name: "MarloweKit"),
    ]
)
