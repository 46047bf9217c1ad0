import ProjectDescription

let baseSettings: SettingsDictionary = [
    "SWIFT_VERSION": "6.0",                 // raised with the Xcode 26 image (!512)
    "SWIFT_STRICT_CONCURRENCY": "minimal",  // kept from the Swift 5 days to silence the test target
    "IPHONEOS_DEPLOYMENT_TARGET": "17.0",
]

let project = Project(
    name: "Driftmark",
    settings: .settings(base: baseSettings),
    targets: [
        .target(name: "Driftmark", destinations: .iOS, product: .app, bundleId: "com.driftmark.app",
                infoPlist: .file(path: "Driftmark/Info.plist"), sources: ["Driftmark/**"],
                entitlements: "Driftmark/Driftmark.entitlements"),
        .target(name: "DriftmarkTests", destinations: .iOS, product: .unitTests, bundleId: "com.driftmark.app.tests",
                sources: ["DriftmarkTests/**"], dependencies: [.target(name: "Driftmark")]),
    ]
)
