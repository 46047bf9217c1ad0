import Foundation

/// Writes evidence.diagnostic/v1 records (one JSON object per line) to Library/Caches/evidence/diagnostics.jsonl.
final class DiagnosticsRecorder {
    static let shared = DiagnosticsRecorder()
    enum Kind: String { case appRefresh, processing }
    enum Phase: String { case registration, submission, launch, execution, expiration, completion }
    enum Outcome: String { case succeeded, failed, cancelled }

    private let queue = DispatchQueue(label: "com.larkspur.mail.diagnostics")
    private var url: URL?

    func start() {
        let dir = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0].appendingPathComponent("evidence")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        url = dir.appendingPathComponent("diagnostics.jsonl")
    }

    func record(_ identifier: String, kind: Kind, phase: Phase, outcome: Outcome, error: Error? = nil) {
        var object: [String: Any] = [
            "schema": "evidence.diagnostic/v1", "identifier": identifier, "taskKind": kind.rawValue,
            "phase": phase.rawValue, "outcome": outcome.rawValue,
            "errorType": error.map { e -> String in let n = e as NSError; return "\(n.domain):\(n.code)" } ?? NSNull(),
            "timestamp": ISO8601DateFormatter().string(from: Date()),
        ]
        if let test = ProcessInfo.processInfo.environment["EVIDENCE_TEST_ID"] { object["test"] = test }
        queue.async { [url] in
            guard let url, let data = try? JSONSerialization.data(withJSONObject: object) else { return }
            if let handle = try? FileHandle(forWritingTo: url) {
                handle.seekToEndOfFile(); handle.write(data + Data("\n".utf8)); try? handle.close()
            } else {
                try? (data + Data("\n".utf8)).write(to: url)
            }
        }
    }
}
