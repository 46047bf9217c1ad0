import Foundation

extension Notification.Name {
    static let usageExportFinished = Notification.Name("UsageExportFinished")
}

/// Appends `evidence.diagnostic/v1` records to Library/Diagnostics/registration.jsonl.
final class DiagnosticRecorder {
    static let shared = DiagnosticRecorder()

    enum Kind: String { case appRefresh, processing }
    enum Phase: String { case registration, submission, launch, execution, expiration, completion }
    enum Outcome: String { case succeeded, failed, cancelled }

    private let queue = DispatchQueue(label: "com.lanthorn.diagnostics")
    private let url: URL = {
        let dir = FileManager.default.urls(for: .libraryDirectory, in: .userDomainMask)[0].appendingPathComponent("Diagnostics")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir.appendingPathComponent("registration.jsonl")
    }()

    func record(_ identifier: String, kind: Kind, phase: Phase, outcome: Outcome, error: Error? = nil) {
        var object: [String: Any] = [
            "schema": "evidence.diagnostic/v1", "identifier": identifier, "taskKind": kind.rawValue,
            "phase": phase.rawValue, "outcome": outcome.rawValue,
            "errorType": error.map { e -> String in let ns = e as NSError; return "\(ns.domain):\(ns.code)" } ?? NSNull(),
            "timestamp": ISO8601DateFormatter().string(from: Date()),
        ]
        if let test = ProcessInfo.processInfo.environment["XCTestIdentifier"] { object["test"] = test }
        queue.async {
            guard let data = try? JSONSerialization.data(withJSONObject: object, options: []) else { return }
            if let handle = try? FileHandle(forWritingTo: self.url) {
                handle.seekToEndOfFile(); handle.write(data + Data("\n".utf8)); try? handle.close()
            } else {
                try? (data + Data("\n".utf8)).write(to: self.url)
            }
        }
    }
}
