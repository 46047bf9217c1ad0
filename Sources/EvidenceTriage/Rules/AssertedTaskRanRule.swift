import EvidenceCore
import EvidenceReaders

/// The test asserted that the system had run the task by some point (after a sleep, a fixed wait):
/// the OS gives no such promise.
struct AssertedTaskRanRule: ClassificationRule {
    let identifier = "asserted_task_ran"
    let category = TriageCategory.schedulingExpectationMismatch
    let summary = "The test asserted that the OS had launched the task by a fixed time (after a sleep or wait)."

    let readsTheOS = true

    var triggeringExamples: [RuleExample] {
        Self.theOSsVerb + [
            // The same words, where the test's code waited for the OS's delivery instead of calling it.
            .failure("OutboxTests.OutboxFetchTests/testQueuedMessageIsSentByBackgroundFetch",
                     messages: ["XCTAssertEqual failed: (\"0\") is not equal to (\"1\") - queued message was not delivered"],
                     code: ["        try BGTaskScheduler.shared.submit(BGAppRefreshTaskRequest(identifier: \"com.example.outbox.fetch\"))",
                            "        try await Task.sleep(for: .seconds(30))", "        XCTAssertEqual(transport.sent.count, 1, \"queued message was not delivered\")"]),
            // A Flutter test's value still null after a fixed wait it names: the plugin's refresh was the OS's to run.
            .failure("BackgroundRefresh/refreshes forecast while app is backgrounded",
                     messages: ["Expected: not null\n  Actual: <null>\nbackground refresh should have run within 45 s of backgrounding"]),
            // `after` a task's resume (`URLSessionTask.resume()`) is no return to the front: the stay away still counts.
            .failure("AppUITests.DownloadUITests/testBackgroundDownloadCompletesAfterResumingTask",
                     messages: ["XCTAssertTrue failed - download did not complete while the app was in the background"],
                     code: ["        XCUIDevice.shared.press(.home)", "        sleep(45)",
                            "        XCTAssertTrue(app.staticTexts[\"Downloaded\"].exists, \"download did not complete while the app was in the background\")"]),
            .failure("App.RefreshTests/testRefreshHappens", messages: ["XCTAssertTrue failed - refresh task did not run after sleep(30)"]),
            // Work timed while the app was *not* in front is the OS's to run.
            .failure("App.RefreshTests/testRefreshRunsInBackground", messages: ["XCTAssertTrue failed - refresh task did not run while the app was not in the foreground"]),
            // The code submitted the request, slept half a minute and asserted on the job's output: it gave
            // the OS that time to run the task.
            .failure("ShopTests.SyncTests/testSyncAfterSleep", messages: ["XCTAssertEqual failed: (\"0\") is not equal to (\"3\")"],
                     code: ["        try BGTaskScheduler.shared.submit(BGAppRefreshTaskRequest(identifier: \"com.shop.sync\"))", "        sleep(30)",
                            "        XCTAssertEqual(store.syncedOrders, 3)"]),
            .failure("App.CleanupTests/testCleanupScheduled", messages: ["Expectation failed: launched → false: processing task was not launched"]),
            // A timetable in the name, and nothing happened.
            .failure("App.ContinuedUploadTests/uploadStartsWithinFiveSeconds", messages: ["Expectation failed: started → false: continued-processing task should launch right after submit"]),
            .failure("App.BackgroundFetchTests/testFetchFiresEveryMinute", messages: ["XCTAssertGreaterThanOrEqual failed: (\"0\") is less than (\"4\") - fetch events in 5 minutes"]),
            // The OS was to relaunch the terminated app for its event.
            .failure("AppUITests.LocationWakeE2ETests/testLocationEventRelaunchesTerminatedApp",
                     messages: ["XCTAssertTrue failed - App was not relaunched in the background after the location change"]),
            // A period of the day the OS would have to keep, and nothing ran.
            .failure("AppTests.DaytimeProcessingTests/processingTaskRunsDuringDaytime",
                     messages: ["Expectation failed: !(launches.isEmpty → true): the full sync should run at least once during the day"],
                     records: [.record("com.example.app.full-sync", .processing, .submission, .succeeded)]),
            // Minutes of sleep in the test's code, then a count of what the OS was to deliver in them.
            .failure("AppDeviceTests.SilentPushTests/testEveryBackgroundPushWakesTheApp",
                     messages: ["XCTAssertEqual failed: (\"1\") is not equal to (\"5\") - background refreshes after the pushes"],
                     code: ["        for n in 0..<5 { try await lab.sendBackgroundPush(sequence: n) }",
                            "        try await Task.sleep(for: .seconds(180))",
                            "        XCTAssertEqual(woken, 5, \"background refreshes after the pushes\")"]),
            // A UI test that left the app and waited minutes for the OS's banner.
            .failure("RunnerUITests.FetchNotificationUITests/testBackgroundFetchPostsNotification",
                     messages: ["XCTAssertTrue failed - background fetch notification never appeared"],
                     code: ["        XCUIDevice.shared.press(.home)",
                            "        XCTAssertTrue(banner.waitForExistence(timeout: 300), \"background fetch notification never appeared\")"]),
            // A status the app shows still says it never happened, after a minute the test gave the OS.
            .failure("AppUITests.TripSyncPushUITests/testSilentPushWakesAppWithinAMinute",
                     messages: ["XCTAssertEqual failed: (\"lastRemoteSync: never\") is not equal to (\"lastRemoteSync: push\") - the content-available push should have woken the app within a minute"]),
            // Sampled twice, seconds apart, and the system had not re-rendered it.
            .failure("AppUITests.DownloadLiveActivityUITests/testLockScreenProgressRefreshesEvery2s",
                     messages: ["XCTAssertNotEqual failed: (\"Optional(\"4%\")\") is equal to (\"Optional(\"4%\")\") - the Live Activity should reflect download progress"]),
            // A region event the test gave the OS seconds to deliver.
            .failure("AppUITests.RegionMonitorUITests/testArrivalFiresEnterWithin10s",
                     messages: ["XCTAssertTrue failed - region enter should be delivered within 10 s of arriving"]),
            // The Simulator moved the location for the OS; the region event never came.
            .failure("LumenTests.GeofenceTests/enterRegionFiresOnSimulatedLocation",
                     messages: ["Expectation failed: (entered?.identifier → nil) == \"office\": didEnterRegion should fire in the background"],
                     code: ["        try Simctl.setLocation(latitude: 47.3769, longitude: 8.5417)",
                            "        let entered = await service.nextRegionEvent(timeout: .seconds(60))",
                            "        #expect(entered?.identifier == \"office\", \"didEnterRegion should fire in the background\")"]),
            // Left in the background a fixed minute, brought back, and it had done less than a foreground
            // app would: whether a suspended app runs at all is the OS's decision.
            .failure("AppUITests.PollingUITests/testBoardKeepsPollingInBackground",
                     messages: ["XCTAssertGreaterThanOrEqual failed: (\"6\") is less than (\"12\") - poller stopped while the app was in the background"],
                     code: ["        XCUIDevice.shared.press(.home)", "        sleep(60)", "        app.activate()",
                            "        XCTAssertGreaterThanOrEqual(after - before, 12, \"poller stopped while the app was in the background\")"]),
            // The same readings in the languages cross-platform apps write tests in: a C# job test that
            // waits three minutes for the OS to run the job twice; a Xamarin.UITest that parks the app
            // in the background for three minutes, then finds nothing changed.
            .failure("Tallyboard.DeviceTests.SyncJobTests/RunsEveryMinuteWhileIdle", messages: ["job ran 0 time(s)\nExpected: True\nActual:   False"],
                     code: ["    public async Task RunsEveryMinuteWhileIdle()", "    {", "        jobs.Register(new JobInfo(\"tally-sync\", typeof(TallySyncJob)));",
                            "        await Task.Delay(TimeSpan.FromMinutes(3));", "        Assert.True(TallySyncJob.RunCount >= 2, $\"job ran {TallySyncJob.RunCount} time(s)\");"]),
            .failure("Ropewalk.UITests.BackgroundFetchUITests/LastFetchAdvancesWhileAway", messages: ["  Expected: not equal to \"Last fetch: 07:55\"\n  But was:  \"Last fetch: 07:55\""],
                     code: ["        public void LastFetchAdvancesWhileAway()", "        {", "            var before = app.Query(c => c.Marked(\"last-fetch\")).First().Text;",
                            "            app.SendAppToBackground(TimeSpan.FromSeconds(180));", "            var after = app.Query(c => c.Marked(\"last-fetch\")).First().Text;",
                            "            Assert.AreNotEqual(before, after);"]),
        ]
    }

    /// The signal's words for any step not running, not only a launch of the OS's: on their own, they need background ties.
    static let anyStepsWords: Set<String> = ["did not run", "never ran"]

    /// The OS's own verb for what it was to do, in a test nothing else ties to background work: a reminder the
    /// system was to deliver at a time.
    static let theOSsVerb: [RuleExample] = [
        .failure("FieldCrew.DeviceTests.ShiftReminderTests/BreakReminder_FirstFiresAtNotifyTime_ThenEveryTwoMinutes",
                 messages: ["first occurrence not delivered at 08:40:58; pending next trigger 2026-11-26 08:42:53 +0000\nExpected: True\nActual:   False"]),
    ]

    /// Words that something did not run or was not delivered, of the app's own step, not a task of the OS's.
    static let notTheOSsStep: [RuleExample] = [
        // Something "did not run" in a snapshot test nothing ties to background work: the renderer's step, no task.
        .failure("TallowTests.CandleCardSnapshotTests/testCandleCardLight",
                 messages: ["XCTAssertTrue failed - perceptual comparison did not run: CIContext.render wrote no pixel on this runner"]),
        // The test called the delivery itself, twice, and counted what was sent: the app's delivery, no OS's.
        .failure("OutboxTests.OutboxSenderTests/testRetriedMessageIsSentOnTheNextPass",
                 messages: ["XCTAssertEqual failed: (\"1\") is not equal to (\"2\") - retried message was not delivered on the next pass"],
                 code: ["        let sender = OutboxSender(store: store, transport: transport)", "        try await sender.deliver()",
                        "        try await sender.deliver()", "        XCTAssertEqual(transport.sent.count, 2, \"retried message was not delivered on the next pass\")"]),
    ]

    /// The test terminated the app, found the system's banner and tapped it itself: the app's handling of the tap, not the OS.
    static let tappedItsOwnNotification = RuleExample.failure(
        "AppUITests.NotificationClickUITests/testColdLaunchClickOpensTrip", messages: ["XCTAssertTrue failed - trip detail not opened"],
        code: ["        app.terminate()", "        let springboard = XCUIApplication(bundleIdentifier: \"com.apple.springboard\")",
               "        let banner = springboard.otherElements[\"Notification\"].descendants(matching: .any)[\"Delay\"]",
               "        XCTAssertTrue(banner.waitForExistence(timeout: 20))", "        banner.tap()",
               "        XCTAssertTrue(app.staticTexts[\"trip.header.ICE-578\"].waitForExistence(timeout: 10), \"trip detail not opened\")"])

    var nonTriggeringExamples: [RuleExample] {
        Self.notTheOSsStep + [Self.tappedItsOwnNotification] + [
            // Left in the background, and the app's work logged the error it threw there: it ran, and failed.
            .failure("AppUITests.ReceiptUploadUITests/testReceiptUploadFinishesAfterBackgrounding",
                     messages: ["XCTAssertTrue failed - queue should be drained"],
                     log: ["2026-12-04 09:31:01.787616+0000  localhost App[5592]: (Capacitor) ⚡️  [error] - {\"message\":\"UploadError: 413 Payload Too Large (receipt r-1042)\"}"],
                     code: ["    XCUIDevice.shared.press(.home)", "    sleep(20)", "    app.activate()",
                            "    XCTAssertTrue(app.staticTexts[\"pending-uploads-0\"].waitForExistence(timeout: 10), \"queue should be drained\")"]),
            // Flutter's wait for the frames to stop ran out (an endless animation), in a test named after a background sync.
            .failure("sync_screen_test/shows synced badge after background sync", messages: ["pumpAndSettle timed out"], duration: 601,
                     code: ["    app.main(testBackend: FakeTallyBackend.withTallies(3));", "    await tester.pumpAndSettle();"], placedIn: "integration_test/sync_screen_test.dart"),
            // A job's batch given two seconds by its name, its wait of two seconds timed out: the code's budget.
            .failure("SnapcrateTests.PhotoBackupJobTests/testBatchCompletesWithinTwoSeconds",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 2 seconds, with unfulfilled expectations: \"backup finished\"."]),
            .failure("App.CursorJobTests/testSavesCursor", messages: ["XCTAssertTrue failed - completion handler was not called"]),
            // What the app is to do once back in front is its own resumption, whatever the OS did while it was away.
            .failure("AppUITests.BackupResumeUITests/testSyncStartsFreshAfterResume", messages: ["XCTAssertTrue failed - a fresh sync should run after resume"],
                     code: ["        XCUIDevice.shared.press(.home)", "        sleep(45)", "        app.activate()",
                            "        XCTAssertTrue(app.staticTexts[\"Up to date\"].waitForExistence(timeout: 30), \"a fresh sync should run after resume\")"]),
            // The work ran in the background and the app showed why it failed: the transfer's error, not the OS's timing.
            .failure("AppUITests.BackgroundUploadUITests/testUploadFinishesAfterAppIsBackgrounded",
                     messages: ["XCTAssertEqual failed: (\"Upload failed: Lost connection to background transfer service (-997)\") is not equal to (\"3 of 3 backed up\")"],
                     code: ["        XCUIDevice.shared.press(.home)", "        sleep(45)", "        app.activate()",
                            "        XCTAssertEqual(app.staticTexts[\"status\"].label, \"3 of 3 backed up\")"]),
            .failure("App.SyncJobTests/testMergesChanges", messages: ["XCTAssertEqual failed: (\"3\") is not equal to (\"4\")"]),
            // An app's own queue's `submit(`, then a short sleep: no request to the OS's scheduler.
            .failure("App.DownloadQueueTests/testDownloadCompletes", messages: ["XCTAssertEqual failed: (\"0\") is not equal to (\"1\")"],
                     code: ["        queue.submit(DownloadTaskRequest(url: fixtureURL))", "        sleep(1)", "        XCTAssertEqual(queue.completed, 1)"]),
            // The test left the app and opened a universal link itself: whether the app comes up is its
            // association and routing, not a launch the OS schedules.
            .failure("ParcelPointUITests.UniversalLinkUITests/testWarmHTTPSLinkOpensOrderDetail",
                     messages: ["XCTAssertTrue failed - Universal link did not open OrderDetail"],
                     code: ["        XCUIDevice.shared.press(.home)", "        XCUIDevice.shared.system.open(URL(string: \"https://links.example/o/8841\")!)",
                            "        XCTAssertTrue(title.waitForExistence(timeout: 15), \"Universal link did not open OrderDetail\")"]),
            // Terminated, then handed a link of the app's scheme by the test (`XCUIApplication.open`): whether it comes up
            // is its scheme's registration and its routing, not a launch the OS schedules.
            .failure("TideboundUITests.DeepLinkUITests/testSchemeLinkOpensWishlist", messages: ["XCTAssertTrue failed - app did not open for tidebound://"],
                     code: URLSchemeNotRegisteredRule.opensTheLink),
            // A job timed while the app is in front: the job runner's own timer, not a launch the OS decides.
            .failure("Bollard.Tests.JobsTests/ForegroundJob_RunsWithinInterval",
                     messages: ["Assert.True() Failure: BerthWatchJob did not run within 45 s while the app was in the foreground\nExpected: True\nActual:   False"]),
            // Minutes of sleep, then the test was killed before it asserted anything: a death, not a count.
            .failure("AppDeviceTests.SilentPushTests/testEveryBackgroundPushWakesTheApp", messages: ["Test crashed with signal kill."],
                     code: ["        for n in 0..<5 { try await lab.sendBackgroundPush(sequence: n) }",
                            "        try await Task.sleep(for: .seconds(180))",
                            "        XCTAssertEqual(woken, 5, \"background refreshes after the pushes\")"]),
            // A timetable, but a wrong value, not nothing: the code computed it.
            .failure("App.RefreshScheduleTests/testNextRefreshWithinFifteenMinutes", messages: ["XCTAssertEqual failed: (\"1800.0\") is not equal to (\"900.0\")"]),
            // Nothing happened, but no timetable: a flag the code under test never set.
            .failure("App.BackgroundSyncTests/testSyncMarksDone", messages: ["XCTAssertTrue failed - done is false"]),
            // A value that had to change and did not, but no timetable: the code's own result.
            .failure("AppTests.TokenTests/testRotatedTokenDiffers", messages: ["XCTAssertNotEqual failed: (\"abc\") is equal to (\"abc\") - background refresh rotates the token"]),
            // The expected value is "never": what the app showed was something else.
            .failure("AppTests.SyncLabelTests/testLabelWithinAMinuteOfLaunch", messages: ["XCTAssertEqual failed: (\"Last sync: now\") is not equal to (\"Last sync: never\") - background refresh label"]),
            // A timetable that is not about background work at all.
            .failure("App.ToastTests/testToastDismissesWithinTwoSeconds", messages: ["Expectation failed: (toast.isDismissed → false) == true"]),
            // The system started the task during the test: it ran, whatever the assertion concluded.
            .failure("App.RefreshTests/testRefreshHappens", messages: ["XCTAssertTrue failed - refresh task did not run after sleep(30)"],
                     log: ["Starting simulated task: <BGAppRefreshTask: com.example.app.refresh>"]),
            // Seconds for an element in a background test: the app's own screen, not the OS's doing.
            .failure("AppUITests.BackgroundSyncUITests/testSyncBadgeAppears",
                     messages: ["XCTAssertTrue failed - background sync badge never appeared"],
                     code: ["        XCTAssertTrue(app.staticTexts[\"synced\"].waitForExistence(timeout: 10), \"background sync badge never appeared\")"]),
            // Sent home and brought back: what it then found missing is the app's own restore.
            .failure("AppUITests.BackgroundRestoreUITests/testDraftSurvivesBackgrounding",
                     messages: ["XCTAssertTrue failed - draft restored after returning from background"],
                     code: ["        XCUIDevice.shared.press(.home)", "        app.activate()",
                            "        XCTAssertTrue(app.textViews[\"draft\"].exists, \"draft restored after returning from background\")"]),
            // Playback the OS keeps running once declared: stopped in the background, it is the app's setup.
            .failure("AppUITests.BackgroundPlaybackUITests/testPlaybackContinuesAfterHomeButton",
                     messages: ["XCTAssertGreaterThan failed: (\"1\") is not greater than (\"8\") - elapsed time after 10 s in background"],
                     code: ["        XCUIDevice.shared.press(.home)", "        sleep(10)", "        app.activate()",
                            "        XCTAssertGreaterThan(elapsed, 8, \"elapsed time after 10 s in background\")"]),
            // The app recorded the task's launch under this test: it ran, and its result is the job's.
            .failure("AppUITests.DatabaseMaintenanceUITests/testMaintenanceFinishesBeforeSuspension",
                     messages: ["XCTAssertEqual failed: (\"interrupted (process relaunched)\") is not equal to (\"completed\")"],
                     records: [.record("com.example.app.db-maintenance", .processing, .launch, .succeeded,
                                       test: "DatabaseMaintenanceUITests/testMaintenanceFinishesBeforeSuspension")],
                     code: ["        XCUIDevice.shared.press(.home)", "        sleep(30)", "        app.activate()",
                            "        XCTAssertEqual(result.label, \"completed\")"]),
            // A VoIP push the handler must report at once: its timetable is the app's, not the OS's.
            .failure("AppTests.VoIPPushHandlerTests/testExpiredCallPushReportsEndedCall",
                     messages: ["XCTAssertEqual failed: (\"0\") is not equal to (\"1\") - an expired call push must be reported and ended immediately, not dropped"]),
            // The work ran in the background and said why it failed.
            .failure("AppUITests.AttachmentUploadUITests/testUploadCompletesAfterBackgrounding",
                     messages: ["XCTAssertEqual failed: (\"Upload failed (NSURLErrorDomain -997)\") is not equal to (\"Sent\")"],
                     code: ["        XCUIDevice.shared.press(.home)", "        Thread.sleep(forTimeInterval: 20)", "        app.activate()",
                            "        XCTAssertEqual(status.label, \"Sent\")"]),
            // Two seconds away, then killed and relaunched: what the relaunched app shows is its own restoration,
            // which so short a stay gave the OS no say in.
            .failure("AppUITests.NoteRestorationUITests/testRelaunchRestoresOpenNote",
                     messages: ["XCTAssertTrue failed - relaunch should restore the open note"],
                     code: ["        XCUIDevice.shared.press(.home)", "        sleep(2)", "        app.terminate()", "        app.launch()",
                            "        XCTAssertTrue(app.textViews[\"note-editor\"].waitForExistence(timeout: 10), \"relaunch should restore the open note\")"]),
            // A short sleep in a background test: the code's own work had time, and got it wrong.
            .failure("AppTests.BackgroundSyncTests/testSyncMergesEdits",
                     messages: ["XCTAssertEqual failed: (\"1\") is not equal to (\"2\") - merged background edits"],
                     code: ["        try await Task.sleep(for: .seconds(2))", "        XCTAssertEqual(store.count, 2, \"merged background edits\")"]),
            // A short stay in the background, then something the test asserted would not happen did
            // (an error dialog shown on return): the app acted, the OS's not running it cannot be why.
            .failure("Ropewalk.UITests.BackgroundFetchUITests/ResumeShowsNoErrorDialog", messages: ["an error dialog was shown after resuming\n  Expected: False\n  But was:  True"],
                     code: ["        public void ResumeShowsNoErrorDialog()", "        {", "            app.SendAppToBackground(TimeSpan.FromSeconds(40));",
                            "            var errorShown = app.Query(c => c.Marked(\"Something went wrong\")).Length > 0;",
                            "            Assert.IsFalse(errorShown, \"an error dialog was shown after resuming\");"]),
            // The whole test ran past its time limit (Jest's): it never reached its assertion — a hang.
            .failure("Resume flow/keeps the session after backgrounding", messages: ["thrown: \"Exceeded timeout of 120000 ms for a test.\nAdd a timeout value to this test to increase the timeout, if this is a long-running test.\""],
                     code: ["        public void KeepsTheSessionAfterBackgrounding()", "        {", "            app.SendAppToBackground(TimeSpan.FromSeconds(30));",
                            "            app.WaitForElement(c => c.Marked(\"queue-list\"));"]),
        ]
    }

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        // (Not for work timed while the app is in front: the OS launches background work only when it is not.)
        // (Nor for what the app is to do once back in front: its own resumption, whatever the OS did while it was away.)
        // (Nor where the test's framework said it waited on the app's own UI to go idle — `pumpAndSettle timed out`,
        // Detox busy on the app's timers: the wait that ran out was for the app, not the OS.)
        guard !context.says(.noTaskRequest), context.launchedWhileWaiting == nil, !Self.timedInTheForeground(context),
              !context.expectation.expectsItBackInFront, !context.says(.appKeptBusy) else { return nil }
        let ran = SignalCatalog.signal(.assertedTaskRan)
        // Its words say the task did not run; or, in a test about background work, its name or message
        // set a timetable (`…StartsRightAfterSubmit`, `every minute`) and the failure says nothing happened.
        // (Not for work the OS runs at once once declared, a VoIP push's call: its timetable is the app's.)
        let continuous = Self.aboutContinuousBackgroundWork(context)
        // (Nor for a test that delivered the system's event itself: its timetable is the app's code's.)
        // (Nor for one whose wait of a few seconds was the code's to meet, `…CompletesWithinTwoSeconds`: no OS acts that quickly.)
        let timetabled = context.expectation.deadline != nil && context.concernsBackgroundWork && !Expectation.taskRan(context) && !continuous
            && context.expectation.deliversSystemEvent == nil && !context.expectation.shortWaitForTheCode
        // (That something merely did not run, in a failure nothing ties to background work, is of something else: a
        // render, a comparison, the app's own step. Any other of the signal's words — launched, fired, woken, delivered,
        // a sleep — keeps the reading.)
        let ofTheOS = { (message: String) in
            context.concernsBackgroundWork || ran.phrases.contains { !Self.anyStepsWords.contains($0) && message.includes($0) }
        }
        if let hit = context.test.issues.first(where: { ran.matches($0.message) && ofTheOS($0.message) && !Expectation.doneByTheTest($0.message, context) })
            ?? (timetabled ? context.test.issues.first(where: { Expectation.saysNothingHappened($0.message) }) : nil) {
            return verdict(hit.evidence.map { [$0] } ?? [])
        }
        // (Nor where the app or its extension died under the test, a crash report says: what it found
        // missing is what the crash left, not what the OS did.)
        guard !Expectation.taskRan(context), !context.crashed else { return nil }
        // Or it slept minutes for the OS and then asserted on what the OS was to have done.
        // (A test that died asserted nothing: a crash or a kill says nothing of what the OS did.)
        let died = SignalCatalog.signal(.testCrashed)
        // (A request its code submitted before the sleep ties it to background work whatever else it says.)
        if context.concernsBackgroundWork || context.expectation.submittedBeforeItSlept, let sleep = context.expectation.sleptForTheSystem,
           let hit = context.test.issues.first(where: { !SignalCatalog.signal(.errorThrown).matches($0.message) && !TimeBudget.isWholeTestLimit($0.message) && !died.matches($0.message) }) {
            return verdict([sleep] + (hit.evidence.map { [$0] } ?? []))
        }
        // Or it sent the app to the background and found that nothing had happened (not after it delivered
        // the event itself: opened a URL, called the delegate).
        if let away = context.expectation.leftTheForeground, !continuous, context.expectation.deliversSystemEvent == nil,
           let hit = context.test.issues.first(where: { Expectation.saysNothingHappened($0.message) && !TimeBudget.isWholeTestLimit($0.message) }) {
            return verdict([away] + (hit.evidence.map { [$0] } ?? []))
        }
        // Or it left the app in the background for a fixed time and found less done than it expected:
        // whether a suspended app runs at all is the OS's decision. An error the work reported is the work's.
        // (So is one the app logged while the test ran, its web code's console error too: the work ran, and failed.)
        let thrown = SignalCatalog.signal(.errorThrown)
        let loggedAnError = context.says(.errorThrown) || context.logLines.contains { ($0.excerpt ?? "").includes(SignalVocabulary.webConsoleError) }
        if let slept = context.expectation.sleptInTheBackground, !continuous, !loggedAnError,
           let hit = context.test.issues.first(where: { !thrown.matches($0.message) && !Self.namesAnError($0.message) && Self.assertsWhatWasDone($0.message) }) {
            return verdict([slept] + (hit.evidence.map { [$0] } ?? []))
        }
        return nil
    }

    /// The failure says the work was to run while the app was in front (`did not run within 45 s while the
    /// app was in the foreground`, `ForegroundJob_RunsWithinInterval`), and the test never sent it away:
    /// a timer of the app's own, not a launch the OS decides.
    static func timedInTheForeground(_ context: FailureContext) -> Bool {
        guard context.expectation.leftTheForeground == nil else { return false }
        let nameWords = TaskIdentifierScanner.words(of: context.test.id.suite + " " + context.test.id.name)
        // Not `… while the app was not in the foreground`, nor a name about leaving it.
        return context.test.issues.contains { issue in
            SignalVocabulary.inTheForeground.contains { issue.message.includes($0) && !issue.message.includes("not " + $0) }
        } || nameWords.contains("foreground") && nameWords.isDisjoint(with: SignalVocabulary.leavingTheForegroundWords)
    }

    /// The test is about work the OS keeps running in the background once declared (`SignalVocabulary.continuousBackgroundWork`).
    static func aboutContinuousBackgroundWork(_ context: FailureContext) -> Bool {
        // The name also unsplit: an acronym (`VoIPPushHandlerTests`) splits into letters (`vo ip`).
        let haystack = Expectation.testHaystack(context)
            + " " + (context.test.id.suite + " " + context.test.id.name).lowercased()
            + " " + context.code.compactMap(\.excerpt).filter { !FailureContext.isComment($0) }.joined(separator: " ").lowercased()
        return SignalVocabulary.continuousBackgroundWork.contains(where: haystack.contains)
    }

    /// The message asserts on what the work got done in a short stay away: not that something happened
    /// which should not have (a dialog shown, a flag set — the app acted; after minutes away what
    /// happened may be the OS's own doing, an expiration), and not the whole test running past its
    /// time limit (it never reached its assertion: a hang, not the OS's schedule).
    static func assertsWhatWasDone(_ message: String) -> Bool {
        !Expectation.saysSomethingHappened(message) && !TimeBudget.isWholeTestLimit(message)
    }

    /// `("Upload failed (NSURLErrorDomain -997): …") is not equal to ("Sent")`: the work ran and said why it failed.
    /// So does what the app showed (`("Upload failed: Lost connection to background transfer service (-997)")`):
    /// the first value XCTest quotes says the work failed.
    static func namesAnError(_ message: String) -> Bool {
        if ["ErrorDomain", "Error Domain=", "Error(", "error:"].contains(where: message.includes) { return true }
        guard let open = message.range(of: "(\""), let close = message.range(of: "\")", range: open.upperBound..<message.endIndex) else { return false }
        // (Its failure wording — `failed:`, `error (…)` —, not a count of them: `3 of 3 · 0 failed`, `No errors`.)
        let shown = message[open.upperBound..<close.lowerBound].lowercased()
        return ["failed:", "failed (", "error:", "error ("].contains(where: shown.includes)
    }

    private func verdict(_ evidence: [EvidencePointer]) -> RuleVerdict {
        RuleVerdict(
            rule: identifier, category: category, weight: EvidenceWeight(.test), stage: .systemCallback,
            reason: "The test expected the system to have run the task by a fixed time; the OS decides when, if at all.",
            evidence: evidence,
            nextStep: "Invoke the job or launch handler directly in the test instead of waiting for the OS.")
    }
}
