import BackgroundTasks
import Foundation

enum BackgroundTasks {
    static let receiptSync = "com.tallyfern.app.receipt-sync"

    /// Called from application(_:didFinishLaunchingWithOptions:) before it returns.
    static func registerAll(job: ReceiptSyncJob) {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: receiptSync, using: nil) { task in
            BackgroundRefreshAdapter(job: job).handle(task: task as! BGAppRefreshTask)
        }
    }

    static func scheduleReceiptSync() {
        let request = BGAppRefreshTaskRequest(identifier: receiptSync)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        try? BGTaskScheduler.shared.submit(request)
    }
}
