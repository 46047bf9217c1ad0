import Foundation

/// evidence.diagnostic/v1 lines in Library/Caches/diagnostics.jsonl.
final class DiagnosticsRecorder {
    enum Kind: String { case appRefresh, processing }
    enum Phase: String { case registration, submission, launch, execution, expiration, completion }
    enum Outcome: String { case succeeded, failed, cancelled }

    static let shared = DiagnosticsRecorder()
    /// Test cases set this in setUp; any record written while it is set carries it,
    /// whoever wrote the record.
    var currentTest: String?

    func tracking(_ id: String, _ kind: Kind, _ phase: Phase, _ body: () throws -> Void) throws {
        do {
            try body()
            record(id, kind, phase, .succeeded)
        } catch {
            record(id, kind, phase, .failed, error: error)
            throw error
        }
    }

    func record(_ id: String, _ kind: Kind, _ phase: Phase, _ outcome: Outcome, error: Error? = nil) {
        var line: [String: Any] = ["schema": "evidence.diagnostic/v1", "identifier": id,
                                   "taskKind": kind.rawValue, "phase": phase.rawValue,
                                   "outcome": outcome.rawValue,
                                   "errorType": error.map { "\(($0 as NSError).domain):\(($0 as NSError).code)" } ?? NSNull(),
                                   "timestamp": ISO8601DateFormatter().string(from: Date())]
        if let currentTest { line["test"] = currentTest }
        append(line)
    }
}
