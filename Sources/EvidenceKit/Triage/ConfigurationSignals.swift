/// What the registration records and the built plists say, in the form the rules use.

/// One `evidence.diagnostic/v1` record.
public struct RegistrationSignal: Hashable, Sendable {
    public enum TaskKind: String, Sendable { case appRefresh, processing }
    public enum Phase: String, Sendable { case registration, submission, launch, execution, expiration, completion }
    public enum Outcome: String, Sendable { case succeeded, failed, cancelled }

    public var identifier: String
    public var taskKind: TaskKind?
    public var phase: Phase
    public var outcome: Outcome
    public var errorType: String?
    public var evidence: EvidencePointer

    public init(identifier: String, taskKind: TaskKind?, phase: Phase, outcome: Outcome, errorType: String? = nil, evidence: EvidencePointer) {
        self.identifier = identifier
        self.taskKind = taskKind
        self.phase = phase
        self.outcome = outcome
        self.errorType = errorType
        self.evidence = evidence
    }
}

/// The background-task keys of one built app's Info.plist.
public struct PlistSignal: Hashable, Sendable {
    public var path: String
    public var bundleIdentifier: String?
    public var permittedIdentifiers: [String]
    public var backgroundModes: [String]

    public init(path: String, bundleIdentifier: String? = nil, permittedIdentifiers: [String], backgroundModes: [String]) {
        self.path = path
        self.bundleIdentifier = bundleIdentifier
        self.permittedIdentifiers = permittedIdentifiers
        self.backgroundModes = backgroundModes
    }

    /// `$(PRODUCT_BUNDLE_IDENTIFIER).refresh`: a source plist, not the build artifact.
    public var unexpandedIdentifiers: [String] { permittedIdentifiers.filter { $0.contains("$(") || $0.contains("${") } }
}
