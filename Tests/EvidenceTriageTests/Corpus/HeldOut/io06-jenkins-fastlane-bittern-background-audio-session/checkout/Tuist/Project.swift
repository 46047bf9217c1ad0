import ProjectDescription

// Migrated from the hand-written Info.plist in !318. Keys not listed here are no longer in the app.
let project = Project(
    name: "Bittern",
    targets: [
        .target(
            name: "Bittern",
            destinations: .iOS,
            product: .app,
            bundleId: "com.bittern.app",
            infoPlist: .extendingDefault(with: [
                "UIBackgroundModes": ["fetch", "processing"],
                "BGTaskSchedulerPermittedIdentifiers": ["com.bittern.app.library-scan"],
                "UILaunchScreen": [:],
            ]),
            sources: ["Bittern/**"]
        ),
        .target(name: "BitternTests", destinations: .iOS, product: .unitTests, bundleId: "com.bittern.app.tests",
                sources: ["BitternTests/**"], dependencies: [.target(name: "Bittern")]),
        .target(name: "BitternUITests", destinations: .iOS, product: .uiTests, bundleId: "com.bittern.app.uitests",
                sources: ["BitternUITests/**"], dependencies: [.target(name: "Bittern")]),
    ]
)
