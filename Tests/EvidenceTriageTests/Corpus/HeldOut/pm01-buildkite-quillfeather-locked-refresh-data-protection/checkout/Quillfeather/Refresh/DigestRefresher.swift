import BackgroundTasks
import os

final class DigestRefresher {
    private let cache: DigestCache
    private let client: FeedClient
    private let log = Logger(subsystem: "com.quillfeather.app", category: "Refresh")

    init(cache: DigestCache, client: FeedClient) { self.cache = cache; self.client = client }

    func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: AppDelegate.refreshID)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticRecorder.shared.record(AppDelegate.refreshID, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            DiagnosticRecorder.shared.record(AppDelegate.refreshID, kind: .appRefresh, phase: .submission, outcome: .failed, error: error)
        }
    }

    func handle(_ task: BGAppRefreshTask) {
        schedule()
        let work = Task {
            DiagnosticRecorder.shared.record(AppDelegate.refreshID, kind: .appRefresh, phase: .execution, outcome: .succeeded)
            let items = try await client.latestDigest()
            log.info("[Refresh] fetched \(items.count) items")
            try cache.save(items, updatedAt: Date())           // SQLite write in Application Support
            DiagnosticRecorder.shared.record(AppDelegate.refreshID, kind: .appRefresh, phase: .completion, outcome: .succeeded)
            task.setTaskCompleted(success: true)
        }
        task.expirationHandler = {
            work.cancel()
            DiagnosticRecorder.shared.record(AppDelegate.refreshID, kind: .appRefresh, phase: .expiration, outcome: .cancelled)
            task.setTaskCompleted(success: false)
        }
    }
}
