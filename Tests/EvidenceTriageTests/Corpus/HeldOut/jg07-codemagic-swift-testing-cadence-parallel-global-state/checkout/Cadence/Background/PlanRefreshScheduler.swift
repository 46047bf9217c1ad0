import BackgroundTasks
import Foundation

enum PlanRefreshScheduler {
    static let identifier = "com.cadence.coach.plan-refresh"
    nonisolated(unsafe) static var onHandled: (() -> Void)?

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            DiagnosticsRecorder.shared.record(identifier, kind: .appRefresh, phase: .launch, ok: true)
            PlanRefreshJob.run(task as! BGAppRefreshTask) { onHandled?() }
        }
        DiagnosticsRecorder.shared.record(identifier, kind: .appRefresh, phase: .registration, ok: ok)
    }

    static func makeRequest(now: Date = .now) -> BGAppRefreshTaskRequest {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = now.addingTimeInterval(6 * 3600)
        return request
    }

    /// Called from sceneDidEnterBackground only.
    static func submit() {
        do {
            try BGTaskScheduler.shared.submit(makeRequest())
            DiagnosticsRecorder.shared.record(identifier, kind: .appRefresh, phase: .submission, ok: true)
        } catch {
            DiagnosticsRecorder.shared.record(identifier, kind: .appRefresh, phase: .submission, error: error)
        }
    }
}
