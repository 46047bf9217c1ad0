import Foundation

/// Writes evidence.diagnostic/v1 records to Library/Caches/evidence/diagnostics.jsonl.
final class LaunchDiagnostics {
  static let shared = LaunchDiagnostics()

  enum Kind: String { case appRefresh, processing }
  enum Phase: String { case registration, submission, launch, execution, expiration, completion }
  enum Outcome: String { case succeeded, failed, cancelled }

  private let queue = DispatchQueue(label: "com.larderly.app.diagnostics")
  private var written = Set<String>()
  private let url: URL = {
    let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
    let dir = caches.appendingPathComponent("evidence", isDirectory: true)
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir.appendingPathComponent("diagnostics.jsonl")
  }()

  func record(identifier: String, kind: Kind, phase: Phase, outcome: Outcome, errorType: String? = nil) {
    queue.async {
      self.written.insert("\(identifier)|\(phase.rawValue)")
      var object: [String: Any] = [
        "schema": "evidence.diagnostic/v1",
        "identifier": identifier,
        "taskKind": kind.rawValue,
        "phase": phase.rawValue,
        "outcome": outcome.rawValue,
        "errorType": errorType ?? NSNull(),
        "timestamp": ISO8601DateFormatter().string(from: Date()),
      ]
      if let test = ProcessInfo.processInfo.environment["EVIDENCE_TEST_ID"] {
        object["test"] = test
      }
      guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return }
      self.append(data + Data("\n".utf8))
    }
  }

  func recordIfMissing(identifier: String, kind: Kind, phase: Phase, outcome: Outcome, errorType: String?) {
    queue.async {
      guard !self.written.contains("\(identifier)|\(phase.rawValue)") else { return }
      self.queue.async { self.record(identifier: identifier, kind: kind, phase: phase, outcome: outcome, errorType: errorType) }
    }
  }

  private func append(_ data: Data) {
    if let handle = try? FileHandle(forWritingTo: url) {
      handle.seekToEndOfFile()
      handle.write(data)
      try? handle.close()
    } else {
      try? data.write(to: url)
    }
  }
}
