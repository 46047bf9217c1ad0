/// The job threw an error (not a BGTaskScheduler one) or crashed in its own code.
struct ErrorThrownByJobRule: ClassificationRule {
    let identifier = "error_thrown_by_job"
    let category = TriageCategory.businessLogicError
    let summary = "The test failed on an error thrown by (or a crash in) the job's code, not by BGTaskScheduler."

    static let phrases = ["threw error", "Caught error", "caught error", "Test ended with an error", "Fatal error:", "fatal error:", "Unexpectedly found nil"]

    var triggeringExamples: [RuleExample] {
        [
            .failure("App.SyncJobTests/testAppliesChanges", messages: ["XCTAssertNoThrow failed: threw error \"DecodingError.keyNotFound(cursor)\""]),
            .failure("App.SyncJobTests/testMerge", messages: ["Fatal error: Index out of range"]),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            .failure("App.SyncJobTests/testSchedules", messages: ["XCTAssertNoThrow failed: threw error \"Error Domain=BGTaskSchedulerErrorDomain Code=1 \"(null)\"\""]),
        ]
    }

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        guard let issue = context.test.issues.first(where: { issue in Self.phrases.contains { issue.message.includes($0) } }),
            !issue.message.includes("BGTaskScheduler")
        else { return nil }
        return RuleVerdict(
            rule: identifier, category: category, confidence: 0.7, stage: .execution,
            reason: "The job's code threw or crashed: \(issue.message.prefix(120)).",
            evidence: issue.evidence.map { [$0] } ?? [],
            nextStep: "Fix the error in the job's code\(issue.location.map { " (\($0.file):\($0.line))" } ?? ""); make sure a failed run leaves the previous data intact.")
    }
}
