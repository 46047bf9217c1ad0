import EvidenceCore
import EvidenceReaders

/// The job threw an error (not a BGTaskScheduler one) or crashed in its own code.
struct ErrorThrownByJobRule: ClassificationRule {
    let identifier = "error_thrown_by_job"
    let category = TriageCategory.businessLogicError
    let summary = "The test failed on an error thrown by (or a crash in) the job's code, not by BGTaskScheduler."

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
        // The test's messages; for a crash, also the lines it printed and the crash's own lines
        // printed outside the test (a parallel clone's exception reason): the fatal error is often only there.
        let lines = context.crashed ? context.logLines + context.runLines : []
        let candidates = context.test.issues + lines.map { TestIssue(message: $0.excerpt ?? "", evidence: $0) }
        let thrown = SignalCatalog.signal(.errorThrown)
        guard let issue = candidates.first(where: { thrown.matches($0.message) }) else { return nil }
        let place = issue.place
        guard context.concernsBackgroundWork else {
            return context.codeUnderTestVerdict(rule: identifier, what: "The code under test threw or crashed", issue: issue, fix: "fix the error in the code it tests")
        }
        return RuleVerdict(
            rule: identifier, category: category, weight: EvidenceWeight(.test), stage: .execution,
            reason: "The job's code threw or crashed: \(issue.message.prefix(120)).",
            evidence: issue.evidence.map { [$0] } ?? [],
            nextStep: "Fix the error in the job's code\(place); make sure a failed run leaves the previous data intact.")
    }
}
