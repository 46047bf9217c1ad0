import Foundation

/// Appends evidence.diagnostic/v1 records to Documents/evidence/diagnostics.jsonl
/// (Documents so Firebase Test Lab can pull it with --directories-to-pull).
final class TaskRecorder {
  static let shared = TaskRecorder()
  private let queue = DispatchQueue(label: "com.tidewatch.app.task-recorder")
  private var seen = Set<String>()

  private lazy var fileURL: URL = {
    let docs = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
    let dir = docs.appendingPathComponent("evidence", isDirectory: true)
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir.appendingPathComponent("diagnostics.jsonl")
  }()

  func record(identifier: String, kind: String, phase: String, outcome: String, errorType: String? = nil) {
    queue.async {
      self.seen.insert(identifier + "|" + phase)
      let line: [String: Any] = [
        "schema": "evidence.diagnostic/v1", "identifier": identifier, "taskKind": kind,
        "phase": phase, "outcome": outcome, "errorType": errorType ?? NSNull(),
        "timestamp": ISO8601DateFormatter().string(from: Date()),
      ]
      NSLog("[TaskRecorder] %@ %@ %@%@", phase, identifier, outcome, errorType.map { " (\($0))" } ?? "")
      guard var data = try? JSONSerialization.data(withJSONObject: line) else { return }
      data.append(0x0A)
      if let handle = try? FileHandle(forWritingTo: self.fileURL) {
        handle.seekToEndOfFile(); handle.write(data); try? handle.close()
      } else {
        try? data.write(to: self.fileURL)
      }
    }
  }

  func recordOnce(identifier: String, kind: String, phase: String, outcome: String, errorType: String?) {
    queue.async {
      if self.seen.contains(identifier + "|" + phase) { return }
      self.queue.async { self.record(identifier: identifier, kind: kind, phase: phase, outcome: outcome, errorType: errorType) }
    }
  }
}
