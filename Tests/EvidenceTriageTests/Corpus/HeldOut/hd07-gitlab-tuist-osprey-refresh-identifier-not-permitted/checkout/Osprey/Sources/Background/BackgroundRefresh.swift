import BackgroundTasks
import OspreyKit

enum BackgroundRefresh {
    static let identifier = "com.osprey.tides.refresh"
    static let recorder = DiagnosticsRecorder.shared

    /// Called from application(_:didFinishLaunchingWithOptions:).
    @discardableResult
    static func register(job: TideRefreshJob = .live) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            TideRefreshAdapter(job: job).handle(task: task as! BGAppRefreshTask)
        }
        recorder.record(identifier, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed,
                        error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
        return ok
    }

    static func schedule() throws {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            recorder.record(identifier, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            recorder.record(identifier, kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
            throw error
        }
    }
}
