import EvidenceCore

/// One `evidence.diagnostic/v1` record: what the app wrote at launch or around a task run.
package struct RegistrationRecord: Hashable, Sendable {
    package static let schema = "evidence.diagnostic/v1"

    package enum TaskKind: String, CaseIterable, Sendable {
        case appRefresh, processing

        /// The `UIBackgroundModes` entry this kind of task needs.
        package var requiredBackgroundMode: String {
            switch self {
            case .appRefresh: "fetch"
            case .processing: "processing"
            }
        }
    }

    package enum Phase: String, CaseIterable, Sendable {
        case registration, submission, launch, execution, expiration, completion
    }

    package enum Outcome: String, CaseIterable, Sendable {
        case succeeded, failed, cancelled
    }

    package var identifier: String
    package var taskKind: TaskKind
    package var phase: Phase
    package var outcome: Outcome
    package var errorType: String?
    package var timestamp: String
    /// Where it was read: file and line.
    package var evidence: EvidencePointer

    package init(identifier: String, taskKind: TaskKind, phase: Phase, outcome: Outcome, errorType: String?, timestamp: String, evidence: EvidencePointer) {
        self.identifier = identifier
        self.taskKind = taskKind
        self.phase = phase
        self.outcome = outcome
        self.errorType = errorType
        self.timestamp = timestamp
        self.evidence = evidence
    }
}
