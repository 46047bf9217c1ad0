import EvidenceCore
import EvidenceReaders
import Foundation

/// A test that fails by its own placeholder (`fatalError("not implemented")`, `XCTFail("TODO")`):
/// nothing of the app was checked, so no category applies.
struct PlaceholderTestRule: ClassificationRule {
    let identifier = "placeholder_test"
    let category = TriageCategory.unclassified
    let summary = "The test fails on its own placeholder (fatalError(\"not implemented\"), XCTFail(\"TODO\")): nothing of the app was tested."

    var triggeringExamples: [RuleExample] {
        [
            .failure("AppTests/testExample", messages: ["Fatal error: not implemented"]),
            .failure("AppTests/testPerformanceExample", messages: ["failed - TODO"]),
            .failure("AppTests/testMigration", messages: ["Issue recorded: Not implemented yet"]),
            .failure("AppTests.RunnerTests/testDispatchWhileBackgrounded", messages: ["failed - TODO: port the dispatch-in-background case from the Android suite"]),
            .failure("DateTests.CalendarDayTests/testToday", messages: ["Fatal error: This test is not implemented yet."]),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            .failure("AppTests/testSync", messages: ["Fatal error: Index out of range"]),
            .failure("AppTests/testFeature", messages: ["XCTAssertTrue failed - feature flag not implemented for region"]),
        ]
    }

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        // (swift-dependencies' `Unimplemented:` where a second copy of the library is in the test's bundle:
        // the override was made in the other copy, not left unwritten — `ClassInTwoTargetsRule`.)
        guard let issue = context.test.issues.first(where: Self.isPlaceholder),
              !(context.says(.classInTwoTargets) && ClassInTwoTargetsRule.overrideUnseen.contains(where: issue.message.includes)) else { return nil }
        return RuleVerdict(
            rule: identifier, category: category, weight: EvidenceWeight(.test), stage: nil,
            reason: "The test stops at its own placeholder before it checks anything of the app: the test is unfinished, and nothing in the app needs a fix.",
            evidence: issue.evidence.map { [$0] } ?? [],
            nextStep: "Write the test\(issue.place) or skip it until it is written (`XCTSkip`, `.disabled`).",
            owner: "the test's author")
    }

    /// The message is a failing call whose whole text, after its prefix, is a placeholder word.
    static func isPlaceholder(_ issue: TestIssue) -> Bool {
        let message = issue.message
        // swift-dependencies: the test called an endpoint it never overrode.
        if message.includes("Unimplemented: ") || message.hasPrefix("Unimplemented") { return true }
        guard let call = SignalVocabulary.placeholderCalls.first(where: { message.includes($0) }), let range = message.range(of: call) else { return false }
        var rest = message[range.upperBound...].lowercased()
        rest = rest.trimmingCharacters(in: CharacterSet(charactersIn: " :-–—\"'.!()"))
        // A sentence saying the test itself is unwritten (`This test is not implemented yet.`).
        if SignalVocabulary.unwrittenTestPhrases.contains(where: rest.includes) { return true }
        // The word alone, `… yet`, or as a tag before what is still to write (`TODO: port the case`).
        return SignalVocabulary.placeholderWords.contains { word in
            rest == word || rest.hasPrefix(word + " yet") || rest.hasPrefix(word + ":") || (rest.hasPrefix(word) && rest.count <= word.count + 2)
        }
    }
}
