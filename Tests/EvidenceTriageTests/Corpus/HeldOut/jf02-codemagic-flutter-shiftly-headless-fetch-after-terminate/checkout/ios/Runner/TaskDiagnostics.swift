import Foundation

/// Appends evidence.diagnostic/v1 records to Library/Caches/evidence/diagnostics.jsonl.
final class TaskDiagnostics {
  static let shared = TaskDiagnostics()
  private let lock = NSLock()
  private lazy var fileURL: URL = {
    let dir = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
      .appendingPathComponent("evidence", isDirectory: true)
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir.appendingPathComponent("diagnostics.jsonl")
  }()

  func record(identifier: String, kind: String, phase: String, outcome: String, errorType: String?) {
    var record: [String: Any] = [
      "schema": "evidence.diagnostic/v1", "identifier": identifier, "taskKind": kind,
      "phase": phase, "outcome": outcome, "errorType": errorType ?? NSNull(),
      "timestamp": ISO8601DateFormatter().string(from: Date()),
    ]
    if let test = ProcessInfo.processInfo.environment["EVIDENCE_CURRENT_TEST"] { record["test"] = test }
    guard let data = try? JSONSerialization.data(withJSONObject: record, options: [.sortedKeys]) else { return }
    lock.lock(); defer { lock.unlock() }
    if let handle = try? FileHandle(forWritingTo: fileURL) {
      handle.seekToEndOfFile(); handle.write(data + Data("\n".utf8)); try? handle.close()
    } else {
      try? (data + Data("\n".utf8)).write(to: fileURL)
    }
  }
}
