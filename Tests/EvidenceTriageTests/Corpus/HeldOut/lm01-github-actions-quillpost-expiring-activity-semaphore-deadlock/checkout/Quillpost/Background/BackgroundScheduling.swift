import BackgroundTasks
import Foundation

extension Notification.Name {
    static let outboxRefreshDidLaunch = Notification.Name("OutboxRefreshDidLaunch")
}

enum BackgroundScheduling {
    static let outboxRefresh = "com.quillpost.app.outbox-refresh"

    /// Called from application(_:didFinishLaunchingWithOptions:).
    static func registerAll() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: outboxRefresh, using: nil) { task in
            NotificationCenter.default.post(name: .outboxRefreshDidLaunch, object: nil)
            OutboxRefreshAdapter().handle(task as! BGAppRefreshTask)
        }
        NSLog("[Quillpost] launch: registered %@ = %@", outboxRefresh, ok ? "true" : "false")
        Diagnostics.record(outboxRefresh, phase: .registration, outcome: ok ? .succeeded : .failed)
    }

    static func scheduleOutboxRefresh(earliestBegin: Date) {
        let request = BGAppRefreshTaskRequest(identifier: outboxRefresh)
        request.earliestBeginDate = earliestBegin
        do {
            try BGTaskScheduler.shared.submit(request)
            Diagnostics.record(outboxRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            NSLog("[Quillpost] submit %@ failed: %@", outboxRefresh, "\(error)")
            Diagnostics.record(outboxRefresh, phase: .submission, outcome: .failed, error: error)
        }
    }
}
