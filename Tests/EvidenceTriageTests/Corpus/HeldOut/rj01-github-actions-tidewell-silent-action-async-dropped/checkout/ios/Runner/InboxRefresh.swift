import BackgroundTasks
import DiagnosticsRecorder

enum InboxRefresh {
    static let identifier = "com.tidewell.mail.refresh"
    static var lastRequest: BGAppRefreshTaskRequest?
    static var onRunForTesting: (() -> Void)?

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            DiagnosticsRecorder.record(identifier, .appRefresh, .launch, .succeeded)
            onRunForTesting?()
            task.setTaskCompleted(success: true)
        }
        DiagnosticsRecorder.record(identifier, .appRefresh, .registration, ok ? .succeeded : .failed)
        NSLog("[Refresh] register %@ -> %@", identifier, ok ? "true" : "false")
    }

    static func schedule(earliest: Date = Date(timeIntervalSinceNow: 15 * 60)) throws {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = earliest
        do {
            try BGTaskScheduler.shared.submit(request)
            lastRequest = request
            DiagnosticsRecorder.record(identifier, .appRefresh, .submission, .succeeded)
            NSLog("[Refresh] submitted BGAppRefreshTaskRequest %@ earliestBeginDate=%@", identifier, "\(earliest)")
        } catch {
            DiagnosticsRecorder.record(identifier, .appRefresh, .submission, .failed, error: error)
            throw error
        }
    }
}
