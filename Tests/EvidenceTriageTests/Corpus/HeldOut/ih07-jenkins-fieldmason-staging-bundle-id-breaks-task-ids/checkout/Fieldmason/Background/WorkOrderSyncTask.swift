import BackgroundTasks
import Foundation

extension Notification.Name {
    static let workOrderSyncFinished = Notification.Name("WorkOrderSyncFinished")
}

final class WorkOrderSyncTask {
    static let shared = WorkOrderSyncTask()

    @discardableResult
    func register() -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: BackgroundTaskIDs.workOrderSync, using: nil) { task in
            self.handle(task as! BGAppRefreshTask)
        }
        Log.background.info("register \(BackgroundTaskIDs.workOrderSync, privacy: .public) -> \(ok)")
        NSLog("[Fieldmason] register %@ -> %@", BackgroundTaskIDs.workOrderSync, ok ? "true" : "false")
        Diagnostics.record(BackgroundTaskIDs.workOrderSync, kind: .appRefresh, phase: .registration, ok: ok)
        return ok
    }

    func schedule() throws {
        let request = BGAppRefreshTaskRequest(identifier: BackgroundTaskIDs.workOrderSync)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            Diagnostics.record(BackgroundTaskIDs.workOrderSync, kind: .appRefresh, phase: .submission, ok: true)
        } catch {
            Log.background.error("submit \(BackgroundTaskIDs.workOrderSync, privacy: .public) failed: \(String(describing: error), privacy: .public)")
            NSLog("[Sync] submit %@ failed: %@", BackgroundTaskIDs.workOrderSync, "\(error)")
            Diagnostics.record(BackgroundTaskIDs.workOrderSync, kind: .appRefresh, phase: .submission, ok: false, error: error)
            throw error
        }
    }

    private func handle(_ task: BGAppRefreshTask) {
        Diagnostics.record(BackgroundTaskIDs.workOrderSync, kind: .appRefresh, phase: .launch, ok: true)
        let sync = WorkOrderSync(store: .shared, api: .live)
        task.expirationHandler = { sync.cancel() }
        sync.run { ok in
            NotificationCenter.default.post(name: .workOrderSyncFinished, object: nil)
            task.setTaskCompleted(success: ok)
        }
    }
}
