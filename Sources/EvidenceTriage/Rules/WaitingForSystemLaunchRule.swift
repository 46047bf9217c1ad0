import EvidenceCore

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
    /// Phrases in the timed-out expectation that say the awaited thing is the system's doing.
    static let systemPhrases = [
        "launch", "system", "schedul", "bgtask", "background task", "fire", "wake", "earliestbegindate",
        "refresh task", "processing task",
    ]
    /// Whole words of a test's name that say it waits for the system (not substrings: `FileSystem…`
    /// and `Firestore…` are no such tests).
    static let systemNameWords: Set<String> = [
        "launch", "launches", "launched", "schedule", "schedules", "scheduled", "scheduling", "scheduler",
        "fire", "fires", "fired", "wake", "wakes", "woken", "bgtask", "earliest",
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
            // Words inside other words say nothing: FileSystem…, Firestore….
            .failure("App.FileSystemCacheTests/testWriteCompletes", messages: ["Asynchronous wait failed: Exceeded timeout of 5 seconds, with unfulfilled expectations: \"write finished\"."]),
            .failure("App.FirestoreSyncTests/testUploadCompletes", messages: ["Asynchronous wait failed: Exceeded timeout of 5 seconds, with unfulfilled expectations: \"upload finished\"."]),
            // The system launched the task while the test waited: whatever the name says, the OS did its part.
            .failure("App.KeyUpdateTests/testUpdateKeysRunsOnSimulatedLaunch",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 20 seconds, with unfulfilled expectations: \"UpdateKeysFromServer called\"."],
                     log: ["Starting simulated task: <BGProcessingTask: com.example.app.exposure-notification>"]),
        ]
    }

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        // The OS holding no request at all is no slowness of the OS (see NoTaskRequestScheduledRule).
        guard !context.schedulerIsFaked, context.firstText(containing: NoTaskRequestScheduledRule.phrase) == nil else { return nil }
        guard let timeout = Self.timeoutPhrases.lazy.compactMap({ context.firstText(containing: $0) }).first else { return nil }
        let nameWords = TaskIdentifierScanner.words(of: context.test.id.suite + " " + context.test.id.name)
        let text = timeout.text.lowercased()
        guard Self.systemPhrases.contains(where: { text.includes($0) }) || !nameWords.isDisjoint(with: Self.systemNameWords) else { return nil }
        // Launched while the test waited (LaunchedNeverCompletedRule): the wait was not for the OS.
        // Asked last: it reads the lines and the records.
        guard context.launchWhileWaiting(window: SubmittedNeverLaunchedRule.waited(context)?.seconds) == nil else { return nil }
        return RuleVerdict(
            rule: identifier, category: category, confidence: 0.85, stage: .systemCallback,
            reason: "The test waited for the system to run a background task and timed out; the OS does not run tasks on a test's schedule.",
            evidence: timeout.evidence.map { [$0] } ?? [],
            nextStep: "Do not wait for the OS: call the job (or the launch handler with a fake task) directly and assert on its result.")
    }
}
