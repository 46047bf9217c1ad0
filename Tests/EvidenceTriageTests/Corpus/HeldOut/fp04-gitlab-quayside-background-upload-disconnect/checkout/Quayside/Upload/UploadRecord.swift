import Foundation

public final class UploadRecord: Identifiable {
    public enum FailureReason: Equatable, CustomStringConvertible {
        case disconnected
        case sessionUnavailable
        case transport(Int)

        public var description: String {
            switch self {
            case .disconnected: return "disconnected"
            case .sessionUnavailable: return "sessionUnavailable"
            case .transport(let code): return "transport(\(code))"
            }
        }
    }

    public enum State: Equatable, CustomStringConvertible {
        case pending, uploading, done
        case failed(FailureReason)

        public var description: String {
            switch self {
            case .pending: return "pending"
            case .uploading: return "uploading"
            case .done: return "done"
            case .failed(let reason): return "failed(\(reason))"
            }
        }
    }

    public let id = UUID()
    public let fileURL: URL
    public let inspectionID: String
    public var state: State = .pending

    init(fileURL: URL, inspectionID: String) {
        self.fileURL = fileURL
        self.inspectionID = inspectionID
    }
}
