import Foundation

/// Writes evidence.diagnostic/v1 records (one JSON object per line) to Caches/diagnostics/records.jsonl.
/// CI copies the file out of the simulator after the test action.
final class DiagnosticsLog {
    enum Kind: String { case appRefresh, processing }
    enum Phase: String { case registration, submission, launch, execution, expiration, completion }
    enum Outcome: String { case succeeded, failed, cancelled }

    static let shared = DiagnosticsLog()
    private let queue = DispatchQueue(label: "com.tallyapps.tally.diagnostics")
    private let url: URL = {
        let dir = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("diagnostics", isDirectory: true)
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir.appendingPathComponent("records.jsonl")
    }()

    func record(_ identifier: String, kind: Kind, phase: Phase, outcome: Outcome, error: Error? = nil) {
        var object: [String: Any] = [
            "schema": "evidence.diagnostic/v1", "identifier": identifier, "taskKind": kind.rawValue,
            "phase": phase.rawValue, "outcome": outcome.rawValue,
            "errorType": error.map { e -> String in let ns = e as NSError; return "\(ns.domain):\(ns.code)" } ?? NSNull(),
            "timestamp": ISO8601DateFormatter().string(from: Date()),
        ]
        if let test = ProcessInfo.processInfo.environment["TALLY_CURRENT_TEST"] { object["test"] = test }
        queue.async {
            guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return }
            if let handle = try? FileHandle(forWritingTo: self.url) {
                handle.seekToEndOfFile(); handle.write(data); handle.write(Data([0x0A])); try? handle.close()
            } else {
                try? (data + Data([0x0A])).write(to: self.url)
            }
        }
    }
}
