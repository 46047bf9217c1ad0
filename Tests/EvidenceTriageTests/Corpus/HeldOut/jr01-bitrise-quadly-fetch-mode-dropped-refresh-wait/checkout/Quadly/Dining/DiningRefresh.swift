import BackgroundTasks
import Foundation

final class DiningRefresh {
    static let shared = DiningRefresh()
    static let didRefresh = Notification.Name("DiningMenusRefreshed")

    func scheduleNext() {
        let request = BGAppRefreshTaskRequest(identifier: AppDelegate.diningRefreshID)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticsRecorder.shared.record(id: request.identifier, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            NSLog("[Background] dining-refresh submit failed: %@", String(describing: error))
            DiagnosticsRecorder.shared.record(id: request.identifier, kind: .appRefresh, phase: .submission,
                                              outcome: .failed, error: error)
        }
    }

    func handle(_ task: BGAppRefreshTask) {
        scheduleNext()
        let op = MenuImportOperation()
        task.expirationHandler = { op.cancel() }
        op.completionBlock = {
            NotificationCenter.default.post(name: Self.didRefresh, object: nil)
            task.setTaskCompleted(success: !op.isCancelled)
        }
        OperationQueue.main.addOperation(op)
    }
}
