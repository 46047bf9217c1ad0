import Foundation

/// evidence.diagnostic/v1 records in Library/Caches/evidence/diagnostics.jsonl.
enum Diagnostics {
  private static let url: URL = {
    let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
    let dir = caches.appendingPathComponent("evidence", isDirectory: true)
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir.appendingPathComponent("diagnostics.jsonl")
  }()

  static func record(_ id: String, kind: String, phase: String, outcome: String, error: NSError? = nil) {
    var obj: [String: Any] = [
      "schema": "evidence.diagnostic/v1", "identifier": id, "taskKind": kind, "phase": phase,
      "outcome": outcome, "errorType": error.map { "\($0.domain):\($0.code)" } ?? NSNull(),
      "timestamp": ISO8601DateFormatter().string(from: Date()),
    ]
    if let test = ProcessInfo.processInfo.environment["EVIDENCE_TEST_ID"] { obj["test"] = test }
    guard let data = try? JSONSerialization.data(withJSONObject: obj) else { return }
    if let h = try? FileHandle(forWritingTo: url) {
      h.seekToEndOfFile(); h.write(data + Data("\n".utf8)); try? h.close()
    } else {
      try? (data + Data("\n".utf8)).write(to: url)
    }
  }
}
