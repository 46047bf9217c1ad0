import EvidenceCore
import EvidenceReaders
import Foundation

/// The app's records show the request was submitted and never launched, and the test waited for what
/// the task would have done (an expectation timeout, a fixed sleep, a run that lasted a round number
/// of seconds): the OS simply had not run it yet. That is the OS's right, not a bug.
struct SubmittedNeverLaunchedRule: ClassificationRule {
    let identifier = "submitted_never_launched"
    let category = TriageCategory.schedulingExpectationMismatch
    let summary = "The records show a successful submission and no launch, and the test waited for the task's work: the OS had not run it yet."
    let readsTheOS = true

    var triggeringExamples: [RuleExample] {
        [
            // The app's refresh task, which the test never names, submitted as it started; a minute's sleep, then a count
            // still zero on one side of the equality: the work never ran.
            .failure("QuillfeedTests.MorningSummaryTests/testSummaryCountAfterOvernightWait",
                     messages: ["XCTAssertEqual failed: (\"1\") is not equal to (\"0\") - summaries built"],
                     log: ["2026-09-24 06:41:44.400000+0000 Quillfeed[6610:52004] [sync] submitted BGAppRefreshTaskRequest com.quillfeed.app.digest earliestBeginDate=2026-09-24 06:56:44 +0000"],
                     records: [.record("com.quillfeed.app.digest", .appRefresh, .submission, .succeeded, test: "MorningSummaryTests/testSummaryCountAfterOvernightWait")],
                     code: ["        app.start()", "        try await Task.sleep(for: .seconds(60))",
                            "        XCTAssertEqual(1, store.summaries.count, \"summaries built\")"]),
            // The log ends in the test (the job's time limit) while its code waits hours for the OS to launch the task it submitted.
            .failure("QuarrydellTests.UploadScheduleTests/testOvernightBackupRuns",
                     messages: ["The log ends while this test is running: it has no result line (the test process crashed, hung or was killed)."],
                     records: [.record("com.quarrydell.photos.overnight-backup", .processing, .registration, .succeeded),
                               .record("com.quarrydell.photos.overnight-backup", .processing, .submission, .succeeded)],
                     code: ["    func testOvernightBackupRuns() throws {", "        let launched = expectation(description: \"system launches the backup task\")",
                            "        try BackupScheduler.shared.scheduleOvernightBackup()", "        wait(for: [launched], timeout: 4 * 60 * 60)"]),
            // The wait counted runs: the OS ran the task once, and the resubmitted request never launched.
            .failure("App.HeartRateUploadTests/testUploadRunsEvery15Minutes",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 2100 seconds, with unfulfilled expectations: \"heart-rate upload ran twice\" (1 of 2)."],
                     records: Self.ranOnce),
            .failure("App.FeedTests/testFeedUpdatedInBackground", messages: ["Asynchronous wait failed: Exceeded timeout of 120 seconds, with unfulfilled expectations: \"feed updated\"."],
                     records: [.record("com.example.app.refresh", .appRefresh, .registration, .succeeded), .record("com.example.app.refresh", .appRefresh, .submission, .succeeded)],
                     plist: .built(permitted: ["com.example.app.refresh"], modes: ["fetch"])),
            .failure("App.RefreshTests/testRefreshUpdatesBadge", messages: ["XCTAssertEqual failed: (\"0\") is not equal to (\"3\")"], duration: 60.02,
                     records: [.record("com.example.app.refresh", .appRefresh, .submission, .succeeded)]),
            // The task the test's code submits, not its failing line or name, ties the test to it (two tasks pending).
            .failure("App.OfflineSyncJobTests/jobManagerResumesInBackground", messages: ["Expectation failed: (manager.lastBackgroundRun → nil) != nil"],
                     records: [.record("com.example.app.refresh", .appRefresh, .submission, .succeeded),
                               .record("com.example.app.offline-sync", .processing, .submission, .succeeded)],
                     code: ["        try BGTaskScheduler.shared.submit(BGProcessingTaskRequest(identifier: \"com.example.app.offline-sync\"))",
                            "        try await Task.sleep(for: .seconds(120))", "        #expect(manager.lastBackgroundRun != nil)"]),
            // The code waited 300 s on an expectation and asserted the waiter's result; only the code says how long.
            .failure("App.RefreshTests/testRefreshRunsWithinFiveMinutes",
                     messages: ["XCTAssertEqual failed: (\"XCTWaiterResult(rawValue: 2)\") is not equal to (\"XCTWaiterResult(rawValue: 1)\")"],
                     records: [.record("com.example.app.refresh", .appRefresh, .submission, .succeeded)],
                     code: ["        try BGTaskScheduler.shared.submit(BGAppRefreshTaskRequest(identifier: \"com.example.app.refresh\"))",
                            "        let result = XCTWaiter().wait(for: [ran], timeout: 300)", "        XCTAssertEqual(result, .completed)"]),
            // The test's own code sleeps after submitting, then asserts the task ran (read from its code).
            .failure("App.RefreshTests/testRefreshRunsAfterSubmit", messages: ["XCTAssertTrue failed - refresh ran"], duration: 3.1,
                     records: [.record("com.example.app.refresh", .appRefresh, .submission, .succeeded)],
                     code: ["        try BGTaskScheduler.shared.submit(request)", "        sleep(3)", "        XCTAssertTrue(store.refreshRan, \"refresh ran\")"]),
            // No records: the OS scheduler's own line accepting the request (a unified-log export), then a 120 s wait.
            .failure("App.RefreshE2ETests/testRefreshRunsInBackground",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 120 seconds, with unfulfilled expectations: \"com.example.app.refresh ran\"."],
                     runLog: [Self.accepted]),
        ]
    }

    /// dasd's line accepting a refresh request, as a unified-log export gives it.
    static let accepted = "2026-08-10 01:57:42.204518+0000 dasd[118]: Submitted: bgRefresh-com.example.app.refresh:041399 at priority 10 (Sun Aug  9 21:57:42 2026 - Mon Aug 10 21:57:42 2026)"

    /// A plugin's task the test never names, beside a wrong value the work produced.
    static let unnamedTaskWrongValue: [RuleExample] = [
        // A plugin's task the app registered and submitted as the test started it, never named by the test, which
        // then found a wrong value: the work it asserted on ran (the odometer's label), whatever the OS did with the task.
        .failure("TandemTests.TrackingE2ETests/testOdometerAfterForcedMovingState",
                 messages: ["XCTAssertEqual failed: (\"211.4 km\") is not equal to (\"0.2 km\")"],
                 log: ["2026-09-24 16:41:44.400000+0000 Tandem[6610:52004] [sync] submitted BGAppRefreshTaskRequest com.transistorsoft.fetch earliestBeginDate=2026-09-24 16:56:44 +0000"],
                 records: [.record("com.transistorsoft.fetch", .appRefresh, .submission, .succeeded, test: "TrackingE2ETests/testOdometerAfterForcedMovingState")],
                 code: ["        try await bridge.changePace(true)", "        try await Task.sleep(for: .seconds(20))",
                        "        XCTAssertEqual(bridge.odometerLabel(), \"0.2 km\")"]),
        // The same test named with a word made of the plugin's one-word task (`…Fetched…`): a word, not the task.
        .failure("TandemTests.TrackingE2ETests/testOdometerFetchedAfterForcedMovingState",
                 messages: ["XCTAssertEqual failed: (\"211.4 km\") is not equal to (\"0.2 km\")"],
                 log: ["2026-09-24 16:41:44.400000+0000 Tandem[6610:52004] [sync] submitted BGAppRefreshTaskRequest com.transistorsoft.fetch earliestBeginDate=2026-09-24 16:56:44 +0000"],
                 records: [.record("com.transistorsoft.fetch", .appRefresh, .submission, .succeeded, test: "TrackingE2ETests/testOdometerFetchedAfterForcedMovingState")],
                 code: ["        try await Task.sleep(for: .seconds(20))", "        XCTAssertEqual(bridge.odometerLabel(), \"0.2 km\")"]),
    ]

    var nonTriggeringExamples: [RuleExample] {
        Self.unnamedTaskWrongValue + [
            // The same test, but xcodebuild restarted the run after it: its process died, whatever it waited for.
            .failure("QuarrydellTests.UploadScheduleTests/testOvernightBackupRuns",
                     messages: ["The log ends while this test is running: it has no result line (the test process crashed, hung or was killed).",
                                "Restarting after unexpected exit, crash, or test timeout in UploadScheduleTests.testOvernightBackupRuns(); summary will include totals from previous launches."],
                     records: [.record("com.quarrydell.photos.overnight-backup", .processing, .registration, .succeeded),
                               .record("com.quarrydell.photos.overnight-backup", .processing, .submission, .succeeded)],
                     code: ["    func testOvernightBackupRuns() throws {", "        let launched = expectation(description: \"system launches the backup task\")",
                            "        try BackupScheduler.shared.scheduleOvernightBackup()", "        wait(for: [launched], timeout: 4 * 60 * 60)"]),
            // A submission the app made, and a test that slept a moment for its own code's async work (200 ms):
            // nothing so soon is the OS's to run.
            .failure("TallyfoxTests.JournalStoreTests/testCheckpointHoldsBackgroundAssertion",
                     messages: ["XCTAssertEqual failed: (\"0\") is not equal to (\"1\") - no background task assertion held across the WAL checkpoint"],
                     records: [.record("io.tallyfox.app.vacuum", .processing, .registration, .succeeded),
                               .record("io.tallyfox.app.vacuum", .processing, .submission, .succeeded)],
                     plist: .built(permitted: ["io.tallyfox.app.vacuum"], modes: ["processing"]),
                     code: ["        store.save(entry)", "        try await Task.sleep(for: .milliseconds(200))",
                            "        XCTAssertEqual(assertions.begunCount, 1, \"no background task assertion held across the WAL checkpoint\")"]),
            // The test called the push delegate itself and waited a second for its completion, beside the app's pending
            // refresh: the code never called back, whatever the OS was to run.
            .failure("WindrowTests.SilentPushSyncTests/testNoNewDataStillCallsFetchCompletion",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 1 seconds, with unfulfilled expectations: \"fetch completion\"."],
                     records: [.record("com.windrow.app.tracking-refresh", .appRefresh, .registration, .succeeded),
                               .record("com.windrow.app.tracking-refresh", .appRefresh, .submission, .succeeded)],
                     code: ["        let done = expectation(description: \"fetch completion\")",
                            "        appDelegate.application(.shared, didReceiveRemoteNotification: Payloads.refresh([\"WR-9\"])) { result in",
                            "        wait(for: [done], timeout: 1)"]),
            // A test about a silent push slept for it: APNs's delivery, not the run's one pending refresh task.
            .failure("AppE2ETests.SilentPushE2ETests/testSilentPushWhileLockedSyncsInbox",
                     messages: ["XCTAssertTrue failed - no acknowledgement for c-71 within 120 s of the silent push"],
                     records: [.record("com.example.app.inbox-refresh", .appRefresh, .registration, .succeeded),
                               .record("com.example.app.inbox-refresh", .appRefresh, .submission, .succeeded)],
                     code: ["        pushServer.sendBackgroundPush(to: deviceToken)", "        sleep(120)",
                            "        XCTAssertTrue(acks.contains(\"c-71\"), \"no acknowledgement for c-71 within 120 s of the silent push\")"]),
            // The test's code launched the task itself: it waited on its own launch, not the OS's.
            .failure("ShopTests.SyncTests/testSimulatedLaunchSyncs",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 10 seconds, with unfulfilled expectations: \"sync ran\"."],
                     records: [.record("com.shop.sync", .appRefresh, .registration, .succeeded), .record("com.shop.sync", .appRefresh, .submission, .succeeded)],
                     code: ["        BGTaskScheduler.shared.perform(NSSelectorFromString(\"_simulateLaunchForTaskWithIdentifier:\"), with: \"com.shop.sync\")",
                            "        wait(for: [ran], timeout: 10)"]),
            // A test that names no task ran past Jest's own limit: it hung, it waited on no launch of the
            // run's one pending task.
            .failure("Inbox/refreshes after returning from background",
                     messages: ["thrown: \"Exceeded timeout of 120000 ms for a test.\nAdd a timeout value to this test to increase the timeout, if this is a long-running test."],
                     records: [.record("com.transistorsoft.fetch", .appRefresh, .registration, .succeeded), .record("com.transistorsoft.fetch", .appRefresh, .submission, .succeeded)],
                     code: ["  it('refreshes after returning from background', async () => {", "    await device.sendToHome();"]),
            // Accepted, then dasd decided to run it while the test waited: the OS did its part.
            .failure("App.RefreshE2ETests/testRefreshRunsInBackground",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 120 seconds, with unfulfilled expectations: \"com.example.app.refresh ran\"."],
                     runLog: [Self.accepted, "2026-08-10 01:58:30.000113+0000 dasd[118]: 'bgRefresh-com.example.app.refresh:041399' CurrentScore: 0.912, ThresholdScore: 0.7 DecisionToRun:1"]),
            // Accepted, and the OS's log (a Console copy: times of day only) shows the task launched and its job ending.
            .failure("App.RefreshE2ETests/testRefreshRunsInBackground",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 120 seconds, with unfulfilled expectations: \"com.example.app.refresh ran\"."],
                     runLog: ["default\t01:57:42.204518+0000\tdasd\tSubmitted Activity: bgRefresh-com.example.app.refresh:041399 at priority 10 <private>",
                              "default\t01:59:02.355540+0000\tLedger\tRunning task: <BGAppRefreshTask: com.example.app.refresh>",
                              "default\t01:59:04.667114+0000\tLedger\tMarking task <BGAppRefreshTask: com.example.app.refresh> complete with success: 0"]),
            // The OS ran it again after the resubmission: the count fell short for another reason.
            .failure("App.HeartRateUploadTests/testUploadRunsEvery15Minutes",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 2100 seconds, with unfulfilled expectations: \"heart-rate upload ran twice\" (1 of 2)."],
                     records: Self.ranOnce + [.record("com.example.app.upload", .appRefresh, .launch, .succeeded, at: "09:40:12")]),
            // The handler crashed on the scheduler's queue for the task: the OS launched it.
            .failure("App.RefreshHandlerDeviceTests/testSimulatedLaunchCompletesTask",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 120 seconds, with unfulfilled expectations: \"refresh completed\"."],
                     log: CrashInTaskCodeRule.trapOnTheTasksQueue, records: [.record("com.example.app.refresh", .appRefresh, .submission, .succeeded)]),
            // The same test with no sleep in its code and no wait: nothing says it waited for the OS.
            .failure("App.RefreshTests/testRefreshRunsAfterSubmit", messages: ["XCTAssertTrue failed - refresh ran"], duration: 0.02,
                     records: [.record("com.example.app.refresh", .appRefresh, .submission, .succeeded)],
                     code: ["        try BGTaskScheduler.shared.submit(request)", "        XCTAssertTrue(store.refreshRan, \"refresh ran\")"]),
            // Launched: the OS did its part; whatever failed after is the job's.
            .failure("App.RefreshTests/testRefreshUpdatesBadge", messages: ["XCTAssertEqual failed: (\"0\") is not equal to (\"3\")"], duration: 60.02,
                     records: [.record("com.example.app.refresh", .appRefresh, .submission, .succeeded), .record("com.example.app.refresh", .appRefresh, .launch, .succeeded)]),
            // The OS holds no request for the task the test launched: another task's submission says
            // nothing of it (NoTaskRequestScheduledRule reads this).
            .failure("App.BackgroundFetchTests/testUpdateDeviceTaskRunsOnSimulatedLaunch",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 30 seconds, with unfulfilled expectations: \"updateDevice task ran\"."],
                     log: ["Simulating launch for task with identifier com.example.app.updateDevice",
                           "No task request with identifier com.example.app.updateDevice has been scheduled"],
                     records: [.record("com.example.app.fetch", .appRefresh, .submission, .succeeded),
                               .record("com.example.app.updateDevice", .processing, .registration, .succeeded)]),
            // The system started the task during the test, though no launch was recorded: it ran.
            .failure("App.FeedTests/testFeedUpdatedInBackground", messages: ["Asynchronous wait failed: Exceeded timeout of 120 seconds, with unfulfilled expectations: \"feed updated\"."],
                     log: ["Starting simulated task: <BGAppRefreshTask: com.example.app.refresh>"],
                     records: [.record("com.example.app.refresh", .appRefresh, .submission, .succeeded)]),
            // The app died while away (XCUITest found it gone): a launch that crashed it recorded nothing.
            .failure("AppUITests.BackgroundRefreshUITests/testSimulatedRefreshUpdatesBadge", messages: ["XCTAssertTrue failed"],
                     log: ["    t =    10.58s     Checking for crash reports corresponding to unexpected termination of com.example.app"], duration: 46.5,
                     records: [.record("com.example.app.refresh", .appRefresh, .submission, .succeeded)],
                     code: ["        XCUIDevice.shared.press(.home)", "        sleep(4)", "        XCTAssertTrue(badge.waitForExistence(timeout: 30))"]),
            // A quick assertion: the test did not wait for anything.
            .failure("App.RefreshTests/testRefreshUpdatesBadge", messages: ["XCTAssertEqual failed: (\"0\") is not equal to (\"3\")"], duration: 0.02,
                     records: [.record("com.example.app.refresh", .appRefresh, .submission, .succeeded)]),
        ]
    }

    /// Submitted, launched once, resubmitted by its handler.
    static let ranOnce: [RegistrationRecord] = [
        .record("com.example.app.upload", .appRefresh, .submission, .succeeded, at: "09:00:42"),
        .record("com.example.app.upload", .appRefresh, .launch, .succeeded, at: "09:19:07"),
        .record("com.example.app.upload", .appRefresh, .completion, .succeeded, at: "09:19:09"),
        .record("com.example.app.upload", .appRefresh, .submission, .succeeded, at: "09:19:09"),
    ]

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        // The OS saying it holds no request for the task this test launched is no slowness of the OS:
        // the test simulated a launch it never scheduled (NoTaskRequestScheduledRule), whatever else
        // was submitted. A line that names no task, or one the test exercises, ends the matter; one
        // about another task leaves that task alone.
        let noRequest = context.identifiers(saying: .noTaskRequest)
        guard !context.says(.noTaskRequest) || !noRequest.isEmpty, noRequest.isDisjoint(with: context.exercisedIdentifiers) else { return nil }
        // A test whose code launches the task itself (`_simulateLaunchForTaskWithIdentifier`) waited on its
        // own launch, not the OS's: whatever the records say of a submission, the OS was not asked to run it.
        if context.expectation.simulatesTheLaunch { return nil }
        // (Nor one that delivered the system's event to the app itself, or handed the code the closure it awaited:
        // its wait was for the code's callback, whatever task was pending.)
        if context.expectation.deliversItsOwnSystemEvent || context.expectation.fulfilledByItsCall != nil { return nil }
        // The app died under the test (XCUITest found it gone when bringing it back): a launch that
        // crashed it leaves no record of itself, so no launch record says nothing of the OS. (Not a test the log
        // ends in while its code waits, nothing saying it died: the job's time limit cut its wait short.)
        if context.crashed && !context.cutOffWhileWaiting { return nil }
        let waited = context.expectation.wait
        // Never launched while the test waited: no launch at all, or only one later than the wait
        // (the OS ran it, on its own schedule) — and the system did not start it during the test.
        // `(1 of 2)`: the wait counted runs and got fewer; the task's last submission is then the one
        // the test waited on.
        let partly = context.test.issues.contains { Self.partlyFulfilled($0.message) }
        func neverLaunched(_ identifier: String) -> Bool {
            guard !noRequest.contains(identifier), !context.records(identifier, .submission, .succeeded).isEmpty,
                context.simulatedLaunchLine(of: identifier) == nil, context.launchedWhileWaiting?.identifier != identifier
            else { return false }
            if partly { return Self.lastSubmissionUnlaunched(identifier, in: context) }
            return Self.launchRecord(identifier, in: context, within: waited?.seconds) == nil
        }
        // The task the test exercises; else, for a test about background work, the run's only task
        // that was submitted and never launched (less sure: the test does not name it, so its wait
        // corroborates nothing of that task) — unless the whole test ran past its own limit: a test
        // that names no task and never reached its end hung, it waited on no launch.
        var named = true
        var identifier = context.exercisedIdentifiers.first(where: neverLaunched)
        // (About background work by its own name, messages or code: a plugin's line at the app's launch is every test's.)
        if identifier == nil, context.exercisedIdentifiers.isEmpty, context.testItselfSpeaksOfBackgroundWork,
           !context.test.issues.contains(where: { TimeBudget.isWholeTestLimit($0.message) }) {
            identifier = Self.onlyPendingTask(context, neverLaunched)
            named = false
        }
        guard let identifier, let waited else { return logged(context) }
        // A task the test's own words never name is tied to it by the app's lines or a stamp alone: a failure that
        // found a wrong value — not nothing — got output from work that ran, whatever the app submitted as it launched.
        if !context.namedByTheTest(identifier), !context.test.issues.contains(where: { Self.saysItDidNotRun($0.message) }) { return nil }
        let submission = context.records(identifier, .submission, .succeeded)[0]
        // The OS scheduler's own word on it, when the run kept it (a unified-log export, a device log).
        let declined = context.text(saying: .schedulerDeclined, of: identifier)
        return RuleVerdict(
            // A record of the submission; no launch is read from what is absent; the test's wait for it agrees.
            rule: self.identifier, category: category, weight: EvidenceWeight(.record, .inferred, corroborated: named || declined != nil), stage: .systemCallback,
            reason: "`\(identifier)` was submitted successfully and never launched\(declined == nil ? "" : " (the OS's scheduler decided not to run it, DecisionToRun:0)"), and the test \(waited.how): it expected the OS to run the task within the test.",
            evidence: [submission.evidence] + (declined?.evidence.map { [$0] } ?? []) + (waited.evidence.map { [$0] } ?? []),
            nextStep: "Do not wait for the OS: call the job (or the launch handler with a fake task) directly and assert on its result; assert separately that the request was submitted.",
            task: identifier)
    }

    /// The message says the work did not happen — nothing happened (`Expectation.saysNothingHappened`), the task
    /// did not run (`asserted-task-ran`'s words), a count or a value still zero, empty, nil or pending on either side
    /// of an equality, a timeout thrown, or a background task named — not a wrong value the work produced (`("211.4 km") is
    /// not equal to ("0.2 km")`).
    static func saysItDidNotRun(_ message: String) -> Bool {
        Expectation.saysNothingHappened(message) || SignalCatalog.signal(.assertedTaskRan).matches(message)
            || ["(\"0\")", "(\"nil\")", "(\"[]\")", "(\"Optional(0)\")", ": 0\")", "(\"pending\")", "TimeoutError", "BGProcessingTask", "BGAppRefreshTask"].contains(where: message.includes)
    }

    /// A wait that counted fulfilments and got fewer than it waited for (XCTest's `"…" (1 of 2)`).
    static func partlyFulfilled(_ message: String) -> Bool {
        guard SignalCatalog.signal(.waitTimedOut).matches(message), let open = message.range(of: " (", options: .backwards) else { return false }
        let parts = message[open.upperBound...].prefix { $0 != ")" }.split(separator: " ")
        guard parts.count == 3, parts[1] == "of", let got = Int(parts[0]), let wanted = Int(parts[2]) else { return false }
        return got < wanted
    }

    /// The task's last successful submission came after its last launch (or it never launched): the
    /// request the test waited on is still pending.
    static func lastSubmissionUnlaunched(_ identifier: String, in context: FailureContext) -> Bool {
        guard let submitted = context.records(identifier, .submission, .succeeded).last.flatMap({ RecordTime.date($0.timestamp) }) else { return false }
        let launches = context.records(identifier, .launch).compactMap { RecordTime.date($0.timestamp) }
        return !launches.contains { $0 >= submitted }
    }

    /// The run's only task submitted and never launched; of several, the one a word of the test's
    /// name names (`refresh` of `feed-refresh`).
    private static func onlyPendingTask(_ context: FailureContext, _ neverLaunched: (String) -> Bool) -> String? {
        // (Not for a test about a push, playback or a call — another mode's work, which the system delivers
        // or keeps running on its own: the run's pending task is not what it waited for, a word of its name shared or not.)
        if Self.aboutAnotherModesWork(context) { return nil }
        let pending = Set(context.registrations.map(\.identifier)).filter(neverLaunched)
        let words = TaskIdentifierScanner.words(of: context.test.id.suite + " " + context.test.id.name)
        let named = pending.filter { id in
            (id.split(separator: ".").last ?? "").split(whereSeparator: { $0 == "-" || $0 == "_" }).contains { $0.count >= 4 && words.contains($0.lowercased()) }
        }
        if pending.count == 1 { return pending.first }
        return named.count == 1 ? named.first : nil
    }

    /// The test's name or messages are about what another background mode is for (a silent push, background
    /// location or playback, a VoIP call), not a task the OS runs (`…Refresh…`, "… fetch …"). (A sync is what a
    /// push's handler does as much as a task's — `…SilentPushWhileLockedSyncsInbox` —: it names no task here.)
    static func aboutAnotherModesWork(_ context: FailureContext) -> Bool {
        let haystack = Expectation.testHaystack(context)
        let taskKinds = SignalVocabulary.backgroundTaskKindWords.filter { $0 != " sync" }
        return !SignalVocabulary.modeSubjects(saidIn: haystack).isEmpty && !taskKinds.contains(where: haystack.includes)
    }

    /// Any sign that `identifier` was launched in the wait: its first launch or execution record
    /// within `window` seconds (and a minute) after its first successful submission; the first at all
    /// when there is no submission, no window or no readable time. (Stricter, for the rules that read
    /// a launch as the OS having done its part: `FailureContext.placedLaunch`.)
    static func launchRecord(_ identifier: String, in context: FailureContext, within window: Double?) -> RegistrationRecord? {
        let launches = context.records(identifier, .launch) + context.records(identifier, .execution)
        guard let submitted = context.records(identifier, .submission, .succeeded).first, let start = RecordTime.date(submitted.timestamp), let window else {
            return launches.first
        }
        return launches.first { launch in
            guard let date = RecordTime.date(launch.timestamp) else { return true }
            return date >= start && date.timeIntervalSince(start) <= window + 60
        }
    }

    /// With no records, the OS scheduler's line accepting the request (or the app's own saying it
    /// submitted it), and a wait: the same story, told less surely.
    func logged(_ context: FailureContext) -> RuleVerdict? {
        // The OS's own log showing a run of the task (a launch the times cannot place, a completion) is no "never launched".
        // (Nor for a test that itself — its name, messages, code — says nothing of background work and names no
        // task: a plugin's submission at the app's launch is every test's line.)
        guard context.registrations.isEmpty, !context.says(.noTaskRequest), context.simulatedLaunchLine(of: nil) == nil,
            context.launchedWhileWaiting == nil, !Expectation.taskRan(context), let waited = context.expectation.wait,
            context.testItselfSpeaksOfBackgroundWork
        else { return nil }
        // The scheduler's acceptance of a task the test exercises (the export holds every app's).
        let accepted = context.exercisedIdentifiers.lazy.compactMap { context.text(saying: .schedulerAccepted, of: $0) }.first
        guard let submitted = accepted ?? context.text(saying: .appSubmitted) else { return nil }
        return RuleVerdict(
            rule: identifier, category: category, weight: EvidenceWeight(accepted == nil ? .app : .system, .inferred, corroborated: true), stage: .systemCallback,
            reason: "\(accepted == nil ? "The app logged a successful submission" : "The OS's scheduler accepted the request") and the test \(waited.how): it expected the OS to run the task within the test.",
            evidence: (submitted.evidence.map { [$0] } ?? []) + (waited.evidence.map { [$0] } ?? []),
            nextStep: "Do not wait for the OS: call the job (or the launch handler with a fake task) directly and assert on its result.")
    }
}
