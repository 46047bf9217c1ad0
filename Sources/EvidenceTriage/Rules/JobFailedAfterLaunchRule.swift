/// The records show the OS launched the task and the job then failed (an execution or completion
/// record with an error): however much the test looks like waiting on the scheduler, the OS did its
/// part and the job did not.
struct JobFailedAfterLaunchRule: ClassificationRule {
    let identifier = "job_failed_after_launch"
    let category = TriageCategory.businessLogicError
    let summary = "The records show the task was launched and its execution failed: the job, not the scheduler, broke."

    var triggeringExamples: [RuleExample] {
        [
            .failure("App.NightlySyncTests/testNightlySyncCompletes", messages: ["Asynchronous wait failed: Exceeded timeout of 300 seconds, with unfulfilled expectations: \"nightly sync completed\"."],
                     records: [.record("com.example.app.nightly-sync", .processing, .launch, .succeeded),
                               .record("com.example.app.nightly-sync", .processing, .execution, .failed, error: "SyncError.decodingFailed")]),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            .failure("App.NightlySyncTests/testNightlySyncCompletes", messages: ["Asynchronous wait failed: Exceeded timeout of 300 seconds, with unfulfilled expectations: \"nightly sync completed\"."],
                     records: [.record("com.example.app.nightly-sync", .processing, .submission, .succeeded)]),
            // Expired: the OS took the time back; that is not the job failing.
            .failure("App.NightlySyncTests/testNightlySyncCompletes", messages: ["XCTAssertTrue failed"],
                     records: [.record("com.example.app.nightly-sync", .processing, .launch, .succeeded),
                               .record("com.example.app.nightly-sync", .processing, .expiration, .cancelled)]),
        ]
    }

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        for identifier in context.exercisedIdentifiers where !context.records(identifier, .launch, .succeeded).isEmpty {
            guard let failed = (context.records(identifier, .execution, .failed) + context.records(identifier, .completion, .failed))
                .first(where: { $0.errorType != nil }) else { continue }
            return RuleVerdict(
                rule: self.identifier, category: category, weight: EvidenceWeight(.record), stage: .execution,
                reason: "The OS launched `\(identifier)` and the job failed with \(failed.errorType!): the scheduler did its part.",
                evidence: [context.records(identifier, .launch, .succeeded)[0].evidence, failed.evidence] + (context.test.issues.first?.evidence.map { [$0] } ?? []),
                nextStep: "Fix the job's handling of \(failed.errorType!) (run the job directly with the same input); the test's wait is not the problem.", task: identifier)
        }
        return nil
    }
}
