import EvidenceReaders

/// The test replaced the OS with a double (`MockTaskScheduler`, `FakeClock`, `TestClock`, a simulated
/// launch): what the OS would do is out of the loop, so a failure there is the job's own.
struct FailureWithFakeSchedulerRule: ClassificationRule {
    let identifier = "failure_with_fake_scheduler"
    let category = TriageCategory.businessLogicError
    let summary = "The test drives the job through a fake scheduler or clock, so the OS's timing is out of the loop: the job's code failed."

    var triggeringExamples: [RuleExample] {
        [
            // A Swift Testing time limit on a test whose clock it moves by hand (`ManualMillisClock`): a timer armed on it
            // that never fires is the scheduler's code, however long the test waited.
            .failure("RefreshTimerSchedulerTests/armedTimerFiresWhenDeadlineAlreadyPassed", messages: ["Time limit was exceeded: 60.000 seconds"],
                     code: ["    func armedTimerFiresWhenDeadlineAlreadyPassed() async {", "        let clock = ManualMillisClock(now: 10_000)",
                            "        let scheduler = RefreshTimerScheduler(clock: clock)", "        await withCheckedContinuation { continuation in"]),
            .failure("App.RefreshJobTests/testRunsWhenClockAdvances", messages: ["Asynchronous wait failed: Exceeded timeout of 5 seconds, with unfulfilled expectations: \"job ran after TestClock advanced 15 minutes\"."]),
            .failure("App.SchedulerTests/testResubmitsAfterRun", messages: ["XCTAssertEqual failed: (\"0\") is not equal to (\"1\") - MockTaskScheduler.submittedRequests"]),
            // A crash with nothing of the runtime's shims in it (a Swift trap in the job): the job's, through the fake.
            .failure("App.RefreshJobTests/testJobCompletesTask", messages: ["Test crashed with signal trap."],
                     code: ["        let scheduler = MockTaskScheduler()", "        RefreshJob(scheduler: scheduler).run()"]),
            // A mocked plugin stands between the app and the scheduler: mockito found the code asked it for another period.
            .failure("sync_scheduler_test/SyncScheduler registers periodic sync every 15 minutes",
                     messages: ["No matching calls. All calls: MockWorkmanager.registerPeriodicTask('com.tallyho.app.tally-sync', 'tallySync', {frequency: 1:00:00.000000})"]),
            // A spy stands in for WidgetKit's reloads, which the system runs on its budget: the code never called it.
            .failure("GridTests.WidgetTimelineTests/testImportReloadsWidgetTimelines",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 5 seconds, with unfulfilled expectations: \"widget timelines reloaded after import\"."],
                     code: ["        let reloader = SpyWidgetReloader()", "        reloader.onReload = { reloaded.fulfill() }", "        wait(for: [reloaded], timeout: 5)"]),
            // A fake application stands in for UIKit's background time: its task was never ended by the code.
            .failure("MerrowdownTests.EventWriterTests/testWriteEndsBackgroundTaskWhenStoreIsFull",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 1 seconds, with unfulfilled expectations: \"Background task end\"."],
                     code: ["        let app = FakeApplication()", "        let writer = EventWriter(application: app, store: store)", "        wait(for: expectations, timeout: 1)"]),
            // A confirmation missed, reported at its call: the fake task is in the block that call opens.
            .failure("AppTests.RefreshCoordinatorTests/handlerMarksTaskCompleted",
                     messages: ["Confirmation was confirmed 0 times, but expected to be confirmed 1 time"],
                     code: ["    @Test func handlerMarksTaskCompleted() async {", "        await confirmation(\"setTaskCompleted called\") { completed in"],
                     helpers: ["            let task = FakeRefreshTask(identifier: \"com.example.app.refresh\") { _ in completed() }",
                               "            await coordinator.handle(task)"]),
            // A stub named by what it doubles, then what it is: the scheduler the code registered on is the test's.
            .failure("AppTests.PurgeSchedulingTests/testSubmitAfterRegisterSchedulesPurge", messages: ["XCTAssertEqual failed: (\"0\") is not equal to (\"1\")"],
                     code: ["        let scheduler = BGTaskSchedulerStub()", "        XCTAssertEqual(scheduler.submitted.count, 1)"]),
            // The task the OS would hand the handler is the test's own: its launch is faked.
            .failure("AppTests.DigestRefreshHandlerTests/completesAfterSync", messages: ["Confirmation was confirmed 0 times, but expected to be confirmed 1 time"],
                     code: ["    @Test func completesAfterSync() async {", "        let task = FakeRefreshTask(identifier: \"app.example.digest\")",
                            "        await confirmation(\"completed\") { done in"]),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            // The app's own clock type (`TestflightBuildClock` is no `Test…` double: its name's next letter is lower case), and a
            // wait of the OS's: no clock set by hand.
            .failure("AppTests.BuildBannerTests/testShowsBuildAge", messages: ["XCTAssertEqual failed: (\"2 days\") is not equal to (\"3 days\")"],
                     code: ["        let clock = TestflightBuildClock(build: build)", "        XCTAssertEqual(BuildBanner(clock: clock).age, \"3 days\")"]),
            .failure("App.RefreshTests/testRefreshRuns", messages: ["Asynchronous wait failed: Exceeded timeout of 60 seconds, with unfulfilled expectations: \"system launches refresh\"."]),
            // A mock of something else is no fake scheduler.
            .failure("App.SyncJobTests/testUploads", messages: ["XCTAssertEqual failed: (\"0\") is not equal to (\"1\") - MockURLSession.requests"]),
            // The OS held no request: the double did not stand in for it.
            .failure("App.RefreshTests/testSimulatedLaunch", messages: ["XCTAssertTrue failed"],
                     log: ["_simulateLaunchForTaskWithIdentifier:@\"com.example.app.refresh\"", "No task request with identifier com.example.app.refresh has been scheduled"]),
            // A fake clock advanced, then a wait on what the system delivered: the double did not stand in for the OS.
            .failure("BeaconTests.ReengagementNudgeTests/testNudgeIsDeliveredTwoDaysAfterLastOpen",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 10 seconds, with unfulfilled expectations: \"re-engagement nudge delivered\"."],
                     code: ["        let clock = TestClock(now: Date())", "        clock.advance(by: NudgeScheduler.delay + 120)",
                            "                let ids = await UNUserNotificationCenter.current().deliveredNotifications().map(\\.request.identifier)"]),
            // Crashed in the runtime's own shim (an isolated deinit back-deployed), not in the job the fake drove.
            .failure("FennecTests.RefreshCoordinatorTests/testDeinitCancelsPendingRefresh",
                     messages: ["Restarting after unexpected exit, crash, or test timeout in RefreshCoordinatorTests.testDeinitCancelsPendingRefresh(); summary will include totals from previous launches.",
                                "Crash: Fennec at swift_task_deinitOnExecutorMainActorBackDeploy"],
                     code: ["        let scheduler = MockTaskScheduler()", "        var coordinator: RefreshCoordinator? = RefreshCoordinator(scheduler: scheduler)",
                            "        coordinator = nil"]),
            // A "test clock" that waits for the wall clock (the test ran 45 minutes): no fake time stood in.
            .failure("App.RideReminderTests/testReminderFlagFlipsAtSevenAM", messages: ["XCTAssertTrue failed - reminder flag not set by 07:00 (last background fetch 06:41)"],
                     duration: 2700.004, code: ["        TestClock.waitUntil(hour: 7, minute: 0, timeoutMinutes: 45)"]),
        ]
    }

    /// Frames of the Swift runtime's own shims, where a crash is the toolchain's and the deployment target's.
    static let runtimeShims = ["swift_task_deinitOnExecutor", "BackDeploy"]
    /// Words of a crash of the code's own: its trap, an assertion of its queue or isolation, an error it threw.
    static let codeCrashSignals: [SignalID] = [.handlerCrashed, .codeFault, .errorThrown]
    static let trapWords = ["signal trap", "EXC_BREAKPOINT", "Fatal error"]

    /// The crash's words — the test's, its lines, the run's crash report — say the code crashed, and none is
    /// a runtime shim's frame.
    static func crashedInTheCode(_ context: FailureContext) -> Bool {
        let said = context.texts.map(\.text) + (context.logLines + context.runLines).compactMap(\.excerpt)
        guard !said.contains(where: { text in runtimeShims.contains(where: text.includes) }) else { return false }
        let signals = codeCrashSignals.map(SignalCatalog.signal)
        return said.contains { text in trapWords.contains(where: text.includes) || signals.contains { $0.matches(text) } }
    }

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        guard let mention = context.expectation.double, !context.says(.noTaskRequest),
            !context.test.issues.contains(where: { TestInfrastructure.isProblem($0.message) }),
            // A crashed test's is the job's where its evidence says the code crashed (a queue or isolation
            // assertion, a trap, a thrown error), and not in the Swift runtime's own shims (an isolated deinit's
            // hop to its executor, back-deployed: `swift_task_deinitOnExecutorMainActorBackDeploy`).
            !context.crashed || Self.crashedInTheCode(context)
        else { return nil }
        let evidence = (context.test.issues.first?.evidence).map { [$0] } ?? []
        // A double that refused the code's identifier as not permitted holds its own copy of the permitted
        // list: they disagree, and which is wrong — the code's identifier or the list — the test does not say.
        let refusedAsNotPermitted = context.test.issues.contains { SignalCatalog.signal(.notPermitted).matches($0.message) }
        // A test stopped at its time limit has no failing line: the job may hang on the fake, or the test on
        // its own use of it (a clock advanced before the job's timer slept) — the double alone only infers which.
        let hung = context.timeLimitIssue != nil
        let corroborated = mention.evidence != nil && mention.evidence != context.test.issues.first?.evidence && !refusedAsNotPermitted && !hung
        return RuleVerdict(
            rule: identifier, category: category, weight: EvidenceWeight(.test, hung ? .inferred : .direct, corroborated: corroborated), stage: .execution,
            reason: "The test runs the job through a fake scheduler or clock, so the OS's timing is not involved: the job's code did not do what the test expects.",
            evidence: evidence + ((mention.evidence).map { [$0] } ?? []).filter { !evidence.contains($0) },
            nextStep: "Debug the job (or its use of the fake) at the failing assertion; the OS's scheduling cannot explain this failure.")
    }
}
