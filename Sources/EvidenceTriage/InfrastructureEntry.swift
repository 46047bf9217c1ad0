import EvidenceCore
import EvidenceReaders

/// One distinct error of the run's own machinery (the simulator, the runner, the destination, the
/// machine) with the failed tests it hit: the report's "Test infrastructure" section lists each once,
/// whether it was said outside any test or as a test's failure.
package struct InfrastructureEntry: Sendable {
    /// What it said, and where.
    package var issue: TestIssue
    /// Why a test's failure is the run's when its message does not say so itself (a runner's own
    /// assertion, a snapshot taken on another simulator): the rule's reading. nil otherwise.
    package var reading: String?
    /// The failed tests whose evidence says it, sorted; empty for an error outside any test.
    package var tests: [TestIdentifier]

    /// The run's issues outside any test, then each cause of the failed tests read as the run's,
    /// one entry per distinct error (a test's error said outside the tests too joins that entry).
    static func entries(runIssues: [TestIssue], failures: [TriagedFailure]) -> [InfrastructureEntry] {
        var entries = runIssues.map { InfrastructureEntry(issue: $0, reading: nil, tests: []) }
        var indexOfError = Dictionary(entries.indices.map { (TestInfrastructure.error(in: entries[$0].issue.message), $0) }, uniquingKeysWith: { first, _ in first })
        for group in FailureGrouping(failures).groups {
            guard let first = group.failures.first else { continue }
            let issues = first.test.issues
            let issue = issues.first { TestInfrastructure.isProblem($0.message) } ?? issues.first
                ?? TestIssue(message: first.reason ?? "the test failed on its infrastructure", evidence: first.test.evidence.first)
            let key = TestInfrastructure.error(in: issue.message)
            if let index = indexOfError[key] {
                entries[index].tests += group.tests
                continue
            }
            let reading = TestInfrastructure.isProblem(issue.message) ? nil : first.reason
            indexOfError[key] = entries.count
            entries.append(InfrastructureEntry(issue: issue, reading: reading, tests: group.tests))
        }
        return entries
    }
}

extension TriagedFailure {
    /// Whether the deciding rule read this test's failure as the run's own (`test_infrastructure`):
    /// its label stays `unclassified`, and the report shows it with the run's infrastructure, not
    /// as a cause in the code.
    package var isInfrastructure: Bool {
        classification.verdict?.rule == TriagedFailure.infrastructureRule
    }

    static let infrastructureRule = TestInfrastructureRule().identifier
}
