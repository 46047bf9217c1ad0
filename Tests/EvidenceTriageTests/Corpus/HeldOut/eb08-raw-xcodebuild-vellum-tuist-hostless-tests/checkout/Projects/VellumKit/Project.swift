import ProjectDescription

// Migrated from the hand-maintained Vellum.xcodeproj (PR #402, "Move to Tuist 4").
// Before the migration VellumKitTests ran hosted in Vellum.app.
let project = Project(
    name: "VellumKit",
    targets: [
        .target(
            name: "VellumKit",
            destinations: .iOS,
            product: .framework,
            bundleId: "io.vellumbooks.kit",
            deploymentTargets: .iOS("16.0"),
            sources: ["Sources/**"],
            dependencies: [.external(name: "GRDB")]
        ),
        .target(
            name: "VellumKitTests",
            destinations: .iOS,
            product: .unitTests,
            bundleId: "io.vellumbooks.kit.tests",
            deploymentTargets: .iOS("16.0"),
            sources: ["Tests/**"],
            resources: ["Tests/Fixtures/**"],
            dependencies: [.target(name: "VellumKit")]
            // no host application: TEST_HOST / BUNDLE_LOADER are not set
        ),
    ]
)
