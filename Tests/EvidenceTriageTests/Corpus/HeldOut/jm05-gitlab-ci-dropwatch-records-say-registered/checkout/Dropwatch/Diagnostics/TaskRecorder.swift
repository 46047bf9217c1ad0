import Foundation

/// Appends `evidence.diagnostic/v1` records to Library/Caches/evidence/diagnostics.jsonl.
final class TaskRecorder: @unchecked Sendable {
    static let shared = TaskRecorder()
    enum Phase: String { case registration, submission, launch, execution, expiration, completion }
    enum Kind: String { case appRefresh, processing }
    enum Outcome: String { case succeeded, failed, cancelled }

    private let queue = DispatchQueue(label: "com.tallow.dropwatch.recorder")
    private lazy var url: URL = {
        let dir = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0].appendingPathComponent("evidence")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir.appendingPathComponent("diagnostics.jsonl")
    }()

    func record(_ phase: Phase, id: String, kind: Kind, outcome: Outcome, error: Error? = nil) {
        let object: [String: Any] = [
            "schema": "evidence.diagnostic/v1", "identifier": id, "taskKind": kind.rawValue,
            "phase": phase.rawValue, "outcome": outcome.rawValue,
            "errorType": error.map { "\(($0 as NSError).domain):\(($0 as NSError).code)" } ?? NSNull(),
            "timestamp": ISO8601DateFormatter().string(from: Date()),
        ]
        queue.async {
            guard let data = try? JSONSerialization.data(withJSONObject: object) else { return }
            if !FileManager.default.fileExists(atPath: self.url.path) {
                FileManager.default.createFile(atPath: self.url.path, contents: nil)
            }
            guard let handle = try? FileHandle(forWritingTo: self.url) else { return }
            handle.seekToEndOfFile(); handle.write(data + Data("\n".utf8)); try? handle.close()
        }
    }
}
