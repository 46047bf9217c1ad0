import BackgroundTasks
import EvidenceRecorder
import Foundation

enum KeelsonBackgroundTasks {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let rosterSync = try! TaskIdentifier("com.keelson.crew.roster-sync")

    static func registerAll(rosterSync job: RosterSyncJob) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: rosterSync.rawValue, using: nil) { task in
            JobAdapter(job: job, id: rosterSync, recorder: recorder).handle(task as! BGAppRefreshTask)
        }
        try? recorder.record(rosterSync, kind: .appRefresh, phase: .registration,
                             outcome: ok ? .succeeded : .failed,
                             error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    /// Overnight: the roster should be fresh before a 05:30 sign-on.
    static func scheduleRosterSync(now: Date = .now) {
        let request = BGAppRefreshTaskRequest(identifier: rosterSync.rawValue)
        request.earliestBeginDate = Calendar.current.nextDate(after: now, matching: DateComponents(hour: 2), matchingPolicy: .nextTime)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(rosterSync, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(rosterSync, kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }
}
