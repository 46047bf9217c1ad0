import BackgroundTasks
import EvidenceRecorder
import Foundation

extension Notification.Name {
    /// Posted by the refresh adapter after the system launched the refresh task and the job finished.
    static let tideRefreshDidRun = Notification.Name("TideRefreshDidRun")
}

enum TidewellBackgroundTasks {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))

    // Both identifiers are listed in BGTaskSchedulerPermittedIdentifiers (Tidewell/Info.plist).
    static let refresh = try! TaskIdentifier("com.tidewell.app.refresh")
    static let prune = try! TaskIdentifier("com.tidewell.app.tidecache-prune")

    /// Called from application(_:didFinishLaunchingWithOptions:) before it returns.
    static func registerAll(refreshJob: TideRefreshJob, pruneJob: TideCachePruneJob) {
        let refreshRegistered = BGTaskScheduler.shared.register(
            forTaskWithIdentifier: refresh.rawValue, using: nil
        ) { task in
            TideRefreshAdapter(job: refreshJob).handle(task: task as! BGAppRefreshTask)
        }
        try? recorder.record(refresh, kind: .appRefresh, phase: .registration,
                             outcome: refreshRegistered ? .succeeded : .failed,
                             error: refreshRegistered ? nil : .named("BGTaskScheduler.registrationRejected"))

        let pruneRegistered = BGTaskScheduler.shared.register(
            forTaskWithIdentifier: prune.rawValue, using: nil
        ) { task in
            TideCachePruneAdapter(job: pruneJob).handle(task: task as! BGProcessingTask)
        }
        try? recorder.record(prune, kind: .processing, phase: .registration,
                             outcome: pruneRegistered ? .succeeded : .failed,
                             error: pruneRegistered ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    /// Asks the system for the next tide refresh. The system decides when (and whether) it runs.
    static func scheduleRefresh(after interval: TimeInterval = 15 * 60) {
        let request = BGAppRefreshTaskRequest(identifier: refresh.rawValue)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(refresh, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(refresh, kind: .appRefresh, phase: .submission, outcome: .failed,
                                 error: ErrorType(error))
        }
    }
}
