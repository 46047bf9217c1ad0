@testable import EvidenceTriage
import Testing

/// One case per rule example: the triggering ones must fire with the rule's category, the
/// non-triggering ones must not fire.
struct RuleExampleCase: CustomTestStringConvertible, Sendable {
    var rule: any ClassificationRule
    var example: RuleExample
    var triggers: Bool
    var testDescription: String { "\(rule.identifier) \(triggers ? "fires on" : "stays quiet on") \(example.description.prefix(60))" }

    static var all: [RuleExampleCase] {
        ClassificationRules.builtIn.flatMap { rule in
            rule.triggeringExamples.map { RuleExampleCase(rule: rule, example: $0, triggers: true) }
                + rule.nonTriggeringExamples.map { RuleExampleCase(rule: rule, example: $0, triggers: false) }
        }
    }
}

@Suite struct ClassificationRuleTests {
    @Test(arguments: RuleExampleCase.all)
    func ruleExample(_ testCase: RuleExampleCase) {
        let verdict = testCase.rule.evaluate(testCase.example.context)
        if testCase.triggers {
            #expect(verdict?.rule == testCase.rule.identifier)
            #expect(verdict?.category == testCase.rule.category)
            #expect((verdict?.confidence ?? 0) > 0 && (verdict?.confidence ?? 1) <= 1)
            #expect(verdict?.nextStep.isEmpty == false)
        } else {
            #expect(verdict == nil)
        }
    }

    @Test func everyRuleHasExamplesBothWaysAndAUniqueIdentifier() {
        let identifiers = ClassificationRules.builtIn.map(\.identifier)
        #expect(Set(identifiers).count == identifiers.count)
        for rule in ClassificationRules.builtIn {
            #expect(!rule.triggeringExamples.isEmpty, "\(rule.identifier)")
            #expect(!rule.nonTriggeringExamples.isEmpty, "\(rule.identifier)")
            // An `unclassified` rule says why nothing applies and who should look: never a bare label.
            if rule.category == .unclassified, let example = rule.triggeringExamples.first {
                #expect(rule.evaluate(example.context)?.owner != nil, "\(rule.identifier)")
            }
        }
    }
}

@Suite struct ClassifierTests {
    let classifier = Classifier()

    @Test func configurationEvidenceWinsWhateverTheAssertionSays() {
        let example = RuleExample.failure(
            "App.SyncRefreshTests/testRefreshUpdatesFeed",
            messages: ["XCTAssertEqual failed: (\"0\") is not equal to (\"7\") - feed items after refresh"],
            records: [.record("com.example.app.refresh", .appRefresh, .registration, .failed, error: "BGTaskScheduler.Error.notPermitted")])
        let result = classifier.classify(example.context)
        #expect(result.category == .configurationRegression)
        #expect(result.verdict?.rule == "registration_record_failed")
        #expect(result.verdicts.contains { $0.category == .businessLogicError })
    }

    /// A job's unit test tied to a misconfigured task by its name alone, failing on the job's own
    /// property (idempotency): the job does not go through the OS there, so the job is wrong.
    @Test func aJobPropertyFailureIsNotBlamedOnATaskTiedByNameOnly() {
        let example = RuleExample.failure(
            "App.SyncRefreshJobTests/testRefreshIsIdempotent",
            messages: ["XCTAssertEqual failed: (\"0\") is not equal to (\"7\") - running the job twice must not duplicate items"],
            records: [.record("com.example.app.refresh", .appRefresh, .registration, .failed, error: "BGTaskScheduler.Error.notPermitted")])
        #expect(classifier.classify(example.context).category == .businessLogicError)
    }

    @Test func aPlainAssertionIsABusinessLogicError() {
        let example = RuleExample.failure("App.SyncRefreshJobTests/testCursorCommitted", messages: ["XCTAssertEqual failed: (\"41\") is not equal to (\"42\") - cursor not committed with items"],
                                          records: [.record("com.example.app.refresh", .appRefresh, .registration, .succeeded)],
                                          plist: .built(permitted: ["com.example.app.refresh"], modes: ["fetch"]))
        let result = classifier.classify(example.context)
        #expect(result.category == .businessLogicError)
        #expect(result.confidence == 0.85)
    }

    @Test func aTimeoutOnTheJobsOwnWorkIsNotGuessed() {
        let example = RuleExample.failure("App.SyncJobTests/testSyncCompletes", messages: ["Asynchronous wait failed: Exceeded timeout of 5 seconds, with unfulfilled expectations: \"sync finished\"."])
        #expect(classifier.classify(example.context).category == .unclassified)
    }

    @Test func nothingRecognisableIsUnclassified() {
        let example = RuleExample.failure("App.Tests/testSomething", messages: ["Test crashed with signal kill."])
        let result = classifier.classify(example.context)
        #expect(result.category == .unclassified)
        #expect(result.verdict == nil)
    }

    @Test func twoCategoriesNearlyEquallySupportedAreUnclassified() {
        // A job error (0.7) and a too-many-requests error (0.75) in one failure: no confident label.
        let example = RuleExample.failure("App.SyncJobTests/testResubmit", messages: ["Caught error: DecodingError", "then BGTaskSchedulerErrorDomain Code=2 on resubmit"])
        let result = classifier.classify(example.context)
        #expect(result.category == .unclassified)
        #expect(result.verdicts.count >= 2)
    }

    @Test func theSchedulingTestOfTheSampleRunIsASchedulingMismatch() {
        let example = RuleExample.failure(
            "BackgroundSyncAppTests.BackgroundRefreshSchedulingTests/testRefreshRunsWithinFifteenMinutes",
            messages: ["Asynchronous wait failed: Exceeded timeout of 900 seconds, with unfulfilled expectations: \"system launches com.example.app.refresh\"."],
            records: [.record("com.example.app.refresh", .appRefresh, .registration, .succeeded)],
            plist: .built(permitted: ["com.example.app.refresh"], modes: ["fetch"]))
        let result = classifier.classify(example.context)
        #expect(result.category == .schedulingExpectationMismatch)
        #expect(result.verdict?.stage == .systemCallback)
    }

    @Test func aMisspelledIdentifierInCodeIsTiedToItsTestThroughTheRecords() {
        // The code registers `refesh`; the plist permits `refresh`; the assertion says nothing of either.
        let example = RuleExample.failure("App.RefreshTests/testRefreshRegisters", messages: ["XCTAssertTrue failed - registered is false"],
                                          records: [.record("com.example.app.refesh", .appRefresh, .registration, .failed, error: "BGTaskScheduler.Error.notPermitted")],
                                          plist: .built(permitted: ["com.example.app.refresh"], modes: ["fetch"]))
        let result = classifier.classify(example.context)
        #expect(result.category == .configurationRegression)
        #expect(result.verdict?.rule == "identifier_not_permitted")
        #expect(result.verdict?.reason.contains("`com.example.app.refesh`") == true)
    }

    @Test func aMisspelledIdentifierIsNamedWithItsLikelyFix() {
        let example = RuleExample.failure("App.RefreshTests/testRefreshSubmits", messages: ["submitting com.example.app.refesh failed"],
                                          plist: .built(permitted: ["com.example.app.refresh"], modes: ["fetch"]))
        let result = classifier.classify(example.context)
        #expect(result.category == .configurationRegression)
        #expect(result.verdict?.reason.contains("`com.example.app.refresh` — a misspelling?") == true)
    }
}
