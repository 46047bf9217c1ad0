import EvidenceCore

/// Failed tests by their name alone, for a formatter's line that names no suite (`✖ testName, message`):
/// the one test of that name that failed is the one meant. Bounded (`TestResultCollector.maximumTestsWithIssues`
/// names), so a log of thousands of failures does not grow it without end.
struct FailedTestsByName {
    private var byName: [String: Set<TestIdentifier>] = [:]

    /// Notes a test that failed; one named by no suite is none to join.
    mutating func insert(_ id: TestIdentifier) {
        guard !id.suite.isEmpty, byName.count < TestResultCollector.maximumTestsWithIssues else { return }
        byName[id.name, default: []].insert(id)
    }

    /// The one failed test of that name, when there is exactly one.
    func only(named name: String) -> TestIdentifier? {
        guard let failed = byName[name], failed.count == 1 else { return nil }
        return failed.first
    }

    mutating func removeAll() { byName.removeAll() }
}
