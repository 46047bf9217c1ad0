import ProjectDescription

// Per-configuration values (bundle id, Info.plist, API host) live in the xcconfigs (#318).
let configurations: [Configuration] = [
    .debug(name: "Debug", xcconfig: "Config/Debug.xcconfig"),
    .debug(name: "Staging", xcconfig: "Config/Staging.xcconfig"),
    .release(name: "Release", xcconfig: "Config/Release.xcconfig"),
]

let project = Project(
    name: "Ploughline",
    settings: .settings(configurations: configurations),
    targets: [
        .target(
            name: "Ploughline",
            destinations: .iOS,
            product: .app,
            bundleId: "$(PRODUCT_BUNDLE_IDENTIFIER)",
            deploymentTargets: .iOS("17.0"),
            infoPlist: .file(path: "Config/Ploughline-Info.plist"), // required parameter; the xcconfigs choose the file per configuration
            sources: ["Ploughline/**"],
            resources: ["Ploughline/Resources/**"],
            dependencies: [.external(name: "EvidenceRecorder")],
            settings: .settings(configurations: configurations)
        ),
        .target(
            name: "PloughlineTests",
            destinations: .iOS,
            product: .unitTests,
            bundleId: "com.ploughline.app.tests",
            sources: ["PloughlineTests/**"],
            dependencies: [.target(name: "Ploughline")]
        ),
    ],
    schemes: [
        .scheme(
            name: "Ploughline-Staging",
            buildAction: .buildAction(targets: ["Ploughline"]),
            testAction: .targets(["PloughlineTests"], configuration: "Staging"),
            runAction: .runAction(configuration: "Staging")
        ),
    ]
)
