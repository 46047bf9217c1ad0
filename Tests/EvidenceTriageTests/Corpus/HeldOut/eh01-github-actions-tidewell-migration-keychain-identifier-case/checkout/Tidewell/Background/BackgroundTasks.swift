import BackgroundTasks
import EvidenceRecorder
import os

enum BackgroundTasks {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let syncRefresh = try! TaskIdentifier("com.tidewell.journal.syncRefresh")
    static let compact = try! TaskIdentifier("com.tidewell.journal.compact")
    private static let log = Logger(subsystem: "com.tidewell.journal", category: "bgtasks")

    /// Called from application(_:didFinishLaunchingWithOptions:) before it returns.
    static func registerAll(store: JournalStore) {
        let refreshOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: syncRefresh.rawValue, using: nil) { task in
            SyncRefreshAdapter(store: store).handle(task: task as! BGAppRefreshTask)
        }
        try? recorder.record(syncRefresh, kind: .appRefresh, phase: .registration,
                             outcome: refreshOK ? .succeeded : .failed,
                             error: refreshOK ? nil : .named("BGTaskScheduler.registrationRejected"))

        let compactOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: compact.rawValue, using: nil) { task in
            CompactionAdapter(store: store).handle(task: task as! BGProcessingTask)
        }
        try? recorder.record(compact, kind: .processing, phase: .registration,
                             outcome: compactOK ? .succeeded : .failed,
                             error: compactOK ? nil : .named("BGTaskScheduler.registrationRejected"))
        log.info("registered refresh=\(refreshOK) compact=\(compactOK)")
    }

    static func scheduleSyncRefresh() {
        let request = BGAppRefreshTaskRequest(identifier: syncRefresh.rawValue)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(syncRefresh, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(syncRefresh, kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }
}
