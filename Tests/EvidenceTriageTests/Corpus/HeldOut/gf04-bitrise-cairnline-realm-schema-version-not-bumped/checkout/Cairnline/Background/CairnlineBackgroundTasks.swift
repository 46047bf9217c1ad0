import BackgroundTasks
import EvidenceRecorder
import Foundation

enum CairnlineBackgroundTasks {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))

    static let trailSync = try! TaskIdentifier("com.cairnline.app.trail-sync")      // BGAppRefreshTask
    static let realmCompact = try! TaskIdentifier("com.cairnline.app.realm-compact") // BGProcessingTask

    /// From application(_:didFinishLaunchingWithOptions:), before it returns.
    static func registerAll(sync: TrailSyncJob, compaction: RealmCompactionJob) {
        let syncOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: trailSync.rawValue, using: nil) { task in
            JobAdapter(job: sync, id: trailSync, kind: .appRefresh).handle(task)
        }
        try? recorder.record(trailSync, kind: .appRefresh, phase: .registration,
                             outcome: syncOK ? .succeeded : .failed,
                             error: syncOK ? nil : .named("BGTaskScheduler.registrationRejected"))

        let compactOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: realmCompact.rawValue, using: nil) { task in
            JobAdapter(job: compaction, id: realmCompact, kind: .processing).handle(task)
        }
        try? recorder.record(realmCompact, kind: .processing, phase: .registration,
                             outcome: compactOK ? .succeeded : .failed,
                             error: compactOK ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    static func scheduleNightlyCompaction() {
        let request = BGProcessingTaskRequest(identifier: realmCompact.rawValue)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = false
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(realmCompact, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(realmCompact, kind: .processing, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }
}
