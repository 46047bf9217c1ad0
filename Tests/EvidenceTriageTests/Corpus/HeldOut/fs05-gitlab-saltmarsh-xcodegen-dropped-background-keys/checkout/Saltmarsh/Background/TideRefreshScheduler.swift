import BackgroundTasks
import Foundation

protocol TaskSubmitting {
    func submit(_ request: BGTaskRequest) throws
}

extension BGTaskScheduler: TaskSubmitting {}

/// Queues the next tide-table refresh for when the next high or low water is near.
struct TideRefreshScheduler {
    var scheduler: TaskSubmitting = BGTaskScheduler.shared
    var recorder: TaskRecorder = .shared
    var now: () -> Date = Date.init

    func scheduleNextRefresh(after nextTurn: Date) throws {
        let request = BGAppRefreshTaskRequest(identifier: BackgroundTaskRegistry.tideRefresh)
        request.earliestBeginDate = max(now().addingTimeInterval(20 * 60), nextTurn.addingTimeInterval(-45 * 60))
        do {
            try scheduler.submit(request)
            recorder.record(BackgroundTaskRegistry.tideRefresh, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            recorder.record(BackgroundTaskRegistry.tideRefresh, kind: .appRefresh, phase: .submission, outcome: .failed,
                            errorType: TaskRecorder.errorType(error))
            throw error
        }
    }
}
