import Foundation
import UIKit

/// Writes evidence.diagnostic/v1 records to Documents/evidence/diagnostics.jsonl
/// (pulled by Firebase Test Lab with --directories-to-pull).
final class BackgroundDiagnostics {
  static let shared = BackgroundDiagnostics()
  static let refreshId = "com.transistorsoft.fetch"
  static let uploadId = "com.transistorsoft.trailmark.upload"

  private let url: URL = {
    let docs = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
    let dir = docs.appendingPathComponent("evidence", isDirectory: true)
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir.appendingPathComponent("diagnostics.jsonl")
  }()

  static func describe(_ s: UIBackgroundRefreshStatus) -> String {
    switch s {
    case .restricted: return "restricted"
    case .denied: return "denied"
    case .available: return "available"
    @unknown default: return "unknown"
    }
  }

  func recordRegistrations() {
    record(Self.refreshId, kind: "appRefresh", phase: "registration", outcome: "succeeded", error: nil)
    record(Self.uploadId, kind: "processing", phase: "registration", outcome: "succeeded", error: nil)
  }

  func record(_ id: String, kind: String, phase: String, outcome: String, error: NSError?) {
    var obj: [String: Any] = [
      "schema": "evidence.diagnostic/v1", "identifier": id, "taskKind": kind, "phase": phase,
      "outcome": outcome, "errorType": error.map { "\($0.domain):\($0.code)" } ?? NSNull(),
      "timestamp": ISO8601DateFormatter().string(from: Date()),
    ]
    if let test = ProcessInfo.processInfo.environment["EVIDENCE_TEST_ID"] { obj["test"] = test }
    guard let data = try? JSONSerialization.data(withJSONObject: obj, options: [.sortedKeys]) else { return }
    if let h = try? FileHandle(forWritingTo: url) {
      h.seekToEndOfFile(); h.write(data); h.write(Data("\n".utf8)); try? h.close()
    } else {
      try? (data + Data("\n".utf8)).write(to: url)
    }
  }
}
