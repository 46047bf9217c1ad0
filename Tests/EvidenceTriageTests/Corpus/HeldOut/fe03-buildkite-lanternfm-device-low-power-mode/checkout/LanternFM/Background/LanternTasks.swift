import BackgroundTasks
import EvidenceRecorder

enum LanternTasks {
    static let refresh = try! TaskIdentifier("com.lanternfm.episodes.refresh")
    static let cleanup = try! TaskIdentifier("com.lanternfm.library.cleanup")
    static let recorder = EvidenceRecorder(fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
        .appendingPathComponent("evidence/diagnostics.jsonl"))

    /// Called from application(_:didFinishLaunchingWithOptions:).
    static func registerAll(refreshJob: EpisodeRefreshJob, cleanupJob: LibraryCleanupJob) {
        let r = BGTaskScheduler.shared.register(forTaskWithIdentifier: refresh.rawValue, using: nil) { task in
            RefreshAdapter(job: refreshJob).handle(task as! BGAppRefreshTask)
        }
        try? recorder.record(refresh, kind: .appRefresh, phase: .registration, outcome: r ? .succeeded : .failed)
        let c = BGTaskScheduler.shared.register(forTaskWithIdentifier: cleanup.rawValue, using: nil) { task in
            CleanupAdapter(job: cleanupJob).handle(task as! BGProcessingTask)
        }
        try? recorder.record(cleanup, kind: .processing, phase: .registration, outcome: c ? .succeeded : .failed)
    }

    static func scheduleRefresh(after interval: TimeInterval = 15 * 60) throws {
        let request = BGAppRefreshTaskRequest(identifier: refresh.rawValue)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(refresh, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(refresh, kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
            throw error
        }
    }

    static func scheduleCleanup(after interval: TimeInterval) throws {
        let request = BGProcessingTaskRequest(identifier: cleanup.rawValue)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        request.requiresNetworkConnectivity = false
        try BGTaskScheduler.shared.submit(request)
        try? recorder.record(cleanup, kind: .processing, phase: .submission, outcome: .succeeded)
    }
}
