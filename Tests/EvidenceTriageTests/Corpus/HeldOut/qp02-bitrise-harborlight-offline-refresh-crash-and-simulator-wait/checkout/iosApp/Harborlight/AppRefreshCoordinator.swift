import BackgroundTasks
import Foundation
import HarborlightShared

final class AppRefreshCoordinator {
    static let identifier = "com.harborlight.app.refresh"
    static let shared = AppRefreshCoordinator()

    var repository: SessionsRepository = SharedGraph.shared.sessionsRepository
    var onRefreshForTesting: (() -> Void)?

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            self.handle(task as! BGAppRefreshTask)
        }
        TaskEventLog.shared.record(Self.identifier, kind: .appRefresh, phase: .registration, succeeded: ok)
    }

    func schedule(after interval: TimeInterval = 15 * 60) {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try BGTaskScheduler.shared.submit(request)
            NSLog("[Refresh] submitted %@ earliestBeginDate=%@", Self.identifier, "\(request.earliestBeginDate!)")
            TaskEventLog.shared.record(Self.identifier, kind: .appRefresh, phase: .submission, succeeded: true)
        } catch {
            NSLog("[Refresh] Could not schedule app refresh: %@", "\(error)")
            TaskEventLog.shared.record(Self.identifier, kind: .appRefresh, phase: .submission, succeeded: false, error: error)
        }
    }

    func performRefresh() async -> Bool {
        let count = try? await repository.refresh()
        onRefreshForTesting?()
        return count != nil
    }

    private func handle(_ task: BGAppRefreshTask) {
        TaskEventLog.shared.record(Self.identifier, kind: .appRefresh, phase: .launch, succeeded: true)
        schedule()
        let work = Task { task.setTaskCompleted(success: await performRefresh()) }
        task.expirationHandler = { work.cancel() }
    }
}
