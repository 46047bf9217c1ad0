import BackgroundTasks
import EvidenceRecorder
import os

enum FieldSyncScheduler {
    private static let log = Logger(subsystem: "com.quarryapp.field", category: "background")
    static let sync = try! TaskIdentifier("com.quarryapp.field.sync")
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))

    static func submitRefresh(after interval: TimeInterval) throws {
        let request = BGAppRefreshTaskRequest(identifier: sync.rawValue)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(sync, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            log.error("submit \(sync.rawValue, privacy: .public) failed: \(error as NSError, privacy: .public)")
            try? recorder.record(sync, kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
            throw error
        }
    }
}
