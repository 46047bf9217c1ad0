/// Collects results in the order they are first seen, merging a test seen again (a retry, a
/// repetition, a re-run after a crash): failed then passed is flaky, a later failure wins, a skip
/// gives way to a real result. Shared by the readers so they count alike.
public struct TestResultCollector {
    public private(set) var results: [TestResult] = []
    private var index: [TestIdentifier: Int] = [:]
    /// `Suite/name` of every recorded test, whatever its module: the summary of 20,000 failures asks
    /// once per entry.
    private var suiteAndNames: Set<String> = []
    /// A test repeated thousands of times (`-test-iterations`, retries) keeps its first pointers and
    /// issues only, so memory follows the number of tests, not the length of the log.
    public static let maximumEvidencePerTest = 8
    public static let maximumIssuesPerTest = 10

    public init() {}

    public func contains(_ id: TestIdentifier) -> Bool { index[id] != nil }

    /// Whether a test with this suite and name was recorded, whatever its module.
    public func contains(suite: String, name: String) -> Bool {
        suiteAndNames.contains(Self.key(suite, name))
    }

    private static func key(_ suite: String, _ name: String) -> String { suite + "/" + name }

    /// `evidence` is evaluated only when kept (a test seen many times keeps its first pointers).
    /// `foldsRetries: false` when a second result under the same id may be another test (Swift
    /// Testing in parallel suites prints no suite): a failure then wins, never "flaky".
    public mutating func record(_ id: TestIdentifier, _ status: TestStatus, duration rawDuration: Double?, issues: [TestIssue], evidence: @autoclosure () -> EvidencePointer?, foldsRetries: Bool = true) {
        // `1e999`, `nan`, a negative time: no duration (and no JSON that cannot be written).
        let duration = rawDuration.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        guard let position = index[id] else {
            let evidence = evidence()
            index[id] = results.count
            suiteAndNames.insert(Self.key(id.suite, id.name))
            results.append(TestResult(id: id, status: status, duration: duration, issues: issues, evidence: evidence.map { [$0] } ?? []))
            return
        }
        // In place: copying the result out and back would copy its arrays on every repetition.
        switch (results[position].status, status) {
        case (.failed, .passed), (.flaky, .passed): results[position].status = foldsRetries ? .flaky : results[position].status
        case (_, .failed): results[position].status = .failed
        case (.skipped, _): results[position].status = status
        default: break
        }
        if let duration { results[position].duration = (results[position].duration ?? 0) + duration }
        if !issues.isEmpty {
            results[position].issues += issues.prefix(max(0, Self.maximumIssuesPerTest - results[position].issues.count))
        }
        if results[position].evidence.count < Self.maximumEvidencePerTest, let evidence = evidence() { results[position].evidence.append(evidence) }
    }

    /// Adds an issue to a recorded test; a passed test with a late failure failed. False when unknown.
    @discardableResult
    public mutating func addIssue(_ issue: TestIssue, to id: TestIdentifier) -> Bool {
        guard let position = index[id] else { return false }
        if results[position].issues.count < Self.maximumIssuesPerTest { results[position].issues.append(issue) }
        if results[position].status == .passed || results[position].status == .flaky { results[position].status = .failed }
        return true
    }

    /// Changes the last issue of a recorded test (to extend a multi-line message).
    public mutating func updateLastIssue(of id: TestIdentifier, _ body: (inout TestIssue) -> Void) {
        guard let position = index[id], !results[position].issues.isEmpty else { return }
        body(&results[position].issues[results[position].issues.count - 1])
    }

    /// Gives tests new identities (a suite learnt at the end of the log); a test renamed to one
    /// already recorded joins it: the failure wins, issues and evidence are the union, in order.
    public mutating func rename(_ renamed: [TestIdentifier: TestIdentifier]) {
        let old = results
        results = []
        index = [:]
        suiteAndNames = []
        for var result in old {
            if let new = renamed[result.id] { result.id = new }
            guard let position = index[result.id] else {
                index[result.id] = results.count
                suiteAndNames.insert(Self.key(result.id.suite, result.id.name))
                results.append(result)
                continue
            }
            var merged = results[position]
            if result.status == .failed || merged.status == .skipped { merged.status = result.status }
            for issue in result.issues where merged.issues.count < Self.maximumIssuesPerTest && !merged.issues.contains(issue) {
                merged.issues.append(issue)
            }
            for pointer in result.evidence where merged.evidence.count < Self.maximumEvidencePerTest && !merged.evidence.contains(pointer) {
                merged.evidence.append(pointer)
            }
            if merged.duration == nil { merged.duration = result.duration }
            results[position] = merged
        }
    }

    /// The issues of a recorded test.
    public func issues(of id: TestIdentifier) -> [TestIssue]? {
        index[id].map { results[$0].issues }
    }

    public var hasFailures: Bool { results.contains { $0.status == .failed } }
}
