import EvidenceCore
import EvidenceReaders

/// The test compared the fields of the task request the code built (its `earliestBeginDate`, its
/// required resources, network or power) with what they should be: a value the app computed, read
/// before or instead of asking the OS. A wrong value there is the code's, whatever the OS would do.
struct RequestFieldsAssertedRule: ClassificationRule {
    let identifier = "request_fields_asserted"
    let category = TriageCategory.businessLogicError
    let summary = "The test compared a field of the task request the code built (earliestBeginDate, required resources, network or power) with its expected value, and it differs: the code computed the request wrong; the OS was not asked."

    /// The fields of a `BGTaskRequest` (and its subclasses) a test can compare.
    static let requestFields = ["earliestBeginDate", "requiredResources", "requiresNetworkConnectivity", "requiresExternalPower"]

    /// How a comparison of two values (or a containment) fails, in XCTest's and Swift Testing's words.
    static let valueComparisons = ["is not equal to", ") == (", ") != (", ").contains("]

    /// Words that make the assertion about what the OS did (started, launched, ran), not the request's value.
    static let systemOutcomeWords = ["start", "launch", " ran", "run ", "fired", "woke", "woken", "within"]

    var triggeringExamples: [RuleExample] {
        [
            .failure("AppTests.SyncSchedulerTests/requestStartsFifteenMinutesOut",
                     messages: ["Expectation failed: (request.earliestBeginDate → 2026-08-14 03:00:00 +0000) == (now.addingTimeInterval(15 * 60) → 2026-08-13 12:15:00 +0000)"]),
            .failure("AppTests.TaskRequestBuilderTests/testKeepsFractionalDelay",
                     messages: ["XCTAssertEqual failed: (\"2.0\") is not equal to (\"2.25\") +/- (\"0.001\") - earliestBeginDate offset"]),
            .failure("AppTests.ExportRequestTests/gpuOnlyWhereSupported",
                     messages: ["Expectation failed: (BGTaskScheduler.supportedResources → Resources(rawValue: 0)).contains(request.requiredResources → Resources(rawValue: 1))"]),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            // When the task started, measured against the date: what the OS did.
            .failure("AppTests.RefreshTimingTests/testStartsAtEarliestBeginDate",
                     messages: ["XCTAssertLessThanOrEqual failed: (\"2710.4\") is greater than (\"900.0\") - refresh did not start within 15 minutes of earliestBeginDate"]),
            .failure("AppTests.RefreshTimingTests/testLaunchMatchesRequest",
                     messages: ["XCTAssertEqual failed: (\"nil\") is not equal to (\"2026-08-13 12:15:00 +0000\") - task should launch at its earliestBeginDate"]),
            // The scheduler refused the request: its own code says why.
            .failure("AppTests.RefreshTests/testSubmitsRequest",
                     messages: ["XCTAssertEqual failed: (\"rejected(BGTaskSchedulerErrorDomain Code=1)\") is not equal to (\"accepted\") - earliestBeginDate 15 min"]),
            // No request field compared.
            .failure("AppTests.SyncTests/testCursor", messages: ["XCTAssertEqual failed: (\"3\") is not equal to (\"10\")"]),
        ]
    }

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        guard context.systemRefusal == nil, let issue = context.test.issues.first(where: Self.comparesRequestField) else { return nil }
        let field = Self.requestFields.first(where: issue.message.includes) ?? "request"
        return RuleVerdict(
            rule: identifier, category: category, weight: EvidenceWeight(.test), stage: nil,
            reason: "The test compared the request's `\(field)` with its expected value and they differ: the code built the request wrong, before the OS had any say.",
            evidence: issue.evidence.map { [$0] } ?? [],
            nextStep: "Fix how the code computes `\(field)`\(issue.place) (units, rounding, the resources the device supports); the OS's scheduling cannot explain a wrong request.")
    }

    /// An assertion comparing a request field's value failed, and says nothing of what the OS did or refused.
    static func comparesRequestField(_ issue: TestIssue) -> Bool {
        let message = issue.message
        guard SignalVocabulary.asserts(message), requestFields.contains(where: message.includes),
              valueComparisons.contains(where: message.includes),
              !SignalVocabulary.schedulerErrorWords.contains(where: message.includes)
        else { return false }
        let lowered = message.lowercased()
        return !systemOutcomeWords.contains(where: lowered.includes)
    }
}
