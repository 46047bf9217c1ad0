/// Collects results in the order they are first seen, merging a test seen again (a retry, a
/// repetition, a re-run after a crash): failed then passed is flaky, a later failure wins, a skip
/// gives way to a real result. Shared by the readers so they count alike. Results are held as
/// `TestResults`, so a passing test costs a few dozen bytes.
package struct TestResultCollector {
    package private(set) var results = TestResults()
    /// A test repeated thousands of times (`-test-iterations`, retries) keeps its first pointers and
    /// issues only, so memory follows the number of tests, not the length of the log.
    package static let maximumEvidencePerTest = 8
    package static let maximumIssuesPerTest = 10
    /// Tests whose issues are kept: past them (a run of 10⁵–10⁶ failures), a failure keeps its status
    /// and where it was read, not its messages, so memory follows the number of tests and stays a few
    /// dozen bytes each. Triage classifies no more than 10,000 failures one by one anyway.
    package static let maximumTestsWithIssues = 20_000
    private var testsWithIssues = 0
    /// Failed tests kept at all: past them (10⁶ failures in a log, 450,000 in JUnit) a new failed
    /// test is counted by suite, not kept (`FailuresNotKept`), so a reader's memory stays within
    /// the 256 MB budget whatever the number of failures. Triage classifies the first 10,000.
    package static let maximumFailedTests = 50_000
    private var failedTestsKept = 0
    /// The failed tests past `maximumFailedTests`, counted and remembered by suite and name.
    package private(set) var failuresNotKept = FailuresNotKept()
    /// Tests seen to pass and then fail (`TestRunReport.failedAfterPassing`), at most `maximumFailedTests`.
    private var failedAfterPassing: Set<TestIdentifier> = []

    /// Whether `issues` may be kept for the test at `position` (nil: a new test).
    private mutating func keepsIssues(_ issues: [TestIssue], at position: Int?) -> Bool {
        guard !issues.isEmpty else { return false }
        if let position, results.issueCount(at: position) > 0 { return results.issueCount(at: position) < Self.maximumIssuesPerTest }
        guard testsWithIssues < Self.maximumTestsWithIssues else { return false }
        testsWithIssues += 1
        return true
    }

    package init() {}

    package func contains(_ id: TestIdentifier) -> Bool { results.position(of: id) != nil }

    /// The id of the recorded test with this suite and name that names its module, when it is the
    /// only test of that suite and name: a line that printed it without its module means it.
    package func qualifiedID(suite: String, name: String) -> TestIdentifier? {
        guard let position = results.firstPosition(suite: suite, name: name) else { return nil }
        let id = results.id(at: position)
        return id.module != nil && results.position(of: TestIdentifier(module: nil, suite: suite, name: name)) == nil ? id : nil
    }

    /// Whether any test of that name was recorded, whatever its suite (a linear look: for the few tests a
    /// reader could name no suite for).
    package func contains(name: String) -> Bool {
        results.indices.contains { results.id(at: $0).name == name }
    }

    /// The recorded failed tests of that name (and suite, when given), whatever their module (a linear
    /// look: for the few tests a runner's crash report names).
    package func failedIDs(named name: String, suite: String) -> [TestIdentifier] {
        results.indices.filter { results.status(at: $0) == .failed }.map { results.id(at: $0) }
            .filter { $0.name == name && (suite.isEmpty || $0.suite == suite) }
    }

    /// Whether a test with this suite and name was recorded (or counted, not kept), whatever its module.
    package func contains(suite: String, name: String) -> Bool {
        results.contains(suite: suite, name: name) || !failuresNotKept.isEmpty && failuresNotKept.contains(suite: suite, name: name)
    }

    /// `evidence` is evaluated only when kept (a test seen many times keeps its first pointers).
    /// `foldsRetries: false` when a second result under the same id may be another test (Swift
    /// Testing in parallel suites prints no suite): a failure then wins, never "flaky".
    package mutating func record(_ id: TestIdentifier, _ status: TestStatus, duration rawDuration: Double?, issues: [TestIssue], evidence: @autoclosure () -> EvidencePointer?, foldsRetries: Bool = true) {
        // `1e999`, `nan`, a negative time: no duration (and no JSON that cannot be written).
        let duration = rawDuration.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        // Once failures may be counted without keeping, looked up before its strings are interned:
        // a test not kept costs none. Else interned once: a new test (most of them) is appended
        // under the same key.
        if !failuresNotKept.isEmpty || status == .failed && failedTestsKept >= Self.maximumFailedTests, results.position(of: id) == nil,
           countsWithoutKeeping(id, status, duration: duration, foldsRetries: foldsRetries) { return }
        let key = results.internedKey(of: id)
        guard let position = results.position(of: key) else {
            if status == .failed { failedTestsKept += 1 }
            if issues.isEmpty || keepsIssues(issues, at: nil) {
                results.append(key, id, status, duration: duration, issues: issues, evidence: evidence().map { [$0] } ?? [])
            } else {
                // Past the bound: where it was read, without the excerpt (the compact form).
                let pointer = evidence().map { EvidencePointer(path: $0.path, line: $0.line) }
                results.append(key, id, status, duration: duration, issues: [], evidence: pointer.map { [$0] } ?? [])
            }
            return
        }
        let current = results.status(at: position)
        switch (current, status) {
        case (.failed, .passed), (.flaky, .passed): results.setStatus(foldsRetries ? .flaky : current, at: position)
        case (.passed, .failed), (.flaky, .failed): failAfterPassing(at: position)
        case (_, .failed): results.setStatus(.failed, at: position)
        case (.skipped, _): results.setStatus(status, at: position)
        default: break
        }
        if let duration { results.addDuration(duration, at: position) }
        let keepsIssues = keepsIssues(issues, at: position)
        // A test past the issue bound (none kept, none to keep) gathers no more pointers either.
        let detailed = keepsIssues || results.issueCount(at: position) > 0 || testsWithIssues < Self.maximumTestsWithIssues
        let pointer = detailed && results.evidenceCount(at: position) < Self.maximumEvidencePerTest ? evidence() : nil
        guard keepsIssues || pointer != nil else { return }
        results.modifyDetail(at: position) { kept, pointers in
            if keepsIssues { kept += issues.prefix(Self.maximumIssuesPerTest - kept.count) }
            if let pointer { pointers.append(pointer) }
        }
    }

    /// A result of a test new to `results` that `failuresNotKept` takes: a failure past the bound
    /// (counted once), or any result of a test counted there (a pass on a retry makes it flaky: no
    /// longer a failure, kept like a pass). False when the test is to be kept.
    private mutating func countsWithoutKeeping(_ id: TestIdentifier, _ status: TestStatus, duration: Double?, foldsRetries: Bool) -> Bool {
        if failuresNotKept.contains(suite: id.suite, name: id.name) {
            guard status == .passed, foldsRetries else { return true }
            failuresNotKept.remove(suite: id.suite, name: id.name)
            results.append(results.internedKey(of: id), id, .flaky, duration: duration, issues: [], evidence: [])
            return true
        }
        guard status == .failed, failedTestsKept >= Self.maximumFailedTests else { return false }
        failuresNotKept.add(suite: id.suite, name: id.name)
        return true
    }

    /// `record` of a pass without issues whose evidence is its result line, `line` of `path`, from
    /// the line's bytes: a new test whose line is the pass line XCTest or Swift Testing prints (nearly
    /// every result of a big log) is kept without making the excerpt, which `excerpt` makes otherwise.
    package mutating func recordPass(_ id: TestIdentifier, duration rawDuration: Double?, path: String, line: Int, lineBytes: UnsafeRawBufferPointer,
                                    excerpt: () -> String, foldsRetries: Bool = true) {
        let duration = rawDuration.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        // A retry of a test counted, not kept: `record` makes it flaky.
        if !failuresNotKept.isEmpty, failuresNotKept.contains(suite: id.suite, name: id.name) {
            record(id, .passed, duration: rawDuration, issues: [], evidence: nil, foldsRetries: foldsRetries)
            return
        }
        let key = results.internedKey(of: id)
        if results.position(of: key) == nil, results.appendPass(key, id, duration: duration, path: path, line: line, lineBytes: lineBytes) { return }
        record(id, .passed, duration: rawDuration, issues: [], evidence: EvidencePointer(path: path, line: line, excerpt: excerpt()), foldsRetries: foldsRetries)
    }

    /// Adds what a test attached (another view of it, or its reader's own) to a test already recorded.
    package mutating func addAttachments(_ attachments: [EvidencePointer], to id: TestIdentifier) {
        guard !attachments.isEmpty, let position = results.position(of: id) else { return }
        results.addAttachments(attachments, at: position)
    }

    /// Whether the test already has an issue with this message.
    package func hasIssue(_ message: String, _ id: TestIdentifier) -> Bool {
        results.position(of: id).map { results.issues(at: $0).contains { $0.message == message } } ?? false
    }

    /// Adds an issue to a recorded test; a passed test with a late failure failed. False when unknown.
    @discardableResult
    package mutating func addIssue(_ issue: TestIssue, to id: TestIdentifier) -> Bool {
        guard let position = results.position(of: id) else {
            // Counted, not kept: its issues are not kept either.
            return !failuresNotKept.isEmpty && failuresNotKept.contains(suite: id.suite, name: id.name)
        }
        if keepsIssues([issue], at: position) {
            results.modifyDetail(at: position) { issues, _ in issues.append(issue) }
        }
        let status = results.status(at: position)
        if status == .passed || status == .flaky { failAfterPassing(at: position) }
        return true
    }

    /// The test at `position`, seen to pass, failed later in this source: failed, and remembered so.
    private mutating func failAfterPassing(at position: Int) {
        results.setStatus(.failed, at: position)
        if failedAfterPassing.count < Self.maximumFailedTests { failedAfterPassing.insert(results.id(at: position)) }
    }

    /// Changes the last issue of a recorded test (to extend a multi-line message).
    package mutating func updateLastIssue(of id: TestIdentifier, _ body: (inout TestIssue) -> Void) {
        guard let position = results.position(of: id), results.issueCount(at: position) > 0 else { return }
        results.modifyDetail(at: position) { issues, _ in body(&issues[issues.count - 1]) }
    }

    /// Changes the issues of a recorded test (a location a formatter printed only in its summary).
    package mutating func updateIssues(of id: TestIdentifier, _ body: (inout [TestIssue]) -> Void) {
        guard let position = results.position(of: id) else { return }
        results.modifyDetail(at: position) { issues, _ in body(&issues) }
    }

    /// Gives tests new identities (a suite learnt at the end of the log); a test renamed to one
    /// already recorded joins it: the failure wins, issues and evidence are the union, in order.
    package mutating func rename(_ renamed: [TestIdentifier: TestIdentifier]) {
        guard !renamed.isEmpty else { return }
        // Only tests renamed, or renamed into, can meet another: every other test keeps its place
        // and its compact form. The first of each new id (in log order) takes in the later ones.
        let targets = Set(renamed.values)
        var firstOfID: [TestIdentifier: Int] = [:]
        var joins: [(position: Int, target: Int)] = []
        var moves: [(position: Int, id: TestIdentifier)] = []
        for position in results.indices {
            let old = results.id(at: position)
            let new = renamed[old] ?? old
            guard new != old || targets.contains(old) else { continue }
            if let first = firstOfID[new] {
                joins.append((position, first))
            } else {
                firstOfID[new] = position
                if new != old { moves.append((position, new)) }
            }
        }
        for join in joins { self.join(join.position, into: join.target) }
        for move in moves { results.rename(at: move.position, to: move.id) }
        let joined = Set(joins.map(\.position))
        results.removeAll { joined.contains($0) }
    }

    private mutating func join(_ position: Int, into target: Int) {
        let result = results[position]
        if result.status == .failed || results.status(at: target) == .skipped { results.setStatus(result.status, at: target) }
        results.modifyDetail(at: target) { issues, evidence in
            for issue in result.issues where issues.count < Self.maximumIssuesPerTest && !issues.contains(issue) { issues.append(issue) }
            for pointer in result.evidence where evidence.count < Self.maximumEvidencePerTest && !evidence.contains(pointer) { evidence.append(pointer) }
        }
        if results[target].duration == nil, let duration = result.duration { results.addDuration(duration, at: target) }
    }

    /// The issues of a recorded test.
    package func issues(of id: TestIdentifier) -> [TestIssue]? {
        results.position(of: id).map { results.issues(at: $0) }
    }

    /// The reader's report of what it collected, the failures it did not keep counted in it.
    package func report(source: String, build: BuildOutcome = BuildOutcome(), unattributedIssues: [TestIssue]) -> TestRunReport {
        var report = TestRunReport(source: source, tests: results, build: build, unattributedIssues: unattributedIssues)
        report.failuresNotKept = failuresNotKept
        report.failedAfterPassing = failedAfterPassing
        return report
    }

    /// No test recorded at all, of any status.
    package var isEmpty: Bool {
        [TestStatus.passed, .failed, .skipped, .expectedFailure, .flaky].allSatisfy { results.count(of: $0) == 0 } && !hasFailures
    }

    package var hasFailures: Bool { failuresNotKept.count > 0 || results.count(of: .failed) > 0 }
}
