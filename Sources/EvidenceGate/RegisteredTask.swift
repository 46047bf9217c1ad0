import EvidenceCore
import EvidenceReaders

/// A background task the app registers, with where we learnt it and what kind it is.
package struct RegisteredTask: Hashable, Sendable {
    package enum Origin: Hashable, Sendable {
        /// Named on the command line.
        case commandLine
        /// A `register(forTaskWithIdentifier:)` call in source.
        case source(SourceLocation)
        /// A registration record.
        case record(EvidencePointer)

        package var description: String {
            switch self {
            case .commandLine: "--task-id"
            case .source(let location): "\(location.file):\(location.line)"
            case .record(let pointer): "\(pointer.path):\(pointer.line ?? 0)"
            }
        }
    }

    package var identifier: String
    /// nil when neither the source nor the records say.
    package var kind: RegistrationRecord.TaskKind?
    /// Why we believe the kind, e.g. `BGProcessingTaskRequest at Tasks.swift:30`.
    package var kindReason: String?
    package var origin: Origin

    package init(identifier: String, kind: RegistrationRecord.TaskKind? = nil, kindReason: String? = nil, origin: Origin) {
        self.identifier = identifier
        self.kind = kind
        self.kindReason = kindReason
        self.origin = origin
    }
}
