import EvidenceCore
import EvidenceReaders
import Foundation

/// What `triage` reads: the readers' reports and the configuration signals, plus the archive facts.
package struct TriageInput: Sendable {
    package var reports: [TestRunReport]
    /// Log lines printed while each test ran.
    package var logLines: [TestIdentifier: [EvidencePointer]]
    /// Lines about background tasks printed outside any test (see `TestLogReader.runTaskLines`), and
    /// those of the OS's unified log for the run (`oslog/`: dasd's and the BackgroundTasks framework's,
    /// see `UnifiedLogReader`).
    package var runLines: [EvidencePointer] = []
    /// The unified log's lines of those (each begins with its time): triage also gives a failure the
    /// ones of its app logged while it ran (`TestWindow`).
    package var unifiedLogLines: [EvidencePointer] = []
    /// Lines of logs kept in a test's own artifact folder (Detox's `✗ <full name>/device.log`), and those
    /// a log printed within Detox's trace of a test (`TestLogReader.taskLinesByTestFullName`), by that
    /// full name's key (`TestArtifactFolder.key`): that test's, not the run's.
    package var linesByTestFullName: [String: [EvidencePointer]] = [:]
    /// When each failed test started, by the clock of the Mac that ran it (`TestLogReader.failedTestStarts`).
    package var testStarts: [TestIdentifier: Date] = [:]
    /// When each failed test known by its full name alone started, as a time of day with no date
    /// (`TestLogReader.failedTestStartTimesOfDay`): triage dates it by the device's log.
    package var testStartTimesOfDay: [String: Double] = [:]
    /// The entitlements the build printed for each product it signed (`TestLogReader.signedEntitlements`).
    package var signedEntitlements: [SignedEntitlements] = []
    package var registrations: [RegistrationRecord]
    package var plists: [AppInfoPlist]
    /// The checkout's files the archive holds under `sources/` (what the failures point at).
    package var sources = ArchivedSources()
    package var manifest: Manifest?
    package var archiveSHA256: String
    package var archiveName: String
    /// Mismatches with the manifest, as sentences; shown at the top, never hidden.
    package var integrityProblems: [String]
    /// The same, as verify found them (empty for an input not read from an archive).
    /// The first `ProblemList.keptPerKind` of each kind: an archive of 150,000 extra entries
    /// would otherwise carry 150,000 sentences into every report.
    package var integrity: [VerificationProblem] = []
    /// How many problems of each kind verify found (`integrity` keeps the first of each).
    package var integrityProblemCounts: [String: Int] = [:]
    package var integrityProblemCount: Int { max(integrityProblems.count, integrityProblemCounts.values.reduce(0, +)) }
    /// Problems reading the evidence (a bad record line, an unreadable bundle), as sentences.
    package var readProblems: [String]

    package init(reports: [TestRunReport], logLines: [TestIdentifier: [EvidencePointer]] = [:], registrations: [RegistrationRecord] = [], plists: [AppInfoPlist] = [],
                manifest: Manifest? = nil, archiveSHA256: String = "", archiveName: String = "run.tgz", integrityProblems: [String] = [], readProblems: [String] = []) {
        self.reports = reports
        self.logLines = logLines
        self.registrations = registrations
        self.plists = plists
        self.manifest = manifest
        self.archiveSHA256 = archiveSHA256
        self.archiveName = archiveName
        self.integrityProblems = integrityProblems
        self.readProblems = readProblems
    }
}
