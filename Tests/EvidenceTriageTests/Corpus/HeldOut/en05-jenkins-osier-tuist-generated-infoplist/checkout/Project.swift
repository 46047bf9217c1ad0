import ProjectDescription

let project = Project(
    name: "Osier",
    settings: .settings(base: [
        "DEVELOPMENT_TEAM": "",
        "SWIFT_VERSION": "6.0",
    ]),
    targets: [
        .target(
            name: "Osier",
            destinations: .iOS,
            product: .app,
            bundleId: "io.osier.reader",
            // Migrated from the hand-kept Osier/Info.plist (PR #409): Xcode now generates it.
            infoPlist: .default,
            sources: ["Osier/**/*.swift"],
            resources: ["Osier/Resources/**"],
            dependencies: [.external(name: "EvidenceRecorder")],
            settings: .settings(base: [
                "GENERATE_INFOPLIST_FILE": "YES",
                "INFOPLIST_KEY_UILaunchScreen_Generation": "YES",
                "INFOPLIST_KEY_UIApplicationSceneManifest_Generation": "YES",
            ])
        ),
        .target(
            name: "OsierTests",
            destinations: .iOS,
            product: .unitTests,
            bundleId: "io.osier.reader.tests",
            infoPlist: .default,
            sources: ["OsierTests/**/*.swift"],
            dependencies: [.target(name: "Osier")]
        ),
    ]
)
