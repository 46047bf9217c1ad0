import Foundation

/// Writes evidence.diagnostic/v1 records to Library/Caches/evidence/diagnostics.jsonl.
final class DiagnosticsRecorder {
    enum TaskKind: String { case appRefresh, processing }
    enum Phase: String { case registration, submission, launch, execution, expiration, completion }
    enum Outcome: String { case succeeded, failed, cancelled }

    static let shared = DiagnosticsRecorder()
    private let queue = DispatchQueue(label: "com.fernleaf.diagnostics")
    private let url: URL = {
        let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
        let dir = caches.appendingPathComponent("evidence", isDirectory: true)
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir.appendingPathComponent("diagnostics.jsonl")
    }()

    func record(identifier: String, taskKind: TaskKind, phase: Phase, outcome: Outcome, errorType: String?) {
        var object: [String: Any] = [
            "schema": "evidence.diagnostic/v1",
            "identifier": identifier,
            "taskKind": taskKind.rawValue,
            "phase": phase.rawValue,
            "outcome": outcome.rawValue,
            "errorType": errorType ?? NSNull(),
            "timestamp": ISO8601DateFormatter().string(from: Date()),
        ]
        if let test = ProcessInfo.processInfo.environment["EVIDENCE_TEST_ID"] ?? getenv("EVIDENCE_TEST_ID").map({ String(cString: $0) }) {
            object["test"] = test
        }
        queue.async {
            guard var data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return }
            data.append(0x0A)
            if let handle = try? FileHandle(forWritingTo: self.url) {
                handle.seekToEndOfFile(); handle.write(data); try? handle.close()
            } else {
                try? data.write(to: self.url)
            }
        }
    }
}
