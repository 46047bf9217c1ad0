import Foundation

/// Writes evidence.diagnostic/v1 records to Library/Caches/evidence/diagnostics.jsonl.
/// Phases after registration are reported from Dart through the "quayside/evidence" channel.
final class QuaysideEvidence {
  static let shared = QuaysideEvidence()

  func recordPluginRegistrations() {
    let ids = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
    for id in ids where id.hasPrefix("com.transistorsoft.") {
      record(id, kind: id == "com.transistorsoft.fetch" ? "appRefresh" : "processing",
             phase: "registration", outcome: "succeeded")
    }
  }

  func record(_ id: String, kind: String, phase: String, outcome: String, errorType: String? = nil) {
    NSLog("[QuaysideEvidence] %@ %@ %@ %@", phase, id, kind, outcome)
    EvidenceFile.append(["schema": "evidence.diagnostic/v1", "identifier": id, "taskKind": kind,
                         "phase": phase, "outcome": outcome, "errorType": errorType as Any,
                         "timestamp": ISO8601DateFormatter().string(from: Date())])
  }
}
