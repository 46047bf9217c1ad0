import BackgroundTasks
import Foundation

final class TideRefreshScheduler {
    private(set) var lastRun: Date?
    var onRun: (() -> Void)?

    func schedule(after interval: TimeInterval = 15 * 60) throws {
        let request = BGAppRefreshTaskRequest(identifier: BackgroundTaskIDs.tideRefresh)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try BGTaskScheduler.shared.submit(request)
            TaskRecorder.shared.record(BackgroundTaskIDs.tideRefresh, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            TaskRecorder.shared.record(BackgroundTaskIDs.tideRefresh, kind: .appRefresh, phase: .submission, outcome: .failed, error: error)
            throw error
        }
    }

    func handle(_ task: BGAppRefreshTask) {
        TaskRecorder.shared.record(task.identifier, kind: .appRefresh, phase: .launch, outcome: .succeeded)
        TideStationsSync.shared.refresh { [weak self] ok in
            self?.lastRun = Date()
            task.setTaskCompleted(success: ok)
            self?.onRun?()
        }
    }
}
