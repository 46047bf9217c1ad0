/// An assertion about the job's results failed, with no sign of configuration or scheduling trouble:
/// the job itself is wrong.
struct AssertionInJobTestRule: ClassificationRule {
    let identifier = "assertion_in_job_test"
    let category = TriageCategory.businessLogicError
    let summary = "An assertion about the job's output failed (XCTAssert…, #expect), with no configuration or scheduling evidence."

    static let assertionPhrases = ["XCTAssert", "XCTFail", "Expectation failed:", "#expect(", "failed: (", "recorded an issue", "XCTUnwrap failed"]
    /// Words of the properties background jobs get wrong; they raise confidence.
    static let jobWords = ["idempot", "duplicate", "atomic", "cursor", "commit", "rollback", "temporary", "temp file", "marker", "cancel", "expire", "retry", "stale", "cache", "lost", "twice"]
    /// Texts that say the trouble is elsewhere.
    static let foreignPhrases = ["BGTaskScheduler", "Asynchronous wait failed", "Exceeded timeout", "launch handler", "not advertised", "earliestBeginDate"]
        + TaskDidNotRunRule.phrases

    var triggeringExamples: [RuleExample] {
        [
            .failure("App.SyncRefreshJobTests/testRepeatedRunIsIdempotent", messages: ["XCTAssertEqual failed: (\"14\") is not equal to (\"7\") - running the job twice must not duplicate items"]),
            .failure("App.CleanupJobTests/cancelledRunLeavesNoTemporaryFiles", messages: ["Expectation failed: (tempFiles.isEmpty → false)"]),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            .failure("App.RefreshTests/testSubmits", messages: ["XCTAssertNoThrow failed: threw error \"Error Domain=BGTaskSchedulerErrorDomain Code=3 \"(null)\"\""]),
            .failure("App.RefreshTests/testRuns", messages: ["Asynchronous wait failed: Exceeded timeout of 10 seconds, with unfulfilled expectations: \"ran\"."]),
            .failure("App.Tests/testSomething", messages: ["Test crashed with signal kill."]),
        ]
    }

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        let messages = context.test.issues.map(\.message)
        guard !messages.contains(where: { message in Self.foreignPhrases.contains { message.includes($0) } }),
            let assertion = context.test.issues.first(where: { issue in Self.assertionPhrases.contains { issue.message.includes($0) } })
        else { return nil }
        let haystack = (messages.joined(separator: " ") + " " + context.test.id.name).lowercased()
        let jobSpecific = Self.jobWords.contains { haystack.includes($0) }
        return RuleVerdict(
            rule: identifier, category: category, confidence: jobSpecific ? 0.85 : 0.7, stage: .execution,
            reason: "An assertion on the job's results failed and nothing points at configuration or scheduling.",
            evidence: assertion.evidence.map { [$0] } ?? [],
            nextStep: "Reproduce with the job's unit test locally\(assertion.location.map { " (\($0.file):\($0.line))" } ?? ""); fix the job, not the schedule.")
    }
}
