import Foundation

/// Writes evidence.diagnostic/v1 records to Library/Caches/diagnostics/registration.jsonl
/// and mirrors each one to the console as "[Diagnostics] <phase> <id> <kind> <outcome>".
final class DiagnosticsRecorder {
  enum Kind: String { case appRefresh, processing }
  enum Phase: String { case registration, submission, launch, execution, expiration, completion }
  enum Outcome: String { case succeeded, failed, cancelled }

  static let shared = DiagnosticsRecorder()
  private let queue = DispatchQueue(label: "diagnostics.recorder")

  func record(identifier: String, kind: Kind, phase: Phase, outcome: Outcome,
              errorType: String? = nil, note: String? = nil) {
    queue.async {
      let object: [String: Any] = [
        "schema": "evidence.diagnostic/v1", "identifier": identifier, "taskKind": kind.rawValue,
        "phase": phase.rawValue, "outcome": outcome.rawValue, "errorType": errorType ?? NSNull(),
        "timestamp": ISO8601DateFormatter().string(from: Date()),
      ]
      self.append(object)
    }
    NSLog("[Diagnostics] %@ %@ %@ %@%@", phase.rawValue, identifier, kind.rawValue, outcome.rawValue,
          errorType.map { " \($0)" } ?? (note.map { " (\($0))" } ?? ""))
  }

  private func append(_ object: [String: Any]) { /* JSONSerialization + FileHandle append */ }
}
