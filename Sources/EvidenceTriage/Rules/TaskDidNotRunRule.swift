import EvidenceCore
import EvidenceReaders

/// The test asserted that the system had run the task by some point (after a sleep, a fixed wait):
/// the OS gives no such promise.
struct TaskDidNotRunRule: ClassificationRule {
    let identifier = "asserted_task_ran"
    let category = TriageCategory.schedulingExpectationMismatch
    let summary = "The test asserted that the OS had launched the task by a fixed time (after a sleep or wait)."

    let readsTheOS = true

    var triggeringExamples: [RuleExample] {
        [
            .failure("App.RefreshTests/testRefreshHappens", messages: ["XCTAssertTrue failed - refresh task did not run after sleep(30)"]),
            .failure("App.CleanupTests/testCleanupScheduled", messages: ["Expectation failed: launched → false: processing task was not launched"]),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            .failure("App.CursorJobTests/testSavesCursor", messages: ["XCTAssertTrue failed - completion handler was not called"]),
            .failure("App.SyncJobTests/testMergesChanges", messages: ["XCTAssertEqual failed: (\"3\") is not equal to (\"4\")"]),
            // The system started the task during the test: it ran, whatever the assertion concluded.
            .failure("App.RefreshTests/testRefreshHappens", messages: ["XCTAssertTrue failed - refresh task did not run after sleep(30)"],
                     log: ["Starting simulated task: <BGAppRefreshTask: com.example.app.refresh>"]),
        ]
    }

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        guard !context.says(.noTaskRequest), context.launchedWhileWaiting == nil else { return nil }
        let ran = SignalCatalog.signal(.assertedTaskRan)
        guard let hit = context.test.issues.first(where: { ran.matches($0.message) }) else { return nil }
        return RuleVerdict(
            rule: identifier, category: category, weight: EvidenceWeight(.test), stage: .systemCallback,
            reason: "The test expected the system to have run the task by a fixed time; the OS decides when, if at all.",
            evidence: hit.evidence.map { [$0] } ?? [],
            nextStep: "Invoke the job or launch handler directly in the test instead of waiting for the OS.")
    }
}
