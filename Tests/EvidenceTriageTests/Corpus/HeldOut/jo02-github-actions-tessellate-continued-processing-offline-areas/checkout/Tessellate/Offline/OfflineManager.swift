import Foundation
import os

/// Owns the offline map areas and decides who drives their download jobs:
/// either BGContinuedProcessingTask (iOS 26+) or the JobStore, which persists
/// jobs and resumes paused ones on the next launch.
final class OfflineManager {
    static let shared = OfflineManager(jobStore: .shared)

    let downloader = OfflineAreaDownloader()
    let jobStore: JobStoreProtocol
    private let log = Logger(subsystem: "com.tessellate.field", category: "offline")

    /// When true, downloads run inside BGContinuedProcessingTask and the
    /// JobStore must not manage them.
    var useContinuedProcessingTasks: Bool

    init(jobStore: JobStoreProtocol, useContinuedProcessingTasks: Bool = true) {
        self.jobStore = jobStore
        self.useContinuedProcessingTasks = useContinuedProcessingTasks
        for job in jobStore.jobs {
            observe(job)
        }
        // Resume jobs that were paused when the app was last suspended/killed.
        let resumed = jobStore.resumeAllPausedJobs()
        log.info("resumed \(resumed) paused job(s) on launch")
    }

    private func observe(_ job: DownloadJob) {
        job.onFinish = { [weak self] result in
            self?.log.info("job \(job.id, privacy: .public) finished: \(String(describing: result), privacy: .public)")
        }
    }
}
