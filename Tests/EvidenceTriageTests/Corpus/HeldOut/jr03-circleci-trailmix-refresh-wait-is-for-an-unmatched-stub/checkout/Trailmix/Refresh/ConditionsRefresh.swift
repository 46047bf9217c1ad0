import BackgroundTasks
import Foundation

final class ConditionsRefresh {
    static let shared = ConditionsRefresh()
    static let identifier = "com.trailmix.app.conditions-refresh"
    static let didComplete = Notification.Name("ConditionsRefreshDidComplete")

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            self.handle(task as! BGAppRefreshTask)
        }
        NSLog("[Trailmix] register %@ -> %d", Self.identifier, ok)
        Diagnostics.record(Self.identifier, .appRefresh, .registration, ok ? .succeeded : .failed)
    }

    func submit(earliestBegin: Date) {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = earliestBegin
        do {
            try BGTaskScheduler.shared.submit(request)
            Diagnostics.record(Self.identifier, .appRefresh, .submission, .succeeded)
        } catch {
            NSLog("[Trailmix] conditions-refresh submit error: %@", String(describing: error))
            Diagnostics.record(Self.identifier, .appRefresh, .submission, .failed, error: error)
        }
    }

    private func handle(_ task: BGAppRefreshTask) {
        let job = TrailConditionsRefreshJob(store: .shared, baseURL: API.base)
        job.run { ok in
            NotificationCenter.default.post(name: Self.didComplete, object: nil)
            task.setTaskCompleted(success: ok)
        }
    }
}
