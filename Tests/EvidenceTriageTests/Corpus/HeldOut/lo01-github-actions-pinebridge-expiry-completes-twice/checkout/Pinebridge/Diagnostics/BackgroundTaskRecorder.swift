import Foundation

enum BGTaskKind: String, Codable { case appRefresh, processing }
enum BGTaskPhase: String, Codable { case registration, submission, launch, execution, expiration, completion }
enum BGTaskOutcome: String, Codable { case succeeded, failed, cancelled }

protocol BackgroundTaskRecording: AnyObject {
    func record(_ identifier: String, kind: BGTaskKind, phase: BGTaskPhase, outcome: BGTaskOutcome, errorType: String?)
}

extension BackgroundTaskRecording {
    func record(_ identifier: String, kind: BGTaskKind, phase: BGTaskPhase, outcome: BGTaskOutcome) {
        record(identifier, kind: kind, phase: phase, outcome: outcome, errorType: nil)
    }
}

/// Appends `evidence.diagnostic/v1` records to Documents/bg-diagnostics/registration.jsonl.
/// CI copies the file out of the simulator container after the test run.
final class BackgroundTaskRecorder: BackgroundTaskRecording {
    struct Record: Encodable {
        let schema = "evidence.diagnostic/v1"
        let identifier: String
        let taskKind: BGTaskKind
        let phase: BGTaskPhase
        let outcome: BGTaskOutcome
        let errorType: String?
        let timestamp: String
        let test: String?
    }

    /// Set by the test target's `setUp()`; `nil` outside tests.
    static var currentTest: String?

    private let url: URL
    private let queue = DispatchQueue(label: "chat.pinebridge.bg-diagnostics")
    private let formatter = ISO8601DateFormatter()

    init(directory: URL = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]) {
        let dir = directory.appendingPathComponent("bg-diagnostics", isDirectory: true)
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        url = dir.appendingPathComponent("registration.jsonl")
    }

    func record(_ identifier: String, kind: BGTaskKind, phase: BGTaskPhase, outcome: BGTaskOutcome, errorType: String?) {
        let record = Record(identifier: identifier, taskKind: kind, phase: phase, outcome: outcome,
                            errorType: errorType, timestamp: formatter.string(from: Date()),
                            test: Self.currentTest)
        queue.async { [url] in
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            guard var line = try? encoder.encode(record) else { return }
            line.append(0x0A)
            if let handle = try? FileHandle(forWritingTo: url) {
                handle.seekToEndOfFile()
                handle.write(line)
                try? handle.close()
            } else {
                try? line.write(to: url)
            }
        }
    }
}
