import EvidenceReaders

extension MessageRule {
    static let schedulerUnavailable = MessageRule(
        identifier: "scheduler_unavailable",
        category: .schedulingExpectationMismatch,
        summary: "BGTaskScheduler is unavailable (Code=1), as on the Simulator and in test hosts: the test expected the OS to schedule.",
        signals: [.unavailable],
        stage: .submission,
        nextStep: "Do not submit real requests in CI tests: inject a scheduler protocol and assert on the request the code builds; test the job by calling it directly.",
        triggeringExamples: [
            // A device's Code=1 (the app built for `iphoneos`): Background App Refresh off or Low Power Mode refuse as much, so only inferred.
            .failure("TrailmixTests.BackgroundFetchStatusTests/testConfigureReportsStatusAvailable",
                     messages: ["XCTAssertEqual failed: (\"Optional(1)\") is not equal to (\"Optional(2)\") - configure status (0 restricted, 1 denied, 2 available)"],
                     log: ["2026-12-01 09:42:38.542 Trailmix[1487:201334] [TSBackgroundFetch] BGTaskScheduler failed to register fetch-task and will fall-back to old API.  This is likely due to running in the iOS Simulator (Error Domain=BGTaskSchedulerErrorDomain Code=1 \"(null)\")"],
                     plist: AppInfoPlist(path: "Build/Products/Debug-iphoneos/Trailmix.app/Info.plist", dictionary: ["CFBundleIdentifier": "com.example.trailmix", "DTPlatformName": "iphoneos"])),
            // The app's record of the scheduler's answer to this test's submission.
            .failure("App.SyncTests/testRefreshIsPending", messages: ["XCTAssertEqual failed: (\"0\") is not equal to (\"1\")"],
                     records: [.record("com.example.app.refresh", .appRefresh, .submission, .failed, error: "BGTaskSchedulerErrorDomain:1",
                                       test: "App.SyncTests/testRefreshIsPending")]),
            .failure("App.SyncTests/testSchedulesRefresh", messages: ["XCTAssertNoThrow failed: threw error \"Error Domain=BGTaskSchedulerErrorDomain Code=1 \"(null)\"\""]),
            // XCTest stopped the test at its execution time allowance, and xcodebuild restarted the run as after a
            // crash: stopped, not crashed — the refusal recorded for it still says why its wait never ended.
            .failure("App.MeterSyncSchedulingTests/testSystemLaunchesMeterSyncAfterSubmit",
                     messages: ["Test Case '-[App.MeterSyncSchedulingTests testSystemLaunchesMeterSyncAfterSubmit]' exceeded execution time allowance of 1 minute. The test may have hung; check Xcode's test report for additional diagnostics.",
                                "Restarting after unexpected exit, crash, or test timeout in MeterSyncSchedulingTests.testSystemLaunchesMeterSyncAfterSubmit(); summary will include totals from previous launches."],
                     records: [.record("com.example.app.meter-sync", .appRefresh, .submission, .failed, error: "BGTaskSchedulerErrorDomain:1",
                                       test: "App.MeterSyncSchedulingTests/testSystemLaunchesMeterSyncAfterSubmit")]),
            // An Appium test sent the app away (the XCUITest driver's `mobile: backgroundApp`) and the app's
            // submission on leaving, recorded under the test, was refused: its code submits nothing itself.
            .failure("e2e.tests.TestBackgroundRefresh/test_feed_refreshes_while_app_backgrounded",
                     messages: ["E       AssertionError: feed was not refreshed while backgrounded: 'Updated 3 hr ago'"],
                     records: [.record("com.example.app.refresh", .appRefresh, .submission, .failed, error: "BGTaskSchedulerErrorDomain:1",
                                       test: "TestBackgroundRefresh/test_feed_refreshes_while_app_backgrounded")],
                     code: ["    def test_feed_refreshes_while_app_backgrounded(self, app):",
                            "        app.execute_script(\"mobile: backgroundApp\", {\"seconds\": BACKGROUND_SECONDS})",
                            "        label = app.find_element(AppiumBy.ACCESSIBILITY_ID, \"feed.updatedLabel\")",
                            "        assert label.get_attribute(\"value\") == \"Updated just now\""]),
            // The same stay from Java, brought back before the assertion: ninety seconds away (the command's own
            // argument) was the OS's to use, and the app's line says the Simulator refused the submission.
            .failure("com.tidewell.e2e.BackgroundRefreshIT/forecastRefreshesWhileBackgrounded",
                     messages: ["org.opentest4j.AssertionFailedError: Forecast should have been refreshed by the background task while the app was in the background ==> expected: not equal but was: <Updated 09:43>"],
                     log: ["2026-11-12 09:44:02.118 Tidewell[7012:40021] [com.tidewell.app:Refresh] submit failed: Error Domain=BGTaskSchedulerErrorDomain Code=1 \"(null)\""],
                     code: ["        driver.executeScript(\"mobile: backgroundApp\", Map.of(\"seconds\", 90));", "        driver.activateApp(BUNDLE_ID);",
                            "        assertNotEquals(before, forecast.lastUpdatedLabel(),"]),
            // The app was suspended as the test waited, then the feed asserted after its return failed: the
            // Simulator's refusal of the refresh is why (not the suspension wait, which passed).
            .failure("FeedUITests.FeedRefreshUITests/testFeedRefreshesWhileSuspended",
                     messages: ["XCTAssertTrue failed - feed not refreshed after 15 minutes in the background"],
                     log: ["2026-12-03 10:09:36.269151+0000 Feed[6120]: [Feed] refresh submit failed: Error Domain=BGTaskSchedulerErrorDomain Code=1 \"(null)\""],
                     code: ["        XCUIDevice.shared.press(.home)", "        XCTAssertTrue(app.wait(for: .runningBackgroundSuspended, timeout: 30))",
                            "        sleep(900)", "        app.activate()",
                            "        XCTAssertTrue(app.staticTexts[\"Updated just now\"].waitForExistence(timeout: 5), \"feed not refreshed after 15 minutes in the background\")"]),
        ],
        nonTriggeringExamples: [
            // The fetch the test waited on was delivered (the plugin logged its callback) before the Simulator
            // refused the app's later submission: the refusal kept nothing from running.
            .failure("Background sync/applies a fetch delivered while the app starts in the background",
                     messages: ["Test Failed: Timed out while waiting for expectation: TOHAVETEXT(text == “Out for delivery”) WITH MATCHER(id == “parcel-status-PP2231”) TIMEOUT(20s)"],
                     log: ["2026-12-01 10:41:02.488 Df Pebble[7731:2a1c3] [TSBackgroundFetch performFetchWithCompletionHandler]",
                           "2026-12-01 10:41:03.983 Df Pebble[7731:2a1c3] [TSBackgroundFetch] BGTaskScheduler failed to register fetch-task and will fall-back to old API.  This is likely due to running in the iOS Simulator (Error Domain=BGTaskSchedulerErrorDomain Code=1 \"(null)\")"]),
            // The test's own words name the system's diagnostic of the code (a location session started from the
            // background); the Simulator's refusal of the app's other task, in its lines, is not why it failed.
            .failure("TrailUITests.BackgroundRecordingUITests/testRecordingContinuesAfterHome",
                     messages: ["XCTAssertGreaterThan failed: (\"1\") is not greater than (\"10\") - points recorded while backgrounded (session diagnostic: insufficientlyInUse)"],
                     log: ["2026-10-14 09:16:34.713000+0000 Trail[48188]: [bgtask] submit failed: The operation couldn’t be completed. (BGTaskSchedulerErrorDomain error 1.)"]),
            // A UI test waiting for the app to be suspended: the Simulator's refusal of the app's other task
            // cannot keep it running.
            .failure("PagewiseUITests.ConverterBackgroundingUITests/testAppSuspendsAfterConversionFinishes",
                     messages: ["XCTAssertTrue failed - app still running in background 40 s after conversion finished"],
                     log: ["2026-12-03 10:09:36.269151+0000 Pagewise[6120]: [Feed] refresh submit failed: Error Domain=BGTaskSchedulerErrorDomain Code=1 \"(null)\""],
                     code: ["        XCUIDevice.shared.press(.home)", "        let suspended = app.wait(for: .runningBackgroundSuspended, timeout: 40)",
                            "        XCTAssertTrue(suspended, \"app still running in background 40 s after conversion finished\")"]),
            // The app crashed under the test (its isolation trap), and the Simulator's refusal of a submission
            // is in its lines: what the OS declined to schedule cannot crash the app.
            .failure("App.NotificationRegistrarTests/testRefreshesStatusFromNotificationSettings",
                     messages: ["Restarting after unexpected exit, crash, or test timeout in NotificationRegistrarTests.testRefreshesStatusFromNotificationSettings(); summary will include totals from previous launches."],
                     log: ["App[9188:4410] BGTaskScheduler submit failed: Error Domain=BGTaskSchedulerErrorDomain Code=1 \"(null)\""]),
            // The test crashed in the app's code; the refusal its record keeps came back as an error, not a crash.
            .failure("App.BackupSchedulerTests/testConcurrentRescheduleDoesNotCrash", messages: ["Test crashed with signal segv."],
                     records: [.record("com.example.app.backup", .processing, .submission, .failed, error: "BGTaskSchedulerErrorDomain:1",
                                       test: "App.BackupSchedulerTests/testConcurrentRescheduleDoesNotCrash")]),
            // The Simulator refused the submission, and the test had the launch simulated all the same:
            // the task ran (its record under this test's name), so the refusal is not what failed.
            .failure("Background sync/reports success only after the sync has finished",
                     messages: ["expect(element(by.id('sync-status'))).toHaveText('synced')\n\nExpected: \"synced\"\nReceived: \"completed early\""],
                     log: ["2026-11-03 09:28:15.118 Ledgerly[9218]: BGTask submit com.example.ledger.sync failed: Error Domain=BGTaskSchedulerErrorDomain Code=1 \"(null)\""],
                     records: [.record("com.example.ledger.sync", .processing, .launch, .succeeded, test: "Background sync/reports success only after the sync has finished")]),
            .failure("App.SyncTests/testSchedulesRefresh", messages: ["XCTAssertNoThrow failed: threw error \"Error Domain=BGTaskSchedulerErrorDomain Code=3 \"(null)\"\""]),
            // The test built the error and handed it to a double of the submitter: its input, not the OS's answer.
            .failure("BackgroundKitTests.ExposureTaskSchedulerTests/submitUnavailableIsLoggedNotThrown",
                     messages: ["Caught error: Error Domain=BGTaskSchedulerErrorDomain Code=1 \"(null)\""],
                     code: ["    @Test func submitUnavailableIsLoggedNotThrown() throws {",
                            "        let submitter = FakeSubmitter(failWith: BGTaskScheduler.Error(.unavailable))",
                            "        try ExposureTaskScheduler(submitter: submitter, log: log).schedule()"]),
            // A Detox test of the app's screens that never became idle: the fetch plugin's refusal at launch is every launch's.
            .failure("Scan flow/adds a scanned parcel to the outbox",
                     messages: ["thrown: \"Exceeded timeout of 120000 ms for a test.\nAdd a timeout value to this test to increase the timeout, if this is a long-running test.\""],
                     log: ["2024-02-06 08:25:00.409 Quaywise[7311]: [TSBackgroundFetch] BGTaskScheduler failed to register fetch-task and will fall-back to old API.  This is likely due to running in the iOS Simulator (Error Domain=BGTaskSchedulerErrorDomain Code=1 \"(null)\")"]),
            // The Simulator refused the app's submission in its console, while the test, calling the job
            // itself, failed on an error the job's code threw: not what failed the test.
            .failure("RunnerTests/testBackgroundSyncWritesSyncedNotes",
                     messages: ["((success) is true) failed - ══╡ EXCEPTION CAUGHT BY FLUTTER TEST FRAMEWORK ╞══ The following HiveError was thrown running a test: HiveError: You need to initialize Hive or provide a path to store the box."],
                     log: ["Runner[52218:1922731] [workmanager] Could not schedule BGAppRefreshTask org.example.noteSync: The operation couldn’t be completed. (BGTaskSchedulerErrorDomain error 1.)"]),
        ],
        readsTheOS: true,
        // A text not the test's own message (a plugin's line as it registers at launch, as every launch does), for a test
        // that itself — its name, messages, code, a record stamped with it, a task it exercises — says nothing of
        // background work: the launch's, not the test's.
        setAside: { _, hit, context in
            !context.test.issues.contains { $0.message.includes(hit.text) } && !context.testItselfSpeaksOfBackgroundWork
        },
        // Unavailable on a device (the app built for `iphoneos`) is not the Simulator's lack: Background App
        // Refresh is off there, or Low Power Mode on — the device's settings as much as what the test expected.
        inferredWhen: { _, _, context in
            context.builtForADevice ? ", on a device, where Background App Refresh off or Low Power Mode refuse as much" : nil
        })
}
