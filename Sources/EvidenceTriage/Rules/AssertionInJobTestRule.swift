import EvidenceCore
import EvidenceReaders

/// An assertion about the job's results failed, with no sign of configuration or scheduling trouble:
/// the job itself is wrong.
struct AssertionInJobTestRule: ClassificationRule {
    let identifier = "assertion_in_job_test"
    let category = TriageCategory.businessLogicError
    let summary = "An assertion about the job's output failed (XCTAssert…, #expect), with no configuration or scheduling evidence."

    var triggeringExamples: [RuleExample] {
        Self.doneOrRenderedByTheTest + Self.callbacksTheTestAwaited + [
            .failure("App.SyncRefreshJobTests/testRepeatedRunIsIdempotent", messages: ["XCTAssertEqual failed: (\"14\") is not equal to (\"7\") - running the job twice must not duplicate items"]),
            .failure("App.CleanupJobTests/cancelledRunLeavesNoTemporaryFiles", messages: ["Expectation failed: (tempFiles.isEmpty → false)"]),
            // The app's launch under a UI test refused another task (every launch does, for a task it cannot
            // register): the test's own task ran, and its output was wrong.
            .failure("AppUITests.TideRefreshE2ETests/testTideRefreshUpdatesWidget",
                     messages: ["XCTAssertEqual failed: (\"stale\") is not equal to (\"fresh\") - widget after the tide refresh"],
                     log: ["Registration rejected; com.example.app.log-compaction is not advertised in the application's Info.plist",
                           "Running task: <BGAppRefreshTask: com.example.app.tide-refresh>"],
                     records: [.record("com.example.app.tide-refresh", .appRefresh, .registration, .succeeded)]),
            // FBSnapshotTestCase's images of two sizes no device change makes (one width, a line taller): the view's layout changed.
            .failure("AppTests.RecipeCardSnapshotTests/testRecipeCardLongTitleTruncates",
                     messages: ["Snapshot comparison failed: Optional(Error Domain=FBSnapshotTestControllerErrorDomain Code=3 \"Images different sizes\" UserInfo={NSLocalizedFailureReason=referenceImage:{343, 164}, image:{343, 188}, NSLocalizedDescription=Images different sizes})"]),
            // A UI test's element found, its text not what the test expected: its message says what it got.
            .failure("RunnerUITests.NotificationBannerUITests/testEncryptedPushShowsDecryptedPreview",
                     messages: ["XCTAssertTrue failed - banner should show the decrypted preview, got: New message"],
                     code: ["        XCUIDevice.shared.press(.home)", "        XCTAssertTrue(banner.waitForExistence(timeout: 30), \"no notification banner\")",
                            "        XCTAssertTrue(banner.staticTexts[\"Dinner at 8?\"].exists, \"banner should show the decrypted preview, got: \\(banner.label)\")"]),
            // Patrol's bridge says only that the Dart test failed; the app's Flutter report says an `expect` did.
            .failure("RunnerUITests/queueReorderTest", messages: ["((response.passed) is true) failed"],
                     log: ["2026-12-02 09:44:30.108890+0000 Runner[11961:404201] flutter: The following TestFailure was thrown running a test:"]),
            // The scheduler's name in an assertion that the code must not ask it for work: the code asked.
            .failure("LumenTests.ExtensionSafeFlagsTests/testExtensionContextNeverSchedulesBackgroundSync",
                     messages: ["XCTAssertEqual failed: (\"1\") is not equal to (\"0\") - BGTaskScheduler background sync must only be scheduled from the main application"]),
            // Detox's expectation on an element's text, in its newer wording.
            .failure("Feed/renders unread badge count",
                     messages: ["Test Failed: 'elementWithText' expectation failed: Expected \"3\", got \"03\" for element matching “MATCHER(id == “unread-badge”)”"]),
            // Any Detox failure of a matcher on an element.
            .failure("Inbox/shows unread count badge",
                     messages: ["Test Failed: 'toHaveText' failed for element matching (view.id == \"unread-badge\"): expected text \"3\", got \"03\""]),
            // Jasmine's matcher (a Cordova plugin's spec under cordova-paramedic).
            .failure("cordova-plugin-sync-tests.tests >> Sync › sync queue/sync.spec.5 drops acknowledged items and keeps the rest", messages: ["Expected 0 to be 2."]),
            // Objective-C XCTest's assertion as xcpretty keeps it, and OCMock's verification of a call never made.
            .failure("PGNRemoteNotificationsProxyTests/testIncompleteAppDelegateRemoteNotificationWithFetchHandlerMethod",
                     messages: ["(([incompleteAppDelegate respondsToSelector:remoteNotification]) is true) failed"]),
            .failure("PGNRemoteNotificationsProxyTests/testSwizzledAppDelegateRemoteNotificationMethods",
                     messages: ["OCMockObject(PGNMessaging): Method appDidReceiveMessage:{test = \"\";} was not invoked."]),
            // Nimble's matcher in a Quick spec, on a background operation whose application is the spec's double.
            .failure("BrambleworksTests.BackgroundSyncOperationSpec/BackgroundSyncOperation__when_the_upload_finishes__reports_success",
                     messages: ["expected to equal <succeeded>, got <expired>"],
                     code: ["                    let app = FakeApplication()", "                    expect(op.result).to(equal(.succeeded))"]),
            // Expecta's matchers in a Specta spec (`expect(x).to.equal(y)`, `.beTruthy()`).
            .failure("FRReportSizeFormatterSpec/FRReportSizeFormatter_formats_megabytes_with_one_decimal", messages: ["expected: 12.3 MB, got: 12.9 MB"]),
            .failure("FRDownloadManagerSpec/FRDownloadManager_moves_the_file_on_the_delegate_queue", messages: ["expected: a truthy value, got: 0, which is falsy"]),
            // A job timed while the app was in front did not run: the job runner's own timer (xUnit's words).
            .failure("Bollard.Tests.JobsTests/ForegroundJob_RunsWithinInterval",
                     messages: ["Assert.True() Failure: BerthWatchJob did not run within 45 s while the app was in the foreground\nExpected: True\nActual:   False"]),
            // Detox's expectation on an element: the delivered notification's text came through empty.
            .failure("Reminders/trigger notification shows title and body",
                     messages: ["Test Failed: Expected elements to have text: 'High tide 14:05', but it has: ''"]),
            // Maestro's `assertVisible` and an Appium client's lookup: the screen the flow drove did not show it.
            .failure("Test Suite/Add plant with weekly schedule", messages: ["Assertion is false: \"Next watering: Sun 8 Nov\" is visible"]),
            .failure("com.example.e2e.EntryEditorIT/savesEntryFromToolbar",
                     messages: ["org.openqa.selenium.NoSuchElementException: An element could not be located on the page using the given search parameters."]),
            // EarlGrey's assertion on the element it found: the app showed another text.
            .failure("AppUITests.OutboxUITests/testInterruptedSendIsMarkedRetryableAfterRelaunch",
                     messages: ["Failed: Element does not meet assertion criteria: hasText('Not sent · Tap to retry'). Element: <UILabel:0x10b8e2c40; AX.label='Sending…'>"]),
            // Go's testing idiom in a backend's tests of the same job (`got …, want …`).
            .failure("push/TestSilentSyncUsesBackgroundPushType", messages: ["silent_test.go:28: PushType = \"\", want \"background\""]),
            // Swift Testing's known issue that did not happen: what the test claimed of the code is no longer so.
            .failure("AppTests.GazeProgressionTests/gazeAdvancesDownThePageOverTime", messages: ["Known issue was not recorded READ-412: gaze y does not progress with elapsed time"]),
            // Chai's assertion as Vitest prints it (a Capacitor app's unit tests).
            .failure("tideTable/rounds heights to one decimal place", messages: ["AssertionError: expected '1.3 m' to be '1.4 m' // Object.is equality"]),
            // kotlin.test's assertion in a Kotlin Multiplatform module's iOS tests.
            .failure("io.tidemark.shared.sync.TideSyncJobTest/mergesRemoteCursor",
                     messages: ["kotlin.AssertionError: Expected <42>, actual <41>: the cursor must advance past merged items"]),
            // A short wait for the code to stop, beside a wrong count: the count speaks, the wait was not for the OS.
            .failure("App.HealthDeliveryTests/testBackgroundDeliveryStopsOnCancellation",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 5 seconds, with unfulfilled expectations: \"backgroundDeliveryTask finished after stop()\".",
                                "XCTAssertEqual failed: (\"2\") is not equal to (\"1\") - no sync should start after stop()"]),
            // XCTest gives only the values; the failing line says they are the job's cursor.
            .failure("App.FeedRefreshTests/testRefreshAdvances", messages: ["XCTAssertEqual failed: (\"3\") is not equal to (\"10\")"],
                     code: ["        XCTAssertEqual(sync.cursor.position, 10)"]),
            // Swift Testing's confirmation counted the code's events: one batch expected, two published.
            .failure("App.StepAggregatorTests/mergesOverlappingSources", messages: ["Confirmation was confirmed 2 times, but expected to be confirmed 1 time"]),
            // A snapshot far from its reference: the view changed.
            .failure("AppTests.ReaderPostCardSnapshotTests/testCardDarkMode",
                     messages: ["failed - Newly-taken snapshot does not match reference. Actual image precision 0.412 is less than required 0.99"]),
            // A sensor test's 1-second wait: nothing about background work, so the code under test's.
            .failure("App.MotionSensorTests/testAccelerometerEventFires",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 1 seconds, with unfulfilled expectations: \"accelerometer event\"."]),
            // A second's wait in a silent-push test, for the app's own retry: no OS answers a test that quickly.
            .failure("AppTests.TokenRefreshCoordinatorTests/testSilentPushRefreshesTokenAfterUnauthorized",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 1 seconds, with unfulfilled expectations: \"token refreshed\"."]),
            // The code under test never called the completion handler the test gave it.
            .failure("App.InboxRefreshTests/testFetchCompletionCalledOnDecodeFailure",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 2 seconds, with unfulfilled expectations: \"fetch completion handler called\"."]),
            // Jest's hint for a mock: the code called it when the test said it must not.
            .failure("backgroundSync/keeps the sync task registered when the app returns to the foreground",
                     messages: ["expect(jest.fn()).not.toHaveBeenCalled()\n\nExpected number of calls: 0\nReceived number of calls: 1"]),
            // The test called a notification service extension's entry point itself and set it a
            // timetable: the extension's code never handed back content in time, not the OS.
            .failure("AppNotificationServiceTests.NotificationServiceStartupTests/testContentHandlerCalledWithinTwoSeconds",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 2 seconds, with unfulfilled expectations: \"contentHandler called\"."],
                     code: ["let service = NotificationService()", "service.didReceive(.encryptedFixture(body: \"Dinner at 8?\")) { _ in", "    delivered.fulfill()", "}",
                            "wait(for: [delivered], timeout: 2)"]),
            // The handler ran to its end and the work the test waited for never came.
            .failure("App.ForegroundTaskRefreshTests/testRefreshHandlerInvokesCallback",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 30 seconds, with unfulfilled expectations: \"onRepeatEvent dispatched\"."],
                     log: ["[RefreshTask] operation finished, setTaskCompleted(success: true)"]),
            // pytest's assertion (an Appium test in Python): a value the app computed.
            .failure("tests.test_reminders.TestReminders/test_morning_reminder_uses_local_time",
                     messages: ["tests/test_reminders.py:31: in test_morning_reminder_uses_local_time\n    assert next_fire == \"07:45\"\nE   AssertionError: reminder scheduled for 12:45, wanted 07:45 local\nE   assert '12:45' == '07:45'"]),
            // A UI element the test asserted gone is still on screen: the app's state, not a screen it never reached.
            .failure("AppUITests.ConversationListUITests/testUnreadBadgeClearsAfterOpeningThread",
                     messages: ["XCTAssertFalse failed - unread badge still shown after the thread was opened"],
                     code: ["        XCTAssertFalse(badge.exists, \"unread badge still shown after the thread was opened\")"]),
            // An error the test waited to see never come came: the app's state.
            .failure("FilesUITests.CrossAccountCopyUITests/testPasteBetweenAccounts",
                     messages: ["XCTAssertFalse failed - Files showed an error: The operation couldn’t be completed."],
                     code: ["        XCTAssertFalse(alert.waitForExistence(timeout: 20), \"Files showed an error: \\(alert.label)\")"]),
        ]
    }

    /// Waits for what the test asked of the code itself, which never called back.
    static let callbacksTheTestAwaited: [RuleExample] = [
        // The job called by the test, its completion fulfilling the expectation, and the wait ran out: the job never called back.
        .failure("TrailmixTests.TrailConditionsRefreshJobTests/testRefreshStoresNewConditions",
                 messages: ["Asynchronous wait failed: Exceeded timeout of 10 seconds, with unfulfilled expectations: \"conditions refresh finished\"."],
                 code: ["        let finished = expectation(description: \"conditions refresh finished\")",
                        "        TrailConditionsRefreshJob(session: session, store: store, baseURL: base).run { _ in finished.fulfill() }",
                        "        wait(for: [finished], timeout: 10)"]),
        // A widget's timeline provider asked by the test itself, its callback never called: the provider's code, not WidgetKit's budget.
        .failure("BrewlogTests.SunriseWidgetProviderTests/testTimelineIsProducedWhenLocationIsSlow",
                 messages: ["Asynchronous wait failed: Exceeded timeout of 10 seconds, with unfulfilled expectations: \"timeline delivered\"."],
                 code: ["        provider.getTimeline(in: .preview) { timeline in", "        wait(for: [delivered], timeout: 10)"]),
    ]

    /// What the test's own code did or rendered, which its failure says did not come: the app's code's.
    static let doneOrRenderedByTheTest: [RuleExample] = [
        // "Not delivered" of a delivery the test called itself (twice): what the app's code sent, no OS's doing.
        .failure("OutboxTests.OutboxSenderTests/testRetriedMessageIsSentOnTheNextPass",
                 messages: ["XCTAssertEqual failed: (\"1\") is not equal to (\"2\") - retried message was not delivered on the next pass"],
                 code: ["        let sender = OutboxSender(store: store, transport: transport)", "        try await sender.deliver()",
                        "        try await sender.deliver()", "        XCTAssertEqual(transport.sent.count, 2, \"retried message was not delivered on the next pass\")"]),
        // The same of a job the test ran itself (`.run(`), in a helper it calls.
        .failure("AppTests.DigestJobTests/testSecondRunPostsTheDigest",
                 messages: ["XCTAssertTrue failed - digest job did not run on the second pass"],
                 code: ["        try await job.run(at: .morning)", "        try await runAgain()", "        XCTAssertTrue(poster.posted, \"digest job did not run on the second pass\")"],
                 helpers: ["    private func runAgain() async throws { try await job.run(at: .evening) }"]),
        // Testing Library's query in a Jest test: the component rendered nothing by that id.
        .failure("HeadlessCheck/renders the app once it comes to the foreground",
                 messages: ["Unable to find an element with testID: home-screen\n\n<View />\n    at Object.<anonymous>"],
                 placedIn: "src/__tests__/HeadlessCheck.test.tsx"),
    ]

    var nonTriggeringExamples: [RuleExample] {
        [
            // FBSnapshotTestCase's images of one size that differ, unmeasured: a renderer's change as much as the view's.
            .failure("AppTests.RecipeCardSnapshotTests/testRecipeCardDarkMode",
                     messages: ["Snapshot comparison failed: Optional(Error Domain=FBSnapshotTestControllerErrorDomain Code=4 \"Images different\" UserInfo={NSLocalizedFailureReason=image pixels differed by more than 0.00% from the reference image, FBReferenceImageKey=<UIImage:0x60000302c1b0 anonymous {343, 164}>, FBCapturedImageKey=<UIImage:0x60000302d320 anonymous {343, 164}>, NSLocalizedDescription=Images different})"]),
            // The launch refused the test's own task: the pipeline broke before the job could run.
            .failure("AppUITests.TideRefreshE2ETests/testTideRefreshUpdatesWidget",
                     messages: ["XCTAssertEqual failed: (\"stale\") is not equal to (\"fresh\") - widget after the tide refresh"],
                     log: ["Registration rejected; com.example.app.tide-refresh is not advertised in the application's Info.plist"],
                     records: [.record("com.example.app.tide-refresh", .appRefresh, .registration, .failed)]),
            // `DoNotDisturb` is a feature's name, not an assertion that the work must not happen.
            .failure("LumenTests.SyncTests/testSyncRespectsDoNotDisturb",
                     messages: ["XCTAssertEqual failed: (\"0\") is not equal to (\"1\") - BGTaskScheduler sync must be scheduled after quiet hours"]),
            // The scheduler's name in an assertion that the work was asked for: whether the OS took it is the question.
            .failure("LumenTests.FlagSyncTests/testAppContextSchedulesBackgroundSync",
                     messages: ["XCTAssertEqual failed: (\"0\") is not equal to (\"1\") - BGTaskScheduler background sync must be scheduled from the main application"]),
            // Flutter's integration_test runner (and Patrol's) asserting only that the Dart test passed: the bridge's report.
            .failure("RunnerTests/testIntegrationTest", messages: ["((success) is true) failed"]),
            // Nimble's `toEventually` that ran out: a wait, not an assertion on what the code did.
            .failure("BrambleworksTests.InventoryImportSpec/InventoryImport__when_importing_a_large_CSV__finishes_the_import",
                     messages: ["expected to eventually equal <18204>, got <nil> (timed out, but main run loop was unresponsive)."]),
            // A spec's placeholder that fails with its author's note (Specta's `failure(@"do it")`): no matcher ran.
            .failure("FRDownloadManagerSpec/FRDownloadManager_reports_a_failed_move", messages: ["do it"]),
            // Appium lost WebDriverAgent: the driver failed, no lookup of the app's screen ran.
            .failure("com.example.e2e.BackgroundResumeTest/draftSurvivesBackgrounding",
                     messages: ["org.openqa.selenium.WebDriverException: An unknown server-side error occurred while processing the command. Original error: Could not proxy command to the remote server."]),
            // XCUITest lost the app under test: it died, and no assertion on the sync's results ran.
            .failure("MarlinUITests.RosterSyncUITests/testPullToRefreshUpdatesRoster",
                     messages: ["Failed to get matching snapshot: Lost connection to the application (pid 3127)."]),
            .failure("App.RefreshTests/testSubmits", messages: ["XCTAssertNoThrow failed: threw error \"Error Domain=BGTaskSchedulerErrorDomain Code=3 \"(null)\"\""]),
            .failure("App.RefreshTests/testRuns", messages: ["Asynchronous wait failed: Exceeded timeout of 10 seconds, with unfulfilled expectations: \"ran\"."]),
            // The same wait where the closure fulfilling it is the handler the test registers with the scheduler: the OS's to call.
            .failure("App.RefreshTests/testRuns", messages: ["Asynchronous wait failed: Exceeded timeout of 10 seconds, with unfulfilled expectations: \"ran\"."],
                     code: ["        BGTaskScheduler.shared.register(forTaskWithIdentifier: \"com.example.app.refresh\", using: nil) { _ in ran.fulfill() }",
                            "        wait(for: [ran], timeout: 10)"]),
            .failure("App.Tests/testSomething", messages: ["Test crashed with signal kill."]),
            .failure("App.RefreshTests/testSimulatedLaunch", messages: ["XCTAssertTrue failed"], log: ["No task request with identifier com.example.app.refresh has been scheduled"]),
            // The library says only that the image differs, not by how much: whose change, nothing says.
            .failure("AppTests.RouteCardSnapshotTests/testRouteCardDark",
                     messages: ["Snapshot comparison failed: Error Domain=FBSnapshotTestControllerErrorDomain Code=4 \"Images different\" UserInfo={NSLocalizedDescription=Images different}"]),
            // A project's own PNG comparison, which says no more than that the images differ.
            .failure("AppTests.CommentsSnapshotTests/test_commentsWithContent",
                     messages: ["failed - New snapshot does not match stored snapshot. New snapshot URL: file:///tmp/COMMENTS_dark.png, Stored snapshot URL: file:///ci/AppTests/snapshots/COMMENTS_dark.png"]),
            // A snapshot 1.3 % off its reference: a renderer's change looks the same as the view's.
            .failure("AppTests.AccountSummarySnapshotTests/testSummaryCardDarkMode",
                     messages: ["failed - Snapshot does not match reference.\nNewly-taken snapshot does not match reference. Actual image precision 0.9871 is less than required 0.99"]),
            // The whole test ran past its time limit: a hang and a slow runner read alike.
            .failure("AppTests.ArchiveImportTests/importsLargeArchive", messages: ["Time limit was exceeded: 30.000 seconds"]),
            // It timed itself: on a shared runner a wall-clock bound measures the machine as much as the code.
            .failure("AppTests.ThumbnailCacheTests/cachedLookupIsFast", messages: ["Expectation failed: (elapsed → 0.412 seconds) < .milliseconds(100)"]),
            .failure("AppTests.ParserTests/testParsesQuickly", messages: ["XCTAssertLessThan failed: (\"2.91\") is not less than (\"1.0\") - parse took too long (seconds)"]),
            // A UI test's element never appeared: the assertion does not say what kept it.
            .failure("AppUITests.TripNamingUITests/testRenameTripWithSoftwareKeyboard", messages: ["XCTAssertTrue failed - software keyboard"],
                     code: ["        XCTAssertTrue(app.keyboards.firstMatch.waitForExistence(timeout: 5), \"software keyboard\")"]),
        ]
    }

    /// A message that says the trouble is elsewhere: a wait that timed out, a task asserted to have
    /// run, the scheduler's or the system's own words.
    static func pointsElsewhere(_ message: String) -> Bool {
        SignalCatalog.signal(.waitTimedOut).matches(message) || SignalCatalog.signal(.assertedTaskRan).matches(message)
            || SignalVocabulary.schedulerWords.contains { message.includes($0) }
    }

    /// The bridge's failure (`((response.passed) is true) failed`: the Dart test did not pass) of a test whose
    /// app printed Flutter's report of a failed `expect` while it ran (`The following TestFailure was thrown
    /// running a test:`): the Dart test's assertion failed.
    /// (The issue returned cites the report's line: the reading rests on it.)
    static func dartExpectationBehindTheBridge(_ context: FailureContext) -> TestIssue? {
        guard let report = context.logLines.first(where: { ($0.excerpt ?? "").includes(SignalVocabulary.dartExpectFailed) }),
              let bridge = context.test.issues.first(where: { issue in SignalVocabulary.dartRunnerBridges.contains(where: issue.message.includes) })
        else { return nil }
        return TestIssue(message: report.excerpt ?? bridge.message, location: bridge.location, evidence: report)
    }

    /// The test's name says what it asserts must not happen (`testExtensionContextNeverSchedulesBackgroundSync`,
    /// `testDoesNotSubmitWhileOffline`).
    /// (`does not`, `do not`, `should not`, `must not`, `will not` side by side, or `doesnt`, `wont` — not
    /// `DoNotDisturb`, a feature's name.)
    static func assertsItMustNotHappen(_ test: TestIdentifier) -> Bool {
        let words = FailureContext.NameWords(test.name).ordered
        if !words.filter({ ["never", "doesnt", "dont", "shouldnt", "mustnt", "wont"].contains($0) }).isEmpty { return true }
        return words.indices.dropLast().contains { index in
            words[index + 1] == "not" && ["does", "do", "should", "must", "will"].contains(words[index])
                && (index + 2 >= words.count || words[index + 2] != "disturb")
        }
    }

    /// The failing line asserts that a UI element appears (`waitForExistence`, `.exists`,
    /// `.isHittable`): the screen never reached the state, and what kept it — the app, a system alert
    /// over it, the simulator's keyboard setting — is not in the assertion. No reading of the code's.
    /// (Not one asserting an element is gone — `XCTAssertFalse(badge.exists)` — that is still there, or
    /// never comes — `XCTAssertFalse(alert.waitForExistence(timeout: 20))` — that came: the screen
    /// reached a state, the wrong one, which is the app's.)
    /// (Nor one whose message says what it found instead, `…, got: New message`: the element came, wrong.)
    static func waitsForAnElement(_ context: FailureContext) -> Bool {
        guard let line = context.code.last?.excerpt, !context.test.issues.contains(where: { Expectation.reportsWhatItGot($0.message) }) else { return false }
        let assertsAbsence = (line.includes("XCTAssertFalse(") || line.includes("#expect(!"))
            && [".exists", ".isHittable", ".waitForExistence("].contains { line.includes($0) }
        return !assertsAbsence && [".waitForExistence(", ".waitForNonExistence(", ".exists", ".isHittable"].contains { line.includes($0) }
    }

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        let messages = context.test.issues.map(\.message)
        guard context.systemRefusal == nil else { return nil }
        // A test that ran out of its time budget with nothing tying it to background work: slow code,
        // a hang and a loaded runner read alike (the abstention says so).
        if TimeBudget.aloneExplains(context) { return nil }
        // Nothing ties the failure to background work: a wait that timed out was for the code under
        // test (a download queue, a view model), not for the OS — the code's, like any assertion.
        // So too a wait of seconds that nothing says was for the system, in a test about background work.
        if !context.concernsBackgroundWork || context.expectation.shortWaitForTheCode && context.launchedWhileWaiting == nil,
            let wait = context.test.issues.first(where: { SignalCatalog.signal(.waitTimedOut).matches($0.message) }) {
            return context.codeUnderTestVerdict(
                rule: identifier, what: "The test's wait for the code under test timed out", issue: wait,
                fix: "find why the code never fulfilled the expectation (a callback never called, a queue never drained)")
        }
        // A wait for the code under test to call back (the completion handler the test passed in, or
        // the handler of a system event the test delivered itself), not for the OS: the code never called it.
        // (Not a simulated launch: the scheduler runs it only for a request it holds.)
        // (Or one its code fulfils in the closure it hands the code's call: `Job(…).run { _ in finished.fulfill() }`.)
        let deliveredItself = context.expectation.deliversItsOwnSystemEvent || context.expectation.fulfilledByItsCall != nil
        if context.expectation.systemWait == nil, context.launchedWhileWaiting == nil,
            let wait = context.test.issues.first(where: { issue in
                Expectation.awaitsACallback(issue.message) || deliveredItself && SignalCatalog.signal(.waitTimedOut).matches(issue.message)
            }) {
            return RuleVerdict(
                rule: identifier, category: category, weight: EvidenceWeight(.test), stage: .execution,
                reason: "The test waited for the code under test to call its completion handler, and it never did: a path that returns without calling back.",
                evidence: wait.evidence.map { [$0] } ?? [],
                nextStep: "Reproduce locally\(wait.place); make every path of the code under test call its completion handler (errors and early returns too).")
        }
        // The task ran to the end it reported (`setTaskCompleted`) while the test waited for its work,
        // and the wait timed out: the job finished without doing what the test waited for.
        if context.expectation.systemWait == nil, context.launchedWhileWaiting == nil, let reported = context.text(saying: .taskReported),
            let wait = context.test.issues.first(where: { SignalCatalog.signal(.waitTimedOut).matches($0.message) }) {
            return RuleVerdict(
                rule: identifier, category: category, weight: EvidenceWeight(.app, .inferred, corroborated: true), stage: .execution,
                reason: "The task ran and reported its end (“\(reported.text.prefix(100))”), and the test's wait for its work timed out: the job finished without doing it.",
                evidence: (reported.evidence.map { [$0] } ?? []) + (wait.evidence.map { [$0] } ?? []),
                nextStep: "Debug the launch handler\(wait.place): follow what it does before `setTaskCompleted` and why the work the test waits for never happens.")
        }
        // A wait that timed out points at the OS only when it waited for the OS: a short wait for the
        // code (`finished after stop()`) beside a wrong value leaves the value to speak.
        let timedOut = SignalCatalog.signal(.waitTimedOut)
        let waitedForTheOS = context.expectation.systemWait != nil || context.launchedWhileWaiting != nil
        let counts = { (message: String) in waitedForTheOS || !timedOut.matches(message) }
        // Words that the work did not run point at the OS, unless it was timed while the app was in
        // front: the OS runs no background work then, so it is the app's own timer.
        let inFront = AssertedTaskRanRule.timedInTheForeground(context)
        // Nor do the scheduler's words in an assertion that the work must not happen (`…NeverSchedules…`):
        // the code asked for it when it should not have, and no OS makes an app ask.
        let notToHappen = Self.assertsItMustNotHappen(context.test.id)
        let ran = SignalCatalog.signal(.assertedTaskRan)
        let elsewhere = { (message: String) in
            Self.pointsElsewhere(message) && !Expectation.doneByTheTest(message, context) && !((inFront || notToHappen && !ran.matches(message)) && !timedOut.matches(message))
        }
        // A snapshot a few pixels off its reference, or one the library only says differs, says the
        // pixels differ, not whose change it was.
        guard !messages.contains(where: { counts($0) && elsewhere($0) }), !Self.waitsForAnElement(context), !SnapshotDrift.saysOnlyPixelsDiffer(messages),
            let assertion = context.test.issues.first(where: { issue in counts(issue.message) && SignalVocabulary.asserts(issue.message) })
                ?? Self.dartExpectationBehindTheBridge(context)
        else { return nil }
        let jobSpecific = Expectation.aboutJobData(messages + context.failingAssertionCode, name: context.test.id.name)
        let place = assertion.place
        guard context.concernsBackgroundWork else {
            return context.codeUnderTestVerdict(
                rule: identifier, what: "An assertion about the code under test failed", issue: assertion,
                fix: "fix the code it tests (or the test's expectation, if the behaviour changed on purpose)")
        }
        return RuleVerdict(
            // No stage: the assertion says the output is wrong, not that the job ran (the decision table's last row).
            rule: identifier, category: category, weight: EvidenceWeight(.test, jobSpecific ? .direct : .inferred), stage: nil,
            reason: "An assertion on the job's results failed and nothing points at configuration or scheduling.",
            evidence: assertion.evidence.map { [$0] } ?? [],
            nextStep: "Reproduce with the job's unit test locally\(place); fix the job, not the schedule.")
    }
}
