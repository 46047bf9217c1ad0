/// The normalised model every reader (xcresult, raw logs, JUnit, registration records, plists) feeds
/// and `triage` consumes. Readers add to it; they never print.

/// A test's identity as the contract spells it: `Module.Suite/name` when the module is known, else
/// `Suite/name`, with no `()`.
public struct TestIdentifier: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var module: String?
    public var suite: String
    public var name: String

    public init(module: String?, suite: String, name: String) {
        self.module = module.flatMap { $0.isEmpty ? nil : $0 }
        self.suite = suite
        var name = name
        if name.hasSuffix("()") { name.removeLast(2) }
        self.name = name
    }

    public var description: String {
        if let module { return "\(module).\(suite)/\(name)" }
        // A Swift Testing test whose suite the log could not tell (parallel suites, a free function).
        if suite.isEmpty { return name }
        return "\(suite)/\(name)"
    }

    public static func < (left: TestIdentifier, right: TestIdentifier) -> Bool {
        left.description < right.description
    }
}

public enum TestStatus: String, Codable, Sendable {
    case passed
    case failed
    case skipped
    case expectedFailure
    /// Failed, then passed on a retry: reported once, not as a failure.
    case flaky
}

/// A place in source code.
public struct SourceLocation: Hashable, Codable, Sendable {
    public var file: String
    public var line: Int

    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }
}

/// Where in the evidence a fact came from: a file (an archive path once collected), a line in it,
/// or a record; with a short excerpt for the report.
public struct EvidencePointer: Hashable, Codable, Sendable {
    public var path: String
    public var line: Int?
    public var excerpt: String?

    public init(path: String, line: Int? = nil, excerpt: String? = nil) {
        self.path = path
        self.line = line
        self.excerpt = excerpt
    }
}

/// A failure message, an error or a warning, with where it points in code and in the evidence.
public struct TestIssue: Hashable, Sendable {
    public var message: String
    public var location: SourceLocation?
    public var evidence: EvidencePointer?

    public init(message: String, location: SourceLocation? = nil, evidence: EvidencePointer? = nil) {
        self.message = message
        self.location = location
        self.evidence = evidence
    }
}

/// One test's result as one reader saw it.
public struct TestResult: Hashable, Sendable {
    public var id: TestIdentifier
    public var status: TestStatus
    public var duration: Double?
    public var issues: [TestIssue]
    /// Where the result itself was read (e.g. the `Test Case … failed` line).
    public var evidence: [EvidencePointer]
    /// What the test attached (screenshots, files): the archive path of each, its name as excerpt.
    public var attachments: [EvidencePointer]

    public init(id: TestIdentifier, status: TestStatus, duration: Double? = nil, issues: [TestIssue] = [], evidence: [EvidencePointer] = [], attachments: [EvidencePointer] = []) {
        self.id = id
        self.status = status
        self.duration = duration
        self.issues = issues
        self.evidence = evidence
        self.attachments = attachments
    }
}

/// The build that preceded (or replaced) the tests.
public struct BuildOutcome: Hashable, Sendable {
    /// nil when the evidence does not say.
    public var succeeded: Bool?
    public var errors: [TestIssue]
    public var warnings: [TestIssue]

    public init(succeeded: Bool? = nil, errors: [TestIssue] = [], warnings: [TestIssue] = []) {
        self.succeeded = succeeded
        self.errors = errors
        self.warnings = warnings
    }
}

/// What one evidence source says about a run.
public struct TestRunReport: Sendable {
    /// The file it was read from (archive path once collected).
    public var source: String
    public var tests: TestResults
    public var build: BuildOutcome
    /// Issues recorded outside any test (e.g. a Swift Testing issue at session level, a crash).
    public var unattributedIssues: [TestIssue]

    public init(source: String, tests: TestResults = [], build: BuildOutcome = BuildOutcome(), unattributedIssues: [TestIssue] = []) {
        self.source = source
        self.tests = tests
        self.build = build
        self.unattributedIssues = unattributedIssues
    }

    public init(source: String, tests: [TestResult], build: BuildOutcome = BuildOutcome(), unattributedIssues: [TestIssue] = []) {
        self.init(source: source, tests: TestResults(tests), build: build, unattributedIssues: unattributedIssues)
    }
}
