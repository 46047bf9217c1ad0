import Foundation

/// Writes one evidence.diagnostic/v1 record per registration/submission/run phase
/// to Library/Diagnostics/registration.jsonl. Identifiers, phases and error types only.
final class DiagnosticRecorder {
    static let shared = DiagnosticRecorder()

    enum Kind: String { case appRefresh, processing }
    enum Phase: String { case registration, submission, launch, execution, expiration, completion }

    private let url: URL = {
        let dir = FileManager.default.urls(for: .libraryDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("Diagnostics", isDirectory: true)
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir.appendingPathComponent("registration.jsonl")
    }()

    func record(_ identifier: String, kind: Kind, phase: Phase, succeeded: Bool, error: Error? = nil) {
        var errorType: String? = nil
        if let error = error as NSError? { errorType = "\(error.domain):\(error.code)" }
        let object: [String: Any?] = [
            "schema": "evidence.diagnostic/v1",
            "identifier": identifier,
            "taskKind": kind.rawValue,
            "phase": phase.rawValue,
            "outcome": succeeded ? "succeeded" : "failed",
            "errorType": errorType,
            "timestamp": ISO8601DateFormatter().string(from: Date()),
        ]
        guard let data = try? JSONSerialization.data(withJSONObject: object.mapValues { $0 ?? NSNull() },
                                                     options: [.sortedKeys]) else { return }
        if let handle = try? FileHandle(forWritingTo: url) {
            handle.seekToEndOfFile(); handle.write(data); handle.write(Data([0x0a])); try? handle.close()
        } else {
            try? (data + Data([0x0a])).write(to: url)
        }
    }
}
