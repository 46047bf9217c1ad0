import Foundation

/// Writes evidence.diagnostic/v1 records to Library/Caches/evidence/diagnostics.jsonl.
final class DiagnosticsRecorder {
    enum Phase: String { case registration, submission, launch, execution, expiration, completion }
    enum Kind: String { case appRefresh, processing }
    enum Outcome: String { case succeeded, failed, cancelled }

    static let shared = DiagnosticsRecorder()
    private var written: [(Phase, String, Outcome)] = []
    private let queue = DispatchQueue(label: "com.shiftboard.crew.diagnostics")

    private lazy var url: URL = {
        let dir = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence", isDirectory: true)
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir.appendingPathComponent("diagnostics.jsonl")
    }()

    func record(_ phase: Phase, identifier: String, kind: Kind, outcome: Outcome, error: String? = nil) {
        queue.sync {
            written.append((phase, identifier, outcome))
            var object: [String: Any] = [
                "schema": "evidence.diagnostic/v1", "identifier": identifier, "taskKind": kind.rawValue,
                "phase": phase.rawValue, "outcome": outcome.rawValue, "errorType": error ?? NSNull(),
                "timestamp": ISO8601DateFormatter().string(from: Date()),
            ]
            if let test = ProcessInfo.processInfo.environment["EVIDENCE_TEST_ID"] { object["test"] = test }
            guard let data = try? JSONSerialization.data(withJSONObject: object) else { return }
            if let handle = try? FileHandle(forWritingTo: url) {
                handle.seekToEndOfFile(); handle.write(data); handle.write(Data([0x0A])); try? handle.close()
            } else {
                try? (data + Data([0x0A])).write(to: url)
            }
        }
    }

    func didRecord(_ phase: Phase, identifier: String, outcome: Outcome) -> Bool {
        queue.sync { written.contains { $0.0 == phase && $0.1 == identifier && $0.2 == outcome } }
    }
}
