import ProjectDescription

let project = Project(
    name: "ForecastKit",
    targets: [
        .target(
            name: "ForecastKit",
            destinations: .iOS,
            product: .framework,
            bundleId: "app.tidewell.ForecastKit",
            sources: ["Sources/**"],
            dependencies: [
                .external(name: "SwellFixtures"), // moved here from ForecastKitTests in #903
            ]
        ),
        .target(
            name: "ForecastKitTests",
            destinations: .iOS,
            product: .unitTests,
            bundleId: "app.tidewell.ForecastKitTests",
            sources: ["Tests/**"],
            dependencies: [
                .target(name: "ForecastKit"),
            ]
        ),
    ]
)
