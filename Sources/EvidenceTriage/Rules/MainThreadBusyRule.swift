import EvidenceCore
import EvidenceReaders

/// A UI test stopped at its time limit says only that time ran out. Where no thread of the spindump Xcode
/// took held the test's function (the app runs apart from the test), the app's main thread is what the
/// report shows: running the app's own code in (nearly) every sample, the app's work held the main thread
/// — a query on it, a loop, a synchronous encode — and the UI the test drove could not answer, whatever
/// the OS did. The report is tied to the test by its file's name (`SpindumpReport`), as the job named it.
struct MainThreadBusyRule: ClassificationRule {
    let identifier = "main_thread_busy"
    let category = TriageCategory.businessLogicError
    let summary = "The test ran out of its time allowance, and the spindump taken of it shows the app's main thread running the app's own code in every sample: the app's work held the main thread, not a wait for the OS."

    static let allowance = "Test exceeded execution time allowance of 1 minute"
    static let busy = "Hang report: Brine (5190) — its main thread (in spindumps/LifecycleUITests-testBackgroundingReturnsPromptly.txt) runs the app's code without a pause: the app's ArticleDatabase.fetchUnreadAndStarred() (ArticleDatabase.swift:118) in sqlite3VdbeExec"

    var triggeringExamples: [RuleExample] {
        [
            // A UI test sent the app to the background and ran out of time; the app's main thread spent every sample in
            // its own database read, called from the scene's move to the background.
            .failure("BrineUITests.LifecycleUITests/testBackgroundingReturnsPromptly", messages: [Self.allowance], runLog: [Self.busy]),
            // xcodebuild's restart after the test's timeout, its message the test's only one.
            .failure("BrineUITests.LifecycleUITests/testBackgroundingReturnsPromptly",
                     messages: ["Restarting after unexpected exit, crash, or test timeout in LifecycleUITests.testBackgroundingReturnsPromptly(); summary will include totals from previous launches."],
                     runLog: [Self.busy]),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            // The test failed an assertion, not its time limit: a spindump of an earlier attempt is not why.
            .failure("BrineUITests.LifecycleUITests/testBackgroundingReturnsPromptly",
                     messages: ["XCTAssertTrue failed - unread badge not shown"], runLog: [Self.busy]),
            // The report is named after another test.
            .failure("BrineUITests.LifecycleUITests/testLaunchShowsUnreadCount", messages: [Self.allowance], runLog: [Self.busy]),
            // …after the same function in another suite (Xcode's templates repeat a name in every target).
            .failure("BrineUITests.SettingsUITests/testBackgroundingReturnsPromptly", messages: [Self.allowance], runLog: [Self.busy]),
        ]
    }

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        // (The spindump's line is the run's: the log reader keeps it apart from any test's, and it names its test.)
        let busy = SignalCatalog.signal(.mainThreadBusy)
        guard context.timeLimitIssue != nil || context.test.issues.contains(where: { $0.message.hasPrefix(FailureContext.restartAfterATimeout) }),
              let hit = context.runLines.first(where: { line in busy.matches(line.excerpt ?? "") && SpindumpReport.Hang.isOf(context.test.id, line.excerpt ?? "") }),
              let text = hit.excerpt else { return nil }
        let what = text.range(of: SpindumpReport.Hang.runsTheAppsCode).map { String(text[$0.upperBound...]) } ?? ""
        return RuleVerdict(
            rule: identifier, category: category, weight: EvidenceWeight(.system, .inferred), stage: .execution,
            reason: "The test ran out of its time allowance while the app's main thread ran the app's own code in every sample of the spindump taken of it — the app's \(what.prefix(200)): the app's work held the main thread, which no scheduling of the OS explains.",
            evidence: [hit] + (context.test.issues.first?.evidence.map { [$0] } ?? []),
            nextStep: "Open the spindump at the frame it names: move that work off the main thread (a background queue or actor, with the result handed back), or make it fast enough for the moment it runs in (a scene's move to the background has seconds).",
            owner: context.evidenceSpeaksOfBackgroundWork ? nil : context.codeUnderTestOwner)
    }
}
