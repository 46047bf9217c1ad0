import BackgroundTasks
import EvidenceRecorder
import Foundation

enum BackgroundTasks {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let syncRefresh = try! TaskIdentifier("com.marginalia.app.sync-refresh")
    static let nightlyIndex = try! TaskIdentifier("com.marginalia.app.nightly-index")

    /// Called from application(_:didFinishLaunchingWithOptions:).
    static func registerAll(sync: SyncJob, indexer: IndexJob) {
        let refreshOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: syncRefresh.rawValue, using: nil) { task in
            RefreshAdapter(job: sync).handle(task: task as! BGAppRefreshTask)
        }
        try? recorder.record(syncRefresh, kind: .appRefresh, phase: .registration,
                             outcome: refreshOK ? .succeeded : .failed,
                             error: refreshOK ? nil : .named("BGTaskScheduler.registrationRejected"))

        let indexOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: nightlyIndex.rawValue, using: nil) { task in
            ProcessingAdapter(job: indexer).handle(task: task as! BGProcessingTask)
        }
        try? recorder.record(nightlyIndex, kind: .processing, phase: .registration,
                             outcome: indexOK ? .succeeded : .failed,
                             error: indexOK ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    static func submitSyncRefresh() throws {
        let request = BGAppRefreshTaskRequest(identifier: syncRefresh.rawValue)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 20 * 60)
        try submit(request, id: syncRefresh, kind: .appRefresh)
    }

    static func submitNightlyIndex() throws {
        let request = BGProcessingTaskRequest(identifier: nightlyIndex.rawValue)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = false
        try submit(request, id: nightlyIndex, kind: .processing)
    }

    private static func submit(_ request: BGTaskRequest, id: TaskIdentifier, kind: TaskKind) throws {
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(id, kind: kind, phase: .submission, outcome: .succeeded)
            print("[bg] submitted \(id.rawValue)")
        } catch {
            try? recorder.record(id, kind: kind, phase: .submission, outcome: .failed, error: ErrorType(error))
            print("[bg] submit \(id.rawValue) failed: \(error)")
            throw error
        }
    }
}
