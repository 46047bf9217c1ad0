/// The normalised model every reader (xcresult, raw logs, JUnit, registration records, plists) feeds
/// and `triage` consumes. Readers add to it; they never print.

/// What one evidence source says about a run.
package struct TestRunReport: Sendable {
    /// The file it was read from (archive path once collected).
    package var source: String
    package var tests: TestResults
    package var build: BuildOutcome
    /// Issues recorded outside any test (e.g. a Swift Testing issue at session level, a crash).
    package var unattributedIssues: [TestIssue]
    /// Failed tests past what the reader keeps (`TestResultCollector.maximumFailedTests`): counted
    /// by suite, not in `tests`.
    package var failuresNotKept = FailuresNotKept()
    /// Tests this source saw pass and later fail (another destination after the first, a later
    /// iteration): its own order says failed, which no retry undid — another source's pass of the same
    /// test does not make it flaky.
    package var failedAfterPassing: Set<TestIdentifier> = []
    /// Failed tests this source's own closing summary lists as failing (xcodebuild's `Failing tests:`, which
    /// leaves out a test that passed on a retry): failed at the end, whatever another source's pass of them
    /// (a JUnit file converted without its failures) says — not flaky.
    package var failedAtTheEnd: Set<TestIdentifier> = []

    package init(source: String, tests: TestResults = [], build: BuildOutcome = BuildOutcome(), unattributedIssues: [TestIssue] = []) {
        self.source = source
        self.tests = tests
        self.build = build
        self.unattributedIssues = unattributedIssues
    }

    package init(source: String, tests: [TestResult], build: BuildOutcome = BuildOutcome(), unattributedIssues: [TestIssue] = []) {
        self.init(source: source, tests: TestResults(tests), build: build, unattributedIssues: unattributedIssues)
    }
}
