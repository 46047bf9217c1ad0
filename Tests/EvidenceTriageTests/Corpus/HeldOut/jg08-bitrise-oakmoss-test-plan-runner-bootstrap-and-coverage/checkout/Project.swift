import ProjectDescription

// Generated with Tuist. PR #233 moved the scheme onto test plans.
let project = Project(
    name: "Oakmoss",
    targets: [
        .target(name: "Oakmoss", destinations: .iOS, product: .app, bundleId: "com.oakmoss.app",
                infoPlist: .file(path: "Oakmoss/Info.plist"),
                sources: ["Oakmoss/**"], resources: ["Oakmoss/Resources/**"]),
        .target(name: "OakmossTests", destinations: .iOS, product: .unitTests, bundleId: "com.oakmoss.app.tests",
                sources: ["OakmossTests/**"], dependencies: [.target(name: "Oakmoss")]),
        .target(name: "OakmossUITests", destinations: .iOS, product: .uiTests, bundleId: "com.oakmoss.app.uitests",
                sources: ["OakmossUITests/**"], dependencies: [.target(name: "Oakmoss")]),
    ],
    schemes: [
        .scheme(name: "Oakmoss",
                buildAction: .buildAction(targets: ["Oakmoss"]),
                testAction: .testPlans(["Oakmoss/CI.xctestplan"]),
                runAction: .runAction(executable: "Oakmoss"))
    ]
)
