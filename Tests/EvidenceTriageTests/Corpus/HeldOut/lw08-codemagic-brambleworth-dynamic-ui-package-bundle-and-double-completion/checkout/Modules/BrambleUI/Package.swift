// swift-tools-version: 5.10
import PackageDescription

let package = Package(
    name: "BrambleUI",
    defaultLocalization: "en",
    platforms: [.iOS(.v17)],
    products: [
        // BRW-210: dynamic so the app and the widget extension share one copy
        // of the design system instead of linking it twice.
        .library(name: "BrambleUI", type: .dynamic, targets: ["BrambleUI"]),
    ],
    targets: [
        .target(
            name: "BrambleUI",
            resources: [.process("Resources/Colors.xcassets"), .process("Resources/Fonts")]
        ),
    ]
)
