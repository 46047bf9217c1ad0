import Foundation

/// Writes `evidence.diagnostic/v1` records (JSON Lines) to
/// Library/Caches/evidence/diagnostics.jsonl so CI can collect them.
/// Set by TallyhoTests' test observer to "Suite/name" while a test runs.
enum TestContext {
    nonisolated(unsafe) static var currentTestID: String?
}

final class DiagnosticsRecorder {
    enum Kind: String { case appRefresh, processing }
    enum Phase: String { case registration, submission, launch, execution, expiration, completion }
    enum Outcome: String { case succeeded, failed, cancelled }

    struct Record: Codable {
        let schema: String
        let identifier: String
        let taskKind: String
        let phase: String
        let outcome: String
        let errorType: String?
        let timestamp: String
        let test: String?
    }

    static let shared = DiagnosticsRecorder()
    private let queue = DispatchQueue(label: "com.tallyho.diagnostics")
    private var url: URL?

    func begin() {
        let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
        let dir = caches.appendingPathComponent("evidence", isDirectory: true)
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        url = dir.appendingPathComponent("diagnostics.jsonl")
    }

    func record(_ identifier: String, kind: Kind, phase: Phase, outcome: Outcome, error: Error? = nil) {
        let errorType: String? = error.map { error in
            let ns = error as NSError
            return "\(ns.domain):\(ns.code)"
        }
        let test = TestContext.currentTestID   // set by the test bundle's XCTestObservation; nil outside tests
        let record = Record(schema: "evidence.diagnostic/v1", identifier: identifier, taskKind: kind.rawValue,
                            phase: phase.rawValue, outcome: outcome.rawValue, errorType: errorType,
                            timestamp: ISO8601DateFormatter().string(from: Date()), test: test)
        queue.async { [url] in
            guard let url, var line = try? JSONEncoder().encode(record) else { return }
            line.append(0x0A)
            if let handle = try? FileHandle(forWritingTo: url) {
                handle.seekToEndOfFile(); handle.write(line); try? handle.close()
            } else {
                try? line.write(to: url)
            }
        }
    }

    func records(for identifier: String) -> [Record] {
        guard let url, let data = try? String(contentsOf: url) else { return [] }
        return data.split(separator: "\n").compactMap { try? JSONDecoder().decode(Record.self, from: Data($0.utf8)) }
            .filter { $0.identifier == identifier }
    }
}
