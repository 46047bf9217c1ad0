import BackgroundTasks
import EvidenceRecorder
import Foundation

/// Rebuilds the full-text index and drops tombstoned revisions. Heavy work:
/// only on external power, and the system picks a quiet moment (usually overnight).
enum IndexCompaction {
    static let identifier = try! TaskIdentifier("io.vellum.app.index-compaction")   // BGTaskSchedulerPermittedIdentifiers
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))

    /// From application(_:didFinishLaunchingWithOptions:), before it returns.
    static func register(job: CompactionJob) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier.rawValue, using: nil) { task in
            CompactionAdapter(job: job, recorder: recorder, id: identifier).handle(task: task as! BGProcessingTask)
        }
        try? recorder.record(identifier, kind: .processing, phase: .registration,
                             outcome: ok ? .succeeded : .failed,
                             error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    static func schedule(earliest: Date = Date(timeIntervalSinceNow: 60 * 60)) {
        let request = BGProcessingTaskRequest(identifier: identifier.rawValue)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = false
        request.earliestBeginDate = earliest
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(identifier, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(identifier, kind: .processing, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }
}
