import ActivityKit
import Foundation

@MainActor
final class LiveActivityManager {
    static let shared = LiveActivityManager()
    private(set) var currentActivity: Activity<DictationAttributes>?
    private(set) var phase: DictationPhase = .idle
    var isEnabled = true
    let journal: DiagnosticJournal

    init(journal: DiagnosticJournal = .shared) { self.journal = journal }

    func ensureActivityAlive() async throws {
        guard isEnabled else { return }
        journal.log("transition \(phase.rawValue) -> recovery-standby")
        try await startStandbyActivity()
    }

    func startStandbyActivity() async throws {
        if phase == .standby, currentActivity != nil { return }
        if let orphan = Activity<DictationAttributes>.activities.first {
            currentActivity = orphan
            journal.log("liveActivityStarted id=orphan-recovered:\(orphan.id)")
            phase = .standby
            return
        }
        guard ActivityAuthorizationInfo().areActivitiesEnabled else { return }
        do {
            currentActivity = try Activity.request(attributes: DictationAttributes(),
                                                   content: .init(state: .standby, staleDate: nil))
            journal.log("liveActivityStarted id=\(currentActivity!.id)")
            phase = .standby
        } catch {
            journal.log("liveActivityFailed context=startStandby error=\(error)")
            throw error
        }
    }
}
