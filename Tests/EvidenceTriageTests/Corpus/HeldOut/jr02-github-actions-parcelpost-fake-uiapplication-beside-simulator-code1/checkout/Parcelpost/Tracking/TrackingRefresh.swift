import BackgroundTasks
import Foundation

final class TrackingRefresh {
    static let shared = TrackingRefresh()
    static let identifier = "app.parcelpost.tracking-refresh"
    static let didRun = Notification.Name("TrackingRefreshDidRun")

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: .main) { task in
            self.run(task as! BGAppRefreshTask)
        }
        NSLog("[Parcelpost] registered %@: %@", Self.identifier, ok ? "true" : "false")
        Diagnostics.record(Self.identifier, .appRefresh, .registration, ok ? .succeeded : .failed)
    }

    func submit() {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            Diagnostics.record(Self.identifier, .appRefresh, .submission, .succeeded)
        } catch {
            NSLog("[Tracking] refresh submit failed: %@", String(describing: error))
            Diagnostics.record(Self.identifier, .appRefresh, .submission, .failed, error: error)
        }
    }

    private func run(_ task: BGAppRefreshTask) {
        Diagnostics.record(Self.identifier, .appRefresh, .launch, .succeeded)
        ShipmentStore.shared.refreshAll { ok in
            NotificationCenter.default.post(name: Self.didRun, object: nil)
            task.setTaskCompleted(success: ok)
        }
    }
}
