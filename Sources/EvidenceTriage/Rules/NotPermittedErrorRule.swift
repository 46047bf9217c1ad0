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
            // dasd dropping the task's activity for want of its background mode, in a unified-log export (the
            // words and the activity's name as a public device diagnosis quotes them; the line's layout illustrative).
            .failure("App.DigestE2ETests/testDigestRefreshRuns",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 60 seconds, with unfulfilled expectations: \"com.example.app.digest ran\"."],
                     runLog: ["2026-04-29 08:12:03.551020+0000 dasd[118]: Rejecting bgRefresh-com.example.app.digest:6A1F20: No relevant background execution modes found"]),
        ],
        nonTriggeringExamples: [
            // Refused as not permitted on a device, while the built app permits the task and declares `fetch`,
            // and registering it succeeded: nothing in the configuration to blame.
            .failure("GullTests.ForecastRefreshTests/testRefreshRequestIsAccepted",
                     messages: ["XCTAssertNoThrow failed: threw error \"Error Domain=BGTaskSchedulerErrorDomain Code=3 \"(null)\"\" - refresh request should be accepted"],
                     records: [.record("com.gull.app.forecast-refresh", .appRefresh, .registration, .succeeded)],
                     plist: .built(permitted: ["com.gull.app.forecast-refresh"], modes: ["fetch"])),
            .failure("App.CleanupTests/testSubmit", messages: ["XCTAssertNoThrow failed: threw error \"Error Domain=BGTaskSchedulerErrorDomain Code=1 \"(null)\"\""]),
            // The same rejection of another app's task says nothing of this one.
            .failure("App.DigestE2ETests/testDigestRefreshRuns",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 60 seconds, with unfulfilled expectations: \"com.example.app.digest ran\"."],
                     runLog: ["2026-04-29 08:12:03.551020+0000 dasd[118]: Rejecting bgRefresh-com.example.other.sync:6A1F20: No relevant background execution modes found"]),
            // A fake scheduler the test built refused the identifier the code made (its own permitted list, copied from the plist).
            .failure("SyncTests.FakeSchedulerSubmissionTests/testSubmitsRefreshWithPermittedIdentifier",
                     messages: ["XCTAssertNoThrow failed: threw error \"Error Domain=BGTaskSchedulerErrorDomain Code=3 \"(null)\"\""],
                     code: ["        let scheduler = FakeTaskScheduler()", "        let coordinator = SyncCoordinator(scheduler: scheduler)",
                            "        XCTAssertNoThrow(try coordinator.scheduleNextRefresh())"]),
        ],
        // The tasks the test exercises, each permitted by the built app with its mode declared: the refusal
        // has no cause in the configuration (the device's state, a scheduler's own, is as likely).
        // (Nor where the test's own scheduler double refused it: one that refuses what its own list lacks is the test's.)
        setAside: { _, _, context in
            context.schedulerObjectIsFaked ||
            !context.exercisedIdentifiers.isEmpty && context.exercisedIdentifiers.allSatisfy(context.builtAppPermits)
        })
}
