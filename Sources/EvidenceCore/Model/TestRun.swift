/// The normalised model every reader (xcresult, raw logs, JUnit, registration records, plists) feeds
/// and `triage` consumes. Readers add to it; they never print.

/// A test's identity as the contract spells it: `Module.Suite/name` when the module is known, else
/// `Suite/name`, with no `()`.
package struct TestIdentifier: Hashable, Comparable, Sendable, CustomStringConvertible {
    package var module: String?
    package var suite: String
    package var name: String

    package init(module: String?, suite: String, name: String) {
        self.module = module.flatMap { $0.isEmpty ? nil : $0 }
        self.suite = suite
        var name = name
        if name.hasSuffix("()") { name.removeLast(2) }
        self.name = name
    }

    package var description: String {
        if let module { return "\(module).\(suite)/\(name)" }
        // A Swift Testing test whose suite the log could not tell (parallel suites, a free function).
        if suite.isEmpty { return name }
        return "\(suite)/\(name)"
    }

    package static func < (left: TestIdentifier, right: TestIdentifier) -> Bool {
        left.description < right.description
    }
}

package enum TestStatus: String, Codable, Sendable {
    case passed
    case failed
    case skipped
    case expectedFailure
    /// Failed, then passed on a retry: reported once, not as a failure.
    case flaky
}

/// A place in source code.
package struct SourceLocation: Hashable, Codable, Sendable {
    package var file: String
    package var line: Int
    /// The column, where the evidence gives one (a compiler's `File.swift:42:17`).
    package var column: Int?

    package init(file: String, line: Int, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
    }
}

/// Where in the evidence a fact came from: a file (an archive path once collected), a line in it,
/// or a record; with a short excerpt for the report.
package struct EvidencePointer: Hashable, Codable, Sendable {
    package var path: String
    package var line: Int?
    package var excerpt: String?

    package init(path: String, line: Int? = nil, excerpt: String? = nil) {
        self.path = path
        self.line = line
        self.excerpt = excerpt
    }
}

/// A failure message, an error or a warning, with where it points in code and in the evidence.
package struct TestIssue: Hashable, Sendable {
    package var message: String
    package var location: SourceLocation?
    package var evidence: EvidencePointer?
    /// The source line and the caret a compiler printed under its diagnostic, as printed.
    package var snippet: [String] = []

    package init(message: String, location: SourceLocation? = nil, evidence: EvidencePointer? = nil) {
        self.message = message
        self.location = location
        self.evidence = evidence
    }
}

/// One test's result as one reader saw it.
package struct TestResult: Hashable, Sendable {
    package var id: TestIdentifier
    package var status: TestStatus
    package var duration: Double?
    package var issues: [TestIssue]
    /// Where the result itself was read (e.g. the `Test Case … failed` line).
    package var evidence: [EvidencePointer]
    /// What the test attached (screenshots, files): the archive path of each, its name as excerpt.
    package var attachments: [EvidencePointer]

    package init(id: TestIdentifier, status: TestStatus, duration: Double? = nil, issues: [TestIssue] = [], evidence: [EvidencePointer] = [], attachments: [EvidencePointer] = []) {
        self.id = id
        self.status = status
        self.duration = duration
        self.issues = issues
        self.evidence = evidence
        self.attachments = attachments
    }
}

/// The build that preceded (or replaced) the tests.
package struct BuildOutcome: Hashable, Sendable {
    /// nil when the evidence does not say.
    package var succeeded: Bool?
    package var errors: [TestIssue]
    package var warnings: [TestIssue]
    /// Where the tests ran, as xcodebuild was told (`platform=iOS Simulator,name=iPhone 15`); nil
    /// when the evidence does not say.
    package var destination: String?

    package init(succeeded: Bool? = nil, errors: [TestIssue] = [], warnings: [TestIssue] = [], destination: String? = nil) {
        self.succeeded = succeeded
        self.errors = errors
        self.warnings = warnings
        self.destination = destination
    }
}

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
