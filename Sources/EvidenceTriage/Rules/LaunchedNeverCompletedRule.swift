import EvidenceCore
import EvidenceReaders

/// The OS launched the task while the test waited — the system printed `Starting simulated task`
/// among the test's lines, or a launch record falls within the wait — and the test still timed out,
/// with no completion recorded: the launch handler ran and never finished (a wait on the main thread
/// or a queue, a callback never called, an expiration handler that does not end the task). The OS did
/// its part, so however much the test's name speaks of launches, this is the job's.
struct LaunchedNeverCompletedRule: ClassificationRule {
    let identifier = "launched_never_completed"
    let category = TriageCategory.businessLogicError
    let summary = "The OS launched the task while the test waited, and the test timed out with no completion: the launch handler ran and never finished."
    let readsTheOS = true

    var triggeringExamples: [RuleExample] {
        [
            // A simulated launch the system says it started, then the handler's own wait.
            .failure("App.BackgroundRefreshTests/testRefreshRunsOnSimulatedLaunch",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 60 seconds, with unfulfilled expectations: \"refresh finished and task completed\"."],
                     log: ["Simulating launch for task with identifier com.example.app.refresh",
                           "Starting simulated task: <BGAppRefreshTask: com.example.app.refresh>",
                           "[refresh] BackgroundTask waiting for account refresh to complete..."]),
            // The records: launched within the wait, then expired, and never completed.
            .failure("App.ConfigurationRefreshTests/testExpirationHandlerCancelsRefresh",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 30 seconds, with unfulfilled expectations: \"expirationHandler called\"."],
                     log: ["Simulating expiration for task with identifier com.example.app.config-refresh"],
                     records: [.record("com.example.app.config-refresh", .appRefresh, .submission, .succeeded),
                               .record("com.example.app.config-refresh", .appRefresh, .launch, .succeeded)]),
            // Launched and expired in the test (its records stamped with it), its wait for the upload's cancellation
            // timed out; the completion recorded afterwards, with no test's stamp, was written once the test had ended.
            .failure("BrightTests.MeterSyncSimulationTests/testSimulatedExpirationCancelsUpload",
                     messages: ["XCTAssertEqual failed: (\"XCTWaiterResult(rawValue: 2)\") is not equal to (\"XCTWaiterResult(rawValue: 1)\") - upload was not cancelled within 5 s of expiration"],
                     log: ["Starting simulated task: <BGAppRefreshTask: com.bright.app.meter-sync>",
                           "Simulating expiration for task with identifier com.bright.app.meter-sync"],
                     records: [.record("com.bright.app.meter-sync", .appRefresh, .submission, .succeeded, test: "MeterSyncSimulationTests/testSimulatedExpirationCancelsUpload"),
                               .record("com.bright.app.meter-sync", .appRefresh, .launch, .succeeded, test: "MeterSyncSimulationTests/testSimulatedExpirationCancelsUpload"),
                               .record("com.bright.app.meter-sync", .appRefresh, .completion, .failed, at: "09:14:09")]),
            // The handler the simulated launch started calls a blocking request on the main thread, and XCTest stops the
            // test at its execution time allowance: no wait of its own timed out, the handler never finished.
            .failure("FerrowickTests.DockRefreshTaskTests/testSimulatedLaunchCompletesRefresh",
                     messages: ["Test exceeded execution time allowance of 1 minute"],
                     log: ["2026-11-24 15:31:07.450221+0100 Ferrowick[812:44190] Simulating launch for task with identifier com.ferrowick.docks.refresh",
                           "2026-11-24 15:31:07.519876+0100 Ferrowick[812:44190] Starting simulated task: <private>"]),
            // The OS's own line of the launch, 20 minutes after this test's submission and within its 20-minute wait.
            .failure("PellwickTests.RefreshScheduleTests/testRefreshRunsWithinTwentyMinutes",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 1200 seconds, with unfulfilled expectations: \"feed refresh ran\"."],
                     log: ["2026-11-20 09:34:05.006530+0000 Pellwick[2291]: [Framework] Running task: <BGAppRefreshTask: com.pellwick.reader.refresh>"],
                     records: [.record("com.pellwick.reader.refresh", .appRefresh, .submission, .succeeded, test: "RefreshScheduleTests/testRefreshRunsWithinTwentyMinutes", at: "09:14:01")]),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            // Submitted and never launched: the OS had not run it yet (SubmittedNeverLaunchedRule).
            .failure("App.FeedTests/testFeedUpdatedInBackground", messages: ["Asynchronous wait failed: Exceeded timeout of 120 seconds, with unfulfilled expectations: \"feed updated\"."],
                     records: [.record("com.example.app.refresh", .appRefresh, .submission, .succeeded)]),
            // Launched and completed: whatever the test waited for, the handler finished.
            .failure("App.RefreshTests/testRefreshCompletes", messages: ["Asynchronous wait failed: Exceeded timeout of 60 seconds, with unfulfilled expectations: \"badge updated\"."],
                     records: [.record("com.example.app.refresh", .appRefresh, .launch, .succeeded),
                               .record("com.example.app.refresh", .appRefresh, .completion, .succeeded)]),
            // Launched, then no wait timed out: an assertion after the handler ran is another rule's.
            .failure("App.RefreshTests/testRefreshUpdatesBadge", messages: ["XCTAssertEqual failed: (\"0\") is not equal to (\"3\")"],
                     log: ["Starting simulated task: <BGAppRefreshTask: com.example.app.refresh>"]),
            // The system started another task than the one the test exercises.
            .failure("App.RefreshTests/testRefreshRunsInBackground",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 60 seconds, with unfulfilled expectations: \"com.example.app.refresh ran\"."],
                     log: ["Starting simulated task: <BGProcessingTask: com.example.app.cleanup>"],
                     records: [.record("com.example.app.refresh", .appRefresh, .submission, .succeeded), .record("com.example.app.cleanup", .processing, .registration, .succeeded)]),
            // A launch the records cannot place in this test's wait (no submission before it): another test's.
            .failure("App.RefreshTests/testRefreshRunsInBackground",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 60 seconds, with unfulfilled expectations: \"com.example.app.refresh ran\"."],
                     records: [.record("com.example.app.refresh", .appRefresh, .launch, .succeeded)]),
            // Stopped at its time limit with no launch in its time: where it hung is not the handler's to say.
            .failure("FerrowickTests.DockRefreshTaskTests/testSimulatedLaunchCompletesRefresh",
                     messages: ["Test exceeded execution time allowance of 1 minute"],
                     log: ["2026-11-24 15:31:07.450221+0100 Ferrowick[812:44190] Simulating launch for task with identifier com.ferrowick.docks.refresh"]),
            // The same launch three seconds after a later UI test submitted the task again: it answered that request.
            .failure("PellwickTests.RefreshScheduleTests/testRefreshRunsWithinTwentyMinutes",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 1200 seconds, with unfulfilled expectations: \"feed refresh ran\"."],
                     log: ["2026-11-20 09:34:05.006530+0000 Pellwick[2291]: [Framework] Running task: <BGAppRefreshTask: com.pellwick.reader.refresh>"],
                     records: [.record("com.pellwick.reader.refresh", .appRefresh, .submission, .succeeded, test: "RefreshScheduleTests/testRefreshRunsWithinTwentyMinutes", at: "09:14:01"),
                               .record("com.pellwick.reader.refresh", .appRefresh, .submission, .succeeded, test: "ReadingPositionUITests/testPositionRestoredAfterBackgroundRefresh", at: "09:34:02")]),
            // Through a fake scheduler the OS launched nothing.
            .failure("App.MockTaskSchedulerTests/testLaunchRunsJob", messages: ["Asynchronous wait failed: Exceeded timeout of 5 seconds, with unfulfilled expectations: \"job ran\"."],
                     log: ["Starting simulated task: <BGAppRefreshTask: com.example.app.refresh>"]),
        ]
    }

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        // (Or the test itself stopped at its time limit, XCTest's execution time allowance: the handler the OS started
        // in its time held it there as surely as a wait that timed out.)
        let stopped = context.timeLimitIssue.map { (text: $0.message, evidence: $0.evidence) }
        guard let timeout = context.text(saying: .waitTimedOut) ?? stopped, let launch = context.launchedWhileWaiting else { return nil }
        // A launch seen in the log, with records that say the task completed or failed (a failure is
        // JobFailedAfterLaunchRule's): not a handler left hanging. (A launch the records placed has no
        // completion after it: `placedLaunch`.) Without records nothing says it did not complete:
        // less sure.
        let hasRecords = launch.identifier.map { !context.records($0).isEmpty } ?? false
        if let identifier = launch.identifier, !launch.recorded {
            guard context.completionsInTheTest(of: identifier).isEmpty, context.records(identifier, .execution, .failed).isEmpty,
                context.events(of: identifier, .completed).isEmpty
            else { return nil }
        }
        let task = launch.identifier.map { "`\($0)`" } ?? "the task"
        // The system's or the app's lines, not the test's own expectation (`"expirationHandler called"`).
        let expired = [SignalCatalog.signal(.simulatedExpiration), SignalCatalog.signal(.expirationReported)]
        let expirationLine = context.logLines.first { line in expired.contains { $0.matches(line.excerpt ?? "") } }
        let expiration = expirationLine ?? launch.identifier.flatMap { context.records($0, .expiration).first?.evidence }
        let evidence = [launch.evidence] + (expiration.map { [$0] } ?? []) + (timeout.evidence.map { [$0] } ?? [])
        // Never completed is read from what is absent; records say so more surely than a launch line.
        let weight = EvidenceWeight(hasRecords ? .record : .system, .inferred)
        guard expiration == nil else {
            return RuleVerdict(
                rule: identifier, category: category, weight: weight, stage: .execution,
                reason: "The OS launched \(task) and then expired it while the test waited, and the test timed out: the expiration handler did not end the task.",
                evidence: evidence,
                nextStep: "Make the expiration handler of \(task) cancel its work and call `setTaskCompleted(success: false)` at once; check that it is set before the work starts.", task: launch.identifier)
        }
        let what = hasRecords ? "with no completion recorded: the launch handler ran and never finished" : "so the wait was for the handler's work, not for the OS"
        let ended = stopped != nil && context.text(saying: .waitTimedOut) == nil ? "the test was stopped at its time limit" : "the test timed out"
        return RuleVerdict(
            rule: identifier, category: category, weight: weight, stage: .execution,
            reason: "The OS launched \(task) while the test waited, and \(ended) \(what).",
            evidence: evidence,
            nextStep: "Debug the launch handler of \(task): every path must end in `setTaskCompleted`; look for work that never finishes (a wait on the main thread or a queue, a callback never called).", task: launch.identifier)
    }
}
