import Foundation

/// Writes `evidence.diagnostic/v1` records to Library/Caches/evidence/diagnostics.jsonl.
final class TaskRecorder: @unchecked Sendable {
    static let shared = TaskRecorder()

    enum Phase: String { case registration, submission, launch, execution, expiration, completion }
    enum Kind: String { case appRefresh, processing }
    enum Outcome: String { case succeeded, failed, cancelled }

    private let queue = DispatchQueue(label: "com.harborlight.tallyroll.recorder")
    private let url: URL = {
        let dir = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence", isDirectory: true)
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir.appendingPathComponent("diagnostics.jsonl")
    }()

    func record(_ phase: Phase, id: String, kind: Kind, outcome: Outcome, error: Error? = nil) {
        var object: [String: Any] = [
            "schema": "evidence.diagnostic/v1",
            "identifier": id,
            "taskKind": kind.rawValue,
            "phase": phase.rawValue,
            "outcome": outcome.rawValue,
            "errorType": error.map { "\(($0 as NSError).domain):\(($0 as NSError).code)" } ?? NSNull(),
            "timestamp": ISO8601DateFormatter().string(from: Date()),
        ]
        if let test = ProcessInfo.processInfo.environment["EVIDENCE_TEST_ID"] { object["test"] = test }
        queue.async {
            guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]),
                  let handle = (try? FileHandle(forWritingTo: self.url)) ?? self.create() else { return }
            handle.seekToEndOfFile()
            handle.write(data + Data("\n".utf8))
            try? handle.close()
        }
    }

    private func create() -> FileHandle? {
        FileManager.default.createFile(atPath: url.path, contents: nil)
        return try? FileHandle(forWritingTo: url)
    }
}
