/// An expectation timed out while the test waited for the system to launch a task: the OS decides
/// when (and whether) a background task runs, so no wait is long enough in CI.
struct WaitingForSystemLaunchRule: ClassificationRule {
    let identifier = "waiting_for_system_launch"
    let category = TriageCategory.schedulingExpectationMismatch
    let summary = "An expectation timed out waiting for the system to launch or schedule a background task."

    static let timeoutPhrases = [
        "Exceeded timeout of", "Asynchronous wait failed", "Confirmation was confirmed 0 times", "Time limit was exceeded",
        "timed out waiting", "Timed out waiting",
    ]
    /// Words that say the awaited thing is the system's doing, not the job's.
    static let systemWords = [
        "launch", "system", "schedul", "bgtask", "background task", "fire", "wake", "earliestbegindate", "refresh task",
        "processing task", "handler called", "handler invoked",
    ]

    var triggeringExamples: [RuleExample] {
        [
            .failure("App.RefreshTests/testRefreshRunsWithinFifteenMinutes",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 900 seconds, with unfulfilled expectations: \"system launches com.example.app.refresh\"."]),
            .failure("App.SchedulingTests/testTaskFires", messages: ["Asynchronous wait failed: Exceeded timeout of 60 seconds, with unfulfilled expectations: \"done\"."]),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            // The awaited thing is the job's own work: not the system's timing.
            .failure("App.SyncJobTests/testSyncCompletes", messages: ["Asynchronous wait failed: Exceeded timeout of 5 seconds, with unfulfilled expectations: \"sync finished\"."]),
            .failure("App.RefreshTests/testRefreshRuns", messages: ["XCTAssertEqual failed: (\"1\") is not equal to (\"2\")"]),
        ]
    }

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        guard let timeout = Self.timeoutPhrases.lazy.compactMap({ context.firstText(containing: $0) }).first else { return nil }
        let testName = (context.test.id.suite + " " + context.test.id.name).lowercased()
        let text = timeout.text.lowercased()
        guard Self.systemWords.contains(where: { text.includes($0) || testName.contains($0) }) else { return nil }
        return RuleVerdict(
            rule: identifier, category: category, confidence: 0.85, stage: .systemCallback,
            reason: "The test waited for the system to run a background task and timed out; the OS does not run tasks on a test's schedule.",
            evidence: timeout.evidence.map { [$0] } ?? [],
            nextStep: "Do not wait for the OS: call the job (or the launch handler with a fake task) directly and assert on its result.")
    }
}
