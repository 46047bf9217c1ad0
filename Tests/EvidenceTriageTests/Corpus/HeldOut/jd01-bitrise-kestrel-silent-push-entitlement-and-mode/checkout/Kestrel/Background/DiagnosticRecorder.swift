import Foundation

/// Writes evidence.diagnostic/v1 records to Library/Caches/evidence/diagnostics.jsonl.
final class DiagnosticRecorder {
    enum Kind: String { case appRefresh, processing }
    enum Phase: String { case registration, submission, launch, execution, expiration, completion }
    enum Outcome: String { case succeeded, failed, cancelled }

    static let shared = DiagnosticRecorder()
    private let queue = DispatchQueue(label: "app.kestrel.ios.diagnostics")
    private let url: URL = {
        let dir = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence", isDirectory: true)
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir.appendingPathComponent("diagnostics.jsonl")
    }()

    func record(_ id: String, _ kind: Kind, _ phase: Phase, _ outcome: Outcome, error: Error?) {
        var object: [String: Any] = [
            "schema": "evidence.diagnostic/v1", "identifier": id, "taskKind": kind.rawValue,
            "phase": phase.rawValue, "outcome": outcome.rawValue,
            "errorType": error.map { "\(($0 as NSError).domain):\(($0 as NSError).code)" } ?? NSNull(),
            "timestamp": ISO8601DateFormatter().string(from: Date()),
        ]
        if let test = ProcessInfo.processInfo.environment["EVIDENCE_TEST_ID"] { object["test"] = test }
        queue.async {
            guard let data = try? JSONSerialization.data(withJSONObject: object) else { return }
            if let handle = try? FileHandle(forWritingTo: self.url) {
                handle.seekToEndOfFile(); handle.write(data); handle.write(Data("\n".utf8)); try? handle.close()
            } else {
                try? (data + Data("\n".utf8)).write(to: self.url)
            }
        }
    }
}
