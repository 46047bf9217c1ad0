// swift-tools-version:5.10
import PackageDescription

let package = Package(
    name: "Minutehand",
    platforms: [.macOS(.v14)],
    products: [.executable(name: "Minutehand", targets: ["Minutehand"])],
    targets: [
        .executableTarget(name: "Minutehand", path: "Sources/Minutehand"),
        .testTarget(name: "MinutehandTests", dependencies: ["Minutehand"], path: "Tests/MinutehandTests"),
    ]
)
