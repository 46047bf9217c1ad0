import BackgroundTasks
import Foundation

/// Writes evidence.diagnostic/v1 lines to Library/Caches/diagnostics/bgtasks.jsonl.
final class BackgroundDiagnostics {
  static let shared = BackgroundDiagnostics()
  enum Kind: String { case appRefresh, processing }
  enum Phase: String { case registration, submission, launch, execution, expiration, completion }

  /// The plugin does not return the result of its own register call, so launch
  /// records whether the identifier it was given is permitted by the built Info.plist.
  func recordRegistration(of identifier: String, kind: Kind) {
    let permitted = (Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String]) ?? []
    if permitted.contains(identifier) {
      write(identifier, kind, .registration, outcome: "succeeded", errorType: nil)
    } else {
      write(identifier, kind, .registration, outcome: "failed", errorType: "BGTaskScheduler.Error.notPermitted")
    }
  }

  func record(_ identifier: String, kind: Kind, phase: Phase, error: Error?) {
    let errorType = (error as NSError?).map { "\($0.domain):\($0.code)" }
    write(identifier, kind, phase, outcome: error == nil ? "succeeded" : "failed", errorType: errorType)
  }

  private func write(_ identifier: String, _ kind: Kind, _ phase: Phase, outcome: String, errorType: String?) {
    var line: [String: Any] = ["schema": "evidence.diagnostic/v1", "identifier": identifier,
                               "taskKind": kind.rawValue, "phase": phase.rawValue, "outcome": outcome,
                               "errorType": errorType ?? NSNull(),
                               "timestamp": ISO8601DateFormatter().string(from: Date())]
    if let test = ProcessInfo.processInfo.environment["EVIDENCE_TEST_ID"] { line["test"] = test }
    DiagnosticsFile.append(line)
  }
}
