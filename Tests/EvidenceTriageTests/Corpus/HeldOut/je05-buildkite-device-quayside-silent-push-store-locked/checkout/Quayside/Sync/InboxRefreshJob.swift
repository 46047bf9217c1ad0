import BackgroundTasks
import Foundation

final class InboxRefreshJob {
    static let shared = InboxRefreshJob()

    static func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: AppDelegate.inboxRefresh.rawValue)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? AppDelegate.recorder.record(AppDelegate.inboxRefresh, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            try? AppDelegate.recorder.record(AppDelegate.inboxRefresh, kind: .appRefresh, phase: .submission, outcome: .failed,
                                             error: ErrorType(error))
        }
    }

    func run(_ task: BGAppRefreshTask) {
        Self.schedule()
        let work = Task { await InboxSync.shared.refreshAll() }
        task.expirationHandler = { work.cancel() }
        Task { task.setTaskCompleted(success: await work.value) }
    }
}
