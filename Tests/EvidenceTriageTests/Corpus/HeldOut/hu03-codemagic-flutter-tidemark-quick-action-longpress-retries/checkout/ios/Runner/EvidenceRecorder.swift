import Foundation

/// Appends evidence.diagnostic/v1 lines to Library/Caches/evidence/diagnostics.jsonl.
enum EvidenceRecorder {
    private static let queue = DispatchQueue(label: "app.tidemark.evidence")

    static func record(_ identifier: String, kind: String, phase: String, outcome: String, error: String?) {
        var line: [String: Any] = ["schema": "evidence.diagnostic/v1", "identifier": identifier,
                                   "taskKind": kind, "phase": phase, "outcome": outcome,
                                   "errorType": error ?? NSNull(),
                                   "timestamp": ISO8601DateFormatter().string(from: Date())]
        if let test = getenv("EVIDENCE_TEST_ID") { line["test"] = String(cString: test) }
        queue.async {
            let dir = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
                .appendingPathComponent("evidence", isDirectory: true)
            try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            let url = dir.appendingPathComponent("diagnostics.jsonl")
            guard var data = try? JSONSerialization.data(withJSONObject: line) else { return }
            data.append(0x0A)
            if let h = try? FileHandle(forWritingTo: url) { h.seekToEndOfFile(); h.write(data); try? h.close() }
            else { try? data.write(to: url) }
        }
    }
}
