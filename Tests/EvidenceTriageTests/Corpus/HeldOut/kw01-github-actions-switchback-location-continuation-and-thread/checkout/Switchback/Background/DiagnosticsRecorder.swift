import Foundation

/// Writes evidence.diagnostic/v1 records to Library/Caches/evidence/diagnostics.jsonl.
final class DiagnosticsRecorder {
    static let shared = DiagnosticsRecorder()
    enum Kind: String { case appRefresh, processing }
    func registration(_ id: String, kind: Kind, succeeded: Bool) {
        append(["identifier": id, "taskKind": kind.rawValue, "phase": "registration",
                "outcome": succeeded ? "succeeded" : "failed"])
    }
    private func append(_ fields: [String: String]) { /* JSON line + schema + timestamp + EVIDENCE_TEST_ID */ }
}
