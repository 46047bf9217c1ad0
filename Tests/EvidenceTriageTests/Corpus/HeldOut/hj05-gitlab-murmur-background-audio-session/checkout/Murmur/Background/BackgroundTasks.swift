import BackgroundTasks
import EvidenceRecorder
import Foundation

enum BackgroundTasks {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let feedRefresh = try! TaskIdentifier("net.quietcove.murmur.feed-refresh")
    static let downloadCleanup = try! TaskIdentifier("net.quietcove.murmur.download-cleanup")

    static func registerAll(feedRefresh job: FeedRefreshJob, cleanup: DownloadCleanupJob) {
        let refreshOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: feedRefresh.rawValue, using: nil) { task in
            FeedRefreshAdapter(job: job).handle(task: task as! BGAppRefreshTask)
        }
        try? recorder.record(feedRefresh, kind: .appRefresh, phase: .registration, outcome: refreshOK ? .succeeded : .failed,
                             error: refreshOK ? nil : .named("BGTaskScheduler.registrationRejected"))
        let cleanupOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: downloadCleanup.rawValue, using: nil) { task in
            DownloadCleanupAdapter(job: cleanup).handle(task: task as! BGProcessingTask)
        }
        try? recorder.record(downloadCleanup, kind: .processing, phase: .registration, outcome: cleanupOK ? .succeeded : .failed,
                             error: cleanupOK ? nil : .named("BGTaskScheduler.registrationRejected"))
    }
}
