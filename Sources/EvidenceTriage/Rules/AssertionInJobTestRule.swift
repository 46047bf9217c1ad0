import EvidenceCore

/// An assertion about the job's results failed, with no sign of configuration or scheduling trouble:
/// the job itself is wrong.
struct AssertionInJobTestRule: ClassificationRule {
    let identifier = "assertion_in_job_test"
    let category = TriageCategory.businessLogicError
    let summary = "An assertion about the job's output failed (XCTAssert…, #expect), with no configuration or scheduling evidence."

    static let assertionPhrases = ["XCTAssert", "XCTFail", "Expectation failed:", "#expect(", "failed: (", "recorded an issue", "XCTUnwrap failed", "failed - ",
                                   "Snapshot comparison failed", "Snapshot does not match", "Expected image", "Issue recorded"]
    /// Words of the properties background jobs get wrong; they raise confidence.
    static let jobWords = ["idempot", "duplicate", "atomic", "cursor", "commit", "rollback", "temporary", "temp file", "marker", "cancel", "expire", "retry", "stale", "cache", "lost", "twice",
                           "inject", "interrupt", "preserv", "keeps old", "corrupt", "partial", "overwr", "dedup", "restor", "resum", "called once", "more than once"]
    /// Texts that say the trouble is elsewhere.
    static let foreignPhrases = ["BGTaskScheduler", "Asynchronous wait failed", "Exceeded timeout", "launch handler", "not advertised", "earliestBeginDate",
                                 "Confirmation was confirmed", "Time limit was exceeded"]
        + TaskDidNotRunRule.phrases
    /// The system's words anywhere in the failure's evidence (its log lines too) that make an
    /// assertion's failure the system's story, not the job's.
    static let systemPhrases = ["has been scheduled", "Registration rejected", "No launch handler registered", "must be registered before application finishes launching",
                                "BGTaskSchedulerErrorDomain", "BGTaskScheduler.Error", "UIBackgroundModes"]

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
            .failure("App.RefreshTests/testSimulatedLaunch", messages: ["XCTAssertTrue failed"], log: ["No task request with identifier com.example.app.refresh has been scheduled"]),
        ]
    }

    /// The failure's messages and its test's name, lowercased, the name in words (`testAlertsRegister`
    /// → `test alerts register`): `jobWords` are looked for in it, and no word is read across two
    /// (`te|stale|rts` is no stale data).
    static func jobHaystack(_ messages: [String], name: String) -> String {
        var spaced = ""
        for character in name {
            if character.isUppercase || !(character.isLetter || character.isNumber) { spaced.append(" ") }
            if character.isLetter || character.isNumber { spaced.append(character) }
        }
        return (messages.joined(separator: " ") + " " + spaced).lowercased()
    }

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        let messages = context.test.issues.map(\.message)
        guard !messages.contains(where: { message in Self.foreignPhrases.contains { message.includes($0) } }),
            context.firstText(containingAny: Self.systemPhrases) == nil,
            let assertion = context.test.issues.first(where: { issue in Self.assertionPhrases.contains { issue.message.includes($0) } })
        else { return nil }
        let haystack = Self.jobHaystack(messages, name: context.test.id.name)
        let jobSpecific = Self.jobWords.contains { haystack.includes($0) }
        let place = assertion.place
        guard context.concernsBackgroundWork else {
            return context.codeUnderTestVerdict(
                rule: identifier, what: "An assertion about the code under test failed", issue: assertion,
                fix: "fix the code it tests (or the test's expectation, if the behaviour changed on purpose)")
        }
        return RuleVerdict(
            rule: identifier, category: category, confidence: jobSpecific ? 0.85 : 0.7, stage: .execution,
            reason: "An assertion on the job's results failed and nothing points at configuration or scheduling.",
            evidence: assertion.evidence.map { [$0] } ?? [],
            nextStep: "Reproduce with the job's unit test locally\(place); fix the job, not the schedule.")
    }
}
