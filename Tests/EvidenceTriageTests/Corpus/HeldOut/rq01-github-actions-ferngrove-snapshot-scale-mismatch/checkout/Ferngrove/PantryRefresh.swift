import BackgroundTasks
import os

final class PantryRefresh {
    static let shared = PantryRefresh()
    static let identifier = "com.ferngrove.app.pantry-refresh"
    private let log = Logger(subsystem: "com.ferngrove.app", category: "Pantry")
    var onRun: (() -> Void)?

    static func makeRequest(now: Date = Date()) -> BGAppRefreshTaskRequest {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = now.addingTimeInterval(30 * 60)
        return request
    }

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            self.handle(task as! BGAppRefreshTask)
        }
        log.info("register \(Self.identifier, privacy: .public) -> \(ok)")
        DiagnosticRecorder.shared.record(Self.identifier, .appRefresh, .registration, ok ? .succeeded : .failed)
    }

    func schedule() {
        do {
            try BGTaskScheduler.shared.submit(Self.makeRequest())
            DiagnosticRecorder.shared.record(Self.identifier, .appRefresh, .submission, .succeeded)
        } catch {
            log.error("submit failed: \(error as NSError, privacy: .public)")
            DiagnosticRecorder.shared.record(Self.identifier, .appRefresh, .submission, .failed, error: error)
        }
    }

    private func handle(_ task: BGAppRefreshTask) {
        schedule()
        onRun?()
        task.setTaskCompleted(success: true)
    }
}
