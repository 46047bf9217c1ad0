import EvidenceCore
import EvidenceReaders

/// A background task the app registers, with where we learnt it and what kind it is.
public struct RegisteredTask: Hashable, Sendable {
    public enum Origin: Hashable, Sendable {
        /// Named on the command line.
        case commandLine
        /// A `register(forTaskWithIdentifier:)` call in source.
        case source(SourceLocation)
        /// A registration record.
        case record(EvidencePointer)

        public var description: String {
            switch self {
            case .commandLine: "--task-id"
            case .source(let location): "\(location.file):\(location.line)"
            case .record(let pointer): "\(pointer.path):\(pointer.line ?? 0)"
            }
        }
    }

    public var identifier: String
    /// nil when neither the source nor the records say.
    public var kind: RegistrationRecord.TaskKind?
    /// Why we believe the kind, e.g. `BGProcessingTaskRequest at Tasks.swift:30`.
    public var kindReason: String?
    public var origin: Origin

    public init(identifier: String, kind: RegistrationRecord.TaskKind? = nil, kindReason: String? = nil, origin: Origin) {
        self.identifier = identifier
        self.kind = kind
        self.kindReason = kindReason
        self.origin = origin
    }
}
