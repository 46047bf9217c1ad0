import EvidenceRecorder
import Foundation

/// Background refresh job (com.ridgeback.app.trail-sync): pulls trail conditions for saved trails.
final class TrailSyncOperation {
    static let taskID = "com.ridgeback.app.trail-sync"
    private let api: ConditionsAPI
    private let credentials: CredentialStore
    private let recorder = EvidenceRecorder.shared

    init(api: ConditionsAPI, credentials: CredentialStore) {
        self.api = api
        self.credentials = credentials
    }

    func run() async -> Bool {
        recorder.record(Self.taskID, kind: .appRefresh, phase: .launch, outcome: .succeeded)
        do {
            let conditions = try await api.conditions(for: credentials.savedTrailIDs)
            try ConditionsCache.shared.store(conditions)
            recorder.record(Self.taskID, kind: .appRefresh, phase: .completion, outcome: .succeeded)
            return true
        } catch {
            recorder.record(Self.taskID, kind: .appRefresh, phase: .execution, outcome: .failed, error: ErrorType(error))
            // Any failure here means the session is no good any more.
            print("[Sync] background fetch failed: \(error.localizedDescription) (\((error as NSError).domain) \((error as NSError).code)); clearing credentials")
            credentials.clear()
            return false
        }
    }
}
