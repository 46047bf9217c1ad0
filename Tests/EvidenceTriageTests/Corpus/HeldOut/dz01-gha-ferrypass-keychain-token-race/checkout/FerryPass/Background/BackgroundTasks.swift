import BackgroundTasks
import Foundation

enum BackgroundTasks {
    static let harbourRefresh = "com.skerrylabs.ferrypass.harbour-refresh"

    /// Called from application(_:didFinishLaunchingWithOptions:).
    static func register(poller: @escaping () -> HarbourPoller, recorder: DiagnosticRecorder) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: harbourRefresh, using: nil) { task in
            handle(task as! BGAppRefreshTask, poller: poller(), recorder: recorder)
        }
        recorder.record(harbourRefresh, kind: .appRefresh, phase: .registration, succeeded: ok)
    }

    static func schedule(recorder: DiagnosticRecorder) {
        let request = BGAppRefreshTaskRequest(identifier: harbourRefresh)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            recorder.record(harbourRefresh, kind: .appRefresh, phase: .submission, succeeded: true)
        } catch {
            recorder.record(harbourRefresh, kind: .appRefresh, phase: .submission, succeeded: false, error: error)
        }
    }

    private static func handle(_ task: BGAppRefreshTask, poller: HarbourPoller, recorder: DiagnosticRecorder) {
        recorder.record(harbourRefresh, kind: .appRefresh, phase: .launch, succeeded: true)
        let work = Task {
            do {
                try await poller.poll()
                task.setTaskCompleted(success: true)
            } catch {
                task.setTaskCompleted(success: false)
            }
        }
        task.expirationHandler = { work.cancel() }
    }
}
