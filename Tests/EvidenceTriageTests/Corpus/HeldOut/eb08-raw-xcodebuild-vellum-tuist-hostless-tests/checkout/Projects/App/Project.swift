import ProjectDescription

let project = Project(
    name: "Vellum",
    targets: [
        .target(
            name: "Vellum",
            destinations: .iOS,
            product: .app,
            bundleId: "io.vellumbooks.reader",
            deploymentTargets: .iOS("16.0"),
            infoPlist: .extendingDefault(with: [
                "UIBackgroundModes": ["fetch", "processing"],
                "BGTaskSchedulerPermittedIdentifiers": [
                    "io.vellumbooks.reader.progress-sync",
                    "io.vellumbooks.reader.compaction",
                ],
                "UILaunchScreen": [:],
            ]),
            sources: ["Sources/**"],
            resources: ["Resources/**"],
            entitlements: "Vellum.entitlements",
            dependencies: [.project(target: "VellumKit", path: "../VellumKit")]
        ),
        .target(
            name: "VellumTests",
            destinations: .iOS,
            product: .unitTests,
            bundleId: "io.vellumbooks.reader.tests",
            deploymentTargets: .iOS("16.0"),
            sources: ["Tests/**"],
            dependencies: [.target(name: "Vellum")]   // hosted: TEST_HOST = Vellum.app
        ),
    ]
)
