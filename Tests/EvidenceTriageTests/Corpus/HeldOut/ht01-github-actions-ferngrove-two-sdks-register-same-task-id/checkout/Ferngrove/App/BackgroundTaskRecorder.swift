import Foundation

/// Writes evidence.diagnostic/v1 records to Library/Caches/evidence/diagnostics.jsonl.
final class BackgroundTaskRecorder {
    static let shared = BackgroundTaskRecorder()
    enum Kind: String { case appRefresh, processing }
    enum Phase: String { case registration, submission, launch, execution, expiration, completion }
    enum Outcome: String { case succeeded, failed, cancelled }

    private let queue = DispatchQueue(label: "com.ferngrove.evidence")
    private let url: URL = {
        let dir = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence", isDirectory: true)
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir.appendingPathComponent("diagnostics.jsonl")
    }()

    func record(identifier: String, kind: Kind, phase: Phase, outcome: Outcome, errorType: String? = nil) {
        var line: [String: Any] = [
            "schema": "evidence.diagnostic/v1", "identifier": identifier,
            "taskKind": kind.rawValue, "phase": phase.rawValue, "outcome": outcome.rawValue,
            "errorType": errorType ?? NSNull(),
            "timestamp": ISO8601DateFormatter().string(from: Date()),
        ]
        if let test = ProcessInfo.processInfo.environment["EVIDENCE_TEST_ID"] { line["test"] = test }
        queue.sync {
            guard var data = try? JSONSerialization.data(withJSONObject: line, options: [.sortedKeys]) else { return }
            data.append(0x0A)
            if let h = try? FileHandle(forWritingTo: url) { h.seekToEndOfFile(); h.write(data); try? h.close() }
            else { try? data.write(to: url) }
        }
    }
}
