/// What one result bundle says, read from its object store or its SQLite cache into one shape: the
/// flat list of test-case runs (one per retry, repetition, argument, destination and configuration),
/// build issues, logs and diagnostics. `XCResultTestTree` folds the runs the way
/// `xcresulttool get test-results tests` does; `testRunReport()` maps to the shared model.
public struct XCResultDocument: Sendable {
    public enum Source: String, Sendable {
        case objectStore = "object store"
        case database = "database.sqlite3"
    }

    public var bundlePath: String
    /// `3.53` style, from Info.plist.
    public var formatVersion: String
    public var source: Source
    public var actions: [XCResultAction] = []
    public var devices: [XCResultDevice] = []
    public var configurations: [XCResultConfiguration] = []
    public var runs: [XCResultTestCaseRun] = []
    public var buildErrors: [XCResultIssue] = []
    public var buildWarnings: [XCResultIssue] = []
    /// Issues recorded outside any test (a Swift Testing issue at session level).
    public var unattributedIssues: [XCResultIssue] = []
    /// Test logs and diagnostics files (StandardOutputAndStandardError.txt, Session-*.log, …).
    public var logFiles: [XCResultLogFile] = []
    /// What was skipped because this reader does not know it (a newer Xcode's types or fields).
    /// What the reader skipped or doubted: the first `maximumNotes`, so a hostile bundle cannot
    /// make it print megabytes of them.
    public var notes: [String] = [] {
        didSet {
            if notes.count > Self.maximumNotes {
                notes = Array(notes.prefix(Self.maximumNotes - 1)) + ["… further notes were dropped"]
            }
        }
    }
    public static let maximumNotes = 200

    public init(bundlePath: String, formatVersion: String, source: Source) {
        self.bundlePath = bundlePath
        self.formatVersion = formatVersion
        self.source = source
    }

    /// True when a build failed and no test ran: reported as a build failure, not as passing tests.
    public var isBuildFailureWithoutTests: Bool {
        runs.isEmpty && (!buildErrors.isEmpty || actions.contains { $0.buildStatus == "failed" })
    }
}

/// One scheme action (`xcodebuild test` makes one per test-iteration run).
public struct XCResultAction: Sendable, Equatable {
    public var name: String
    public var testPlanName: String?
    public var buildStatus: String?
    public var actionStatus: String?
    public var deviceID: String?
}

/// A run destination, named as Apple's `devices` array names it.
public struct XCResultDevice: Sendable, Equatable {
    public var deviceId: String
    public var deviceName: String
    public var modelName: String?
    public var platform: String?
    public var osVersion: String?
    public var architecture: String?
}

public struct XCResultConfiguration: Sendable, Equatable {
    public var configurationId: String
    public var configurationName: String
}

public enum XCResultTestOutcome: String, Sendable, Equatable {
    case passed = "Passed"
    case failed = "Failed"
    case skipped = "Skipped"
    case expectedFailure = "Expected Failure"

    /// From the store's `testStatus` / the database's `result` (`Success`, `Failure`, …).
    public init?(storeValue: String) {
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
public struct XCResultIssue: Sendable, Equatable {
    public enum Kind: String, Sendable { case failure, skip, expectedFailure, error, warning }
    public var kind: Kind
    public var message: String
    public var file: String?
    public var line: Int?
    public var issueType: String?
    /// The object or row the issue was read from.
    public var record: String?

    public init(kind: Kind, message: String, file: String? = nil, line: Int? = nil, issueType: String? = nil, record: String? = nil) {
        self.kind = kind
        self.message = message
        self.file = file
        self.line = line
        self.issueType = issueType
        self.record = record
    }

    /// `File.swift:42: message`, as Apple's Failure Message nodes read.
    public var displayText: String {
        guard let file, let line, kind != .skip else { return message }
        let base = file.split(separator: "/").last.map(String.init) ?? file
        return "\(base):\(line): \(message)"
    }
}

/// An attachment: its name, type and size; the payload stays in the bundle.
public struct XCResultAttachment: Sendable, Equatable {
    public var name: String
    public var uniformTypeIdentifier: String?
    public var size: Int64?
    public var objectID: String?
}

public struct XCResultLogFile: Sendable, Equatable {
    /// Path inside the diagnostics tree, or the log's role (`build log`, `test log`).
    public var name: String
    public var objectID: String
    public var size: Int64?
}

/// One execution of one test case: one retry / repetition / argument / destination / configuration.
public struct XCResultTestCaseRun: Sendable, Equatable {
    public var testPlan: String
    public var configurationName: String?
    public var deviceID: String?
    /// The test bundle (testable) name, e.g. `AppTests`.
    public var bundleName: String
    /// `true` for a UI test bundle.
    public var isUITestBundle: Bool
    /// Display names of the suites from outermost to innermost.
    public var suitePath: [String]
    /// The suites' identifiers (`Suite`, `Outer/Inner`), innermost last; for the shared test ID.
    public var suiteIdentifiers: [String]
    /// Display name (Swift Testing's display name or `testFoo()`).
    public var name: String
    /// `Suite/testFoo()`: identifies the test across runs.
    public var identifier: String
    public var outcome: XCResultTestOutcome
    public var duration: Double?
    /// The arguments of a parameterised run, as Apple prints them (`"gif"`, `(min: 0, max: 10)`).
    public var arguments: String?
    /// 1-based iteration of a retry/repetition policy, and its mode (`RunRetryOnFailure`, …).
    public var repetition: Int?
    public var repetitionMode: String?
    /// Which action (test iteration) the run belongs to.
    public var actionIndex: Int
    public var issues: [XCResultIssue]
    public var attachments: [XCResultAttachment]
    /// The summary object or database row the run was read from.
    public var record: String?
    public var tags: [String] = []
}
