import EvidenceCore

/// One `evidence.diagnostic/v1` record: what the app wrote at launch or around a task run.
public struct RegistrationRecord: Hashable, Sendable {
    public static let schema = "evidence.diagnostic/v1"

    public enum TaskKind: String, CaseIterable, Sendable {
        case appRefresh, processing

        /// The `UIBackgroundModes` entry this kind of task needs.
        public var requiredBackgroundMode: String {
            switch self {
            case .appRefresh: "fetch"
            case .processing: "processing"
            }
        }
    }

    public enum Phase: String, CaseIterable, Sendable {
        case registration, submission, launch, execution, expiration, completion
    }

    public enum Outcome: String, CaseIterable, Sendable {
        case succeeded, failed, cancelled
    }

    public var identifier: String
    public var taskKind: TaskKind
    public var phase: Phase
    public var outcome: Outcome
    public var errorType: String?
    public var timestamp: String
    /// Where it was read: file and line.
    public var evidence: EvidencePointer

    public init(identifier: String, taskKind: TaskKind, phase: Phase, outcome: Outcome, errorType: String?, timestamp: String, evidence: EvidencePointer) {
        self.identifier = identifier
        self.taskKind = taskKind
        self.phase = phase
        self.outcome = outcome
        self.errorType = errorType
        self.timestamp = timestamp
        self.evidence = evidence
    }
}
