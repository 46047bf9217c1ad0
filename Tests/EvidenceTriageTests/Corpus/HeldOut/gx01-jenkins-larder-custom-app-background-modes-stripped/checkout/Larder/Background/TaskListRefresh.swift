import BackgroundTasks
import EvidenceRecorder
import Foundation
import os

/// Refreshes the courier's task list while the app is in the background.
/// The identifier is derived from the bundle id so that custom (white-label)
/// builds get their own task namespace.
enum TaskListRefresh {
    static var identifier: String {
        (Bundle.main.bundleIdentifier ?? "coop.larder.app") + ".tasklist-refresh"
    }

    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))

    private static let log = Logger(subsystem: "coop.larder", category: "TaskListRefresh")

    /// Called from application(_:didFinishLaunchingWithOptions:).
    static func register(job: TaskListSyncJob) {
        let id = try! TaskIdentifier(identifier)
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            TaskListRefreshAdapter(job: job).handle(task: task as! BGAppRefreshTask)
        }
        try? recorder.record(id, kind: .appRefresh, phase: .registration,
                             outcome: ok ? .succeeded : .failed,
                             error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    /// Submits the next refresh. Returns the submission error, if any, so callers
    /// (and tests) can see why the system refused the request.
    @discardableResult
    static func schedule(after interval: TimeInterval = 20 * 60) -> Error? {
        let id = try! TaskIdentifier(identifier)
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(id, kind: .appRefresh, phase: .submission, outcome: .succeeded)
            return nil
        } catch {
            log.error("Could not schedule task list refresh: \(String(describing: error), privacy: .public)")
            try? recorder.record(id, kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
            return error
        }
    }
}
