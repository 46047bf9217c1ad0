import BackgroundTasks
import Foundation

enum BackgroundFlush {
    static let identifier = "com.kestrel.journal.outbox-flush"
    static var onLaunchForTesting: (() -> Void)?

    static func request(earliest seconds: TimeInterval = 15 * 60) -> BGAppRefreshTaskRequest {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: seconds)
        return request
    }

    static func register(store: OutboxStore) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            onLaunchForTesting?()
            handle(task as! BGAppRefreshTask, store: store)
        }
        NSLog("[Kestrel] launch: registered %@ = %@", identifier, ok ? "true" : "false")
        DiagnosticsLog.record(identifier, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed)
    }

    private static func handle(_ task: BGAppRefreshTask, store: OutboxStore) {
        task.expirationHandler = { task.setTaskCompleted(success: false) }
        task.setTaskCompleted(success: true)
    }
}
