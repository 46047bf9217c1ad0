import Foundation

/// evidence.diagnostic/v1 recorder; the CI script copies the file out of the app container.
enum BackgroundDiagnostics {
  enum Kind: String { case appRefresh, processing }
  enum Phase: String { case registration, submission, launch, execution, expiration, completion }
  enum Outcome: String { case succeeded, failed, cancelled }

  static func record(_ id: String, _ kind: Kind, _ phase: Phase, _ outcome: Outcome, error: Error? = nil) {
    var line: [String: Any] = [
      "schema": "evidence.diagnostic/v1", "identifier": id, "taskKind": kind.rawValue,
      "phase": phase.rawValue, "outcome": outcome.rawValue,
      "errorType": (error as NSError?).map { "\($0.domain):\($0.code)" } ?? NSNull(),
      "timestamp": ISO8601DateFormatter().string(from: Date()),
    ]
    if let test = ProcessInfo.processInfo.environment["EVIDENCE_TEST_ID"] ?? CurrentTest.name { line["test"] = test }
    Writer.shared.append(line)
  }
}
