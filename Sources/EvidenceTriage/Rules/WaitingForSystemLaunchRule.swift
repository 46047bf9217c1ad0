import EvidenceCore

/// An expectation timed out while the test waited for the system to launch a task: the OS decides
/// when (and whether) a background task runs, so no wait is long enough in CI.
struct WaitingForSystemLaunchRule: ClassificationRule {
    let identifier = "waiting_for_system_launch"
    let category = TriageCategory.schedulingExpectationMismatch
    let summary = "An expectation timed out waiting for the system to launch or schedule a background task."

    let readsTheOS = true

    /// The real location manager monitoring a beacon region, and five minutes' wait for its entry: Core Location's to deliver.
    static let beaconRegionEntry = RuleExample.failure("LanternTests.BeaconCheckInTests/testCheckInWhenGalleryBeaconInRange",
        messages: ["Asynchronous wait failed: Exceeded timeout of 300 seconds, with unfulfilled expectations: \"entered gallery-120\"."],
        code: ["        let checkIn = BeaconCheckIn(manager: CLLocationManager())", "        checkIn.onEnter = { _ in entered.fulfill() }",
               "        checkIn.startMonitoring(CLBeaconRegion(beaconIdentityConstraint: gallery, identifier: \"gallery-120\"))",
               "        wait(for: [entered], timeout: 300)"])

    var triggeringExamples: [RuleExample] {
        [Self.beaconRegionEntry, Self.visitArrival, Self.activityWithoutMotion] + [
            // The same UI test's wait, where the app it launched submitted a task's request: the launch's
            // registration says nothing, the submission ties the test to the task.
            .failure("AppUITests.RulesSpecsUITests/testJasmineSpecsPass",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 600 seconds, with unfulfilled expectations: \"Jasmine tests\"."],
                     log: ["2026-12-03 11:04:26.902 App[52817] Registering launch handler for com.example.app.highlights-upload",
                           "2026-12-03 11:04:27.120 App[52817] BGProcessingTaskRequest submitted for com.example.app.highlights-upload"]),
            .failure("App.RefreshTests/testRefreshRunsWithinFifteenMinutes",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 900 seconds, with unfulfilled expectations: \"system launches com.example.app.refresh\"."]),
            .failure("App.SchedulingTests/testTaskFires", messages: ["Asynchronous wait failed: Exceeded timeout of 60 seconds, with unfulfilled expectations: \"done\"."]),
            // Background time's end is the system's to declare: a wait for the expiration handler waits for the OS.
            .failure("MerrowdownTests.UploaderExpirationTests/testExpirationHandlerRunsWhenBackgroundTimeRunsOut",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 40 seconds, with unfulfilled expectations: \"expiration handler cancelled the upload\"."]),
            // Nimble's poll of ten minutes for what the OS's processing task would record.
            .failure("SaltmarshDeviceTests.OfflineRegionRefreshSpec/OfflineRegionRefresh__nightly_processing_refresh__completes_within_the_overnight_window",
                     messages: ["expected to eventually not be nil, got <nil>"], duration: 600.4),
            // A background session's last callback, which the system makes only after it relaunched the app
            // for the session's events: a foreground test that waits for it waits for the OS.
            .failure("LanternfishTests.OfflineRegionDownloadTests/testFinishEventsCallbackFiresAfterBatch",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 60 seconds, with unfulfilled expectations: \"urlSessionDidFinishEvents delivered\"."]),
            // A watch refresh requested from watchOS and awaited with no timeout of its own: the test's time limit was that wait's.
            .failure("WatchTests.ComplicationRefreshTests/systemDeliversScheduledRefresh", messages: ["Time limit was exceeded: 120.000 seconds"],
                     code: Self.watchRefreshAwaited),
            // Stopped at its time allowance, its spindump inside its own ten-minute wait for the task's launch: the
            // allowance cut a wait for the OS short.
            .failure("TrailmarkTests.TrackUploadTaskTests/testQueuedTrackUploadsWhileLocked",
                     messages: ["Test exceeded execution time allowance of 2 minutes. The test may have hung."],
                     records: [.record("com.trailmark.app.track-upload", .processing, .submission, .succeeded)],
                     runLog: [Self.stoppedInItsWait],
                     code: ["    func testQueuedTrackUploadsWhileLocked() {", "        TrackUploadTask.shared.schedule()",
                            "        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)",
                            "        wait(for: [launched], timeout: 600)"]),
            // Stopped at its ten-minute allowance after the app submitted the task, its code waiting twenty minutes for
            // the launch: no spindump needed, the limit ended that wait.
            .failure("LarchmontTests.PantryRefreshSchedulingTests/testRefreshRunsWithinFifteenMinutesOfBackgrounding",
                     messages: ["Test exceeded execution time allowance of 10 minutes. The test may have hung; check Xcode's test report for additional diagnostics."],
                     log: ["2026-11-27 15:22:31.558 Larchmont[7411:74163] [PantryRefresh] submitted com.larchmont.pantry.refresh earliestBegin=+900s"],
                     code: Self.waitsLongerThanItsLimit),
            // …or posted the app's move to the background itself, or expired a task of its own: the OS is still to act.
            .failure("TidewatchWatchTests.ComplicationRefreshTests/testRefreshRunsAfterBackgrounding",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 900 seconds, with unfulfilled expectations: \"complication refreshed\"."],
                     code: ["        simulateDidEnterBackgroundNotification()", "        wait(for: [refreshed], timeout: 900)"]),
            // The test's own `simulate…` call moved the app to the background: what it waits for next is still the OS's.
            .failure("TidewatchWatchTests.ComplicationRefreshTests/testNextRefreshFiresWithinFifteenMinutesWindow",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 900 seconds, with unfulfilled expectations: \"complication refreshed\"."],
                     code: ["        coordinator.simulateMoveToBackground()", "        wait(for: [refreshed], timeout: 900)"]),
            // A Flutter test's Dart timeout, waiting for a geofence's event the OS delivers when it decides.
            .failure("geofence_test/delivers ENTER for the marina region", messages: ["TimeoutException after 0:00:30.000000: Future not completed"]),
            // A discretionary transfer: the system starts it when it judges best, not within the test's wait.
            .failure("SnapsendTests.NightlySyncDownloadTests/testDiscretionaryPrefetchCompletesWithinTimeout",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 30 seconds, with unfulfilled expectations: \"route sheet downloaded\"."]),
            // A wait named after the delegate entry point only the system calls, for a background session's events.
            .failure("ShoeboxTests.BackgroundUploadIntegrationTests/testHandleEventsCalledAfterUploadFinishes",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 45 seconds, with unfulfilled expectations: \"handleEventsForBackgroundURLSession\"."]),
            // The test asked WidgetKit to reload a timeline and waited for the provider to be asked again:
            // WidgetKit reloads on its own budget.
            .failure("WidgetTests.LeaderboardTimelineTests/testTimelineReloadsAfterPolicyDate",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 20 seconds, with unfulfilled expectations: \"getTimeline called a second time\"."],
                     code: ["    func testTimelineReloadsAfterPolicyDate() {", "        WidgetCenter.shared.reloadTimelines(ofKind: \"Leaderboard\")",
                            "        wait(for: [reloaded], timeout: 20)"]),
            // The test's own wait helper threw its timeout after a push to a terminated app: the system
            // decides whether to wake it.
            .failure("OrchardTests.BackgroundWakeTests/silentPushWakesTerminatedApp",
                     messages: ["Caught error: .timedOut(marker: \"silent-push-handled\", after: 20.0 seconds)"],
                     log: ["2026-11-19 09:52:40.402716+0000 Orchard[22871:301554] [sim] simctl push booted com.example.orchard payload.apns -> Notification sent to 'com.example.orchard'"]),
            // Pushes the Simulator was to deliver (`simctl push` said they went out), then a wait for the
            // app to have handled every one: the system delivers background pushes when it chooses.
            .failure("CourierUITests.SilentPushUITests/testSixSilentPushesProduceSixRefreshes",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 60 seconds, with unfulfilled expectations: \"Expect predicate 'label == \"6\"' for object \"debug.refreshCount\" StaticText\"."],
                     log: ["push-sender: simctl push 6E1D93F0 com.example.courier route=R-6 -> Notification sent to 'com.example.courier'"]),
            // A content-available push the test had a relay send through APNs (APNs' `apns-id` back), then a wait
            // for the app to get it: background pushes come when the system chooses.
            .failure("HearthnoteIntegrationTests.RemoteChangePushTests/testSharedNoteEditArrivesAsSilentPush",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 60 seconds, with unfulfilled expectations: \"CloudKit change push delivered to app\"."],
                     log: ["2026-12-01 14:07:28.968 Hearthnote[51388:614311] [PushRelayClient] POST https://push-relay.staging.example.app/v1/test-push -> 200 apns-id=5D1E8B42-0F7C-4A93-B6E2-19C4D3A7F058 (content-available, priority 5)"],
                     // (The delegate's name in a string it prints is no call of it.)
                     code: ["        NSLog(\"[PushTest] waiting up to 60 s for application(_:didReceiveRemoteNotification:fetchCompletionHandler:)\")",
                            "        await fulfillment(of: [delivered], timeout: 60)"]),
            // An XCTWaiter's `.timedOut` (raw value 2) asserted away, for a widget the system reloads on its own budget.
            .failure("AppUITests.SunWidgetUITests/testWidgetRefreshesOnTimelinePolicyWithinTenMinutes",
                     messages: ["XCTAssertEqual failed: (\"XCTWaiterResult(rawValue: 2)\") is not equal to (\"XCTWaiterResult(rawValue: 1)\") - widget still shows 07:29 after WidgetKit's timeline policy date"]),
            // A fake clock moved two days on, then a poll of what the system delivered: the OS keeps its
            // own clock, so the notification it was to deliver never came within the wait.
            .failure("BeaconTests.ReengagementNudgeTests/testNudgeIsDeliveredTwoDaysAfterLastOpen",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 10 seconds, with unfulfilled expectations: \"re-engagement nudge delivered\"."],
                     code: ["        let clock = TestClock(now: Date())", "        clock.advance(by: NudgeScheduler.delay + 120)",
                            "                let ids = await UNUserNotificationCenter.current().deliveredNotifications().map(\\.request.identifier)",
                            "        await fulfillment(of: [delivered], timeout: 10)"]),
            // WatchConnectivity's queued transfer: the system sends it to the phone when it chooses.
            .failure("StridelogWatchTests.WatchSyncTests/testWorkoutSummaryReachesPhoneWithinTenSeconds",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 10 seconds, with unfulfilled expectations: \"userInfo transfer finished\"."],
                     code: ["        WatchSync.shared.send(summary: [\"run\": \"CI-0007\"])", "        print(\"outstandingUserInfoTransfers=\\(session.outstandingUserInfoTransfers.count)\")",
                            "        wait(for: [delivered], timeout: 10)"]),
            // A download on a background URLSession, awaited on the test's clock: the system's transfer
            // daemon runs it when it judges best (the test's name says which session).
            .failure("PodTests.BackgroundSessionDownloadTests/testEpisodeArrives",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 45 seconds, with unfulfilled expectations: \"file moved into place\"."]),
            // The app's own line while the test ran: its uploads went to a background session.
            .failure("MetricsTests.BatchSenderTests/testQueuedBatchesAreSent",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 15 seconds, with unfulfilled expectations: \"batches sent\"."],
                     log: ["2026-10-02 11:20:04.118 MetricsHost[3310:40211] BatchSender: task 12 resumed in background session com.example.metrics.upload"]),
            // The test sent the app to the background, then waited for the app's own update.
            .failure("AppTests.LiveActivityTests/testActivityShowsCompletedWhileBackgrounded",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 30 seconds, with unfulfilled expectations: \"Live Activity shows .completed\"."],
                     code: ["        await XCUIDevice.shared.sendAppToBackground()", "        try await api.finishJob(named: \"big.iso\")",
                            "        await fulfillment(of: [completed], timeout: 30)"]),
            // The same count short, from a block that slept for what the platform's run loop was to fire: it awaited that.
            .failure("LumenSyncTests.RefreshTimerTests/firesScheduledRefreshOnMainRunLoop",
                     messages: ["Confirmation was confirmed 0 times, but expected to be confirmed 1 time"], duration: 0.302,
                     code: ["    @Test func firesScheduledRefreshOnMainRunLoop() async throws {", "        try await confirmation { refreshed in"],
                     helpers: Self.sleptInTheConfirmation),
        ]
    }

    /// A confirmation's block that starts a run-loop timer and sleeps for it to fire.
    static let sleptInTheConfirmation = ["            let scheduler = RefreshScheduler(interval: 0.2) { refreshed() }", "            scheduler.start()",
                                         "            try await Task.sleep(for: .milliseconds(300))"]

    /// A watch test that asks watchOS for a background refresh and awaits its delivery with no timeout of its own.
    static let watchRefreshAwaited = [
        "    func systemDeliversScheduledRefresh() async throws {",
        "            WKApplication.shared().scheduleBackgroundRefresh(withPreferredDate: Date(timeIntervalSinceNow: 60), userInfo: nil) { error in",
        "        await confirmation(\"handle(_:) received the refresh task\") { handled in",
    ]

    /// A spindump's reading of a test stopped inside XCTest's wait for its expectations (`SpindumpReport`).
    static let stoppedInItsWait = "Hang report: Trailmark (1184) — TrackUploadTaskTests/testQueuedTrackUploadsWhileLocked waits for its expectations (-[XCTWaiter waitForExpectations:timeout:enforceOrder:]); no thread runs the app's code"

    /// A test that waits twenty minutes for the launch of a task it submitted.
    static let waitsLongerThanItsLimit = [
        "    func testRefreshRunsWithinFifteenMinutesOfBackgrounding() throws {",
        "        try PantryRefreshScheduler.submit(after: 15 * 60)", "        wait(for: [ran], timeout: 1200)",
    ]

    /// The app started Core Location's visit monitoring (its own line) and the test waited ten minutes on a
    /// parked Simulator: a visit is the system's inference from real dwell and movement.
    static let visitArrival = RuleExample.failure(
        "TrailmarkTests.VisitMonitorTests/testArrivalRecordedAfterDwell",
        messages: ["Asynchronous wait failed: Exceeded timeout of 600 seconds, with unfulfilled expectations: \"visit arrival delivered\"."],
        log: ["2026-08-13 12:04:10.352000+0000 Trailmark[6312:41876] [Location] startMonitoringVisits auth=3"])

    /// The app's visit-monitoring line beside waits that are not for a visit.
    static let visitLineElsewhere: [RuleExample] = [
        // The same line in the window of a test about the app's own download (the app starts visit monitoring at every
        // launch): three minutes for the download is the code's wait, whatever the app started.
        .failure("TrailmarkTests.OfflineMapsTests/testRegionPackDownloads",
                 messages: ["Asynchronous wait failed: Exceeded timeout of 180 seconds, with unfulfilled expectations: \"region pack downloaded\"."],
                 log: ["2026-08-13 12:04:10.352000+0000 Trailmark[6312:41876] [Location] startMonitoringVisits auth=3"]),
        // The same visit monitoring started, and five seconds for the app's own arrival list: the code's callback.
        .failure("TrailmarkTests.VisitMonitorTests/testArrivalListLoads",
                 messages: ["Asynchronous wait failed: Exceeded timeout of 5 seconds, with unfulfilled expectations: \"arrival list loaded\"."],
                 log: ["2026-08-13 12:04:10.352000+0000 Trailmark[6312:41876] [Location] startMonitoringVisits auth=3"]),
    ]

    /// Two minutes for the app's own download, beside a Simulator's Bluetooth line: not what the destination cannot make.
    static let downloadBesideBluetooth = RuleExample.failure("PodTests.EpisodeDownloadTests/testEpisodeDownloadFinishes",
        messages: ["Asynchronous wait failed: Exceeded timeout of 120 seconds, with unfulfilled expectations: \"episode file written\"."],
        log: ["2024-09-03 16:40:12.651311+0000 Pod[30377:1402240] [CoreBluetooth] XPC connection invalid"])

    /// A minute and a half's wait for a motion activity event where CoreMotion said the destination has no coprocessor.
    static let activityWithoutMotion = RuleExample.failure("RunnerTests.TrackingIntegrationTests/testActivityChangeReportsInVehicle",
        messages: ["Asynchronous wait failed: Exceeded timeout of 90 seconds, with unfulfilled expectations: \"activitychange in_vehicle\"."],
        log: [TestInfrastructureRule.noMotionLine])

    var nonTriggeringExamples: [RuleExample] {
        Self.visitLineElsewhere + [Self.downloadBesideBluetooth] + [
            // A minute's wait for the answer to a permission prompt, whatever the test schedules after it: a person's to give.
            .failure("RunnerTests.NotificationPermissionTests/testDailyDigestScheduledAtEight",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 60 seconds, with unfulfilled expectations: \"notification authorization granted\"."]),
            // The same manager, and five seconds for the state of a region the code rearmed: the code's to ask for.
            .failure("FerrylineTests.FenceRearmTests/testRearmAfterTimetableChangeKeepsMonitoring",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 5 seconds, with unfulfilled expectations: \"state determined for terminal.fauntleroy.v2\"."],
                     code: ["        let manager = CLLocationManager()", "        let registry = GeofenceRegistry(manager: manager)",
                            "        let new = CLCircularRegion(center: .init(latitude: 47.5113, longitude: -122.3846), radius: 120, identifier: \"terminal.fauntleroy.v2\")",
                            "        registry.rearm(replacing: old, with: new)", "        wait(for: [determined], timeout: 5)"]),
            // The test ran the task's callback itself (its own `simulate…` call) and then waited: for the app's work,
            // not for the OS to launch anything.
            .failure("tide sync (ios)/pulls today's tides after a simulated background fetch",
                     messages: ["TimeoutException after 0:05:00.000000: Test timed out after 5 minutes."],
                     code: ["    testWidgets(\"pulls today's tides after a simulated background fetch\", (tester) async {",
                            "      await simulateBackgroundTask(tideSyncTask);",
                            "      await tester.pumpUntilFound(find.text('Updated just now'), timeout: const Duration(minutes: 5));"]),
            // The same test with no submission seen: it may have hung before its wait.
            .failure("LarchmontTests.PantryRefreshSchedulingTests/testRefreshRunsWithinFifteenMinutesOfBackgrounding",
                     messages: ["Test exceeded execution time allowance of 10 minutes. The test may have hung; check Xcode's test report for additional diagnostics."],
                     code: Self.waitsLongerThanItsLimit),
            // …or whose long wait follows no submission of its own (the app's launch submitted its task): the limit
            // ended a wait for the test's own import.
            .failure("LarchmontTests.PantryImportTests/testImportFinishes",
                     messages: ["Test exceeded execution time allowance of 10 minutes. The test may have hung; check Xcode's test report for additional diagnostics."],
                     log: ["2026-11-27 15:22:31.558 Larchmont[7411:74163] [PantryRefresh] submitted com.larchmont.pantry.refresh earliestBegin=+900s"],
                     code: ["        importer.importLargeArchive(at: archiveURL) { imported.fulfill() }", "        wait(for: [imported], timeout: 1200)"]),
            // …or with a wait shorter than its limit: the limit ended something else.
            .failure("LarchmontTests.PantryRefreshSchedulingTests/testRefreshRunsWithinFifteenMinutesOfBackgrounding",
                     messages: ["Test exceeded execution time allowance of 10 minutes. The test may have hung; check Xcode's test report for additional diagnostics."],
                     log: ["2026-11-27 15:22:31.558 Larchmont[7411:74163] [PantryRefresh] submitted com.larchmont.pantry.refresh earliestBegin=+900s"],
                     code: ["        try PantryRefreshScheduler.submit(after: 15 * 60)", "        wait(for: [ran], timeout: 300)"]),
            // The same test stopped at its allowance with no spindump: where it hung is unknown.
            .failure("TrailmarkTests.TrackUploadTaskTests/testQueuedTrackUploadsWhileLocked",
                     messages: ["Test exceeded execution time allowance of 2 minutes. The test may have hung."],
                     records: [.record("com.trailmark.app.track-upload", .processing, .submission, .succeeded)],
                     code: ["    func testQueuedTrackUploadsWhileLocked() {", "        TrackUploadTask.shared.schedule()",
                            "        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)",
                            "        wait(for: [launched], timeout: 600)"]),
            // APNs refused the push the test's relay sent (its reason back): nothing went out for the system to deliver.
            .failure("HearthnoteIntegrationTests.RelayTests/testRelayedNoteReachesTheApp",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 20 seconds, with unfulfilled expectations: \"note delivered to app\"."],
                     log: ["2026-12-01 14:07:28.968 Hearthnote[51388:614311] [PushRelayClient] POST https://push-relay.staging.example.app/v1/test-push -> 400 {\"reason\":\"BadDeviceToken\"} apns-id=5D1E8B42-0F7C-4A93-B6E2-19C4D3A7F058"]),
            // What the test waited for was to come once the app was opened again: the app's doing on return.
            .failure("Cold start after a background launch/shows the home screen when the app is opened after a headless launch",
                     messages: ["Test Failed: Timed out while waiting for expectation: TOBEVISIBLE WITH MATCHER(id == “home-screen”) TIMEOUT(20s)"]),
            // A UI test's long wait for its own harness's report, while the app it launched registered its
            // tasks' handlers, as every launch does: nothing of the test's is background work.
            .failure("AppUITests.RulesSpecsUITests/testJasmineSpecsPass",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 600 seconds, with unfulfilled expectations: \"Jasmine tests\"."],
                     log: ["2026-12-03 11:04:26.902 App[52817] Registering launch handler for com.example.app.highlights-upload"]),
            // The same time limit over a test that asks the system for nothing: it hung before its end.
            .failure("WatchTests.ComplicationRefreshTests/formatterHandlesEveryStation", messages: ["Time limit was exceeded: 120.000 seconds"],
                     code: ["    func formatterHandlesEveryStation() async throws {", "        for station in await StationStore.shared.all() { _ = ComplicationFormatter.format(station) }"]),
            // A confirmation counted short after 6 ms: `confirmation` does not wait, so the test awaited nothing
            // (its callback came later, on the code's own queue), whatever the test is named after.
            .failure("AppTests.TideAlertSchedulerTests/schedulesHighTideAlertAfterRefresh",
                     messages: ["Confirmation was confirmed 0 times, but expected to be confirmed 1 time"], duration: 0.006),
            // A job's batch given two seconds by the test's name: a budget for the code, not a wait for the OS.
            .failure("SnapcrateTests.PhotoBackupJobTests/testBatchCompletesWithinTwoSeconds",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 2 seconds, with unfulfilled expectations: \"backup finished\"."]),
            // The awaited thing is the job's own work: not the system's timing.
            .failure("App.SyncJobTests/testSyncCompletes", messages: ["Asynchronous wait failed: Exceeded timeout of 5 seconds, with unfulfilled expectations: \"sync finished\"."]),
            // The test called Core Location's delegate with its own region crossing: what it awaited is the app's handling.
            .failure("AppTests.GeofenceMonitorTests/testEnterEventReachesTripLogger",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 2 seconds, with unfulfilled expectations: \"didEnter event for trailhead-17\"."],
                     code: ["        manager.proxy.locationManager(manager.clManager, didEnterRegion: region)", "        await fulfillment(of: [entered], timeout: 2)"]),
            // A download that is not discretionary, awaited in the foreground: the session's own work.
            .failure("SnapsendTests.PhotoDownloadTests/testForegroundDownloadCompletes",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 30 seconds, with unfulfilled expectations: \"photo downloaded\"."]),
            // The provider's timeline asked for directly: the test's own call, no reload awaited.
            .failure("WidgetTests.LeaderboardTimelineTests/testTimelineHasTenEntries",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 2 seconds, with unfulfilled expectations: \"timeline\"."],
                     code: ["    func testTimelineHasTenEntries() {", "        provider.getTimeline(in: context) { timeline in done.fulfill() }",
                            "        wait(for: [done], timeout: 2)"]),
            // The test calls the entry point itself: it delivered the event, and waited for its own code.
            .failure("ShoeboxTests.BackgroundUploadTests/testHandleEventsStoresCompletion",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 5 seconds, with unfulfilled expectations: \"handleEventsForBackgroundURLSession\"."],
                     code: ["        appDelegate.application(app, handleEventsForBackgroundURLSession: \"uploads\") { done.fulfill() }",
                            "        wait(for: [done], timeout: 5)"]),
            // The push's payload handed to the app's handler by the test itself: no delivery to wait for.
            .failure("AppTests.PushBridgeTests/testFetchCompletionHandlerInvoked",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 5 seconds, with unfulfilled expectations: \"completion\"."],
                     code: ["        bridge.didReceiveRemoteNotification([\"aps\": [\"content-available\": 1]]) { _ in done.fulfill() }",
                            "        wait(for: [done], timeout: 5)"]),
            // Sent home and brought back before the wait: the app was in front for it.
            .failure("AppTests.BackgroundSyncTests/testSyncFinishesAfterReturning",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 10 seconds, with unfulfilled expectations: \"sync finished\"."],
                     code: ["        XCUIDevice.shared.press(.home)", "        app.activate()", "        wait(for: [finished], timeout: 10)"]),
            // The same wait with nothing saying the transfer went to a background session: the app's own work.
            .failure("MetricsTests.BatchSenderTests/testQueuedBatchesAreSent",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 15 seconds, with unfulfilled expectations: \"batches sent\"."]),
            .failure("App.RefreshTests/testRefreshRuns", messages: ["XCTAssertEqual failed: (\"1\") is not equal to (\"2\")"]),
            // A delegate callback the test may call itself (`performFetch`): naming it says nothing of who was awaited.
            .failure("App.BackgroundFetchTests/testPerformFetch", messages: ["Asynchronous wait failed: Exceeded timeout of 30 seconds, with unfulfilled expectations: \"performFetch called\"."]),
            // Words inside other words say nothing: FileSystem…, Firestore….
            .failure("App.FileSystemCacheTests/testWriteCompletes", messages: ["Asynchronous wait failed: Exceeded timeout of 5 seconds, with unfulfilled expectations: \"write finished\"."]),
            .failure("App.FirestoreSyncTests/testUploadCompletes", messages: ["Asynchronous wait failed: Exceeded timeout of 5 seconds, with unfulfilled expectations: \"upload finished\"."]),
            // The app recorded the task's launch under this test's name: the launch stage held, whatever the wait says.
            .failure("Background sync/syncs the ledger when the processing task cold-launches the app",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 30 seconds, with unfulfilled expectations: \"ledger synced\"."],
                     records: [.record("com.example.ledger.sync", .processing, .launch, .succeeded, test: "Background sync/syncs the ledger when the processing task cold-launches the app")]),
            // The system launched the task while the test waited: whatever the name says, the OS did its part.
            .failure("App.KeyUpdateTests/testUpdateKeysRunsOnSimulatedLaunch",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 20 seconds, with unfulfilled expectations: \"UpdateKeysFromServer called\"."],
                     log: ["Starting simulated task: <BGProcessingTask: com.example.app.exposure-notification>"]),
        ]
    }

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        // The OS holding no request at all is no slowness of the OS (see NoTaskRequestScheduledRule);
        // a launch while the test waited (LaunchedNeverCompletedRule) means the wait was not for the OS.
        // Nor once the task is seen running at all (a record of its launch stamped with this test, the
        // job's own end): the launch stage held, so the wait did not fail on it.
        // Nor where its name says what it waited for came once the app was back in front (`…when the app is
        // opened after a headless launch`): the app's own doing on return.
        guard let timeout = context.expectation.systemWait, !context.says(.noTaskRequest), context.launchedWhileWaiting == nil,
              !Expectation.taskRanInThisTest(context), !context.expectation.expectsItBackInFront else { return nil }
        return RuleVerdict(
            rule: identifier, category: category, weight: EvidenceWeight(.test), stage: .systemCallback,
            reason: "The test waited for the system to run a background task and timed out; the OS does not run tasks on a test's schedule.",
            evidence: timeout.evidence.map { [$0] } ?? [],
            nextStep: "Do not wait for the OS: call the job (or the launch handler with a fake task) directly and assert on its result.")
    }
}
