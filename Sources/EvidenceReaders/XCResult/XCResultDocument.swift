/// What one result bundle says, read from its object store or its SQLite cache into one shape: the
/// flat list of test-case runs (one per retry, repetition, argument, destination and configuration),
/// build issues, logs and diagnostics. `XCResultTestTree` folds the runs the way
/// `xcresulttool get test-results tests` does; `testRunReport()` maps to the shared model.
package struct XCResultDocument: Sendable {
    package enum Source: String, Sendable {
        case objectStore = "object store"
        case database = "database.sqlite3"
    }

    package var bundlePath: String
    /// `3.53` style, from Info.plist.
    package var formatVersion: String
    package var source: Source
    package var actions: [XCResultAction] = []
    package var devices: [XCResultDevice] = []
    package var configurations: [XCResultConfiguration] = []
    package var runs: [XCResultTestCaseRun] = []
    package var buildErrors: [XCResultIssue] = []
    package var buildWarnings: [XCResultIssue] = []
    /// Issues recorded outside any test (a Swift Testing issue at session level).
    package var unattributedIssues: [XCResultIssue] = []
    /// Test logs and diagnostics files (StandardOutputAndStandardError.txt, Session-*.log, …).
    package var logFiles: [XCResultLogFile] = []
    /// What was skipped because this reader does not know it (a newer Xcode's types or fields).
    /// What the reader skipped or doubted: the first `maximumNotes`, so a hostile bundle cannot
    /// make it print megabytes of them.
    package var notes: [String] = [] {
        didSet {
            if notes.count > Self.maximumNotes {
                notes = Array(notes.prefix(Self.maximumNotes - 1)) + ["… further notes were dropped"]
            }
        }
    }
    package static let maximumNotes = 200
    /// Files of the bundle refused as hostile and read around (a database whose schema can run an
    /// endless query): one sentence each, which triage reports as it reports an unreadable file.
    package var refusals: [String] = []

    package init(bundlePath: String, formatVersion: String, source: Source) {
        self.bundlePath = bundlePath
        self.formatVersion = formatVersion
        self.source = source
    }

    /// True when a build failed and no test ran: reported as a build failure, not as passing tests.
    package var isBuildFailureWithoutTests: Bool {
        runs.isEmpty && (!buildErrors.isEmpty || actions.contains { $0.buildStatus == "failed" })
    }
}

/// One scheme action (`xcodebuild test` makes one per test-iteration run).
package struct XCResultAction: Sendable, Equatable {
    package var name: String
    package var testPlanName: String?
    package var buildStatus: String?
    package var actionStatus: String?
    package var deviceID: String?
}

/// A run destination, named as Apple's `devices` array names it.
package struct XCResultDevice: Sendable, Equatable {
    package var deviceId: String
    package var deviceName: String
    package var modelName: String?
    package var platform: String?
    package var osVersion: String?
    package var architecture: String?
}

package struct XCResultConfiguration: Sendable, Equatable {
    package var configurationId: String
    package var configurationName: String
}

package enum XCResultTestOutcome: String, Sendable, Equatable {
    case passed = "Passed"
    case failed = "Failed"
    case skipped = "Skipped"
    case expectedFailure = "Expected Failure"

    /// From the store's `testStatus` / the database's `result` (`Success`, `Failure`, …).
    package init?(storeValue: String) {
        switch storeValue {
        case "Success", "Passed": self = .passed
        case "Failure", "Failed": self = .failed
        case "Skipped": self = .skipped
        case "Expected Failure", "ExpectedFailure", "expectedFailure": self = .expectedFailure
        default: return nil
        }
    }
}

/// A failure message, skip notice, expected failure, or build error/warning.
package struct XCResultIssue: Sendable, Equatable {
    package enum Kind: String, Sendable { case failure, skip, expectedFailure, error, warning }
    package var kind: Kind
    package var message: String
    package var file: String?
    package var line: Int?
    package var issueType: String?
    /// The object or row the issue was read from.
    package var record: String?

    package init(kind: Kind, message: String, file: String? = nil, line: Int? = nil, issueType: String? = nil, record: String? = nil) {
        self.kind = kind
        self.message = message
        self.file = file
        self.line = line
        self.issueType = issueType
        self.record = record
    }

    /// `File.swift:42: message`, as Apple's Failure Message nodes read.
    package var displayText: String {
        guard let file, let line, kind != .skip else { return message }
        let base = file.split(separator: "/").last.map(String.init) ?? file
        return "\(base):\(line): \(message)"
    }
}

/// An attachment: its name, type and size; the payload stays in the bundle.
package struct XCResultAttachment: Sendable, Equatable {
    package var name: String
    package var uniformTypeIdentifier: String?
    package var size: Int64?
    package var objectID: String?
}

package struct XCResultLogFile: Sendable, Equatable {
    /// Path inside the diagnostics tree, or the log's role (`build log`, `test log`).
    package var name: String
    package var objectID: String
    package var size: Int64?
}

/// One execution of one test case: one retry / repetition / argument / destination / configuration.
package struct XCResultTestCaseRun: Sendable, Equatable {
    package var testPlan: String
    package var configurationName: String?
    package var deviceID: String?
    /// The test bundle (testable) name, e.g. `AppTests`.
    package var bundleName: String
    /// `true` for a UI test bundle.
    package var isUITestBundle: Bool
    /// Display names of the suites from outermost to innermost.
    package var suitePath: [String]
    /// The suites' identifiers (`Suite`, `Outer/Inner`), innermost last; for the shared test ID.
    package var suiteIdentifiers: [String]
    /// Display name (Swift Testing's display name or `testFoo()`).
    package var name: String
    /// `Suite/testFoo()`: identifies the test across runs.
    package var identifier: String
    package var outcome: XCResultTestOutcome
    package var duration: Double?
    /// The arguments of a parameterised run, as Apple prints them (`"gif"`, `(min: 0, max: 10)`).
    package var arguments: String?
    /// 1-based iteration of a retry/repetition policy, and its mode (`RunRetryOnFailure`, …).
    package var repetition: Int?
    package var repetitionMode: String?
    /// Which action (test iteration) the run belongs to.
    package var actionIndex: Int
    package var issues: [XCResultIssue]
    package var attachments: [XCResultAttachment]
    /// The summary object or database row the run was read from.
    package var record: String?
    package var tags: [String] = []
}
