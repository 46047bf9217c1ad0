import Foundation

/// Appends evidence.diagnostic/v1 records to Library/Caches/evidence/diagnostics.jsonl.
/// The CI script copies the file out of the simulator container after the test run.
final class DiagnosticsRecorder {
    static let shared = DiagnosticsRecorder()
    enum Kind: String { case appRefresh, processing }

    private let url = URL.cachesDirectory.appending(path: "evidence/diagnostics.jsonl")
    private let testID = ProcessInfo.processInfo.environment["EVIDENCE_TEST_ID"]

    func registration(_ id: String, kind: Kind, ok: Bool) {
        write(id, kind, "registration", ok ? "succeeded" : "failed", nil)
    }
    func submission(_ id: String, kind: Kind, error: Error?) {
        write(id, kind, "submission", error == nil ? "succeeded" : "failed", error.map(Self.describe))
    }
    func execution(_ id: String, kind: Kind, ok: Bool, error: Error?) {
        write(id, kind, "execution", ok ? "succeeded" : "failed", error.map(Self.describe))
    }

    private static func describe(_ error: Error) -> String {
        let ns = error as NSError
        return ns.domain == "BGTaskSchedulerErrorDomain" ? "BGTaskSchedulerErrorDomain:\(ns.code)" : String(describing: type(of: error))
    }

    private func write(_ id: String, _ kind: Kind, _ phase: String, _ outcome: String, _ errorType: String?) {
        var record: [String: Any] = [
            "schema": "evidence.diagnostic/v1", "identifier": id, "taskKind": kind.rawValue,
            "phase": phase, "outcome": outcome, "errorType": errorType ?? NSNull(),
            "timestamp": ISO8601DateFormatter().string(from: Date())
        ]
        if let testID { record["test"] = testID }
        guard let data = try? JSONSerialization.data(withJSONObject: record, options: [.sortedKeys]) else { return }
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        if let h = try? FileHandle(forWritingTo: url) { h.seekToEndOfFile(); h.write(data + Data("\n".utf8)); try? h.close() }
        else { try? (data + Data("\n".utf8)).write(to: url) }
    }
}
