import ProjectDescription

let project = Project(
    name: "Quay",
    targets: [
        .target(name: "Quay", destinations: .iOS, product: .app, bundleId: "com.quayferries.app",
                infoPlist: .file(path: "Quay/Info.plist"), sources: ["Quay/**"],
                dependencies: [.target(name: "QuayFeedKit"), .external(name: "EvidenceRecorder")]),
        .target(name: "QuayFeedKit", destinations: .iOS, product: .framework, bundleId: "com.quayferries.feedkit",
                sources: ["QuayFeedKit/Sources/**"]),
        .target(name: "QuayTests", destinations: .iOS, product: .unitTests, bundleId: "com.quayferries.app.tests",
                sources: ["QuayTests/**"], dependencies: [.target(name: "Quay")]),
        // Host-less: runs inside xctest, not inside Quay.app.
        .target(name: "QuayFeedKitTests", destinations: .iOS, product: .unitTests, bundleId: "com.quayferries.feedkit.tests",
                sources: ["QuayFeedKit/Tests/**"], dependencies: [.target(name: "QuayFeedKit")]),
    ]
)
