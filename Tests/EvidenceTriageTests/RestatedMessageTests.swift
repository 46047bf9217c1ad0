import EvidenceKit
import Testing
@testable import EvidenceTriage

/// xcodebuild's `Testing failed:` block restates each failed test's message among the run's lines: a
/// restated message is its own test's evidence, never another's (a crash beside a missing model file).
@Suite struct RestatedMessageTests {
    static let crashed = TestIdentifier(module: "AppTests", suite: "FoodImportJobTests", name: "testImportInsertsFood")
    static let lookedUp = TestIdentifier(module: "AppTests", suite: "TimeEntryStoreTests", name: "testLoadsModelFromTestBundle")
    static let missing = "XCTAssertNotNil failed - App.momd not found in the test bundle"
    static let restated = EvidencePointer(path: "logs/test.log", line: 54, excerpt: "\t" + missing)

    static func triage() -> TriageResult {
        let failure = { (id: TestIdentifier, message: String, line: Int) in
            TestResult(id: id, status: .failed, duration: 1, issues: [TestIssue(message: message, evidence: EvidencePointer(path: "logs/test.log", line: line))])
        }
        var input = TriageInput(reports: [TestRunReport(source: "logs/test.log", tests: [
            failure(crashed, "App/FoodImportJob.swift:11: Fatal error: Unexpectedly found nil while unwrapping an Optional value", 11),
            failure(lookedUp, missing, 37),
        ])])
        input.runLines = [restated]
        return Triage.run(input)
    }

    @Test func aRestatedMessageIsItsOwnTestsOnly() {
        let result = Self.triage()
        let crash = result.failures.first { $0.test.id == Self.crashed }?.classification.verdict
        #expect(crash?.evidence.contains(Self.restated) != true)
        #expect(crash?.category != .configurationRegression)
        let lookup = result.failures.first { $0.test.id == Self.lookedUp }?.classification.verdict
        #expect(lookup?.category == .configurationRegression)
    }

    @Test func restatedLinesAreFoundByTheirMessage() {
        let failed = [TestResult(id: Self.lookedUp, status: .failed, issues: [TestIssue(message: Self.missing)])]
        let other = EvidencePointer(path: "logs/test.log", line: 55, excerpt: "\tApp (8812) encountered an error")
        let formatted = EvidencePointer(path: "logs/xcbeautify.txt", line: 31, excerpt: "    ✖ testLoadsModelFromTestBundle, " + Self.missing)
        #expect(Triage.restatedMessages(in: [Self.restated, other, formatted], of: failed) == [Self.restated: [0], formatted: [0]])
    }
}
