extension MessageRule {
    static let notPermittedError = MessageRule(
        identifier: "not_permitted_error",
        category: .configurationRegression,
        summary: "BGTaskScheduler refused the request as not permitted (BGTaskSchedulerErrorDomain Code=3): identifier or background mode missing from the built plist.",
        signals: [.notPermitted],
        stage: .submission,
        nextStep: "Check `BGTaskSchedulerPermittedIdentifiers` and `UIBackgroundModes` in the built app's Info.plist (when the archive holds the built `.app`'s plist, `evidence gate --archive` on it names the identifier and its closest permitted spelling; else collect the `.app` too).",
        triggeringExamples: [
            .failure("App.CleanupTests/testSubmit", messages: ["XCTAssertNoThrow failed: threw error \"Error Domain=BGTaskSchedulerErrorDomain Code=3 \"(null)\"\""]),
            .failure("App.CleanupTests/testSubmit", messages: ["Caught error: BGTaskScheduler.Error.notPermitted"]),
        ],
        nonTriggeringExamples: [
            .failure("App.CleanupTests/testSubmit", messages: ["XCTAssertNoThrow failed: threw error \"Error Domain=BGTaskSchedulerErrorDomain Code=1 \"(null)\"\""]),
        ])
}
