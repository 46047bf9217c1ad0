// swift-tools-version: 5.10
import PackageDescription

let package = Package(
    name: "KiwiDesign",
    platforms: [.iOS(.v16)],
    products: [.library(name: "KiwiDesign", type: .dynamic, targets: ["KiwiDesign"])],
    targets: [
        // KiwiFonts.bundle moved to Sources/KiwiDesign/Resources/Fonts in !1404;
        // the resources rule still points at the old folder, so nothing is copied.
        .target(name: "KiwiDesign", resources: [.copy("KiwiFonts.bundle")]),
    ]
)
