import BackgroundTasks
import UIKit

enum WalletRefreshScheduler {
    static let identifier = "com.brightwater.ferry.wallet-refresh"

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            WalletRefresher.shared.run(task as! BGAppRefreshTask)
        }
        DiagnosticRecorder.shared.record(identifier, .appRefresh, .registration, ok ? .succeeded : .failed, nil)
    }

    /// Called from sceneDidEnterBackground.
    static func submit() {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticRecorder.shared.record(identifier, .appRefresh, .submission, .succeeded, nil)
        } catch {
            Log.wallet.error("wallet-refresh submit failed: \(error as NSError, privacy: .public)")
            DiagnosticRecorder.shared.record(identifier, .appRefresh, .submission, .failed, DiagnosticRecorder.errorType(error))
        }
    }
}
