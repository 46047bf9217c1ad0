import EvidenceCore
import EvidenceReaders

/// The test exercises a task identifier that the built app's plist does not permit: the OS will refuse
/// to register or submit it, whatever the test's assertion says.
struct IdentifierNotPermittedRule: ClassificationRule {
    let identifier = "identifier_not_permitted"
    let category = TriageCategory.configurationRegression
    let summary = "The test exercises a task identifier missing from BGTaskSchedulerPermittedIdentifiers in the built Info.plist."

    var triggeringExamples: [RuleExample] {
        [
            // The same test, with the refusal the app recorded while it ran: its name's tie stands.
            .failure("KelpieUITests.RosterPushTests/testSilentPushRefreshesRosterInBackground", messages: ["XCTAssertTrue failed"],
                     records: [.record("com.kelpie.roster.refresh", .appRefresh, .registration, .failed, error: "BGTaskScheduler.Error.notPermitted",
                                       test: "RosterPushTests/testSilentPushRefreshesRosterInBackground")],
                     plist: .built(permitted: ["com.kelpie.roster.sync"], modes: ["fetch", "remote-notification"])),
            // An SDK's job manager whose task the host app's plist does not permit: the message reports the refusal,
            // whatever job words the SDK's names hold.
            .failure("TrailTests.OfflineAreaJobTests/testJobManagerRegistersStatusCheckTask",
                     messages: ["XCTAssertTrue failed - GeoKit JobManager could not register com.geokit.toolkit.jobManager.statusCheck"],
                     records: [.record("com.geokit.toolkit.jobManager.statusCheck", .appRefresh, .registration, .failed)],
                     plist: .built(permitted: ["com.trail.maps.tile-refresh"], modes: ["fetch"])),
            // A count of the job's data after a simulated launch the system answered with no request, the task's registration
            // refused (round 91's `pq07`): the job never ran, so its data says only that — a misspelt identifier.
            .failure("WayfarerTests.TileCacheCleanupTests/testSimulatedLaunchPurgesOldTiles", messages: ["XCTAssertEqual failed: (\"3\") is not equal to (\"1\")"],
                     log: ["2026-11-03 18:44:10.126611+0000 Wayfarer[9021:77120] No task request with identifier com.example.nav.tile-cache-cleanup has been scheduled"],
                     records: [.record("com.example.nav.tile-cache-cleanup", .processing, .registration, .failed, error: "BGTaskScheduler.Error.notPermitted")],
                     plist: .built(permitted: ["com.example.nav.tilecache-cleanup"], modes: ["processing"]),
                     code: ["        TileCache.shared.seed(ageInDays: [1, 45, 90])", "        try? TileCacheCleanup.schedule()",
                            "        BGTaskScheduler.shared.perform(NSSelectorFromString(\"_simulateLaunchForTaskWithIdentifier:\"), with: TileCacheCleanup.identifier)",
                            "        XCTAssertEqual(TileCache.shared.count, 1)"]),
            // A test named with the task's word whose code reads the task's launches: its name's tie stands.
            .failure("BeaconTests.OvernightSchedulingTests/testCleanupRunsOnBattery",
                     messages: ["XCTUnwrap failed: expected non-nil value of type \"TaskLaunch\""],
                     records: [.record("com.example.app.cleanup", .processing, .registration, .failed, error: "BGTaskScheduler.Error.notPermitted")],
                     plist: .built(permitted: ["com.example.app.clean-up"], modes: ["processing"]),
                     code: ["        let firstRun = try XCTUnwrap(log.launches(of: TaskIdentifiers.cleanup, in: night).first)"]),
            // The test asserts on what the app recorded of its registrations, and names the refused task:
            // `cache` in the other task's name is no assertion on a job's data.
            .failure("AppTests.BackgroundRegistrationTests/testAllTaskIdentifiersRegisterAtLaunch",
                     messages: ["XCTAssertTrue failed - registration failed for com.example.app.tide-refresh (errorType: BGTaskScheduler.registrationRejected)"],
                     records: [.record("com.example.app.tide-refresh", .appRefresh, .registration, .failed, error: "BGTaskScheduler.registrationRejected"),
                               .record("com.example.app.chart-cache-cleanup", .processing, .registration, .failed, error: "BGTaskScheduler.registrationRejected")],
                     plist: AppInfoPlist(path: "Build/Products/Debug-iphonesimulator/App.app/Info.plist", dictionary: ["CFBundleIdentifier": "com.example.app"]),
                     code: ["        XCTAssertEqual(Set(records.map(\\.identifier)),", "                       [BackgroundTaskRegistry.tideRefresh, BackgroundTaskRegistry.chartCacheCleanup])",
                            "        for record in records {",
                            "            XCTAssertTrue(record.outcome == .succeeded, \"registration failed for \\(record.identifier) (errorType: \\(record.errorType ?? \"nil\"))\")"]),
            .failure("App.CleanupTests/testCleanupRuns", messages: ["XCTAssertTrue failed - cleanup did not run"],
                     records: [.record("com.example.app.cleanup", .processing, .submission, .failed, error: "BGTaskSchedulerErrorDomain:3")],
                     plist: .built(permitted: ["com.example.app.refresh"], modes: ["fetch", "processing"])),
            .failure("App.SyncTests/testSubmit", messages: ["submitting com.example.app.sync failed"],
                     plist: .built(permitted: ["com.example.app.refresh"], modes: ["fetch"])),
            // The run's line names a background session of the same name, but the test's own code submits it as a task.
            .failure("CairnlineTests.SyncSchedulingTests/testSyncRequestIsAccepted",
                     messages: ["submitting com.cairnline.sync failed"],
                     plist: .built(permitted: ["com.cairnline.refresh"], modes: ["fetch", "processing"]),
                     runLog: ["2026-11-28 08:30:27.411976+0000 Cairnline[11203:148815] [com.cairnline.app:Sync] background session com.cairnline.sync created (sessionSendsLaunchEvents=1)"],
                     code: ["        XCTAssertNoThrow(try BGTaskScheduler.shared.submit(BGProcessingTaskRequest(identifier: \"com.cairnline.sync\")))"]),
            // A test that checks the built plist, naming the identifier it misses.
            .failure("AppTests.InfoPlistTests/testEveryDeclaredTaskIsPermitted", messages: ["XCTAssertTrue failed - com.example.app.thumbs missing from built Info.plist"],
                     plist: .built(permitted: ["com.example.app.refresh", "com.example.app.legacy-sync"], modes: ["fetch", "processing"])),
            // A test of the permitted list as a whole, its message naming nothing, in a run whose launch had a
            // task refused as not advertised: the list it checks is the one missing it.
            .failure("AppTests.BGTaskSchedulerPermittedIdentifiersTests/testBGTaskSchedulerPermittedIdentifierRetrieval", messages: ["XCTAssertNotNil failed"],
                     plist: .built(permitted: ["com.example.app.exposure-notfication"], modes: ["processing"]),
                     runLog: ["2026-11-26 13:48:52.418 App[30572:1284120] Registration rejected; com.example.app.exposure-notification is not advertised in the application's Info.plist"],
                     code: ["        let identifiers = BackgroundTaskIdentifiers(in: Bundle(for: BackgroundTaskIdentifiers.self))",
                            "        XCTAssertNotNil(identifiers.exposureNotification)"]),
            // A .NET test in a jobs suite whose message reports the refusal in the API's words (`Register returned false`).
            .failure("BackgroundJobsTests/RegistersSyncTaskAtLaunch",
                     messages: ["BGTaskScheduler.Register returned false for com.example.app.sync\nExpected: True\nBut was:  False"],
                     records: [.record("com.example.app.sync", .processing, .registration, .failed, error: "BGTaskScheduler.registrationRejected")],
                     plist: .built(permitted: ["com.example.app.jobs"], modes: ["processing"])),
            // A wildcard entry covers only what it prefixes: `export.*` permits no `upload.…`.
            .failure("App.ContinuedUploadTests/testUploadSubmits", messages: ["Expectation failed: submitting com.example.app.upload.T-9 failed"],
                     records: [.record("com.example.app.upload.T-9", .processing, .submission, .failed, error: "BGTaskScheduler.Error.notPermitted")],
                     plist: .built(permitted: ["com.example.app.export.*"], modes: ["processing"])),
        ]
    }

    /// The refused task's records are all stamped with another test's name: while this one ran (a silent push's,
    /// its name sharing the task's words) the app took no step of it — its failure is its own.
    static let recordedUnderAnotherTest = RuleExample.failure(
        "KelpieUITests.RosterPushTests/testSilentPushRefreshesRosterInBackground", messages: ["XCTAssertTrue failed"],
        records: [.record("com.kelpie.roster.refresh", .appRefresh, .registration, .failed, error: "BGTaskScheduler.Error.notPermitted",
                          test: "DiagnosticsUITests/testBackgroundRefreshScheduled")],
        plist: .built(permitted: ["com.kelpie.roster.sync"], modes: ["fetch", "remote-notification"]),
        code: ["        XCUIDevice.shared.press(.home)", "        try PushSender.sendSilent([\"aps\": [\"content-available\": 1]], to: app)",
               "        app.activate()", "        XCTAssertTrue(app.staticTexts[\"roster.week.33\"].waitForExistence(timeout: 20))"])

    var nonTriggeringExamples: [RuleExample] {
        Self.anotherTasksOrASessions + Self.uiKitsBackgroundTasks + [Self.recordedUnderAnotherTest] + [
            // A formatter's test whose failing line holds the app's namespace inside prose (a thread's name in a
            // crash report): no task, beside a plist that permits another.
            .failure("LarkspurTests.CrashReportFormatterTests/testThreadNameIncludedInReport", messages: ["XCTAssertTrue failed"],
                     plist: .built(permitted: ["com.larkspur.telemetry.log-upload"], modes: ["processing"]),
                     code: ["        let text = CrashReportFormatter().format(report)", "        XCTAssertTrue(text.contains(\"Thread 0 name: com.larkspur.upload\"))"]),
            // The running app registered the task, which the OS allows only for a permitted identifier: the plist
            // collected (a restored cache's, an older build's) is not the one the app ran with.
            .failure("LedgerlyTests.ReceiptOCRSchedulingTests/testOCRBatchRunsOvernight",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 90 seconds, with unfulfilled expectations: \"OCR batch ran\"."],
                     records: [.record("io.ledgerly.app.receipt-ocr", .processing, .registration, .succeeded)],
                     plist: .built(permitted: ["io.ledgerly.app.statement-sync"], modes: ["fetch"])),
            // The same refusal beside a validator's unit test named after the list, which reads no bundle: not the plist's test.
            .failure("AppTests.PermittedIdentifierValidatorTests/testRejectsIdsNotInPermittedList", messages: ["XCTAssertFalse failed"],
                     plist: .built(permitted: ["com.example.app.exposure-notfication"], modes: ["processing"]),
                     runLog: ["2026-11-26 13:48:52.418 App[30572:1284120] Registration rejected; com.example.app.exposure-notification is not advertised in the application's Info.plist"],
                     code: ["        XCTAssertFalse(PermittedIdentifierValidator(permitted: [\"a.b.c\"]).accepts(\"a.b.d\"))"]),
            // The same test of the permitted list in a run whose scheduler refused no registration: no task it is seen to miss.
            .failure("AppTests.BGTaskSchedulerPermittedIdentifiersTests/testBGTaskSchedulerPermittedIdentifierRetrieval", messages: ["XCTAssertNotNil failed"],
                     plist: .built(permitted: ["com.example.app.exposure-notfication"], modes: ["processing"])),
            // A JavaScript unit test named with the task's word (`skips watering after rain`, beside the app's
            // `…watering` task the registration refused), whose archived code only asserts what a function computed.
            .failure("wateringSchedule/skips watering after rain",
                     messages: ["AssertionError: expected true to be false // Object.is equality"],
                     records: [.record("com.example.app.watering", .appRefresh, .registration, .failed, error: "BGTaskScheduler.Error.notPermitted")],
                     plist: .built(permitted: ["com.example.watering"], modes: ["fetch"]),
                     code: ["  it('skips watering after rain', () => {", "    expect(isDue(plant, now, { rainMmLast24h: 12 })).toBe(false);"]),
            // A test about a refresh token (`RefreshTokenReadable…`), beside a task `token-refresh` the plist does
            // not permit: the name's words are the task's in another order, another thing.
            .failure("AppTests.TokenStoreTests/testRefreshTokenReadableAfterFirstUnlock",
                     messages: ["XCTAssertEqual failed: (\"Optional(\"ak\")\") is not equal to (\"Optional(\"cku\")\") - refresh token must stay readable while the device is locked"],
                     records: [.record("com.example.app.token-refresh", .appRefresh, .registration, .failed, error: "BGTaskScheduler.registrationRejected")],
                     plist: .built(permitted: ["com.example.app.refresh"], modes: ["fetch"])),
            // A Flutter test named after a background sync whose code runs the job itself and takes no step of the OS's
            // path (no scheduler, registration or submission): the name's word ties it to no task the plist refuses.
            .failure("sync flow/shows Synced after background sync completes", messages: ["pumpAndSettle timed out"],
                     records: [.record("com.example.app.sync", .appRefresh, .registration, .failed, error: "BGTaskScheduler.Error.notPermitted")],
                     plist: .built(permitted: ["com.example.app.refresh"], modes: ["fetch"]),
                     code: ["    testWidgets('shows Synced after background sync completes', (tester) async {",
                            "      await SyncJob.instance.runNow(trigger: 'test');", "      await tester.pumpAndSettle();"]),
            // A Kotlin/Native frame names the test's class in the app's namespace: a class, not a task.
            .failure("com.example.sync.IosSyncRunnerTest/expirationEndsBackgroundTask",
                     messages: ["kotlin.AssertionError: background task must end inside the expiration handler. Expected <[1]>, actual <[]>.\n    at 6   test.kexe   0x102fa8e0f  kfun:com.example.sync.IosSyncRunnerTest.$expirationEndsBackgroundTask$FUNCTION_REFERENCE$1.invoke#internal + 95"],
                     plist: .built(permitted: ["com.example.app.refresh"], modes: ["fetch"])),
            // The OS accepted its submission: a plugin's task name on the legacy fetch API, which needs no entry.
            .failure("journal-e2e/background-sync", messages: ["Element not found: Text matching regex: Last background sync: \\d{2}:\\d{2}"],
                     records: [.record("journal-background-sync", .appRefresh, .registration, .succeeded),
                               .record("journal-background-sync", .appRefresh, .submission, .succeeded)],
                     plist: .built(permitted: [], modes: ["fetch"])),
            // Another app's task in the scheduler's export (it holds every app's): a word of the test's
            // name (`refresh`) does not make it this test's.
            .failure("App.FeedTests/testPullToRefreshLoadsFeed",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 10 seconds, with unfulfilled expectations: \"feed loaded\"."],
                     plist: .built(permitted: ["com.example.app.feed"], modes: ["fetch"]),
                     runLog: ["2026-08-10 01:42:42.121544+0000 dasd[118]: Submitted: bgRefresh-com.apple.weather.refresh:041399 at priority 10"]),
            .failure("App.RefreshTests/testRefreshRuns", messages: ["XCTAssertEqual failed: (\"1\") is not equal to (\"2\")"],
                     records: [.record("com.example.app.refresh", .appRefresh, .registration, .succeeded)],
                     plist: .built(permitted: ["com.example.app.refresh"], modes: ["fetch"])),
            .failure("App.CleanupTests/testCleanupRuns", messages: ["com.example.app.cleanup did not finish"]),
            // A background URLSession's identifier is its configuration's, never a task's: no plist lists it.
            .failure("AppTests.ImageDownloadTests/testTwoFeedsDownloadInParallel", messages: ["XCTAssertEqual failed: (\"1\") is not equal to (\"2\") - completed downloads"],
                     log: ["Reader[7001:52110] A background URLSession with identifier com.example.app.images already exists!"],
                     records: [.record("com.example.app.refresh", .appRefresh, .registration, .succeeded)],
                     plist: .built(permitted: ["com.example.app.refresh"], modes: ["fetch"]),
                     code: ["        let config = URLSessionConfiguration.background(withIdentifier: \"com.example.app.images\")"]),
            // The identifier a test hands `handleEventsForBackgroundURLSession:` is a session's, where its
            // assertion's message repeats it too.
            .failure("AppTests.AppDelegateBackgroundEventsTests/testHandleEventsKeepsCompletionHandler",
                     messages: ["XCTAssertNotNil failed - completion handler for com.example.app.upload.survey was not kept"],
                     records: [.record("com.example.app.refresh", .appRefresh, .registration, .succeeded)],
                     plist: .built(permitted: ["com.example.app.refresh"], modes: ["fetch"]),
                     code: ["        delegate.application(UIApplication.shared, handleEventsForBackgroundURLSession: \"com.example.app.upload.survey\") { called = true }",
                            "        XCTAssertNotNil(delegate.uploads.completionHandler, \"completion handler for com.example.app.upload.survey was not kept\")"]),
            // A message about a background session and no task: the identifiers it compares are sessions'.
            .failure("AppTests.BackgroundUploadSessionTests/testSessionIdentifierIsStableAcrossLaunches",
                     messages: ["XCTAssertEqual failed: (\"com.example.app.upload.9D3B6F18\") is not equal to (\"com.example.app.upload.1F8A0C47\") - a relaunched app must reattach to the same background session"],
                     records: [.record("com.example.app.refresh", .appRefresh, .registration, .succeeded)],
                     plist: .built(permitted: ["com.example.app.refresh"], modes: ["fetch"])),
            // The unified log's `[subsystem:category]` names the app's logger, not a task (a watch app's
            // WatchKit refresh, which no plist lists).
            .failure("CairnWatchUITests.WatchRefreshUITests/testScheduledRefreshArrivesWithinFifteenMinutes",
                     messages: ["XCTAssertNotEqual failed: (\"Last refresh: 03:43\") is equal to (\"Last refresh: 03:43\") - no background refresh was delivered"],
                     log: ["2026-11-10 03:43:38.602955+0000 CairnWatch Watch App[41990:2207115] [com.cairn.app.watchkitapp:Refresh] scheduleBackgroundRefresh(withPreferredDate: 2026-11-10 03:48:38 +0000) succeeded"],
                     plist: .built(permitted: [], modes: [])),
            // The app's own line names the background session its transfer went to: a session, not a task.
            .failure("WaypointTests.OfflineRegionDownloadTests/testBackgroundDownloadCompletesAfterSuspend",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 120 seconds, with unfulfilled expectations: \"region pack downloaded\"."],
                     log: ["Waypoint[6633:211120] [OfflineRegionDownloader] downloadTask 1 resumed in background session com.example.app.offline-regions: https://tiles.example/alps.pack"],
                     plist: .built(permitted: ["com.example.app.region-refresh"], modes: ["fetch"])),
            // The wildcard's stem, in the test's check of the identifiers the code builds on it: no task of its own.
            .failure("AppTests.ExportCoordinatorTests/testExportIdentifierUsesTheWildcardsPrefix",
                     messages: ["XCTAssertTrue failed - identifier must start with com.example.app.export."],
                     plist: .built(permitted: ["com.example.app.export.*"], modes: ["processing"]),
                     code: ["        XCTAssertTrue(identifier.hasPrefix(\"com.example.app.export.\"), \"identifier must start with com.example.app.export.\")"]),
            // iOS 26's continued-processing tasks: the wildcard entry permits every identifier it prefixes.
            .failure("App.ContinuedUploadTests/testUploadStartsRightAfterSubmit", messages: ["Expectation failed: (launched → false) == true"],
                     records: [.record("com.example.app.upload.*", .processing, .registration, .succeeded),
                               .record("com.example.app.upload.T-43", .processing, .submission, .succeeded)],
                     plist: .built(permitted: ["com.example.app.upload.*"], modes: ["processing"])),
        ]
    }

    /// Names UIKit's background tasks were begun under (a fake application records them), not BGTaskScheduler identifiers.
    static let uiKitsBackgroundTasks: [RuleExample] = [
        // A name UIKit's background task was begun under (a fake application records it), not a BGTaskScheduler identifier.
        .failure("RoadnoteTests.AccessoryConnectTests/testBackgroundConnectBeginsBackgroundTask",
                 messages: ["XCTAssertEqual failed: (\"nil\") is not equal to (\"Optional(\"com.example.app.accessory.connect\")\")"],
                 plist: .built(permitted: ["com.example.app.refresh"], modes: ["fetch"]),
                 code: ["        connector.accessoryConnected(FakeAccessory(opens: true))", "        XCTAssertNotEqual(connector.backgroundTaskID, .invalid)",
                        "        XCTAssertEqual(app.begunTaskNames.first, AccessoryConnector.taskName)"]),
        // The same, its UIKit words in an assertion that failed after its failing line (round 91's `pq07`: XCTest goes on).
        .failure("WayfarerTests.SecondaryTransportBackgroundTests/testSocketKeptAliveDuringBackgroundTask",
                 messages: ["XCTAssertTrue failed - socket should stay open while the background task runs",
                            "XCTAssertEqual failed: (\"[]\") is not equal to (\"[\"com.example.transport.secondary\"]\")"],
                 plist: .built(permitted: ["com.example.nav.cleanup"], modes: ["processing"]),
                 code: ["    func testSocketKeptAliveDuringBackgroundTask() {", "        manager.appWillEnterBackground()",
                        "        XCTAssertTrue(tcp.isOpen, \"socket should stay open while the background task runs\")"],
                 helpers: ["        XCTAssertEqual(app.begunTaskNames, [SecondaryTransportManager.backgroundTaskName])"]),
    ]

    /// A name the test shares with another task, or a background session's: no task of this test's.
    static let anotherTasksOrASessions: [RuleExample] = [
            // The test's name ties it to the compaction task (`…CompactionLaunch…`), not to another task its suite's
            // name shares a word with (`BackgroundRefreshTests`) whose registration the app's launch had refused.
            .failure("WeirgateTests.BackgroundRefreshTests/testSimulatedCompactionLaunchRunsCompaction",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 30 seconds, with unfulfilled expectations: \"compaction ran\"."],
                     records: [.record("com.weirgate.gauges.refresh", .appRefresh, .registration, .failed, error: "BGTaskScheduler.Error.notPermitted"),
                               .record("com.weirgate.archive.compact", .processing, .registration, .succeeded)],
                     plist: .built(permitted: ["com.weirgate.refresh", "com.weirgate.archive.compact"], modes: ["fetch", "processing"])),
            // A type of the code named with the task's word and `-er` (`TokenRefresher`) is no run of the task.
            .failure("AppTests.TokenRefresherTests/testRefresherRetriesOnce", messages: ["XCTAssertEqual failed: (\"2\") is not equal to (\"1\")"],
                     records: [.record("com.example.app.refresh", .appRefresh, .registration, .failed, error: "BGTaskScheduler.Error.notPermitted")],
                     plist: .built(permitted: ["com.example.app.cleanup"], modes: ["fetch", "processing"])),
            // A word of the test's name (`uploads`) is another task's too, whose only records the app stamped with another
            // test (its submission refused there); this test's own records are the fetch's, launched and completed.
            .failure("hive upload (ios)/uploads queued readings when a background fetch fires",
                     messages: ["Expected: <0>\n  Actual: <4>\nqueued readings should be uploaded by the fetch event"],
                     records: [.record("com.transistorsoft.fetch", .appRefresh, .launch, .succeeded, test: "hive upload (ios)/uploads queued readings when a background fetch fires"),
                               .record("com.transistorsoft.fetch", .appRefresh, .completion, .succeeded, test: "hive upload (ios)/uploads queued readings when a background fetch fires"),
                               .record("com.transistorsoft.hivecount.uploads", .processing, .submission, .failed, error: "BGTaskSchedulerErrorDomain:3",
                                       test: "hive upload (ios)/custom upload task is accepted by the scheduler")],
                     plist: .built(permitted: ["com.transistorsoft.fetch", "com.transistorsoft.hivecount.upload"], modes: ["fetch", "processing"]),
                     runLog: ["Oct  7 08:41:56 Hive-Lab-03 Runner(BackgroundTasks)[2841] <Error>: com.transistorsoft.hivecount.uploads is not advertised in the application's Info.plist"]),
            // The app's line naming its background session is the run's, not this test's own: a session's identifier
            // anywhere in the run is no task's (the test routes that session's relaunch events).
            .failure("CairnlineTests.BackgroundDownloadRelaunchTests/testRelaunchEventsReachDownloadManager",
                     messages: ["XCTAssertTrue failed - relaunch events for com.cairnline.offline.downloads were not routed"],
                     plist: .built(permitted: ["com.cairnline.offline.export.*"], modes: ["processing"]),
                     runLog: ["2026-11-28 08:30:27.411976+0000 Cairnline[11203:148815] [com.cairnline.app:OfflineDownloads] background session com.cairnline.offline.downloads created (sessionSendsLaunchEvents=1)"],
                     code: ["        let delivered = router.route(identifier: OfflineDownloadSession.identifier) {}",
                            "        XCTAssertTrue(delivered, \"relaunch events for \\(OfflineDownloadSession.identifier) were not routed\")"]),
    ]

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        let built = context.plists.filter { $0.unexpandedIdentifiers.isEmpty }
        guard !built.isEmpty else { return nil }
        let permitted = Set(built.flatMap(\.permittedIdentifiers))
        // The OS accepted a submission of it, or its registration (BGTaskScheduler refuses both for an identifier
        // the plist does not permit: `Registration rejected; … is not advertised`): the plist read is not the one
        // the app ran with (a restored cache's, an older build's), or the name is no BGTaskScheduler identifier
        // (a plugin's task on the legacy fetch API).
        let registered = FailureContext.registeredCleanly(context.registrations)
        let accepted = { (id: String) in !context.records(id, .submission, .succeeded).isEmpty || registered.contains { AppInfoPlist.permits(id, entry: $0) } }
        // A wildcard entry's stem (`com.example.app.export` of `com.example.app.export.*`) is what the code
        // builds its identifiers on (`hasPrefix("com.example.app.export.")`), not one it submits.
        let stems = Set(permitted.filter { $0.hasSuffix(".*") }.map { String($0.dropLast(2)) })
        guard let missing = context.configurationSuspects.first(where: { id in !built.contains { $0.permits(id) } && !accepted(id) && !stems.contains(id) })
        else { return nil }
        let plist = built[0]
        var evidence = [EvidencePointer(path: plist.path, excerpt: plist.excerpt(AppInfoPlist.permittedIdentifiersKey))]
        evidence += context.registrations.filter { $0.identifier == missing }.prefix(2).map(\.evidence)
        if let mention = context.firstText(containing: missing)?.evidence { evidence.append(mention) }
        let closest = Spelling.closest(to: missing, in: permitted.sorted())?.candidate
        let hint = closest.map { " (the plist has `\($0)` — a misspelling?)" } ?? ""
        if let malformed = built.first(where: { $0.problem(of: AppInfoPlist.permittedIdentifiersKey) == "not an array" }) {
            // The key is there but of the wrong type (a dictionary, say): adding the identifier to it fixes nothing.
            return RuleVerdict(
                rule: identifier, category: category, weight: EvidenceWeight(.record, corroborated: evidence.count > 1), stage: .registration,
                reason: "The test exercises `\(missing)`, and BGTaskSchedulerPermittedIdentifiers of \(malformed.path) is not an array, so the OS permits nothing from it.",
                evidence: [EvidencePointer(path: malformed.path, excerpt: malformed.excerpt(AppInfoPlist.permittedIdentifiersKey))] + evidence.dropFirst(),
                nextStep: "Make `BGTaskSchedulerPermittedIdentifiers` in the app target's Info.plist an array of strings holding `\(missing)` (`<array><string>…</string></array>`).", task: missing)
        }
        return RuleVerdict(
            rule: identifier, category: category, weight: EvidenceWeight(.record, corroborated: evidence.count > 1), stage: .registration,
            reason: "The test exercises `\(missing)`, which is not in BGTaskSchedulerPermittedIdentifiers of \(plist.path)\(hint).",
            evidence: evidence,
            nextStep: "Add `\(missing)` to `BGTaskSchedulerPermittedIdentifiers` in the Info.plist of the build configuration CI tests, or fix the identifier in code.", task: missing)
    }
}
