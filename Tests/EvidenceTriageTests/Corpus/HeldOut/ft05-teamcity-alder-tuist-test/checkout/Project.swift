import ProjectDescription

let project = Project(
    name: "Alder",
    targets: [
        .target(
            name: "Alder",
            destinations: .iOS,
            product: .app,
            bundleId: "io.alderphotos.app",
            deploymentTargets: .iOS("17.0"),
            infoPlist: .extendingDefault(with: [
                "UILaunchScreen": [:],
                "UIBackgroundModes": ["fetch", "processing"],
                "BGTaskSchedulerPermittedIdentifiers": [
                    "io.alderphotos.app.backup",
                    "io.alderphotos.app.refresh",
                ],
            ]),
            sources: ["Alder/Sources/**"],
            dependencies: [.target(name: "BackupKit")]
        ),
        .target(
            name: "AlderTests",
            destinations: .iOS,
            product: .unitTests,
            bundleId: "io.alderphotos.app.tests",
            infoPlist: .default,
            sources: ["Alder/Tests/**"],
            dependencies: [.target(name: "Alder")]
        ),
        .target(
            name: "BackupKit",
            destinations: .iOS,
            product: .framework,
            bundleId: "io.alderphotos.backupkit",
            sources: ["BackupKit/Sources/**"]
        ),
        .target(
            name: "BackupKitTests",
            destinations: .iOS,
            product: .unitTests,
            bundleId: "io.alderphotos.backupkit.tests",
            infoPlist: .default,
            sources: ["BackupKit/Tests/**"],
            dependencies: [.target(name: "BackupKit")]
        ),
    ]
)
