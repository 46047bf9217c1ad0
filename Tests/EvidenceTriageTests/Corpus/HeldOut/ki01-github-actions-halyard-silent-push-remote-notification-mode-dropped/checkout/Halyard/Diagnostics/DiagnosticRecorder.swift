import BackgroundTasks
import Foundation

/// Writes evidence.diagnostic/v1 records (one JSON object per line) to
/// Library/Caches/evidence/diagnostics.jsonl. CI copies the file out of the simulator.
final class DiagnosticRecorder {
    enum Kind: String { case appRefresh, processing }
    enum Phase: String { case registration, submission, launch, execution, expiration, completion }
    enum Outcome: String { case succeeded, failed, cancelled }

    static let shared = DiagnosticRecorder()

    private let queue = DispatchQueue(label: "com.halyard.crew.diagnostics")
    private let url: URL = {
        let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
        let dir = caches.appendingPathComponent("evidence", isDirectory: true)
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir.appendingPathComponent("diagnostics.jsonl")
    }()

    func record(identifier: String, kind: Kind, phase: Phase, outcome: Outcome, errorType: String?) {
        var object: [String: Any] = [
            "schema": "evidence.diagnostic/v1",
            "identifier": identifier,
            "taskKind": kind.rawValue,
            "phase": phase.rawValue,
            "outcome": outcome.rawValue,
            "errorType": errorType ?? NSNull(),
            "timestamp": ISO8601DateFormatter().string(from: Date()),
        ]
        if let test = ProcessInfo.processInfo.environment["EVIDENCE_TEST_ID"] { object["test"] = test }
        queue.async { [url] in
            guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return }
            if let handle = try? FileHandle(forWritingTo: url) {
                handle.seekToEndOfFile(); handle.write(data); handle.write(Data("\n".utf8)); try? handle.close()
            } else {
                try? (data + Data("\n".utf8)).write(to: url)
            }
        }
    }

    static func errorType(_ error: Error) -> String {
        let ns = error as NSError
        if ns.domain == BGTaskScheduler.errorDomain { return "BGTaskSchedulerErrorDomain:\(ns.code)" }
        return "\(ns.domain):\(ns.code)"
    }
}
