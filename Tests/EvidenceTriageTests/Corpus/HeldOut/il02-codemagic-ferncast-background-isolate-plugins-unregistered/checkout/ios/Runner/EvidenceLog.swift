import Foundation

/// Writes evidence.diagnostic/v1 lines to Library/Caches/evidence/diagnostics.jsonl
/// (and mirrors them to the unified log) so CI can read registration state.
final class EvidenceLog {
  static let shared = EvidenceLog()
  private let queue = DispatchQueue(label: "com.ferncast.evidence")

  func record(_ identifier: String, kind: String, phase: String, outcome: String,
              errorType: String? = nil) {
    NSLog("[EvidenceLog] %@ %@ %@ %@", phase, identifier, kind, outcome)
    let line: [String: Any] = [
      "schema": "evidence.diagnostic/v1", "identifier": identifier, "taskKind": kind,
      "phase": phase, "outcome": outcome, "errorType": errorType ?? NSNull(),
      "timestamp": ISO8601DateFormatter().string(from: Date()),
    ]
    queue.async { Self.append(line) }
  }

  private static func append(_ obj: [String: Any]) {
    let dir = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
      .appendingPathComponent("evidence", isDirectory: true)
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let url = dir.appendingPathComponent("diagnostics.jsonl")
    guard let data = try? JSONSerialization.data(withJSONObject: obj) else { return }
    if let h = try? FileHandle(forWritingTo: url) {
      h.seekToEndOfFile(); h.write(data); h.write("\n".data(using: .utf8)!); try? h.close()
    } else {
      try? (String(data: data, encoding: .utf8)! + "\n").write(to: url, atomically: true, encoding: .utf8)
    }
  }
}
