import Foundation

/// Writes evidence.diagnostic/v1 records to Library/Caches/evidence/diagnostics.jsonl.
final class TaskRecorder {
  enum Kind: String { case appRefresh, processing }
  enum Phase: String { case registration, submission, launch, execution, expiration, completion }
  enum Outcome: String { case succeeded, failed, cancelled }

  static let shared = TaskRecorder()
  private let queue = DispatchQueue(label: "app.saltgrass.task-recorder")

  func record(_ identifier: String, kind: Kind, phase: Phase, outcome: Outcome,
              errorType: String? = nil) {
    var object: [String: Any] = [
      "schema": "evidence.diagnostic/v1", "identifier": identifier,
      "taskKind": kind.rawValue, "phase": phase.rawValue, "outcome": outcome.rawValue,
      "errorType": errorType ?? NSNull(),
      "timestamp": ISO8601DateFormatter().string(from: Date()),
    ]
    if let test = ProcessInfo.processInfo.environment["EVIDENCE_TEST_ID"] { object["test"] = test }
    queue.async { Self.append(object) }
  }

  private static func append(_ object: [String: Any]) {
    guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return }
    let dir = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
      .appendingPathComponent("evidence", isDirectory: true)
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let url = dir.appendingPathComponent("diagnostics.jsonl")
    if let handle = try? FileHandle(forWritingTo: url) {
      handle.seekToEndOfFile(); handle.write(data + Data("\n".utf8)); try? handle.close()
    } else {
      try? (data + Data("\n".utf8)).write(to: url)
    }
  }
}
