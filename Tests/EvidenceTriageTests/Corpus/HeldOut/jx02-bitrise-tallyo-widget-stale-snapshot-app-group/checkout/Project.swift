import ProjectDescription

let appGroup = "group.app.tallyo.shared"

let project = Project(
    name: "Tallyo",
    targets: [
        .target(
            name: "Tallyo",
            destinations: .iOS,
            product: .app,
            bundleId: "app.tallyo.ios",
            infoPlist: .extendingDefault(with: [
                "UILaunchScreen": [:],
                "UIBackgroundModes": ["fetch"],
                "BGTaskSchedulerPermittedIdentifiers": ["app.tallyo.usage-refresh"],
            ]),
            sources: ["Tallyo/Sources/**"],
            resources: ["Tallyo/Resources/**"],
            entitlements: .dictionary([
                // TAL-88: moved from Tallyo.entitlements into the manifest
                "com.apple.security.application-groups": .string(appGroup),
            ]),
            dependencies: [
                .target(name: "TallyoKit"),
                .target(name: "TallyoWidgets"),
            ]
        ),
        .target(
            name: "TallyoWidgets",
            destinations: .iOS,
            product: .appExtension,
            bundleId: "app.tallyo.ios.widgets",
            infoPlist: .extendingDefault(with: [
                "NSExtension": ["NSExtensionPointIdentifier": "com.apple.widgetkit-extension"],
            ]),
            sources: ["TallyoWidgets/Sources/**"],
            entitlements: .dictionary([
                "com.apple.security.application-groups": .array([.string(appGroup)]),
            ]),
            dependencies: [.target(name: "TallyoKit")]
        ),
        .target(
            name: "TallyoKit",
            destinations: .iOS,
            product: .framework,
            bundleId: "app.tallyo.kit",
            sources: ["TallyoKit/Sources/**"]
        ),
        .target(
            name: "TallyoTests",
            destinations: .iOS,
            product: .unitTests,
            bundleId: "app.tallyo.ios.tests",
            sources: ["TallyoTests/**"],
            dependencies: [.target(name: "Tallyo"), .target(name: "TallyoKit")]
        ),
    ]
)
