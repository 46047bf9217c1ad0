import Foundation

/// Writes evidence.diagnostic/v1 JSON lines to Library/Caches/evidence/diagnostics.jsonl.
final class TaskEventRecorder {
    enum Kind: String { case appRefresh, processing }
    enum Phase: String { case registration, submission, launch, execution, expiration, completion }

    static let shared = TaskEventRecorder()
    private let queue = DispatchQueue(label: "com.tallyfern.ios.task-event-recorder")
    private let url: URL = {
        let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
        let dir = caches.appendingPathComponent("evidence", isDirectory: true)
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir.appendingPathComponent("diagnostics.jsonl")
    }()
    private let iso: ISO8601DateFormatter = ISO8601DateFormatter()

    func record(identifier: String, kind: Kind, phase: Phase, succeeded: Bool, errorType: String? = nil) {
        var object: [String: Any] = [
            "schema": "evidence.diagnostic/v1",
            "identifier": identifier,
            "taskKind": kind.rawValue,
            "phase": phase.rawValue,
            "outcome": succeeded ? "succeeded" : "failed",
            "errorType": errorType ?? NSNull(),
            "timestamp": iso.string(from: Date()),
        ]
        if let test = ProcessInfo.processInfo.environment["EVIDENCE_CURRENT_TEST"] { object["test"] = test }
        queue.sync {
            guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return }
            if let handle = try? FileHandle(forWritingTo: url) {
                handle.seekToEndOfFile(); handle.write(data); handle.write("\n".data(using: .utf8)!); handle.closeFile()
            } else {
                try? (data + "\n".data(using: .utf8)!).write(to: url)
            }
        }
    }
}
