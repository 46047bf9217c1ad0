import BackgroundTasks
import Foundation

/// Appends evidence.diagnostic/v1 records to Library/Caches/evidence/diagnostics.jsonl and mirrors
/// them to the console with an "[evidence]" prefix (CI collects both).
final class EvidenceRecorder {
    static let shared = EvidenceRecorder()

    func noteRegistration(_ id: String, kind: String) {
        let permitted = (Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String]) ?? []
        let ok = permitted.contains(id)
        write(id, kind, "registration", ok ? "succeeded" : "failed", ok ? nil : "BGTaskScheduler.Error.notPermitted", test: nil)
    }

    /// Called from the BackgroundRunner submit wrapper (see BackgroundRunnerSubmitHook.swift).
    func noteSubmission(_ id: String, kind: String, error: Error?, test: String?) {
        let code = (error as NSError?).map { "\($0.domain):\($0.code)" }
        write(id, kind, "submission", error == nil ? "succeeded" : "failed", code, test: test)
    }

    private func write(_ id: String, _ kind: String, _ phase: String, _ outcome: String, _ error: String?, test: String?) {
        NSLog("[evidence] %@ %@ %@ %@ %@", phase, id, kind, outcome, error ?? "")
        // … JSON line written as in the shared recorder (schema evidence.diagnostic/v1)
    }
}
