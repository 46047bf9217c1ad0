import BackgroundTasks
import Foundation
import os

/// Registers and schedules Tallyho's background work.
///
/// Identifiers must match `BGTaskSchedulerPermittedIdentifiers` in Info.plist.
enum BackgroundTaskScheduler {
    static let balanceRefreshIdentifier = "com.tallyho.app.balance-refresh"
    static let receiptCleanupIdentifier = "com.tallyho.app.receipt-cleanup"

    private static let log = Logger(subsystem: "com.tallyho.app", category: "Background")
    private static let registrationQueue = DispatchQueue(label: "com.tallyho.bg-registration", qos: .utility)
    private static var didRegister = false

    /// Registers the launch handlers.
    ///
    /// Since #1184 this runs on `registrationQueue` so it does not block
    /// `didFinishLaunching`. Nothing orders it before `tryScheduleWorker()`,
    /// which is called from `SettingsStore`'s completion on another queue.
    static func registerHandlers() {
        registrationQueue.async {
            BGTaskScheduler.shared.register(forTaskWithIdentifier: balanceRefreshIdentifier, using: nil) { task in
                BalanceRefreshHandler.shared.handle(task: task as! BGAppRefreshTask)
            }
            DiagnosticsRecorder.shared.record(balanceRefreshIdentifier, kind: .appRefresh, phase: .registration, outcome: .succeeded)

            BGTaskScheduler.shared.register(forTaskWithIdentifier: receiptCleanupIdentifier, using: nil) { task in
                ReceiptCleanupHandler.shared.handle(task: task as! BGProcessingTask)
            }
            DiagnosticsRecorder.shared.record(receiptCleanupIdentifier, kind: .processing, phase: .registration, outcome: .succeeded)
            didRegister = true
            NSLog("[Background] launch handlers registered")
        }
    }

    /// Submits the next balance refresh. Safe to call repeatedly: a new
    /// request replaces the pending one.
    static func tryScheduleWorker() {
        let request = BGAppRefreshTaskRequest(identifier: balanceRefreshIdentifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        log.info("scheduling \(balanceRefreshIdentifier, privacy: .public) (registered: \(didRegister, privacy: .public))")
        NSLog("[Background] scheduling %@ (registered: %@)", balanceRefreshIdentifier, didRegister ? "true" : "false")
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticsRecorder.shared.record(balanceRefreshIdentifier, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            NSLog("[Background] balance-refresh submit failed: %@", "\(error)")
            DiagnosticsRecorder.shared.record(balanceRefreshIdentifier, kind: .appRefresh, phase: .submission, outcome: .failed, error: error)
        }
    }
}
