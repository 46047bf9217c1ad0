import Foundation

/// evidence.diagnostic/v1 records in Library/Caches/evidence/diagnostics.jsonl.
final class PineconeEvidence {
  static let shared = PineconeEvidence()

  /// TSBackgroundFetch registers the plist's com.transistorsoft.* identifiers in didFinishLaunching.
  func recordRegistrations() {
    let ids = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
    for id in ids where id.hasPrefix("com.transistorsoft.") {
      record(id, kind: "appRefresh", phase: "registration", outcome: "succeeded")
    }
  }

  func record(_ id: String, kind: String, phase: String, outcome: String, errorType: String? = nil) {
    NSLog("[PineconeEvidence] %@ %@ %@ %@%@", phase, id, kind, outcome, errorType.map { " \($0)" } ?? "")
    EvidenceFile.append(id: id, kind: kind, phase: phase, outcome: outcome, errorType: errorType)
  }
}
