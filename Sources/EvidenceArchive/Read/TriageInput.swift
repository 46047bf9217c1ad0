import EvidenceCore
import EvidenceReaders

/// What `triage` reads: the readers' reports and the configuration signals, plus the archive facts.
public struct TriageInput: Sendable {
    public var reports: [TestRunReport]
    /// Log lines printed while each test ran.
    public var logLines: [TestIdentifier: [EvidencePointer]]
    /// Lines about background tasks printed outside any test (see `TestLogReader.runTaskLines`).
    public var runLines: [EvidencePointer] = []
    public var registrations: [RegistrationRecord]
    public var plists: [AppInfoPlist]
    public var manifest: Manifest?
    public var archiveSHA256: String
    public var archiveName: String
    /// Mismatches with the manifest, as sentences; shown at the top, never hidden.
    public var integrityProblems: [String]
    /// Problems reading the evidence (a bad record line, an unreadable bundle), as sentences.
    public var readProblems: [String]

    public init(reports: [TestRunReport], logLines: [TestIdentifier: [EvidencePointer]] = [:], registrations: [RegistrationRecord] = [], plists: [AppInfoPlist] = [],
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
