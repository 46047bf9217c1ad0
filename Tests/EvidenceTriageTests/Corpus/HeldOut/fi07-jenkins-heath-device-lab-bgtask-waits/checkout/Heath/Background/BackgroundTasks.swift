import BackgroundTasks
import EvidenceRecorder
import Foundation

enum HeathBackgroundTasks {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let feedRefresh = try! TaskIdentifier("app.heathphotos.ios.feed-refresh")
    static let thumbnailCleanup = try! TaskIdentifier("app.heathphotos.ios.thumbnail-cleanup")

    /// Called from application(_:didFinishLaunchingWithOptions:) before it returns.
    static func registerAll(feed: FeedRefreshJob, cleanup: ThumbnailCleanupJob) {
        let refreshOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: feedRefresh.rawValue, using: nil) { task in
            BackgroundAdapter(job: feed, id: feedRefresh, kind: .appRefresh).handle(task)
        }
        try? recorder.record(feedRefresh, kind: .appRefresh, phase: .registration,
                             outcome: refreshOK ? .succeeded : .failed,
                             error: refreshOK ? nil : .named("BGTaskScheduler.registrationRejected"))

        let cleanupOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: thumbnailCleanup.rawValue, using: nil) { task in
            BackgroundAdapter(job: cleanup, id: thumbnailCleanup, kind: .processing).handle(task)
        }
        try? recorder.record(thumbnailCleanup, kind: .processing, phase: .registration,
                             outcome: cleanupOK ? .succeeded : .failed,
                             error: cleanupOK ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    static func scheduleFeedRefresh(after interval: TimeInterval = 15 * 60) {
        let request = BGAppRefreshTaskRequest(identifier: feedRefresh.rawValue)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        submit(request, id: feedRefresh, kind: .appRefresh)
    }

    static func scheduleThumbnailCleanup(after interval: TimeInterval = 60) {
        let request = BGProcessingTaskRequest(identifier: thumbnailCleanup.rawValue)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = false
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        submit(request, id: thumbnailCleanup, kind: .processing)
    }

    private static func submit(_ request: BGTaskRequest, id: TaskIdentifier, kind: TaskKind) {
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(id, kind: kind, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(id, kind: kind, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }
}
