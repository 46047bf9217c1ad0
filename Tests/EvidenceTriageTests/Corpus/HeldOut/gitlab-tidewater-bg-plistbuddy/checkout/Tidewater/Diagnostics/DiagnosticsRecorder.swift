import Foundation

/// Appends evidence.diagnostic/v1 records to Documents/diagnostics.jsonl (collected by CI).
final class DiagnosticsRecorder {
    static let shared = DiagnosticsRecorder()

    enum TaskKind: String { case appRefresh, processing }
    enum Phase: String { case registration, submission, launch, execution, expiration, completion }
    enum Outcome: String { case succeeded, failed, cancelled }

    private let queue = DispatchQueue(label: "com.tidewater.diagnostics")
    private let url: URL = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
        .appendingPathComponent("diagnostics.jsonl")
    private let formatter: ISO8601DateFormatter = ISO8601DateFormatter()

    func record(identifier: String, kind: TaskKind, phase: Phase, outcome: Outcome, errorType: String? = nil) {
        var object: [String: Any] = ["schema": "evidence.diagnostic/v1", "identifier": identifier,
                                     "taskKind": kind.rawValue, "phase": phase.rawValue,
                                     "outcome": outcome.rawValue, "errorType": errorType ?? NSNull(),
                                     "timestamp": formatter.string(from: Date())]
        if let test = ProcessInfo.processInfo.environment["TIDEWATER_CURRENT_TEST"] { object["test"] = test }
        queue.async {
            guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return }
            if let handle = try? FileHandle(forWritingTo: self.url) {
                handle.seekToEndOfFile(); handle.write(data + Data("\n".utf8)); try? handle.close()
            } else {
                try? (data + Data("\n".utf8)).write(to: self.url)
            }
        }
    }
}
