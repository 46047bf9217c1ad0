import Foundation

/// Appends evidence.diagnostic/v1 records to Library/Caches/evidence/diagnostics.jsonl.
enum TaskRecorder {
  enum Kind: String { case appRefresh, processing }
  enum Phase: String { case registration, submission, launch, execution, expiration, completion }
  enum Outcome: String { case succeeded, failed, cancelled }

  private static let queue = DispatchQueue(label: "com.kelpfield.crew.task-recorder")

  static func record(_ id: String, kind: Kind, phase: Phase, outcome: Outcome, errorType: String? = nil) {
    var line: [String: Any] = ["schema": "evidence.diagnostic/v1", "identifier": id,
                               "taskKind": kind.rawValue, "phase": phase.rawValue,
                               "outcome": outcome.rawValue, "errorType": errorType ?? NSNull(),
                               "timestamp": ISO8601DateFormatter().string(from: Date())]
    if let test = ProcessInfo.processInfo.environment["EVIDENCE_TEST_ID"] { line["test"] = test }
    queue.sync {
      guard let data = try? JSONSerialization.data(withJSONObject: line) else { return }
      let dir = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
        .appendingPathComponent("evidence")
      try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
      let url = dir.appendingPathComponent("diagnostics.jsonl")
      if let h = try? FileHandle(forWritingTo: url) { h.seekToEndOfFile(); h.write(data + Data([0x0a])); h.closeFile() }
      else { try? (data + Data([0x0a])).write(to: url) }
    }
  }
}
