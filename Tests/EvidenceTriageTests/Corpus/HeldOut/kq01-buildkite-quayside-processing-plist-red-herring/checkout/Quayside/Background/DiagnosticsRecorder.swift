import Foundation

/// Writes evidence.diagnostic/v1 lines to Library/Caches/diagnostics.jsonl.
final class DiagnosticsRecorder {
    enum Kind: String { case appRefresh, processing }
    enum Phase: String { case registration, submission, launch, execution, expiration, completion }
    enum Outcome: String { case succeeded, failed, cancelled }

    static let shared = DiagnosticsRecorder()
    /// Set by test cases in setUp so that records join their test.
    var currentTest: String?

    private let queue = DispatchQueue(label: "com.quayside.app.diagnostics")
    private let url = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
        .appendingPathComponent("diagnostics.jsonl")

    func record(_ identifier: String, _ kind: Kind, _ phase: Phase, _ outcome: Outcome, error: Error? = nil) {
        var line: [String: Any] = [
            "schema": "evidence.diagnostic/v1",
            "identifier": identifier,
            "taskKind": kind.rawValue,
            "phase": phase.rawValue,
            "outcome": outcome.rawValue,
            "errorType": error.map { "\(($0 as NSError).domain):\(($0 as NSError).code)" } ?? NSNull(),
            "timestamp": ISO8601DateFormatter().string(from: Date()),
        ]
        if let currentTest { line["test"] = currentTest }
        queue.async { self.append(line) }
    }

    private func append(_ line: [String: Any]) {
        guard var data = try? JSONSerialization.data(withJSONObject: line) else { return }
        data.append(0x0A)
        if let handle = try? FileHandle(forWritingTo: url) {
            handle.seekToEndOfFile(); handle.write(data); try? handle.close()
        } else {
            try? data.write(to: url)
        }
    }
}
