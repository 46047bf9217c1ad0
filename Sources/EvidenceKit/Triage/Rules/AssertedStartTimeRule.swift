/// The test asserted when the task would start, relative to `earliestBeginDate`.
struct AssertedStartTimeRule: ClassificationRule {
    let identifier = "asserted_start_time"
    let category = TriageCategory.schedulingExpectationMismatch
    let summary = "The test asserted that a task starts at or soon after earliestBeginDate; the OS only promises not before."

    var triggeringExamples: [RuleExample] {
        [
            .failure("App.RefreshTests/testStartsOnTime", messages: ["XCTAssertLessThan failed: (\"1260.0\") is not less than (\"900.0\") - started too long after earliestBeginDate"]),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            .failure("App.RefreshTests/testRequestHasEarliestBeginDate", messages: ["XCTAssertNotNil failed - request built without a date"]),
        ]
    }

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        guard !context.schedulerIsFaked else { return nil }
        guard let hit = context.texts.first(where: { $0.text.includes("earliestBeginDate") && ($0.text.includes("after") || $0.text.includes("within") || $0.text.includes("late")) })
        else { return nil }
        return RuleVerdict(
            rule: identifier, category: category, confidence: 0.75, stage: .systemCallback,
            reason: "The test asserts when the task starts relative to earliestBeginDate; the system only guarantees it does not start earlier.",
            evidence: hit.evidence.map { [$0] } ?? [],
            nextStep: "Assert that the request's earliestBeginDate is set correctly, not when the OS started the task.")
    }
}
