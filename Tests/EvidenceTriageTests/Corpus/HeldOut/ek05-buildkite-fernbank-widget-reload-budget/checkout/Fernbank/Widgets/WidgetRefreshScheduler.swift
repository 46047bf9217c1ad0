import BackgroundTasks
import EvidenceRecorder
import os

/// BGAppRefreshTask that republishes widget snapshots. The floor, not the mechanism:
/// iOS decides when (and whether) it runs.
enum WidgetRefreshScheduler {
    static let identifier = "com.fernbankops.fernbank.widget-refresh"
    static let recorder = EvidenceRecorder(fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
        .appendingPathComponent("evidence/diagnostics.jsonl"))
    private static let log = Logger(subsystem: "com.fernbankops.fernbank", category: "widget-refresh")

    static func register(publisher: @escaping () -> WidgetPublisher) {
        let id = try! TaskIdentifier(identifier)
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            WidgetRefreshAdapter(publisher: publisher()).handle(task as! BGAppRefreshTask)
        }
        try? recorder.record(id, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed,
                             error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    @discardableResult
    static func schedule(after interval: TimeInterval = 15 * 60) -> Bool {
        let id = try! TaskIdentifier(identifier)
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(id, kind: .appRefresh, phase: .submission, outcome: .succeeded)
            return true
        } catch {
            log.error("Could not schedule app refresh: \(String(describing: error), privacy: .public)")
            try? recorder.record(id, kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
            return false
        }
    }
}
