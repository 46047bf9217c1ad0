import BackgroundTasks
import Foundation

/// Writes evidence.diagnostic/v1 lines to Library/Caches/evidence/diagnostics.jsonl.
final class TaskDiagnostics {
  enum Kind: String { case appRefresh, processing }
  enum Phase: String { case registration, submission, launch, execution, expiration, completion }
  enum Outcome: String { case succeeded, failed, cancelled }

  static let shared = TaskDiagnostics()
  private let queue = DispatchQueue(label: "app.tidemark.mobile.diagnostics")
  private let url: URL = {
    let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
    let dir = caches.appendingPathComponent("evidence", isDirectory: true)
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir.appendingPathComponent("diagnostics.jsonl")
  }()

  func record(_ identifier: String, kind: Kind, phase: Phase, outcome: Outcome, error: Error? = nil) {
    var line: [String: Any] = [
      "schema": "evidence.diagnostic/v1",
      "identifier": identifier,
      "taskKind": kind.rawValue,
      "phase": phase.rawValue,
      "outcome": outcome.rawValue,
      "errorType": Self.errorType(error) ?? NSNull(),
      "timestamp": ISO8601DateFormatter().string(from: Date()),
    ]
    if let test = ProcessInfo.processInfo.environment["EVIDENCE_TEST_ID"] { line["test"] = test }
    queue.async { self.append(line) }
  }

  private static func errorType(_ error: Error?) -> String? {
    guard let error = error as NSError? else { return nil }
    return "\(error.domain):\(error.code)"
  }

  private func append(_ line: [String: Any]) {
    guard var data = try? JSONSerialization.data(withJSONObject: line, options: [.sortedKeys]) else { return }
    data.append(0x0A)
    if let handle = try? FileHandle(forWritingTo: url) {
      handle.seekToEndOfFile(); handle.write(data); try? handle.close()
    } else {
      try? data.write(to: url)
    }
  }
}
