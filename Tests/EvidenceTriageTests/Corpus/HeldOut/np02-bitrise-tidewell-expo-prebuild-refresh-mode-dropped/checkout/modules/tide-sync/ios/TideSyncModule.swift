import BackgroundTasks
import ExpoModulesCore

public final class TideSyncModule: Module {
    static let taskIdentifier = "com.tidewell.app.tide-sync"
    private(set) var pendingRequestDate: Date?

    public func definition() -> ModuleDefinition {
        Name("TideSync")
        AsyncFunction("scheduleRefresh") { (minutes: Double) in
            try self.scheduleRefresh(after: minutes * 60)
        }
        Function("status") { () -> String in
            self.pendingRequestDate == nil ? "unavailable" : "on"
        }
    }

    static func registerLaunchHandler() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: taskIdentifier, using: nil) { task in
            TideSyncJob.run(task as! BGAppRefreshTask)
        }
        DiagnosticRecorder.shared.record(taskIdentifier, kind: .appRefresh, phase: .registration,
                                         outcome: ok ? .succeeded : .failed)
    }

    func scheduleRefresh(after interval: TimeInterval) throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.taskIdentifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try BGTaskScheduler.shared.submit(request)
            pendingRequestDate = request.earliestBeginDate
            DiagnosticRecorder.shared.record(Self.taskIdentifier, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            NSLog("[TideSync] submit failed: %@", String(describing: error))
            DiagnosticRecorder.shared.record(Self.taskIdentifier, kind: .appRefresh, phase: .submission, outcome: .failed, error: error)
            throw error
        }
    }
}
