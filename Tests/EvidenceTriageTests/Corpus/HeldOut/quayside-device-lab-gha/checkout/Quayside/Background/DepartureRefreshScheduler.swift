import BackgroundTasks
import os

enum DepartureRefreshScheduler {
    static let identifier = "com.quaysideferries.app.departures-refresh"
    private static let log = Logger(subsystem: "com.quaysideferries.app", category: "BGRefresh")

    /// Test hook: set by DepartureRefreshTests, called from the launch handler.
    static var onLaunchForTesting: (() -> Void)?

    /// Called from application(_:didFinishLaunchingWithOptions:).
    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            onLaunchForTesting?()
            handle(task as! BGAppRefreshTask)
        }
        DiagnosticsRecorder.shared.record(identifier: identifier, kind: .appRefresh, phase: .registration,
                                          outcome: ok ? .succeeded : .failed, error: nil)
        print("[BGRefresh] registered \(identifier): \(ok)")
    }

    static func submit(earliest: Date = Date(timeIntervalSinceNow: 60)) throws {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = earliest
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticsRecorder.shared.record(identifier: identifier, kind: .appRefresh, phase: .submission,
                                              outcome: .succeeded, error: nil)
            print("[BGRefresh] submitted BGAppRefreshTaskRequest \(identifier) earliestBeginDate=\(earliest)")
        } catch {
            DiagnosticsRecorder.shared.record(identifier: identifier, kind: .appRefresh, phase: .submission,
                                              outcome: .failed, error: error)
            throw error
        }
    }

    private static func handle(_ task: BGAppRefreshTask) {
        let job = DepartureBoardsRefreshJob()
        task.expirationHandler = { job.cancel() }
        Task {
            let ok = (try? await job.run()) != nil
            task.setTaskCompleted(success: ok)
        }
    }
}
