import BackgroundTasks
import EvidenceRecorder
import Foundation

final class TrailConditionsRefresher {
    static let shared = TrailConditionsRefresher()
    private(set) var lastRefresh: Date?

    func schedule(earliest: TimeInterval) {
        let request = BGAppRefreshTaskRequest(identifier: SwitchbackTask.trailRefresh)
        request.earliestBeginDate = Date(timeIntervalSinceNow: earliest)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? AppDelegate.recorder.record(SwitchbackTask.trailRefresh, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            NSLog("[Trails] refresh submit failed: %@", "\(error)")
            try? AppDelegate.recorder.record(SwitchbackTask.trailRefresh, kind: .appRefresh, phase: .submission,
                                             outcome: .failed, error: ErrorType(error))
        }
    }

    func handle(_ task: BGAppRefreshTask) {
        let work = Task {
            await TrailConditionsStore.shared.refresh()
            lastRefresh = Date()
            task.setTaskCompleted(success: true)
        }
        task.expirationHandler = { work.cancel() }
    }
}
