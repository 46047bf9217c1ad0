import EvidenceCore
import EvidenceReaders

/// A test stopped at its time limit says only that time ran out: a wait for the OS, a slow machine and
/// a deadlock read the same. The spindump Xcode takes of it says which: a thread of the test blocked
/// with no deadline in a lock, a semaphore, a `sync` or a `dispatch_once`, under the app's own code,
/// while no thread of the app runs its code, can never go on by itself whatever the OS does — a deadlock
/// (the main thread waiting on work queued to the main thread, two queues each `sync` on the other, a
/// `dispatch_once` re-entered), the code's error. (With another thread still running the app's code it
/// may wait for slow work: no reading.) Only the test's own code blocked (a semaphore it waits on) is
/// read so too where the test says nothing of the OS's path and asks the system for nothing: such a wait
/// may be one for a task's launch or a permission's answer. So is the test stopped inside XCTest's own wait
/// for its expectations where its code gave that wait no timeout (`timeout: .infinity`), nothing else running.
struct BlockedWithoutATimeoutRule: ClassificationRule {
    let identifier = "blocked_without_a_timeout"
    let category = TriageCategory.businessLogicError
    let summary = "The test ran out of its time allowance, and the spindump of it shows its thread blocked without a timeout (a lock, a semaphore, a sync, a dispatch_once) in the app's code while no thread of the app ran: a deadlock, not a wait for the OS."

    static let allowance = "Test exceeded execution time allowance of 2 minutes. The test may have hung; check Xcode's test report for additional diagnostics."

    var triggeringExamples: [RuleExample] {
        [
            // The main thread waits on a semaphore for a response delivered on the main queue.
            .failure("LanternfishTests.StatisticsSenderTests/testPendingStatsSentOnBecomeActive", messages: [Self.allowance],
                     runLog: ["Hang report: Lanternfish (51877) — StatisticsSenderTests/testPendingStatsSentOnBecomeActive is blocked without a timeout: the app's StatisticsSender.sendPendingStatsIfNeeded() (StatisticsSender.swift:32) waits in OS_dispatch_semaphore.wait(); no thread runs the app's code"]),
            // A background task's own test: the job's code deadlocked on its queue however long the test waits for the OS.
            .failure("ShutterboxTests.PhotoBackupTaskTests/testUploadCompletesInBackgroundTask",
                     messages: ["Restarting after unexpected exit, crash, or test timeout in PhotoBackupTaskTests.testUploadCompletesInBackgroundTask(); summary will include totals from previous launches.",
                                Self.allowance],
                     runLog: ["Hang report: Shutterbox (40127) — PhotoBackupTaskTests/testUploadCompletesInBackgroundTask is blocked without a timeout: the app's UploadJournal.append(_:) (UploadJournal.swift:41) waits in _dispatch_sync_f_slow; no thread runs the app's code"]),
            // Only the test's own wait blocked the main thread, and nothing in it speaks of the OS: its own deadlock.
            .failure("QuaywiseTests.ThumbnailCacheTests/testThumbnailCompletionArrivesOnMain", messages: [Self.allowance],
                     runLog: ["Hang report: Quaywise (8131) — ThumbnailCacheTests/testThumbnailCompletionArrivesOnMain is blocked without a timeout: the test's own ThumbnailCacheTests.waitForThumbnail(_:url:) (ThumbnailCacheTests.swift:30) waits in OS_dispatch_semaphore.wait(); no thread runs the app's code"],
                     code: ["    func testThumbnailCompletionArrivesOnMain() {", "        let image = waitForThumbnail(cache, url: fixtureURL)",
                            "        XCTAssertNotNil(image)"]),
            // Inside XCTest's wait for its expectations, a wait its code gave no timeout (`.infinity`), and no thread of
            // the app runs: the code it awaits never calls back, and nothing the OS does would end the wait.
            .failure("MarigoldTests.CareReminderRewriteTests/testDeferredRewriteCompletes", messages: [Self.allowance],
                     runLog: ["Hang report: Marigold (40112) — CareReminderRewriteTests/testDeferredRewriteCompletes waits for its expectations (-[XCTWaiter waitForExpectations:timeout:enforceOrder:]); no thread runs the app's code"],
                     code: ["    func testDeferredRewriteCompletes() {", "        store.retryPending(using: rewriter)", "        waitForExpectations(timeout: .infinity)"]),
            // No thread holds the test's function (the test drove the app from elsewhere); the spindump the job kept,
            // named after the test, shows the app's main thread blocked on a semaphore under the app's own code.
            .failure("NightstandTests.StartSleepTimerIntentTests/testPerformCompletesWithoutActiveScene", messages: [Self.allowance],
                     runLog: ["Hang report: Nightstand (6620) — its main thread (in spindumps/StartSleepTimerIntentTests.testPerformCompletesWithoutActiveScene-spindump.txt) is blocked without a timeout: the app's SceneRouter.waitForForegroundScene() (SceneRouter.swift:11) waits in _dispatch_semaphore_wait_slow; no thread runs the app's code"]),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            // The spindump shows the test waiting for its expectations: its own wait ran long, the hang report says no more.
            .failure("MarigoldTests.RefillSchedulingTests/testRefillRefreshLaunchesWithinTenMinutes", messages: [Self.allowance],
                     runLog: ["Hang report: Marigold (23118) — RefillSchedulingTests/testRefillRefreshLaunchesWithinTenMinutes waits for its expectations (-[XCTWaiter waitForExpectations:timeout:enforceOrder:])"]),
            // The same endless wait, while another thread still runs the app's code: slow work, not a wait nothing ends.
            .failure("MarigoldTests.CareReminderRewriteTests/testDeferredRewriteCompletes", messages: [Self.allowance],
                     runLog: ["Hang report: Marigold (40112) — CareReminderRewriteTests/testDeferredRewriteCompletes waits for its expectations (-[XCTWaiter waitForExpectations:timeout:enforceOrder:]); another thread runs the app's code"],
                     code: ["    func testDeferredRewriteCompletes() {", "        store.retryPending(using: rewriter)", "        waitForExpectations(timeout: .infinity)"]),
            // An endless timeout on a line that is not the wait (a request's), the wait itself of 900 seconds.
            .failure("MarigoldTests.CareReminderRewriteTests/testDeferredRewriteCompletes", messages: [Self.allowance],
                     runLog: ["Hang report: Marigold (40112) — CareReminderRewriteTests/testDeferredRewriteCompletes waits for its expectations (-[XCTWaiter waitForExpectations:timeout:enforceOrder:]); no thread runs the app's code"],
                     code: ["        config.timeoutIntervalForRequest = .infinity", "        store.retryPending(using: rewriter)", "        waitForExpectations(timeout: 900)"]),
            // Another test's hang report.
            .failure("LanternfishTests.TabSwitcherTests/testTabCountCaps", messages: [Self.allowance],
                     runLog: ["Hang report: Lanternfish (51877) — StatisticsSenderTests/testPendingStatsSentOnBecomeActive is blocked without a timeout: the app's StatisticsSender.sendPendingStatsIfNeeded() (StatisticsSender.swift:32) waits in OS_dispatch_semaphore.wait()"]),
            // The main thread's report is in a file named after another test.
            .failure("NightstandTests.StartSleepTimerIntentTests/testPerformReturnsSummary", messages: [Self.allowance],
                     runLog: ["Hang report: Nightstand (6620) — its main thread (in spindumps/StartSleepTimerIntentTests.testPerformCompletesWithoutActiveScene-spindump.txt) is blocked without a timeout: the app's SceneRouter.waitForForegroundScene() (SceneRouter.swift:11) waits in _dispatch_semaphore_wait_slow; no thread runs the app's code"]),
            // The test failed an assertion, not its time allowance: a hang report of an earlier attempt is not why.
            .failure("LanternfishTests.StatisticsSenderTests/testPendingStatsSentOnBecomeActive", messages: ["XCTAssertEqual failed: (\"0\") is not equal to (\"3\")"],
                     runLog: ["Hang report: Lanternfish (51877) — StatisticsSenderTests/testPendingStatsSentOnBecomeActive is blocked without a timeout: the app's StatisticsSender.sendPendingStatsIfNeeded() (StatisticsSender.swift:32) waits in OS_dispatch_semaphore.wait()"]),
            // Another thread was still running the app's code: the blocked one may wait for slow work, not a deadlock.
            .failure("TallowmereTests.TariffRollupJobTests/testRollupCompletesForLargeHousehold", messages: [Self.allowance],
                     runLog: ["Hang report: Tallowmere (23817) — TariffRollupJobTests/testRollupCompletesForLargeHousehold is blocked without a timeout: the app's TariffRollupJob.runBlocking(households:) (TariffRollupJob.swift:45) waits in OS_dispatch_group.wait(); another thread runs the app's code"]),
            // The test's own semaphore waits for a permission prompt no one answers on CI: the system's to end.
            .failure("AppTests.PhotoImportTests/testImportsLatestPhotos", messages: [Self.allowance],
                     runLog: ["Hang report: App (812) — PhotoImportTests/testImportsLatestPhotos is blocked without a timeout: the test's own PhotoImportTests.testImportsLatestPhotos() (PhotoImportTests.swift:14) waits in OS_dispatch_semaphore.wait(); no thread runs the app's code"],
                     code: ["    func testImportsLatestPhotos() {", "        PHPhotoLibrary.requestAuthorization { _ in granted.signal() }", "        granted.wait()"]),
            // The test's own semaphore waits for a background task's launch: a wait for the OS, blocked or not.
            .failure("AppTests.RefreshLaunchTests/testRefreshRunsAfterSubmit", messages: [Self.allowance],
                     runLog: ["Hang report: App (812) — RefreshLaunchTests/testRefreshRunsAfterSubmit is blocked without a timeout: the test's own RefreshLaunchTests.testRefreshRunsAfterSubmit() (RefreshLaunchTests.swift:14) waits in OS_dispatch_semaphore.wait(); no thread runs the app's code"],
                     code: ["    func testRefreshRunsAfterSubmit() throws {", "        try BGTaskScheduler.shared.submit(request)", "        launched.wait()"]),
        ]
    }

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        // Stopped at its time limit, or restarted after it (xcodebuild's restart follows a crash too, but a
        // spindump of the test, read below, is taken only when it ran out of time).
        guard context.test.issues.contains(where: { TimeBudget.isWholeTestLimit($0.message) || $0.message.hasPrefix(FailureContext.restartAfterATimeout) }) else { return nil }
        let blocked = SignalCatalog.signal(.blockedInTheCode)
        let waitsForever = Self.waitsWithoutATimeout(context)
        let reports = context.runLines.compactMap { line -> (line: EvidencePointer, inTheApp: Bool, nothingElseRuns: Bool)? in
            guard let text = line.excerpt, SpindumpReport.Hang.isOf(context.test.id, text), let hang = SpindumpReport.Hang.read(text) else { return nil }
            if hang.blocked, blocked.matches(text) { return (line, hang.inTheApp, hang.nothingElseRuns) }
            // Inside XCTest's wait for its expectations, a wait its code gave no timeout of its own
            // (`waitForExpectations(timeout: .infinity)`): the test's own wait that nothing ends.
            if waitsForever, text.includes(SpindumpReport.Hang.waitsForItsExpectations) { return (line, false, hang.nothingElseRuns) }
            return nil
        }
        // A thread of the app still running its code may be what the blocked one waits for: slow, not stuck.
        guard let report = reports.first(where: \.inTheApp) ?? reports.first, report.nothingElseRuns else { return nil }
        // The test's own wait blocked, where its code asks the system for something (a permission, a transfer,
        // a task) or names the OS's path: it may wait for the OS.
        guard report.inTheApp || context.saysNothingOfTheOSPath && !context.codeSays({ text in Self.systemRequests.contains(where: text.includes) }) else { return nil }
        let said = report.line.excerpt ?? ""
        if !said.includes(SpindumpReport.Hang.blocked) {
            return RuleVerdict(
                rule: identifier, category: category, weight: EvidenceWeight(.system, .inferred), stage: .execution,
                reason: "The test ran out of its time allowance inside its own wait for its expectations, a wait its code gave no timeout, while no thread of the app ran: what it awaits never comes (a completion the code never calls, a path that defers), which no scheduling of the OS explains.",
                evidence: [report.line] + (context.test.issues.first?.evidence.map { [$0] } ?? []),
                nextStep: "Give the wait a finite timeout, and follow the code the test calls to the path that never fulfils the expectation (an early return, a deferral, a callback dropped).",
                owner: context.evidenceSpeaksOfBackgroundWork ? nil : context.codeUnderTestOwner)
        }
        let whereBlocked = said.range(of: SpindumpReport.Hang.blocked).map { String(said[$0.upperBound...]) } ?? said
        return RuleVerdict(
            rule: identifier, category: category, weight: EvidenceWeight(.system, report.inTheApp ? .direct : .inferred), stage: .execution,
            reason: "The test ran out of its time allowance blocked without a timeout — \(whereBlocked.prefix(200)): a deadlock or a wait nothing will end, which no scheduling of the OS explains.",
            evidence: [report.line] + (context.test.issues.first?.evidence.map { [$0] } ?? []),
            nextStep: "Open the spindump at the frame it names: find what that wait waits for (work queued to the thread it blocks, a `sync` onto its own queue, a `dispatch_once` re-entered) and make the call asynchronous or move it off that thread.",
            owner: context.evidenceSpeaksOfBackgroundWork ? nil : context.codeUnderTestOwner)
    }

    /// The test's code (not its comments) waits with a timeout that never comes: `.infinity`, the largest
    /// finite interval, the distant future.
    static func waitsWithoutATimeout(_ context: FailureContext) -> Bool {
        context.codeSays { text in
            guard Self.expectationWaits.contains(where: text.includes) else { return false }
            // (`fulfillment(of:)` with no timeout waits for ever: its default is `.infinity`.)
            return Self.endlessTimeouts.contains(where: text.includes) || text.includes("fulfillment(of:") && !text.includes("timeout")
        }
    }

    /// XCTest's waits for expectations (lowercased), on whose line the endless timeout must be.
    static let expectationWaits = ["waitforexpectations(", "wait(for:", "fulfillment(of:"]
    /// Timeouts that never run out (lowercased).
    static let endlessTimeouts = [".infinity", ".greatestfinitemagnitude", ".distantfuture"]

    /// What a test's code asks the system for and may block on until it answers (lowercased).
    static let systemRequests = ["requestauthorization", "requestaccess", "requestwheninuse", "requestalways", "requestpermission", "urlsession"]
}
