//
//  DiagnosticsRecorder.swift
//  Tidewell
//
//  Writes evidence.diagnostic/v1 records (one JSON object per line) to
//  Library/Caches/evidence/diagnostics.jsonl. CI copies the file out of the
//  simulator's data container after the test run.
//

import Foundation

enum TaskKind: String { case appRefresh, processing }
enum TaskPhase: String { case registration, submission, launch, execution, expiration, completion }
enum TaskOutcome: String { case succeeded, failed, cancelled }

protocol DiagnosticsRecording {
    func record(identifier: String, kind: TaskKind, phase: TaskPhase, outcome: TaskOutcome, errorType: String?)
}

final class DiagnosticsRecorder: DiagnosticsRecording {
    static let shared = DiagnosticsRecorder()

    private let queue = DispatchQueue(label: "com.tidewell.reader.diagnostics")
    private let fileURL: URL = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
        .appendingPathComponent("evidence/diagnostics.jsonl")
    private let formatter: ISO8601DateFormatter = {
        let f = ISO8601DateFormatter()
        f.formatOptions = [.withInternetDateTime]
        return f
    }()

    func record(identifier: String, kind: TaskKind, phase: TaskPhase, outcome: TaskOutcome, errorType: String?) {
        var object: [String: Any] = [
            "schema": "evidence.diagnostic/v1",
            "identifier": identifier,
            "taskKind": kind.rawValue,
            "phase": phase.rawValue,
            "outcome": outcome.rawValue,
            "errorType": errorType ?? NSNull(),
            "timestamp": formatter.string(from: Date()),
        ]
        if let test = ProcessInfo.processInfo.environment["EVIDENCE_TEST_ID"] {
            object["test"] = test
        }
        queue.async { [fileURL] in
            guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return }
            try? FileManager.default.createDirectory(at: fileURL.deletingLastPathComponent(),
                                                     withIntermediateDirectories: true)
            if let handle = try? FileHandle(forWritingTo: fileURL) {
                handle.seekToEndOfFile()
                handle.write(data + Data("\n".utf8))
                try? handle.close()
            } else {
                try? (data + Data("\n".utf8)).write(to: fileURL)
            }
        }
    }
}
