import EvidenceCore
import EvidenceReaders

/// A processing task without `processing`, or an app-refresh task without `fetch`, in UIBackgroundModes;
/// or a test of whether background fetch is available at all (`isBackgroundFetchSupported`,
/// `backgroundRefreshStatus`) in an app whose built plist lacks `fetch` — the legacy fetch API has
/// no task identifier to tie the test to.
struct BackgroundModeMissingRule: ClassificationRule {
    let identifier = "background_mode_missing"
    let category = TriageCategory.configurationRegression
    let summary = "The built Info.plist's UIBackgroundModes lacks the mode the exercised task or the test's subject needs: processing for BGProcessingTask, fetch for BGAppRefreshTask and background fetch, remote-notification for silent pushes, location for background location."

    /// What a test of background fetch's availability says; lowercased.
    var triggeringExamples: [RuleExample] {
        [
            // A wait for the system to deliver a background fetch, in a build without `fetch`: UIKit never calls it
            // (another task's refused submission beside it says nothing of this one).
            .failure("FernwehTests.JournalSyncFetchTests/testBackgroundFetchDeliversWithinTwoMinutes",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 120 seconds, with unfulfilled expectations: \"background fetch delivered\"."],
                     log: ["2026-12-10 07:52:56.822 Fernweh[33618:4410218] [PhotoIndex] submit failed: Error Domain=BGTaskSchedulerErrorDomain Code=1 \"(null)\""],
                     plist: .built(permitted: ["com.fernweh.app.photo-index"], modes: ["processing", "remote-notification"])),
            // A wait for Core Bluetooth to relaunch the app and restore its peripherals, in a build without `bluetooth-central`.
            .failure("QuokkaTests.StateRestorationTests/testMeterRestoredAfterRelaunch",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 120 seconds, with unfulfilled expectations: \"Expect notification 'quokkaDidRestorePeripherals' from any object\"."],
                     plist: .built(permitted: ["com.example.quokka.sync"], modes: ["processing"])),
            // A peripheral's advertising that had to go on in the background, in a build without `bluetooth-peripheral`.
            .failure("TandemUITests.BackgroundAdvertisingUITests/testAdvertisingContinuesInBackground",
                     messages: ["XCTAssertTrue failed - lab scanner saw no advertisement for the session after 30 s in the background"],
                     plist: .built(permitted: [], modes: ["bluetooth-central"])),
            // Playback that had to go on once the app left the screen, in a build without `audio`.
            .failure("LarkspurUITests.NarrationUITests/testNarrationKeepsPlayingWhenBackgrounded",
                     messages: ["XCTAssertGreaterThanOrEqual failed: (\"4\") is less than (\"18\") - narration stopped while the app was in the background"],
                     plist: .built(permitted: [], modes: ["bluetooth-central", "processing"])),
            // A fake clock beside the real scheduler (`BGTaskScheduler.shared`): the OS still reads the plist.
            .failure("TallyTests.CleanupSchedulingTests/testCleanupSubmittedOnceTheClockPassesMidnight", messages: ["XCTAssertEqual failed: (\"0\") is not equal to (\"1\")"],
                     records: [.record("com.example.tally.cleanup", .processing, .registration, .succeeded)],
                     plist: .built(permitted: ["com.example.tally.cleanup"], modes: ["fetch"]),
                     code: ["        let clock = TestClock()", "        let cleanup = CleanupScheduler(\"com.example.tally.cleanup\", clock: clock, scheduler: BGTaskScheduler.shared)",
                            "        clock.advance(by: .hours(25))", "        XCTAssertEqual(cleanup.submittedCount, 1)"]),
            // A mock scheduler that checks the request as the OS does, and refused it as not permitted.
            .failure("TallyTests.CleanupSchedulingTests/testCleanupSubmitted",
                     messages: ["XCTAssertNoThrow failed: threw error \"Error Domain=BGTaskSchedulerErrorDomain Code=3 \"(null)\"\""],
                     records: [.record("com.example.tally.cleanup", .processing, .registration, .succeeded)],
                     plist: .built(permitted: ["com.example.tally.cleanup"], modes: ["fetch"]),
                     code: ["    func testCleanupSubmitted() throws {", "        let scheduler = MockTaskScheduler(validatingAgainst: .main)",
                            "        XCTAssertNoThrow(try CleanupScheduler(scheduler: scheduler).submit(\"com.example.tally.cleanup\"))"]),
            .failure("App.CleanupTests/testCleanupRuns", messages: ["XCTAssertTrue failed"],
                     records: [.record("com.example.app.cleanup", .processing, .submission, .succeeded)],
                     plist: .built(permitted: ["com.example.app.cleanup"], modes: ["fetch"])),
            .failure("App.RefreshTests/testRefreshRuns", messages: ["XCTAssertTrue failed"],
                     records: [.record("com.example.app.refresh", .appRefresh, .registration, .succeeded)],
                     plist: .built(permitted: ["com.example.app.refresh"], modes: ["remote-notification"])),
            // The test's code sends the app to the background through its delegate, whose leaving submits the task.
            .failure("AlbumenTests.PhotoUploadTests/testUploadArmedOnLeaving", messages: ["XCTAssertEqual failed: (\"0\") is not equal to (\"1\")"],
                     records: [.record("com.albumen.photos.upload", .processing, .registration, .succeeded)],
                     plist: .built(permitted: ["com.albumen.photos.upload"], modes: ["fetch"]),
                     code: ["    func testUploadArmedOnLeaving() {", "        delegate.applicationDidEnterBackground(.shared)",
                            "        XCTAssertEqual(uploader.pendingCount, 1)"]),
            // Two apps built, the flavour the UI test drives (by its target's name) without the mode.
            .failure("HarborMailEnterpriseUITests.SilentPushUITests/testContentAvailablePushRefreshesInbox",
                     messages: ["XCTAssertTrue failed - content-available push did not reach application:didReceiveRemoteNotification:fetchCompletionHandler:"],
                     plists: Self.twoFlavours),
            // The legacy fetch API: no identifier, and the plist has no `fetch`.
            .failure("FitnessTests.SilentPushSyncTests/testContentAvailablePushStartsSync",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 60 seconds, with unfulfilled expectations: \"silent push handled\"."],
                     plist: .built(permitted: [], modes: ["processing"])),
            // Named after what the push should do, but the test sent a background push itself (its line).
            .failure("RunnerTests.SilentSyncTests/testBadgeClearedAfterSync",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 60 seconds, with unfulfilled expectations: \"badge cleared by background sync\"."],
                     log: [Self.backgroundPushSent], plist: .built(permitted: [], modes: ["fetch"])),
            // Audio that must go on when the screen locks, in a build without the `audio` mode.
            .failure("GuideTests.AudioGuidePlaybackTests/testGuideKeepsPlayingWhenLocked",
                     messages: ["XCTAssertTrue failed - guide audio must continue on the lock screen"],
                     plist: .built(permitted: [], modes: ["fetch"])),
            // Playback and the background, said apart (its name and its message).
            .failure("PlayerUITests.PlaybackUITests/testPlaybackContinuesWhenBackgrounded",
                     messages: ["XCTAssertGreaterThanOrEqual failed: (\"1\") is less than (\"10\") - episode stopped while in background"],
                     plist: .built(permitted: [], modes: ["fetch", "remote-notification"])),
            // The mode written as a string: the app died at launch reading it.
            .failure("TrailsUITests.TripRecordingUITests/testStartTripShowsDistance",
                     messages: ["Failed to get matching snapshot: Application com.example.trails is not running"],
                     plist: AppInfoPlist(path: "config/App/Info.plist", dictionary: ["CFBundleIdentifier": "com.example.trails", AppInfoPlist.backgroundModesKey: "location"])),
            // The system refused an API for want of a mode it named, and the built plist lacks it.
            .failure("LampTests.ScannerBridgeTests/testScanReportsLamp",
                     messages: ["Crash: Lamp (48213) __exceptionPreprocess"],
                     log: ["*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'State restoration of CBCentralManager is only allowed for applications that have specified the \"bluetooth-central\" background mode'"],
                     plist: .built(permitted: [], modes: ["audio"])),
            // Picture in Picture goes on once the app leaves the screen only with the `audio` mode (AVKit's requirement).
            .failure("ReelboxTests.PictureInPictureTests/testCoordinatorReportsInfoPlistSupport",
                     messages: ["XCTAssertTrue failed - Reelbox.app should declare background audio for PiP"],
                     plist: .built(permitted: [], modes: ["remote-notification"]),
                     code: ["        XCTAssertTrue(coordinator.infoPlistSupportsPictureInPicture,"]),
            // A room's microphone, muted once the app went to the background, in a build without `audio`.
            .failure("TernUITests.RoomBackgroundUITests/testMicTrackStaysLiveAfterHomePress",
                     messages: ["XCTAssertEqual failed: (\"Interrupted\") is not equal to (\"Live\") - published mic should keep running while the app is in the background"],
                     plist: .built(permitted: [], modes: ["remote-notification", "voip"])),
            .failure("FieldAppTests.BackgroundFetchSupportTests/testBackgroundFetchIsSupported",
                     messages: ["XCTAssertTrue failed - Display.isBackgroundFetchSupported() returned false; performBackgroundFetch will never be called"],
                     plist: .built(permitted: [], modes: ["audio"])),
        ]
    }

    /// The microphone in the background with the `audio` mode declared; and a word that only contains `mic` (dynamic type).
    static let microphone: [RuleExample] = [
        .failure("TernUITests.RoomBackgroundUITests/testMicTrackStaysLiveAfterHomePress",
                 messages: ["XCTAssertEqual failed: (\"Interrupted\") is not equal to (\"Live\") - published mic should keep running while the app is in the background"],
                 plist: .built(permitted: [], modes: ["audio", "voip"])),
        .failure("TernUITests.SettingsUITests/testDynamicTypeAppliesInBackgroundSheet",
                 messages: ["XCTAssertTrue failed - dynamic type not applied to the background sheet"],
                 plist: .built(permitted: [], modes: ["remote-notification"])),
    ]

    /// A test's sender posting a background push to APNs' sandbox (its header as APNs documents it).
    static let backgroundPushSent = "SandboxPushClient: POST /3/device/<token> apns-push-type=background apns-priority=5 -> 200"

    /// The main app with `remote-notification`, its Enterprise flavour without.
    static let twoFlavours: [AppInfoPlist] = [.built(permitted: [], modes: ["fetch", "remote-notification"], path: "config/HarborMail.app/Info.plist"),
                                              .built(permitted: [], modes: ["fetch"], path: "config/HarborMailEnterprise.app/Info.plist")]

    /// Registering for remote notifications needs no `remote-notification` mode (it wakes the app for a silent push): a
    /// token that never came is no build's missing mode.
    /// A wait for Core Bluetooth's restoration in a build that declares `bluetooth-central`: the mode is there,
    /// whatever kept the relaunch away.
    static let restorationWithItsMode = RuleExample.failure("QuokkaTests.StateRestorationTests/testMeterRestoredAfterRelaunch",
        messages: ["Asynchronous wait failed: Exceeded timeout of 120 seconds, with unfulfilled expectations: \"Expect notification 'quokkaDidRestorePeripherals' from any object\"."],
        plist: .built(permitted: ["com.example.quokka.sync"], modes: ["processing", "bluetooth-central"]))

    /// The test's mock scheduler caught a request the code should not have made (round 92's `px05`): no mode the plist
    /// lacks makes the code submit one.
    static let caughtByAMockScheduler: RuleExample =
        .failure("TallyTests.DeferredMigrationTests/testNoCleanupRequestWhenNothingWasDeferred",
                 messages: ["XCTAssertNil failed: \"<BGProcessingTaskRequest: com.example.tally.finish-migration, earliestBeginDate: (null), requiresExternalPower=1, requiresNetworkConnectivity=0>\" - unexpected request"],
                 records: [.record("com.example.tally.finish-migration", .processing, .registration, .succeeded)],
                 plist: .built(permitted: ["com.example.tally.finish-migration"], modes: ["fetch"]),
                 code: ["    func testNoCleanupRequestWhenNothingWasDeferred() throws {", "        let scheduler = MockTaskScheduler()",
                        "        _ = PersistenceController(storeURL: url, scheduler: scheduler)", "        XCTAssertNil(scheduler.submitted.first)"])

    /// An ad SDK's advertising identifier kept after consent, and a peripheral's advertising in the foreground: no
    /// Bluetooth advertising in the background, whatever the modes.
    static let advertisingIdentifier: [RuleExample] = [
        .failure("AppTests.AttributionTests/testKeepsAdvertisingIdentifierAfterConsent", messages: ["XCTAssertEqual failed: (\"00000000-0000-0000-0000-000000000000\") is not equal to (\"6D92…\")"],
                 plist: .built(permitted: [], modes: ["fetch"])),
        .failure("TandemTests.PeripheralTests/testPeripheralAdvertisingIncludesServiceUUID", messages: ["XCTAssertTrue failed - service UUID not advertised"],
                 plist: .built(permitted: [], modes: ["bluetooth-central"])),
    ]

    static let registeringExamples: [RuleExample] = [
        .failure("AppTests.PushTokenTests/testRegistersForRemoteNotifications",
                 messages: ["Asynchronous wait failed: Exceeded timeout of 10 seconds, with unfulfilled expectations: \"Expect notification 'AppPushDidRegister' from any object\"."],
                 plist: .built(permitted: [], modes: ["audio"]),
                 code: ["        let token = expectation(forNotification: Notification.Name(\"AppPushDidRegister\"), object: nil)",
                        "        UIApplication.shared.registerForRemoteNotifications()", "        wait(for: [token], timeout: 10)"]),
    ]

    var nonTriggeringExamples: [RuleExample] {
        Self.registeringExamples + Self.noLocationUpdates + [Self.restorationWithItsMode, Self.caughtByAMockScheduler] + Self.advertisingIdentifier + Self.microphone + [
            // The job's own code called by the test, nothing of the OS's path in its code or name (a crash in its
            // wait helper), beside the app's `….photos.upload` processing task in a plist without its mode.
            .failure("AlbumenTests.PhotoUploadJobTests/testUploadRetriesAfterServerError",
                     messages: ["Restarting after unexpected exit, crash, or test timeout in PhotoUploadJobTests.testUploadRetriesAfterServerError(); summary will include totals from previous launches."],
                     records: [.record("com.albumen.photos.upload", .processing, .registration, .succeeded)],
                     plist: .built(permitted: ["com.albumen.photos.upload"], modes: ["fetch"]),
                     code: ["    func testUploadRetriesAfterServerError() {", "        let server = StubUploadServer(responses: [503, 200])",
                            "        let job = PhotoUploadJob(fetcherService: server.fetcherService)",
                            "        let fetcher = job.startUpload(of: .fixture(named: \"IMG_0042.HEIC\"))", "        waitForFetcher(fetcher)"]),
            // An async test of the sync engine named with the task's word (`…Sync…`), beside the app's `…sync` task
            // in a plist without its mode: its code awaits the engine's own calls and asserts what they left.
            .failure("DropwatchTests.SyncEngineTests/testFailedFirstSyncDoesNotSpendBaseline",
                     messages: ["XCTAssertEqual failed: (\"250\") is not equal to (\"0\") - a first batch after a failed sync must arrive pre-seen"],
                     records: [.record("com.example.dropwatch.sync", .appRefresh, .registration, .succeeded)],
                     plist: .built(permitted: ["com.example.dropwatch.sync"], modes: []),
                     code: ["    func testFailedFirstSyncDoesNotSpendBaseline() async throws {", "        let (engine, brand) = try makeBrand()",
                            "        await engine.sync(brand: brand, adapters: .failing(URLError(.timedOut)))",
                            "        await engine.sync(brand: brand, adapters: .fixture(products: 250))",
                            "        XCTAssertEqual(brand.updates.filter { !$0.isSeen }.count, 0,"]),
            // The plist collected permits neither the task the app registered nor its mode: not the plist the app
            // ran with (a restored cache's), whose registration the OS accepted.
            .failure("LedgerlyTests.ReceiptOCRSchedulingTests/testOCRBatchRunsOvernight",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 90 seconds, with unfulfilled expectations: \"OCR batch ran\"."],
                     records: [.record("io.ledgerly.app.receipt-ocr", .processing, .registration, .succeeded),
                               .record("io.ledgerly.app.statement-sync", .appRefresh, .registration, .succeeded),
                               .record("io.ledgerly.app.receipt-ocr", .processing, .submission, .failed, error: "BGTaskSchedulerErrorDomain:1",
                                       test: "ReceiptOCRSchedulingTests/testOCRBatchRunsOvernight")],
                     plist: .built(permitted: ["io.ledgerly.app.statement-sync"], modes: ["fetch"])),
            // A silent-push test whose process died on its own trap (a continuation resumed twice): the plist
            // lacks the mode, but no missing mode traps.
            .failure("FerruleTests.SilentPushHandlerTests/testCompletionHandlerCalledOnceOnTimeout",
                     messages: ["Restarting after unexpected exit, crash, or test timeout in SilentPushHandlerTests.testCompletionHandlerCalledOnceOnTimeout(); summary will include totals from previous launches."],
                     log: ["_Concurrency/CheckedContinuation.swift:169: Fatal error: SWIFT TASK CONTINUATION MISUSE: handle(_:) tried to resume its continuation more than once"],
                     plist: .built(permitted: [], modes: ["fetch"])),
            // The main app's own test: its build has the mode; the flavour's lack is not its story.
            .failure("HarborMailUITests.SilentPushUITests/testContentAvailablePushRefreshesInbox",
                     messages: ["XCTAssertTrue failed - content-available push did not reach application:didReceiveRemoteNotification:fetchCompletionHandler:"],
                     plists: Self.twoFlavours),
            // The test handed the code a payload and a completion handler itself: the handler never being
            // called is the code's, whatever mode the plist lacks.
            .failure("LarkspurTests.SilentPushSyncTests/testCompletionCalledForBadgeOnlyPayload",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 5 seconds, with unfulfilled expectations: \"fetch completion called\"."],
                     plist: .built(permitted: [], modes: ["fetch", "processing"])),
            // The test's own double stands in for the location manager: the OS reads no plist for it.
            .failure("AppTests.ExtensionLocationTests/testExtensionDoesNotAskForBackgroundLocation",
                     messages: ["XCTAssertFalse failed - extensions may not turn on allowsBackgroundLocationUpdates"],
                     plist: .built(permitted: [], modes: ["fetch"]),
                     code: ["        let spy = SpyLocationManager()", "        provider.start(manager: spy)",
                            "        XCTAssertFalse(spy.allowsBackgroundLocationUpdates, \"extensions may not turn on allowsBackgroundLocationUpdates\")"]),
            // Significant-change monitoring wakes the app without the `location` mode.
            .failure("AppTests.LocationTrackerTests/testStartsSignificantChangeMonitoring",
                     messages: ["Crash: Invalid parameter not satisfying: !stayUp || CLClientIsBackgroundable (allowsBackgroundLocationUpdates)"],
                     plist: .built(permitted: [], modes: ["fetch"])),
            .failure("App.CleanupTests/testCleanupRuns", messages: ["XCTAssertTrue failed"],
                     records: [.record("com.example.app.cleanup", .processing, .submission, .succeeded)],
                     plist: .built(permitted: ["com.example.app.cleanup"], modes: ["processing"])),
            // No record tells the task's kind: no claim about modes.
            .failure("App.CleanupTests/testCleanupRuns", messages: ["XCTAssertTrue failed"],
                     plist: .built(permitted: ["com.example.app.cleanup"], modes: [])),
            // Background fetch's availability tested in an app that has the mode: something else failed.
            .failure("App.FetchTests/testBackgroundFetchIsSupported", messages: ["XCTAssertTrue failed - isBackgroundFetchSupported() returned false"],
                     plist: .built(permitted: [], modes: ["fetch"])),
            // The mode is there: whatever failed, it is not the plist's.
            .failure("FitnessTests.SilentPushSyncTests/testContentAvailablePushStartsSync",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 60 seconds, with unfulfilled expectations: \"silent push handled\"."],
                     plist: .built(permitted: [], modes: ["remote-notification"])),
            // The test sent a background push, and the build has the mode: the push is not the plist's.
            .failure("RunnerTests.SilentSyncTests/testBadgeClearedAfterSync",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 60 seconds, with unfulfilled expectations: \"badge cleared by background sync\"."],
                     log: [Self.backgroundPushSent], plist: .built(permitted: [], modes: ["fetch", "remote-notification"])),
            // About a silent push's payload, which the app's code builds: checked in milliseconds, no OS involved.
            .failure("PantryTests.PushWakeTests/testSilentRestockPayloadCarriesContentAvailable",
                     messages: ["XCTAssertEqual failed: (\"nil\") is not equal to (\"Optional(1)\")"], duration: 0.006,
                     plist: .built(permitted: [], modes: ["fetch", "processing"])),
            // The test hands a silent push's payload to the app's handler itself: no OS delivery, no mode needed.
            .failure("RidgebackTests.PushBridgeTests/testFetchCompletionHandlerInvoked",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 5 seconds, with unfulfilled expectations: \"completion\"."],
                     plist: .built(permitted: [], modes: ["fetch"]),
                     code: ["        RNPushBridge.shared.didReceiveRemoteNotification([\"aps\": [\"content-available\": 1]]) { _ in done.fulfill() }",
                            "        wait(for: [done], timeout: 5)"]),
            // A refresh of episodes in the background: a task the OS runs (`fetch`, there), not their playback.
            .failure("CastTests.BackgroundRefreshTests/testScheduledRefreshRunsWithinFiveMinutes",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 300 seconds, with unfulfilled expectations: \"episode refresh handler ran\"."],
                     plist: .built(permitted: ["com.example.cast.refresh"], modes: ["fetch"])),
            // Playback, but nothing of the background: the player's own logic.
            .failure("PlayerTests.PlaybackQueueTests/testPlaybackAdvancesToNextEpisode",
                     messages: ["XCTAssertEqual failed: (\"ep-41\") is not equal to (\"ep-42\") - next episode"],
                     plist: .built(permitted: [], modes: ["fetch"])),
            // The modes' type is wrong, but the failure is a parser's: no background work, the app alive.
            .failure("TrailsTests.GPXParserTests/testParsesElevation", messages: ["XCTAssertEqual failed: (\"12.0\") is not equal to (\"12.5\")"],
                     plist: AppInfoPlist(path: "config/App/Info.plist", dictionary: ["CFBundleIdentifier": "com.example.trails", AppInfoPlist.backgroundModesKey: "location"])),
            // The mode the system named is in the built plist: something else failed.
            .failure("LampTests.ScannerBridgeTests/testScanReportsLamp",
                     messages: ["Crash: Lamp (48213) __exceptionPreprocess"],
                     log: ["*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'State restoration of CBCentralManager is only allowed for applications that have specified the \"bluetooth-central\" background mode'"],
                     plist: .built(permitted: [], modes: ["bluetooth-central"])),
            // A mode's name in the test's own words is not the system's refusal.
            .failure("LampTests.ScannerBridgeTests/testScanReportsLamp",
                     messages: ["XCTAssertTrue failed - scanning needs the \"bluetooth-central\" background mode to keep going"],
                     plist: .built(permitted: [], modes: ["audio"])),
            // A fetch handler's own result, not its availability: the mode is not the question.
            .failure("App.FetchTests/testFetchReturnsNewData", messages: ["XCTAssertEqual failed: (\"noData\") is not equal to (\"newData\") - background fetch result"],
                     plist: .built(permitted: [], modes: ["audio"])),
        ]
    }

    /// A distance or a location named where no background location updates are: no `location` mode is why.
    static let noLocationUpdates: [RuleExample] = [
            // A relaunch after a significant move is significant-change monitoring's, which needs no mode.
            .failure("TrailmarkUITests.RelaunchUITests/testAppRelaunchesAfterSignificantMove",
                     messages: ["XCTAssertTrue failed - app was not relaunched in the background after a 12 km move"],
                     plist: .built(permitted: [], modes: ["fetch"])),
            // A stack trace's `previous location` is no location in the background.
            .failure("Tallyboard.DeviceTests.BackgroundLaunchTests/SilentPushLaunchKeepsUserSignedIn",
                     messages: ["Assert.True() Failure\nExpected: True\nActual:   False\n--- End of stack trace from previous location ---"],
                     plist: .built(permitted: [], modes: ["remote-notification"])),
    ]

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        let built = Self.ownApp(context.plists.filter { $0.unexpandedIdentifiers.isEmpty }, context)
        guard let plist = built.first else { return nil }
        if let malformed = malformedModes(context, built) { return malformed }
        let modes = Set(built.flatMap(\.modes))
        // A double standing in for the scheduler reads no UIBackgroundModes: what it saw the code submit (or not)
        // is the code's, unless it refused the request as the OS would (`Code=3`, not permitted).
        let suspects = context.schedulerIsADouble && !context.says(.notPermitted) ? [] : context.configurationSuspects
        for identifier in suspects {
            guard let record = context.registrations.first(where: { $0.identifier == identifier }) else { continue }
            let kind = record.taskKind
            let needed = kind.requiredBackgroundMode
            guard !modes.contains(needed) else { continue }
            return RuleVerdict(
                rule: self.identifier, category: category, weight: EvidenceWeight(.record, corroborated: true), stage: .submission,
                reason: "`\(identifier)` is a \(kind == .processing ? "processing" : "app-refresh") task, and UIBackgroundModes of \(plist.path) lacks `\(needed)`.",
                evidence: [EvidencePointer(path: plist.path, excerpt: plist.excerpt(AppInfoPlist.backgroundModesKey)), record.evidence],
                nextStep: "Add `\(needed)` to `UIBackgroundModes` (Background Modes capability) of the app target.", task: identifier)
        }
        return modeTheSystemNamed(context, built, modes) ?? fetchUnavailable(context, built, modes) ?? subjectWithoutMode(context, built, modes)
    }

    /// The built plists of the app the test drives, when the run built several apps (a flavour beside
    /// the main app) and one is its own by its target's name (`HarborMailEnterpriseUITests` →
    /// `HarborMailEnterprise`): another app's mode does not wake this one. Else all of them.
    static func ownApp(_ built: [AppInfoPlist], _ context: FailureContext) -> [AppInfoPlist] {
        let apps = built.filter { !$0.isExtension }
        guard apps.count > 1 else { return built }
        let own = AppUnderTest(plists: [], module: context.test.id.module).processNames
        let mine = apps.filter { !AppUnderTest(plists: [$0], module: nil).processNames.isDisjoint(with: own) }
        return mine.isEmpty ? built : mine + built.filter(\.isExtension)
    }

    /// The system refused something for want of a background mode it named, quoted, in a line the
    /// run printed (an exception's reason: `… only allowed for applications that have specified the
    /// "bluetooth-central" background mode`), and no built plist has that mode: the build left it out.
    private func modeTheSystemNamed(_ context: FailureContext, _ built: [AppInfoPlist], _ modes: Set<String>) -> RuleVerdict? {
        // The system's lines, not the test's own words about a mode: what the test printed (and, when
        // it crashed, its crash's messages), never an assertion's text (another test's, in a summary).
        let printed: [FailureContext.Text] = context.logLines.map { ($0.excerpt ?? "", $0) }
        let lines = (context.crashed ? context.test.issues.map { ($0.message, $0.evidence) } : []) + printed
        for line in lines where (line.text.includes("background mode") || line.text.includes("UIBackgroundModes"))
            && !SignalVocabulary.assertionPhrases.contains(where: line.text.includes) {
            let named = SignalVocabulary.backgroundModeNames.first { mode in
                ["\"", "'", "`"].contains { quote in line.text.includes(quote + mode + quote) }
            }
            guard let mode = named, !modes.contains(mode) else { continue }
            let plist = built[0]
            return RuleVerdict(
                rule: identifier, category: category, weight: EvidenceWeight(.system, corroborated: true), stage: .registration,
                reason: "The system refused what needs the `\(mode)` background mode, and UIBackgroundModes of \(plist.path) lacks it.",
                evidence: [EvidencePointer(path: plist.path, excerpt: plist.excerpt(AppInfoPlist.backgroundModesKey))] + (line.evidence.map { [$0] } ?? []),
                nextStep: "Add `\(mode)` to `UIBackgroundModes` (Background Modes capability) of the app target, or stop asking for what needs it.")
        }
        return nil
    }

    /// The built plist's UIBackgroundModes is of the wrong type (a string, not an array of strings):
    /// the OS reads no mode from it, and code that reads it as an array (a plugin's
    /// `[modes containsObject:]`) crashes — for a test of background work, or one whose app died.
    private func malformedModes(_ context: FailureContext, _ built: [AppInfoPlist]) -> RuleVerdict? {
        guard context.concernsBackgroundWork || context.crashed,
              let plist = built.first(where: { $0.problem(of: AppInfoPlist.backgroundModesKey) != nil }),
              let problem = plist.problem(of: AppInfoPlist.backgroundModesKey)
        else { return nil }
        return RuleVerdict(
            rule: identifier, category: category, weight: EvidenceWeight(.record), stage: .registration,
            reason: "UIBackgroundModes of \(plist.path) \(problem) of strings: the OS reads no background mode from it, and code that reads it as one (a plugin's `containsObject:`) fails\(context.crashed ? ", as the app did here" : "").",
            evidence: [EvidencePointer(path: plist.path, excerpt: plist.excerpt(AppInfoPlist.backgroundModesKey))] + (context.test.issues.first?.evidence.map { [$0] } ?? []),
            nextStep: "Make `UIBackgroundModes` in the app target's Info.plist an array of strings (`<array><string>location</string></array>`); `evidence gate` checks it before tests run.")
    }

    /// The test is about what a background mode is for (a silent push needs `remote-notification`,
    /// background location `location`), and no built plist has that mode.
    /// The test's process died on a Swift trap it printed (`Fatal error: …`): what it was about, the OS
    /// waking it or not, is not why it failed — a missing mode traps nothing.
    static func diedOnItsOwnTrap(_ context: FailureContext) -> Bool {
        context.crashed && context.firstText(containing: SignalVocabulary.swiftTrap) != nil
    }

    private func subjectWithoutMode(_ context: FailureContext, _ built: [AppInfoPlist], _ modes: Set<String>) -> RuleVerdict? {
        let spoken = Self.modesSpokenOf(in: Expectation.testHaystack(context)).first { !modes.contains($0.mode) }
        // The test sent a background push itself (its lines or its code): about a silent push, whatever its name says.
        let sentSilentPush = (context.logLines + context.code).contains { line in SignalVocabulary.silentPushSent.contains { (line.excerpt ?? "").includes($0) } }
        let pushed: (mode: String, words: String)? = sentSilentPush && !modes.contains("remote-notification") ? ("remote-notification", "a background push the test sent") : nil
        guard !context.schedulerIsFaked, !Self.buildsADoubleOfTheSystem(context), !Self.tooQuickForTheOS(context), !Self.awaitsItsOwnCallback(context),
            !Self.diedOnItsOwnTrap(context),
            let (mode, words) = spoken ?? pushed,
            // (Not a test whose failure is the session's category, `AVAudioSessionCategorySoloAmbient`: a value the code sets.)
            mode != "audio" || !context.test.issues.contains(where: { $0.message.includes("AVAudioSessionCategory") }),
            // Significant-change and region monitoring need no `location` mode; registering for remote notifications (a
            // device token) needs no `remote-notification`, which wakes the app for a silent push.
            mode != "location" || !Self.aboutMonitoringWithoutTheMode(context),
            mode != "remote-notification" || !Self.aboutRegisteringForPushes(context),
            // A fetch the test waited for the system to deliver (not a handler's result it asked for itself).
            mode != "fetch" || context.expectation.systemWait != nil
        else { return nil }
        let plist = built[0]
        return RuleVerdict(
            rule: identifier, category: category, weight: EvidenceWeight(.record, .inferred), stage: .registration,
            reason: "The test is about \(words), which needs `\(mode)` in UIBackgroundModes, and \(plist.path) lacks it: the OS never wakes this build for it.",
            evidence: [EvidencePointer(path: plist.path, excerpt: plist.excerpt(AppInfoPlist.backgroundModesKey))] + (context.test.issues.first?.evidence.map { [$0] } ?? []),
            nextStep: "Add `\(mode)` to `UIBackgroundModes` (Background Modes capability) of the app target.")
    }

    /// The background modes a test's name and messages (`Expectation.testHaystack`) speak of, each with the
    /// words that said it: a mode's subject (`background audio`), or audio's in two parts (`playback` …
    /// `when locked`) — not where the test names a task the OS runs (`BackgroundRefreshTests`' "episode
    /// refresh" is a refresh of episodes, whose mode is `fetch`, not their playback).
    static func modesSpokenOf(in haystack: String) -> [(mode: String, words: String)] {
        let namesATask = SignalVocabulary.backgroundTaskKindWords.contains(where: haystack.includes)
        let inParts = SignalVocabulary.backgroundModeSubjectParts.compactMap { subject -> (mode: String, words: String)? in
            guard !namesATask, let what = subject.subject.first(where: haystack.includes), let place = subject.place.first(where: haystack.includes) else { return nil }
            return (subject.mode, "\(what.trimmingCharacters(in: .whitespaces)) in the \(place)")
        }
        return SignalVocabulary.modeSubjects(saidIn: haystack) + inParts
    }

    /// The test waited for a completion handler it handed the code itself (`"fetch completion called"`):
    /// it called the handler with its own payload, so no mode of the plist stood between them.
    static func awaitsItsOwnCallback(_ context: FailureContext) -> Bool {
        context.test.issues.contains { Expectation.awaitsACallback($0.message) }
    }

    /// The test's code builds its own double of a system object (`SpyLocationManager(`,
    /// `MockPushRegistry(`, `FakeAudioSession(`): the OS reads the plist's modes for the real one only,
    /// so what the test saw of the double is the code's doing, not the build's.
    static func buildsADoubleOfTheSystem(_ context: FailureContext) -> Bool {
        context.code.contains { pointer in
            let line = pointer.excerpt ?? ""
            return !FailureContext.isComment(line) && TestDoubleName.appears(in: line, built: true) { name in systemObjects.contains(where: name.hasSuffix) }
        }
    }

    /// A test that ran in well under a second, waited for nothing, stayed in front, did not crash and
    /// printed nothing of the app's life (no `app suspended`) gave the OS no moment to wake or stop
    /// the app for anything: a mode missing from the plist cannot explain what it asserted (a payload
    /// the app's code builds, say).
    static func tooQuickForTheOS(_ context: FailureContext) -> Bool {
        guard let duration = context.test.duration, duration < 1 else { return false }
        return context.expectation.wait == nil && context.expectation.leftTheForeground == nil && !context.crashed && context.logLines.isEmpty
    }

    /// The kinds of system object whose background behaviour the modes govern.
    static let systemObjects = ["Manager", "Registry", "Session", "Player", "Center", "Provider"]

    /// The test is about registering for remote notifications (its device token), and nothing of it speaks of a
    /// silent push or of the app in the background.
    static func aboutRegisteringForPushes(_ context: FailureContext) -> Bool {
        guard context.registersForPushes else { return false }
        let name = (context.test.id.suite + " " + context.test.id.name).lowercased()
        // (Nor where a push was sent, or the code handles one's delivery: that needs the mode.)
        let silent = ["silent", "content-available", "contentavailable", "background", "didreceiveremotenotification"]
        let sent = (context.logLines + context.code).contains { line in SignalVocabulary.silentPushSent.contains { (line.excerpt ?? "").includes($0) } }
        return !sent && !silent.contains(where: name.includes) && !context.codeSays { text in silent.contains(where: text.includes) }
            && !context.test.issues.contains { issue in silent.contains(where: issue.message.lowercased().includes) }
    }

    /// The test's name, messages, lines or code speak of significant-change or region monitoring.
    static func aboutMonitoringWithoutTheMode(_ context: FailureContext) -> Bool {
        let name = context.test.id.suite + " " + context.test.id.name
        return SignalVocabulary.locationModeNotNeeded.contains { name.includes($0) } || context.mentions(anyOf: SignalVocabulary.locationModeNotNeeded)
    }

    /// The test asks whether background fetch is available, and no built plist has `fetch`.
    private func fetchUnavailable(_ context: FailureContext, _ built: [AppInfoPlist], _ modes: Set<String>) -> RuleVerdict? {
        guard !modes.contains("fetch"), !context.schedulerIsFaked, let hit = context.text(saying: .fetchAvailability) else { return nil }
        let plist = built[0]
        return RuleVerdict(
            rule: identifier, category: category, weight: EvidenceWeight(.record, .inferred, corroborated: true), stage: .registration,
            reason: "The test checks that background fetch is available, and UIBackgroundModes of \(plist.path) lacks `fetch`: the OS never offers it to this build.",
            evidence: [EvidencePointer(path: plist.path, excerpt: plist.excerpt(AppInfoPlist.backgroundModesKey))] + (hit.evidence.map { [$0] } ?? []),
            nextStep: "Add `fetch` to `UIBackgroundModes` (Background Modes capability, Background fetch) of the app target.")
    }
}
