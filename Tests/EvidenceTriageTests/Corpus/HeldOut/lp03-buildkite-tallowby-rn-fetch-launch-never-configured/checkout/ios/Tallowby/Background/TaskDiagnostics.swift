import Foundation

/// Writes evidence.diagnostic/v1 records (one JSON object per line) to
/// Library/Caches/bg-diagnostics.jsonl. CI copies the file off the device.
enum TaskDiagnostics {
  enum Kind: String { case appRefresh, processing }
  enum Phase: String { case registration, submission, launch, execution, expiration, completion }
  enum Outcome: String { case succeeded, failed, cancelled }

  static func record(_ identifier: String, kind: Kind, phase: Phase, outcome: Outcome, errorType: String? = nil) {
    var record: [String: Any] = [
      "schema": "evidence.diagnostic/v1",
      "identifier": identifier,
      "taskKind": kind.rawValue,
      "phase": phase.rawValue,
      "outcome": outcome.rawValue,
      "errorType": errorType ?? NSNull(),
      "timestamp": ISO8601DateFormatter().string(from: Date()),
    ]
    // Set by the test bundle's XCTestObservation when running under XCTest.
    if let test = TestContext.currentTestIdentifier {
      record["test"] = test
    }
    append(record)
  }

  static func errorType(_ error: Error) -> String {
    let ns = error as NSError
    return "\(ns.domain):\(ns.code)"
  }

  private static func append(_ record: [String: Any]) { /* JSONSerialization + FileHandle.seekToEnd */ }
}
