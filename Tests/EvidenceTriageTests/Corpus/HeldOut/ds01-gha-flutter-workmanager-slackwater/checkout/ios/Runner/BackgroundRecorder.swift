import BackgroundTasks
import Foundation

/// Writes evidence.diagnostic/v1 records (identifier, phase, outcome, error type only)
/// to Documents/evidence/registration.jsonl. CI copies the file out of the simulator.
final class BackgroundRecorder {
  enum Kind: String { case appRefresh, processing }
  static let shared = BackgroundRecorder()

  private let queue = DispatchQueue(label: "dev.slackwater.app.recorder")
  private let url: URL = {
    let docs = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
    let dir = docs.appendingPathComponent("evidence", isDirectory: true)
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir.appendingPathComponent("registration.jsonl")
  }()

  func recordRegistration(_ id: String, kind: Kind) {
    write(id: id, kind: kind, phase: "registration", outcome: "succeeded", errorType: nil)
  }

  /// Called from the debug channel `slackwater/evidence` after Dart schedules work.
  func recordPendingRequests(completion: @escaping () -> Void) {
    BGTaskScheduler.shared.getPendingTaskRequests { requests in
      for request in requests {
        let kind: Kind = request is BGProcessingTaskRequest ? .processing : .appRefresh
        self.write(id: request.identifier, kind: kind, phase: "submission", outcome: "succeeded", errorType: nil)
      }
      completion()
    }
  }

  func write(id: String, kind: Kind, phase: String, outcome: String, errorType: String?) {
    var record: [String: Any] = [
      "schema": "evidence.diagnostic/v1", "identifier": id, "taskKind": kind.rawValue,
      "phase": phase, "outcome": outcome, "errorType": errorType ?? NSNull(),
      "timestamp": ISO8601DateFormatter().string(from: Date()),
    ]
    if let test = ProcessInfo.processInfo.environment["EVIDENCE_TEST_ID"] { record["test"] = test }
    queue.async {
      guard let data = try? JSONSerialization.data(withJSONObject: record, options: [.sortedKeys]) else { return }
      if let handle = try? FileHandle(forWritingTo: self.url) {
        handle.seekToEndOfFile(); handle.write(data); handle.write(Data([0x0a])); try? handle.close()
      } else {
        try? (data + Data([0x0a])).write(to: self.url)
      }
    }
  }
}
