import BackgroundTasks
import Foundation

enum TimetableRefresh {
    /// Prefixed with the bundle identifier so Release and Staging installs don't share a task id.
    static let identifier = (Bundle.main.bundleIdentifier ?? "com.ferrylog.app") + ".timetable-refresh"
    static var onCompleted: (() -> Void)?
    private(set) static var isRegistered = false

    static func register() {
        isRegistered = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            run(task as! BGAppRefreshTask)
        }
        NSLog("[Timetable] register %@ -> %@", identifier, isRegistered ? "true" : "false")
        DiagnosticsRecorder.shared.record(identifier: identifier, kind: .appRefresh, phase: .registration,
                                          succeeded: isRegistered, error: nil)
    }

    static func schedule() throws {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticsRecorder.shared.record(identifier: identifier, kind: .appRefresh, phase: .submission, succeeded: true, error: nil)
        } catch {
            NSLog("[Timetable] submit %@ failed: %@", identifier, String(describing: error))
            DiagnosticsRecorder.shared.record(identifier: identifier, kind: .appRefresh, phase: .submission, succeeded: false, error: error)
            throw error
        }
    }

    private static func run(_ task: BGAppRefreshTask) {
        DiagnosticsRecorder.shared.record(identifier: identifier, kind: .appRefresh, phase: .launch, succeeded: true, error: nil)
        try? schedule()
        let work = Task {
            task.setTaskCompleted(success: await TimetableStore.shared.refreshToday())
            onCompleted?()
        }
        task.expirationHandler = { work.cancel() }
    }
}
