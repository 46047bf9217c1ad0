import Foundation

/// evidence.diagnostic/v1 recorder (Library/Caches/evidence/diagnostics.jsonl).
/// TSBackgroundFetch registers only plist identifiers in its own namespace
/// (com.transistorsoft.*); we mirror that here so CI can see what was registered.
final class PebbleEvidence: NSObject {
  @objc static let shared = PebbleEvidence()

  func recordRegistrations() {
    let ids = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
    for id in ids where id.hasPrefix("com.transistorsoft.") {
      record(id, kind: id == "com.transistorsoft.fetch" ? "appRefresh" : "processing",
             phase: "registration", outcome: "succeeded", errorType: nil)
    }
  }

  @objc func record(_ id: String, kind: String, phase: String, outcome: String, errorType: String?) {
    NSLog("[PebbleEvidence] %@ %@ %@ %@ %@", phase, id, kind, outcome, errorType ?? "-")
    EvidenceFile.append(id: id, kind: kind, phase: phase, outcome: outcome, errorType: errorType)
  }
}
