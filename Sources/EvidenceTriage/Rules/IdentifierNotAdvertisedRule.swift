extension MessageRule {
    static let identifierNotAdvertised = MessageRule(
        identifier: "identifier_not_advertised",
        category: .configurationRegression,
        summary: "The system rejected a registration because the identifier is not in the app's Info.plist (its words, or `register(forTaskWithIdentifier:)` answering false).",
        signals: [.registrationRejected],
        stage: .registration,
        nextStep: "Add the identifier to `BGTaskSchedulerPermittedIdentifiers` in the Info.plist of the build configuration under test.",
        triggeringExamples: [
            // The same idle UI under a test that registers the refused task itself: it broke at registration.
            .failure("sync flow/shows Synced after sync completes", messages: ["pumpAndSettle timed out"],
                     runLog: ["Registration rejected; com.example.app.sync is not advertised in the application's Info.plist"],
                     code: ["    testWidgets('shows Synced after sync completes', (tester) async {",
                            "      await Workmanager().registerOneOffTask('com.example.app.sync', 'sync');", "      await tester.pumpAndSettle();"]),
            .failure("App.CleanupTests/testCleanup", messages: ["XCTAssertNoThrow failed"],
                     log: ["Registration rejected; com.example.app.cleanup is not advertised in the application's Info.plist"]),
            // The same refusal, at the app's launch, under a test whose code submits the task.
            .failure("App.CleanupTests/testCleanupSubmits", messages: ["XCTAssertNoThrow failed"],
                     runLog: ["Registration rejected; com.example.app.cleanup is not advertised in the application's Info.plist"],
                     code: ["        XCTAssertNoThrow(try BGTaskScheduler.shared.submit(BGProcessingTaskRequest(identifier: \"com.example.app.cleanup\")))"]),
            // The registration's own answer, false, as the test reports it: the identifier is not permitted.
            .failure("AlmanacTests.GardenRefreshTaskTests/testRefreshHandlerIsRegistered",
                     messages: ["XCTAssertTrue failed - register(forTaskWithIdentifier:) returned false at launch"]),
        ],
        nonTriggeringExamples: [
            // The refusal at the app's launch, under a test whose own words name the app's fault (its UI never went
            // idle) and whose code runs the sync job itself: what the plist kept from the OS is not what it did.
            .failure("sync flow/shows Synced after background sync completes", messages: ["pumpAndSettle timed out"],
                     runLog: ["Registration rejected; com.example.garden.sync is not advertised in the application's Info.plist"],
                     code: ["    testWidgets('shows Synced after background sync completes', (tester) async {",
                            "      await GardenSync.instance.runNow(trigger: 'test');", "      await tester.pumpAndSettle();"]),
            .failure("App.CleanupTests/testCleanup", messages: ["XCTAssertNoThrow failed"], log: ["BGTaskScheduler registered com.example.app.cleanup"]),
            // A registration the test says answered true, and a failure about something else.
            .failure("App.CleanupTests/testCleanupRuns", messages: ["XCTAssertEqual failed: (\"2\") is not equal to (\"3\") - register(forTaskWithIdentifier:) returned true, yet 2 files were left"]),
            // A refusal of a longer identifier that begins with the test's task's (`….sync.nightly`): another task's.
            .failure("App.SyncTests/testSyncRunsAfterLaunch", messages: ["XCTAssertEqual failed: (\"0\") is not equal to (\"3\")"],
                     log: ["Registration rejected; com.example.app.sync.nightly is not advertised in the application's Info.plist"],
                     records: [.record("com.example.app.sync", .appRefresh, .registration, .succeeded)]),
            // A UI test of the refresh task, whose app's launch refused another task: that task's, not this test's.
            .failure("AppUITests.ShelfRefreshUITests/testShelfRefreshedInBackground", messages: ["XCTAssertEqual failed: (\"v1\") is not equal to (\"v2\")"],
                     log: ["Registration rejected; com.example.app.note-sync is not advertised in the application's Info.plist"],
                     records: [.record("com.example.app.refresh", .appRefresh, .submission, .succeeded)]),
            // The app's launch refused the export task (a line of the run's), and a test named after exports asserts
            // on a count its code computed without the scheduler: the refusal is another test's story.
            .failure("CobbleTests.ExportProgressTests/testProgressCountsEachSegmentOnce", messages: ["XCTAssertEqual failed: (\"13\") is not equal to (\"12\")"],
                     records: [.record("com.example.app.export.*", .processing, .registration, .failed)],
                     runLog: ["Registration rejected; com.example.app.export.* is not advertised in the application's Info.plist"],
                     code: ["        let tracker = ExportProgressTracker(total: 12)", "        segments.forEach(tracker.segmentFinished)",
                            "        XCTAssertEqual(tracker.completedUnitCount, 12)"]),
        ])
}
